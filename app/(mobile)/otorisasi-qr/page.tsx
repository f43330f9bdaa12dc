import { getTranslations } from 'next-intl/server';
import { QrApprovals } from '@/features/otorisasi/components/qr-approvals';
import { requirePage } from '@/lib/auth/dal';
import { listOpenQrRequests } from '@/features/otorisasi/services/qr';

/** For supervisors without the authenticator app: the shop's open QR requests, approved or rejected from a phone. */
export default async function Page({ searchParams }: { searchParams: Promise<{ keystore?: string }> }) {
  const ctx = await requirePage('/otorisasi-qr');
  const [t, rows, { keystore }] = await Promise.all([getTranslations('routes'), listOpenQrRequests({ ctx }), searchParams]);
  return (
    <>
      <h1 className="mx-auto mb-4 max-w-xl text-xl font-bold text-stone-900">{t('otorisasi-qr')}</h1>
      <QrApprovals rows={rows.map((row) => ({ ...row, input_date: row.input_date.toISOString(), expires_at: row.expires_at.toISOString() }))}
        highlight={keystore?.toUpperCase() ?? null} />
    </>
  );
}
