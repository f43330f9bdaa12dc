import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { readPlaces } from '@/features/stock/services/places';
import { LABEL_MESSAGES } from '@/features/stock/labels/client-messages';
import { LabelScreen } from '@/features/stock/labels/components/label-screen';
import { settingDecimal } from '@/lib/settings/read';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePage('/cetak-barcode');
  const [t, places, params] = await Promise.all([getTranslations('routes'), readPlaces(ctx), searchParams]);
  // The add-item screen links here with ?barcode=<code> right after saving.
  const initial = [params.barcode ?? []].flat().map((code) => code.trim().toUpperCase()).filter(Boolean);
  return (
    <ClientMessages namespaces={LABEL_MESSAGES}>
      <PagePanel title={t('cetak-barcode')} reloadable>
        <LabelScreen places={places} initialBarcodes={initial}
          size={{ width: String(Number(settingDecimal(ctx.settings, 'LABEL_WIDTH_MM'))), height: String(Number(settingDecimal(ctx.settings, 'LABEL_HEIGHT_MM'))) }} />
      </PagePanel>
    </ClientMessages>
  );
}
