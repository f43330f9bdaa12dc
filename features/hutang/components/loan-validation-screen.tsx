'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { checkboxClass, controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { listLoanValidationAction, validateHutangAction } from '../actions/validation';
import type { LoanValidationRow } from '../services/validate-hutang';

const idOf = (row: LoanValidationRow) => `${row.jenis}:${row.nomor}`;

// Not a form (decision 010): a day's documents with tick boxes; validating sends the ticked rows, there is no typed field to validate.
/**
 * Validasi Hutang: the day's loans and redemptions of the shop; a supervisor (or the owner) ticks and validates them.
 * Others see the list and a note; the service refuses them anyway.
 */
export function LoanValidationScreen({ today }: { today: string }) {
  const t = useTranslations('loanValidation');
  const alerts = useAlerts();
  const [tanggal, setTanggal] = useState(today);
  const [data, setData] = useState<{ rows: LoanValidationRow[]; canValidate: boolean } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, startTransition] = useTransition();

  const load = (day: string) => startTransition(async () => {
    const answer = await listLoanValidationAction(day);
    if (alerts.handle(answer) && answer.data) {
      setData(answer.data);
      setChosen(new Set(answer.data.rows.filter((row) => !row.divalidasiOleh).map(idOf)));
    }
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(today), []);

  const validate = () => startTransition(async () => {
    const rows = data?.rows.filter((row) => chosen.has(idOf(row))) ?? [];
    const answer = await validateHutangAction({
      hutang: rows.filter((row) => row.jenis === 'hutang').map((row) => row.nomor),
      pelunasan: rows.filter((row) => row.jenis === 'pelunasan').map((row) => row.nomor),
    });
    if (alerts.handle(answer)) load(tanggal);
  });

  const open = data?.rows.filter((row) => !row.divalidasiOleh) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); load(tanggal); }}>
        <label className={fieldClass} htmlFor="validasi-hutang-tanggal"><span className={labelClass}>{t('tanggal')}</span>
          <input id="validasi-hutang-tanggal" type="date" className={controlClass} value={tanggal} onChange={(event) => setTanggal(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={pending}>{t('tampilkan')}</Button>
      </form>
      {data && !data.canValidate && <p className="text-sm text-amber-800" data-testid="validasi-hanya-spv">{t('hanyaSpv')}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] text-sm [&_td]:px-1 [&_th]:px-1">
          <caption className="sr-only">{t('caption')}</caption>
          <thead><tr className="border-b text-left">
            <th className="py-1"><span className="sr-only">{t('pilih')}</span></th><th>{t('nomor')}</th><th>{t('jam')}</th><th>{t('namaCustomer')}</th>
            <th className="text-right">{t('jumlah')}</th><th>{t('jenis')}</th><th>{t('oleh')}</th><th>{t('validasi')}</th>
          </tr></thead>
          <tbody>
            {data?.rows.map((row) => (
              <tr key={idOf(row)} className="border-b border-stone-100">
                <td className="py-1">
                  {!row.divalidasiOleh && (
                    <input type="checkbox" className={checkboxClass} aria-label={`${t('pilih')} ${row.nomor}`} checked={chosen.has(idOf(row))}
                      onChange={(event) => setChosen((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(idOf(row)); else next.delete(idOf(row));
                        return next;
                      })} />
                  )}
                </td>
                <td className="font-mono text-xs">{row.nomor}{row.jenis === 'pelunasan' && <span className="block text-stone-500">{row.noFakturHutang}</span>}</td>
                <td>{row.jam}</td><td>{row.namaCustomer}</td>
                <td className="text-right tabular-nums">{formatRupiah(row.jumlah)}</td>
                <td>{row.jenis === 'hutang' ? t('jenisHutang') : t('jenisPelunasan')}</td>
                <td>{row.dibuatOleh}</td>
                <td data-testid={`validasi-${row.nomor}`}>{row.divalidasiOleh ? t('validatedShort', { user: row.divalidasiOleh }) : t('notValidated')}</td>
              </tr>
            ))}
            {data && data.rows.length === 0 && <tr><td colSpan={8} className="py-2 text-stone-600">{t('tidakAda')}</td></tr>}
          </tbody>
        </table>
      </div>
      <div><Button type="button" disabled={pending || !data?.canValidate || open.length === 0 || chosen.size === 0} onClick={validate}>{t('validasiButton', { count: chosen.size })}</Button></div>
    </div>
  );
}
