'use client';
import { closingSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useState } from 'react';
import { MoneyField } from '@/components/forms/number-fields';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { translateKey } from '@/lib/i18n/keys';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import type { ClosingView } from '../services/close-day';
import { closeDayAction } from '../actions/close-day';

const money = 'whitespace-nowrap text-right tabular-nums';

/**
 * Tutup Toko: the day's cash (opening, in, out, expected closing, per transaction kind), the money that did not touch the
 * cash (transfer, card, the bank accounts), the stock per jenis, and the counted cash with its difference. Closing asks
 * a supervisor (TUTUP_TOKO) and then shows the day as it was kept. The count is a kit form checked by the service's
 * own schema (closeDaySchema) on both sides; the supervisor is asked only once it passes.
 */
export function ClosingScreen({ view }: { view: ClosingView }) {
  const t = useTranslations('closing');
  const num = useNumberFormat();
  const tCodes = useTranslations('codes');
  const router = useRouter();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const f = view.figures;
  const [lastResult, action, pending] = useActionState(closeDayAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'tutup-toko', schema: () => import('../schemas').then((schemas) => schemas.closeDaySchema), lastResult, action,
    defaultValue: { kasFisik: view.closed ? String(view.closed.kasFisik) : '' },
    beforeSubmit: (formData) => {
      const kasFisik = parseRupiah(formData.get('kasFisik')) ?? 0;
      return sendWithGrant(formData, { fitur: 'TUTUP_TOKO', subject: closingSubject(f.tanggal, f.kasAkhir, kasFisik), notes: t('notes', { tanggal: f.tanggal, kasFisik: formatRupiah(kasFisik) }) }, action);
    },
  });
  const closed = useCallback(() => {
    setKey(crypto.randomUUID());
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, closed);
  // The difference as the count is typed (the field's plain value, whole Rupiah); the kept one once closed.
  const counted = parseRupiah(fields.kasFisik.value);
  const selisih = view.closed ? view.closed.selisih : typeof counted === 'number' ? counted - f.kasAkhir : null;
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <p className="text-sm font-medium text-stone-700" data-testid="closing-day">{t('day', { tanggal: f.tanggal })}</p>
      {view.closed && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="closed-by">
          {t('closedBy', { user: view.closed.createdBy, waktu: formatDateTime(view.closed.createdAt), approver: view.closed.disetujuiOleh })}
        </p>
      )}
      <section aria-labelledby="closing-kas" className="rounded-lg border border-stone-200 p-3">
        <h2 id="closing-kas" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">{t('kas')}</h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {([['kasAwal', f.kasAwal], ['kasMasuk', f.kasMasuk], ['kasKeluar', f.kasKeluar], ['kasAkhir', f.kasAkhir]] as const).map(([label, value]) => (
            <div key={label} className="flex flex-col"><dt className="text-stone-600">{t(label)}</dt><dd className="font-semibold tabular-nums" data-testid={label}>{formatRupiah(value)}</dd></div>
          ))}
        </dl>
        {f.kas.length > 0 && (
          // Inside the card at 390 px: the kind wraps, the amounts keep their line and a smaller type.
          <div className="relative mt-3 max-w-full overflow-x-auto" role="region" aria-label={t('perTrx')} tabIndex={0}>
          <table className="w-full text-xs sm:text-sm [&_td]:px-1 [&_th]:px-1">
            <caption className="text-left text-xs font-semibold text-stone-600">{t('perTrx')}</caption>
            <thead><tr className="border-b text-left"><th>{t('trx')}</th><th className="text-right">{t('masuk')}</th><th className="text-right">{t('keluar')}</th></tr></thead>
            <tbody>{f.kas.map((row) => (
              <tr key={row.trx} className="border-b border-stone-100"><td className="break-words">{translateKey(tCodes, `trx.${row.trx}`)}</td><td className={money}>{formatRupiah(row.masuk)}</td><td className={money}>{formatRupiah(row.keluar)}</td></tr>
            ))}</tbody>
          </table>
          </div>
        )}
      </section>
      <section aria-labelledby="closing-non-tunai" className="rounded-lg border border-stone-200 p-3">
        <h2 id="closing-non-tunai" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">{t('nonTunai')}</h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          <div className="flex justify-between gap-2"><dt>{t('transferPenjualan')}</dt><dd className={money} data-testid="transfer-penjualan">{formatRupiah(f.transfer.penjualan)}</dd></div>
          <div className="flex justify-between gap-2"><dt>{t('kartuPenjualan')}</dt><dd className={money} data-testid="kartu-penjualan">{formatRupiah(f.kartu.penjualan)}</dd></div>
          <div className="flex justify-between gap-2"><dt>{t('transferPembelian')}</dt><dd className={money} data-testid="transfer-pembelian">{formatRupiah(f.transfer.pembelian)}</dd></div>
          <div className="flex justify-between gap-2"><dt>{t('penjualan')}</dt><dd className={money}>{t('nota', { count: f.penjualan.jumlah })} · {formatRupiah(f.penjualan.total)}</dd></div>
          <div className="flex justify-between gap-2"><dt>{t('pembelian')}</dt><dd className={money}>{t('nota', { count: f.pembelian.jumlah })} · {formatRupiah(f.pembelian.total)}</dd></div>
        </dl>
        {f.bank.length > 0 && (
          <div className="relative mt-3 overflow-x-auto" role="region" aria-label={t('nonTunai')} tabIndex={0}>
            <table className="w-full min-w-[480px] text-sm [&_td]:px-1 [&_th]:px-1">
              <thead><tr className="border-b text-left"><th>{t('bank')}</th><th className="text-right">{t('awal')}</th><th className="text-right">{t('masuk')}</th>
                <th className="text-right">{t('keluar')}</th><th className="text-right">{t('akhir')}</th></tr></thead>
              <tbody>{f.bank.map((row) => (
                <tr key={row.nomorAkun} className="border-b border-stone-100"><td>{row.namaAkun}</td><td className={money}>{formatRupiah(row.awal)}</td>
                  <td className={money}>{formatRupiah(row.masuk)}</td><td className={money}>{formatRupiah(row.keluar)}</td><td className={money}>{formatRupiah(row.akhir)}</td></tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="closing-stok" className="rounded-lg border border-stone-200 p-3">
        <h2 id="closing-stok" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">{t('stok')}</h2>
        {/* A scrolling box a keyboard reaches (axe: scrollable-region-focusable at 390 px). */}
        <div className="relative overflow-x-auto" role="region" aria-label={t('stok')} tabIndex={0}>
          <table className="w-full min-w-[640px] text-sm [&_td]:px-1 [&_th]:px-1">
            <thead>
              <tr className="text-left"><th rowSpan={2}>{t('jenis')}</th><th colSpan={2} className="text-center">{t('awal')}</th><th colSpan={2} className="text-center">{t('stokMasuk')}</th>
                <th colSpan={2} className="text-center">{t('stokKeluar')}</th><th colSpan={2} className="text-center">{t('akhir')}</th></tr>
              <tr className="border-b">{[0, 1, 2, 3].flatMap((i) => [<th key={`q${i}`} className="text-right">{t('pcs')}</th>, <th key={`g${i}`} className="text-right">{t('gram')}</th>])}</tr>
            </thead>
            <tbody>{f.stok.map((row) => (
              <tr key={row.kodeDept} className="border-b border-stone-100" data-testid={`stok-${row.kodeDept}`}>
                <td>{row.kodeDept} <span className="text-stone-600">{row.namaDept}</span></td>
                <td className={money}>{num.integer(row.qtyAwal)}</td><td className={money}>{num.weight(row.beratAwal, 3)}</td>
                <td className={money}>{num.integer(row.qtyMasuk)}</td><td className={money}>{num.weight(row.beratMasuk, 3)}</td>
                <td className={money}>{num.integer(row.qtyKeluar)}</td><td className={money}>{num.weight(row.beratKeluar, 3)}</td>
                <td className={money}>{num.integer(row.qtyAkhir)}</td><td className={money}>{num.weight(row.beratAkhir, 3)}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      </section>
      <form {...formProps} aria-labelledby="closing-count" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3 sm:flex-row sm:items-end">
        <h2 id="closing-count" className="sr-only">{t('kasFisik')}</h2>
        <input type="hidden" name="idempotencyKey" value={key} />
        <MoneyField meta={fields.kasFisik} label={t('kasFisik')} suffix={false} disabled={!!view.closed || pending} />
        <div className="flex flex-col text-sm">
          <span className="text-stone-600">{t('selisih')}</span>
          <span className={`font-semibold tabular-nums ${selisih && selisih < 0 ? 'text-red-800' : ''}`} data-testid="selisih">{selisih === null ? '-' : formatRupiah(selisih)}</span>
        </div>
        {!view.closed && <Button type="submit" disabled={pending}>{t('submit')}</Button>}
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
      </form>
    </div>
  );
}
