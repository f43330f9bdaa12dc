'use client';
import { useTranslations } from 'next-intl';
import { checkboxClass, controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { useDayValidation } from '@/components/validation/use-day-validation';
import { formatRupiah } from '@/lib/format';
import { listValidationAction, validateAction } from '../actions/validasi';
import type { ValidationRow } from '../services/validate';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

// Not a form (decision 010): a day's documents with tick boxes; validating sends the ticked rows, there is no typed field to validate.
/**
 * Validasi Jual Beli: the day's active sales and buybacks of the shop; a supervisor (or the owner) ticks and validates
 * them. Others see the list and a note; the service refuses them anyway.
 */
export function ValidationScreen({ today }: { today: string }) {
  const t = useTranslations('sales');
  const num = useNumberFormat();
  const v = useDayValidation<ValidationRow>({
    today,
    list: listValidationAction,
    validate: (rows) => validateAction({
      penjualan: rows.filter((row) => row.jenis === 'penjualan').map((row) => row.nomor),
      pembelian: rows.filter((row) => row.jenis === 'pembelian').map((row) => row.nomor),
    }),
  });
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); v.load(v.tanggal); }}>
        <label className={fieldClass} htmlFor="validasi-tanggal"><span className={labelClass}>{t('tanggal')}</span>
          <input id="validasi-tanggal" type="date" className={controlClass} value={v.tanggal} onChange={(event) => v.setTanggal(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={v.pending}>{t('tampilkan')}</Button>
      </form>
      {v.data && !v.data.canValidate && <p className="text-sm text-amber-800" data-testid="validasi-hanya-spv">{t('validasiHanyaSpv')}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[600px] text-sm [&_td]:px-1 [&_th]:px-1">
          <caption className="sr-only">{t('validasiCaption')}</caption>
          <thead><tr className="border-b text-left">
            <th className="py-1"><span className="sr-only">{t('pilih')}</span></th><th>{t('jenisDokumen')}</th><th>{t('nomor')}</th><th>{t('jam')}</th>
            <th>{t('namaCustomer')}</th><th className="text-right">{t('berat')}</th><th className="text-right">{t('total')}</th><th>{t('validasi')}</th>
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
                <td>{row.jenis === 'penjualan' ? t('jenisPenjualan') : t('jenisPembelian')}</td>
                <td className="font-mono text-xs">{row.nomor}</td><td>{row.jam}</td><td>{row.namaCustomer}</td>
                <td className="text-right tabular-nums">{num.weight(row.totalBerat, 3)}</td><td className="text-right tabular-nums">{formatRupiah(row.totalHarga)}</td>
                <td data-testid={`validasi-${row.nomor}`}>{row.divalidasiOleh ? t('validatedShort', { user: row.divalidasiOleh }) : t('notValidated')}</td>
              </tr>
            ))}
            {v.data && v.data.rows.length === 0 && <tr><td colSpan={8} className="py-2 text-stone-600">{t('tidakAda')}</td></tr>}
          </tbody>
        </table>
      </div>
      <div><Button type="button" disabled={!v.canSubmit} onClick={v.submit}>{t('validasiButton', { count: v.chosenCount })}</Button></div>
    </div>
  );
}
