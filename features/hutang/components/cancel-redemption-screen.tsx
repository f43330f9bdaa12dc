'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { translateKey } from '@/lib/i18n/keys';
import { ReasonForm } from '@/features/otorisasi/client';
import { cancelPelunasanAction, findTodayRedemptionsAction } from '../actions/redemption';
import { cancelRedemptionSubject } from '../redemption-subjects';
import type { TodayRedemption } from '../services/cancel-pelunasan';

/**
 * Batal Hutang Lunas: the shop's redemptions of today; one that is still active and not validated is cancelled with a
 * reason backed by a supervisor's grant (BATAL_PELUNASAN_HUTANG, naming the redemption and the money that goes back).
 */
export function CancelRedemptionScreen() {
  const t = useTranslations('loanRedemption');
  const tCodes = useTranslations('codes');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [rows, setRows] = useState<TodayRedemption[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const load = () => startTransition(async () => {
    const answer = await findTodayRedemptionsAction();
    if (alerts.handle(answer) && answer.data) setRows(answer.data);
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(), []);
  const chosen = rows?.find((row) => row.noPelunasan === open) ?? null;
  const cancelled = () => {
    setOpen(null);
    load();
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('todayOnly')}</p>
      {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-500">{tCommon('noData')}</p> : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left">
              <th>{t('noPelunasan')}</th><th>{t('noFakturHutang')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th>
              <th className="text-right">{t('bungaPinjam')}</th><th className="text-right">{t('totalBayar')}</th><th>{t('status')}</th><th><span className="sr-only">{t('open')}</span></th>
            </tr></thead>
            <tbody>{rows.map((row) => (
              <tr key={row.noPelunasan} className="border-b border-stone-100" data-testid="pelunasan-row">
                <td className="font-mono text-xs">{row.noPelunasan}</td><td className="font-mono text-xs">{row.noFakturHutang}</td><td>{formatDateTime(row.tanggal)}</td>
                <td>{row.namaCustomer || '-'}</td><td className="text-right tabular-nums">{formatRupiah(row.bungaPinjam - row.diskonBunga)}</td>
                <td className="text-right tabular-nums">{formatRupiah(row.totalBayar)}</td><td>{translateKey(tCodes, `status.${row.status}`)}</td>
                <td>{row.status === 'AKTIF' && !row.divalidasi && (
                  <button type="button" className="text-amber-800 underline" onClick={() => setOpen(row.noPelunasan)} aria-label={`${t('open')} ${row.noPelunasan}`}>{t('open')}</button>
                )}{row.status === 'AKTIF' && row.divalidasi && <span className="text-stone-600" data-testid="pelunasan-divalidasi">{t('sudahDivalidasi')}</span>}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      ))}
      {chosen && (
        <section aria-labelledby="batal-tebus-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <h2 id="batal-tebus-open" className="font-semibold">{chosen.noPelunasan} · {chosen.noFakturHutang}</h2>
          <p className="text-sm">{t('namaCustomer')}: {chosen.namaCustomer || '-'} · {t('lamaPinjam')}: {chosen.lamaHari} · {t('totalBayar')}: <strong>{formatRupiah(chosen.totalBayar)}</strong>
            {' '}· {t('bayarTunai')} {formatRupiah(chosen.bayarTunai)} · {t('bayarTransfer')} {formatRupiah(chosen.bayarTransfer)}</p>
          <ReasonForm
            key={chosen.noPelunasan} id="batal-tebus" action={cancelPelunasanAction}
            schema={() => import('../redemption-schemas').then((schemas) => schemas.cancelRedemptionSchema)}
            hidden={{ noPelunasan: chosen.noPelunasan }} labels={{ alasan: t('alasan'), submit: t('batalkan') }}
            ask={(alasan) => ({ fitur: 'BATAL_PELUNASAN_HUTANG', subject: cancelRedemptionSubject(chosen.noPelunasan, chosen.totalBayar), notes: t('notesBatal', { nomor: chosen.noPelunasan, alasan }) })}
            onDone={cancelled}
          />
        </section>
      )}
    </div>
  );
}
