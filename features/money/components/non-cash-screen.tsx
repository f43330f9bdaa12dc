'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { checkboxClass, controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { findNonCashAction, matchNonCashAction } from '../actions/non-cash';
import type { NonCashRow } from '../services/validasi-non-tunai';

const idOf = (row: NonCashRow) => `${row.sumber}:${row.dokumen}`;

// Not a form (decision 010): a day's payments with tick boxes; marking sends the ticked rows, there is no typed field to validate.
/**
 * Validasi Non Tunai: the shop's transfer and card payments of a day (sales, buybacks, the bank book), each with its
 * amount, account and document. A supervisor (or the owner) ticks those he found on the bank's statement and marks
 * them matched; a match stays, with who and when. Others see the list and a note; the service refuses them anyway.
 * Each row is a card on a phone and a table row from `md` up, so nothing scrolls sideways at 390 px.
 */
export function NonCashScreen({ today }: { today: string }) {
  const t = useTranslations('nonCash');
  const alerts = useAlerts();
  const [tanggal, setTanggal] = useState(today);
  const [data, setData] = useState<{ tanggal: string; rows: NonCashRow[]; canMatch: boolean } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, startTransition] = useTransition();

  const load = (day: string) => startTransition(async () => {
    const answer = await findNonCashAction(day);
    if (alerts.handle(answer) && answer.data) {
      setData(answer.data);
      setChosen(new Set());
    }
  });
  // The day's payments as the screen opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(today), []);

  const match = () => startTransition(async () => {
    const items = (data?.rows ?? []).filter((row) => chosen.has(idOf(row))).map((row) => ({ sumber: row.sumber, dokumen: row.dokumen }));
    const answer = await matchNonCashAction({ items });
    if (alerts.handle(answer)) load(tanggal);
  });
  const toggle = (row: NonCashRow, on: boolean) => setChosen((current) => {
    const next = new Set(current);
    if (on) next.add(idOf(row)); else next.delete(idOf(row));
    return next;
  });

  const rows = data?.rows ?? [];
  const masuk = rows.filter((row) => row.arah === 'MASUK').reduce((sum, row) => sum + row.jumlah, 0);
  const keluar = rows.filter((row) => row.arah === 'KELUAR').reduce((sum, row) => sum + row.jumlah, 0);
  const unmatched = rows.filter((row) => !row.cocokOleh).length;
  const status = (row: NonCashRow) => (row.cocokOleh ? t('matchedBy', { user: row.cocokOleh, at: row.cocokAt ?? '' }) : t('notMatched'));
  const pick = (row: NonCashRow) => !row.cocokOleh && data?.canMatch && (
    <input type="checkbox" className={checkboxClass} aria-label={t('pick', { dokumen: row.dokumen, sumber: t(`sources.${row.sumber}`) })}
      checked={chosen.has(idOf(row))} onChange={(event) => toggle(row, event.target.checked)} />
  );
  const amount = (row: NonCashRow) => (
    <span className={`whitespace-nowrap tabular-nums ${row.arah === 'MASUK' ? 'text-emerald-800' : 'text-red-800'}`}>
      {row.arah === 'MASUK' ? '+' : '−'} {formatRupiah(row.jumlah)}
    </span>
  );
  const account = (row: NonCashRow) => (row.noRekening ? `${row.noRekening}${row.namaRekening ? ` (${row.namaRekening})` : ''}` : '-');

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); load(tanggal); }}>
        <label className={fieldClass} htmlFor="non-cash-tanggal"><span className={labelClass}>{t('tanggal')}</span>
          <input id="non-cash-tanggal" type="date" className={controlClass} value={tanggal} onChange={(event) => setTanggal(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={pending}>{t('tampilkan')}</Button>
      </form>
      {data && !data.canMatch && <p className="text-sm text-amber-800" data-testid="non-cash-hanya-spv">{t('onlySupervisor')}</p>}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2"><dt>{t('totalMasuk')}</dt><dd className="font-semibold tabular-nums" data-testid="non-cash-masuk">{formatRupiah(masuk)}</dd></div>
        <div className="flex gap-2"><dt>{t('totalKeluar')}</dt><dd className="font-semibold tabular-nums" data-testid="non-cash-keluar">{formatRupiah(keluar)}</dd></div>
        <div className="flex gap-2"><dt>{t('belumCocok')}</dt><dd className="font-semibold tabular-nums" data-testid="non-cash-belum">{unmatched}</dd></div>
      </dl>

      {data && rows.length === 0 && <p className="text-sm text-stone-600">{t('empty')}</p>}
      {rows.length > 0 && (
        <>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t('caption', { tanggal: data?.tanggal ?? '' })}>
            {rows.map((row) => (
              <li key={idOf(row)} className="flex gap-3 rounded-lg border border-stone-200 p-3 text-sm">
                <div className="pt-0.5">{pick(row)}</div>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex justify-between gap-2"><span className="font-medium">{t(`sources.${row.sumber}`)}</span>{amount(row)}</div>
                  <span className="break-all font-mono text-xs">{row.dokumen} · {row.jam}</span>
                  <span className="break-words text-stone-700">{account(row)}</span>
                  {row.keterangan && <span className="break-words text-stone-600">{row.keterangan}</span>}
                  <span className={row.cocokOleh ? 'text-emerald-800' : 'text-stone-600'}>{status(row)}</span>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
              <caption className="sr-only">{t('caption', { tanggal: data?.tanggal ?? '' })}</caption>
              <thead><tr className="border-b text-left">
                <th><span className="sr-only">{t('pilih')}</span></th><th>{t('jam')}</th><th>{t('sumber')}</th><th>{t('dokumen')}</th><th>{t('rekening')}</th>
                <th>{t('keterangan')}</th><th className="text-right">{t('jumlah')}</th><th>{t('status')}</th>
              </tr></thead>
              <tbody>{rows.map((row) => (
                <tr key={idOf(row)} className="border-b border-stone-100" data-testid={`non-cash-${row.sumber}-${row.dokumen}`}>
                  <td>{pick(row)}</td><td>{row.jam}</td><td>{t(`sources.${row.sumber}`)}</td><td className="font-mono text-xs">{row.dokumen}</td>
                  <td>{account(row)}</td><td>{row.keterangan}</td><td className="text-right">{amount(row)}</td>
                  <td className={row.cocokOleh ? 'text-emerald-800' : 'text-stone-600'}>{status(row)}</td>
                </tr>
              ))}</tbody>
            </table>
          </div>
        </>
      )}
      {data?.canMatch && (
        <div><Button type="button" disabled={pending || chosen.size === 0} onClick={match}>{t('matchButton', { count: chosen.size })}</Button></div>
      )}
    </div>
  );
}
