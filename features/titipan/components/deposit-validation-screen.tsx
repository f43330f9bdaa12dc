'use client';
import { useTranslations } from 'next-intl';
import { checkboxClass, controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { useDayValidation } from '@/components/validation/use-day-validation';
import { formatRupiah } from '@/lib/format';
import { listDepositValidationAction, validateTitipanAction } from '../actions/validation';
import type { DepositValidationRow } from '../services/validate-titipan';

// Not a form (decision 010): a day's documents with tick boxes; validating sends the ticked rows.
/** Validasi Titipan: the day's deposits of the shop; a supervisor (or the owner) ticks and validates them. */
export function DepositValidationScreen({ today }: { today: string }) {
  const t = useTranslations('titipanValidation');
  const tState = useTranslations('titipan');
  const v = useDayValidation<DepositValidationRow>({
    today, list: listDepositValidationAction, validate: (rows) => validateTitipanAction({ titipan: rows.map((row) => row.nomor) }),
  });
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); v.load(v.tanggal); }}>
        <label className={fieldClass} htmlFor="validasi-titipan-tanggal"><span className={labelClass}>{t('tanggal')}</span>
          <input id="validasi-titipan-tanggal" type="date" className={controlClass} value={v.tanggal} onChange={(event) => v.setTanggal(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={v.pending}>{t('tampilkan')}</Button>
      </form>
      {v.data && !v.data.canValidate && <p className="text-sm text-amber-800" data-testid="validasi-hanya-spv">{t('hanyaSpv')}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] text-sm [&_td]:px-1 [&_th]:px-1">
          <caption className="sr-only">{t('caption')}</caption>
          <thead><tr className="border-b text-left">
            <th className="py-1"><span className="sr-only">{t('pilih')}</span></th><th>{t('nomor')}</th><th>{t('jam')}</th><th>{t('namaCustomer')}</th>
            <th>{t('barang')}</th><th className="text-right">{t('jumlah')}</th><th>{t('status')}</th><th>{t('oleh')}</th><th>{t('validasi')}</th>
          </tr></thead>
          <tbody>
            {v.data?.rows.map((row) => (
              <tr key={v.idOf(row)} className="border-b border-stone-100">
                <td className="py-1">
                  {!row.divalidasiOleh && (
                    <input type="checkbox" className={checkboxClass} aria-label={`${t('pilih')} ${row.nomor}`} checked={v.isChosen(row)}
                      onChange={(event) => v.choose(row, event.target.checked)} />
                  )}
                </td>
                <td className="font-mono text-xs">{row.nomor}</td><td>{row.jam}</td><td>{row.namaCustomer}</td><td>{row.namaBarang}</td>
                <td className="text-right tabular-nums">{formatRupiah(row.jumlah)}</td>
                <td>{tState(`state.${row.status as 'AKTIF' | 'TERJUAL' | 'BATAL'}`)}</td><td>{row.dibuatOleh}</td>
                <td data-testid={`validasi-${row.nomor}`}>{row.divalidasiOleh ? t('validatedShort', { user: row.divalidasiOleh }) : t('notValidated')}</td>
              </tr>
            ))}
            {v.data && v.data.rows.length === 0 && <tr><td colSpan={9} className="py-2 text-stone-600">{t('tidakAda')}</td></tr>}
          </tbody>
        </table>
      </div>
      <div><Button type="button" disabled={!v.canSubmit} onClick={v.submit}>{t('validasiButton', { count: v.chosenCount })}</Button></div>
    </div>
  );
}
