'use client';
import { lineNeedsApproval, priceChangeSubject } from '../price-approval';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { COUNTER_KEYS, CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { ErrorList, textOf, useFieldErrors, withId } from '@/components/forms/field';
import { addLine } from '@/components/forms/line-items';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { saleTotals } from '@/features/pricing/client';
import { sendWithGrant } from '@/features/otorisasi/client';
import { postSaleAction, scanSaleItemAction } from '../actions/penjualan';
import { paymentProblem } from '../payment-rules';
import type { SaleResult } from '../services/post-sale';
import type { PricedItem } from '../services/pricing-rules';
import type { SaleFormData } from '../services/sale-form';
import { SaleLines, type SaleLine } from './sale-lines';
import { SalePayments } from './sale-payments';

/** A whole-Rupiah field's value as the form holds it (the mask's digits), 0 when empty. */
const rupiahOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0);

/**
 * Transaksi Penjualan: scan the items (each priced from the day's gold price), change a line's price (outside the
 * limit or below the cost floor asks a supervisor), the customer, the payments in any split, then save: the nota
 * number and its slip actions. Totals follow every change. A kit form checked by the service's own schema (saleSchema)
 * on both sides; the lines are its field list, added by the scans.
 */
export function SaleScreen({ form: sale, NotaActions }: { form: SaleFormData; NotaActions: NotaButtons<'penjualan'> }) {
  const t = useTranslations('sales');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  // The items scanned, for what their lines show and the approval they need (the form carries barcode and prices).
  const [priced, setPriced] = useState<Record<string, PricedItem>>({});
  const [kodeSales, setKodeSales] = useState(sale.salespeople[0]?.kodeSales ?? '');
  const [posted, setPosted] = useState<{ nomor: string; kembalian: number } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(postSaleAction, undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields, formProps] = useActionForm({
    id: 'jual', schema: () => import('../schemas').then((schemas) => schemas.saleSchema), lastResult, action: dispatch,
    defaultValue: { noRekeningTransfer: sale.rekening[0]?.noRekening ?? '', noRekeningKartu: sale.rekening[0]?.noRekening ?? '' },
    beforeSubmit: (formData) => {
      if (!lines.some((line) => line && lineNeedsApproval(line))) return true;
      // A sale the server would refuse for its payments goes as it is: the problem is told under its field, nobody asked.
      const payments = { uangDiterima: rupiahOf(formData.get('uangDiterima')), noRekeningTransfer: textOf(formData.get('noRekeningTransfer')), noRekeningKartu: textOf(formData.get('noRekeningKartu')) };
      if (paymentProblem(totals, payments)) return true;
      return sendWithGrant(formData, { fitur: 'UBAH_HARGA_JUAL', subject: priceChangeSubject(lines.filter((line) => line !== undefined)) }, dispatch);
    },
  });
  const list = fields.lines.getFieldList();
  const lines: (SaleLine | undefined)[] = list.map((meta) => {
    const line = meta.getFieldset();
    const item = priced[textOf(line.barcode.initialValue)];
    return item && { ...item, hargaJual: rupiahOf(line.hargaJual.value) };
  });
  // The figures as the lines and payments stand: the kernel's own function (postSales), so the preview is what is posted.
  const totals = saleTotals({
    lines: lines.map((line) => ({ hargaJual: line?.hargaJual ?? 0 })), ppnPersen: sale.ppnPersen,
    uangDiterima: rupiahOf(fields.uangDiterima.value), bayarTransfer: rupiahOf(fields.bayarTransfer.value), bayarKartu: rupiahOf(fields.bayarKartu.value),
  });
  // The barcodes on the sale now: scans run one after another faster than React renders, so each reads this, not the list.
  const onSale = useRef(new Set<string>());
  const postedRef = useRef<HTMLElement>(null);

  const scan = async (code: string): Promise<ScanOutcome> => {
    const barcode = code.trim().toUpperCase();
    if (onSale.current.has(barcode)) return { ok: false, message: t('already', { barcode }) };
    const result = await scanSaleItemAction(barcode);
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const item = result.data;
    if (onSale.current.has(item.kodeBarcode)) return { ok: false, message: t('already', { barcode: item.kodeBarcode }) };
    onSale.current.add(item.kodeBarcode);
    setPosted(null);
    setPriced((current) => ({ ...current, [item.kodeBarcode]: item }));
    // The insert reads the form as the page shows it, so it is drawn before the next scan's.
    flushSync(() => addLine(form, fields.lines, { barcode: item.kodeBarcode, hargaHitung: String(item.hargaHitung), hargaJual: String(item.hargaHitung) }));
    return { ok: true, text: `${item.namaBarang} · ${formatRupiah(item.hargaHitung)}` };
  };
  const removeLine = (index: number) => {
    onSale.current.delete(textOf(list[index]?.getFieldset().barcode.initialValue));
    form.remove({ name: fields.lines.name, index });
  };
  const clearSale = useCallback(() => {
    onSale.current.clear();
    setPriced({});
    setKey(crypto.randomUUID());
    document.getElementById('jual-scan')?.focus();
  }, []);
  const saved = useCallback(() => {
    const result = (lastResult as { data?: SaleResult } | undefined)?.data;
    setPosted(result ? { nomor: result.nomor, kembalian: result.kembalian } : null);
    clearSale();
  }, [lastResult, clearSale]);
  useFormOutcome(lastResult, saved);
  /** F4: the next customer. A sale not saved yet is dropped only when the cashier says so. */
  const newSale = async () => {
    if (list.length > 0 && !(await alerts.confirm(t('baruConfirm')))) return;
    form.reset();
    setPosted(null);
    clearSale();
  };
  const focusPayment = () => {
    const field = document.getElementById('bayar-tunai') as HTMLInputElement | null;
    field?.focus();
    field?.select();
  };
  const printSlip = () => postedRef.current?.querySelector<HTMLButtonElement>('[data-print-slip]')?.click();
  useCounterShortcuts({
    pay: focusPayment,
    save: () => { if (!pending && list.length > 0) formRef.current?.requestSubmit(); },
    print: printSlip,
    new: () => void newSale(),
  });
  const listErrors = useFieldErrors(fields.lines);

  return (
    <div className="flex flex-col gap-4">
      {posted && (
        <section ref={postedRef} aria-labelledby="jual-posted" className="flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3">
          <h2 id="jual-posted" className="font-semibold text-emerald-900">{t('postedTitle')}</h2>
          <p className="text-sm text-emerald-900">{t('postedNomor')} <strong data-testid="nota-nomor" className="font-mono">{posted.nomor}</strong></p>
          <p className="text-sm text-emerald-900">{t('kembalian')}: <strong data-testid="posted-kembalian">{formatRupiah(posted.kembalian)}</strong></p>
          <NotaActions kind="penjualan" nomor={posted.nomor} justPosted />
        </section>
      )}
      <CounterShortcuts />
      <form ref={formRef} {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={key} />
        <BarcodeInput id="jual-scan" label={t('scan')} onScan={scan} />
        <section aria-labelledby="jual-lines" className="flex flex-col gap-2">
          <h2 id="jual-lines" className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t('items')}</h2>
          <ErrorList id={fields.lines.errorId} errors={listErrors} />
          <SaleLines list={list} lines={lines} onRemove={removeLine} />
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-700">{t('customer')}</legend>
            {/* Controlled: the salesperson stays for the next customer when a saved sale empties the form. */}
            <SelectField meta={withId(fields.kodeSales, 'jual-sales')} label={t('sales')} value={kodeSales} onChange={setKodeSales}
              options={sale.salespeople.map((one) => ({ value: one.kodeSales, label: `${one.kodeSales} — ${one.namaSales}` }))} />
            <TextField meta={withId(fields.namaCustomer, 'jual-nama')} label={t('namaCustomer')} maxLength={100} autoComplete="off" />
            <TextField meta={withId(fields.alamatCustomer, 'jual-alamat')} label={t('alamatCustomer')} maxLength={200} autoComplete="off" />
            <TextField meta={withId(fields.noHpCustomer, 'jual-hp')} label={t('noHpCustomer')} inputMode="tel" maxLength={20} autoComplete="off" />
          </fieldset>
          <SalePayments fields={fields} totals={totals} ppnPersen={sale.ppnPersen} rekening={sale.rekening}
            totalBerat={sumWeights(lines.map((line) => line?.berat ?? '0'))} />
        </div>
        {form.errors && <p role="alert" className="text-sm text-red-700" data-testid="jual-problem">{form.errors.join(' ')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || list.length === 0} aria-keyshortcuts={COUNTER_KEYS.save}>
            {t('submit')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.save}</kbd>
          </Button>
          <Button type="button" variant="secondary" onClick={() => void newSale()} aria-keyshortcuts={COUNTER_KEYS.new}>
            {t('baru')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.new}</kbd>
          </Button>
        </div>
      </form>
    </div>
  );
}
