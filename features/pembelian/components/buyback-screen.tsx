'use client';
import { buybackSubjects } from '../grant-subjects';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { COUNTER_KEYS, CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { ErrorList, textOf, useFieldErrors, withId } from '@/components/forms/field';
import { addLine } from '@/components/forms/line-items';
import { MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { requestAuthorization } from '@/features/otorisasi/client';
import { findOwnItemsAction, postPembelianAction, previewPembelianAction } from '../actions/pembelian';
import { BuybackLine } from './buyback-line';
import { withCustomerFromNota } from './customer-from-nota';
import { OutsideItemFields, type OutsideItem } from './outside-item';
import type { BuybackLineInput } from '../schemas';
import type { BuybackOptions } from '../services/buyback-options';
import type { OwnItem, PricedLine } from '../services/price-lines';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

type Preview = { lines: PricedLine[]; total: number; needs: { harga: boolean; berat: boolean } };
const CUSTOMER = ['namaCustomer', 'alamatCustomer', 'noHpCustomer'] as const;
const WEIGHT = /^\d+(\.\d{1,3})?$/;

/**
 * Transaksi Pembelian: own items (scan the barcode or type the sale's nota: its snapshot fills the line) and outside
 * items, each weighed, with its condition, price group, buying-price code and destination; the price is computed on the
 * server (Hitung Harga, and again when saving), authorizations asked when the price is above the limit or the weight
 * short of the receipt beyond the tolerance; payment in cash and/or by transfer from a shop rekening. A kit form
 * checked by the service's own schema (buybackSchema) on both sides; the cash is what the priced total leaves after the
 * transfer, set when saving.
 */
export function BuybackScreen({ options, NotaActions }: { options: BuybackOptions; NotaActions: NotaButtons<'pembelian'> }) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [posted, setPosted] = useState<string | null>(null);
  // The own items scanned, for what their lines show (the form carries only their barcode).
  const [owned, setOwned] = useState<Record<string, OwnItem>>({});
  // The server's prices of the lines as they were when asked (`of`); any change since shows them as not priced.
  const [preview, setPreview] = useState<{ of: string; data: Preview } | null>(null);
  const [previewing, startPreview] = useTransition();
  // Controlled: the tray and the salesperson stay for the next customer when a saved buyback empties the form.
  const [kodeBaki, setKodeBaki] = useState(options.trays.find((tray) => tray.kode === 'BAKI-BELI')?.kode ?? options.trays[0]?.kode ?? '');
  const [kodeSales, setKodeSales] = useState(options.sales[0]?.kode ?? '');
  const [lastResult, dispatch, saving] = useActionState(postPembelianAction, undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const defaultKondisi = options.kondisi[0]?.kode ?? '';
  const [form, fields, formProps] = useActionForm({
    id: 'beli', schema: () => import('../schemas').then((schemas) => schemas.buybackSchema), lastResult, action: dispatch,
    beforeSubmit: (formData) => {
      void priceAndSend(formData);
      return false;
    },
  });
  const pending = saving || previewing;
  const lineValues = () => (form.value?.lines ?? []) as BuybackLineInput[];
  const linesOf = JSON.stringify(form.value?.lines ?? []);
  const priced = preview?.of === linesOf ? preview.data : null;
  const lines = fields.lines.getFieldList();
  const transfer = parseRupiah(form.value?.bayarTransfer) ?? 0;

  // The own items on the buyback now: scans run one after another faster than React renders, so each reads this.
  const ownOnList = useRef(new Set<string>());
  const scan = async (code: string): Promise<ScanOutcome> => {
    const result = await findOwnItemsAction(code);
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const found = result.data.filter((item) => !ownOnList.current.has(item.kodeBarcode));
    if (found.length === 0) return { ok: false, message: t('already', { kode: code.toUpperCase() }) };
    for (const item of found) ownOnList.current.add(item.kodeBarcode);
    setPosted(null);
    setOwned((current) => ({ ...current, ...Object.fromEntries(found.map((item) => [item.kodeBarcode, item])) }));
    fillCustomer(found[0]?.customer);
    // Each insert reads the form as the page shows it, so each is drawn before the next.
    for (const item of found) {
      flushSync(() => addLine(form, fields.lines, { kodeBarcode: item.kodeBarcode, kelompokHarga: 'TOKO', berat: item.berat, kondisi: defaultKondisi, tujuan: 'BAKI' }));
    }
    return { ok: true, text: found.map((item) => item.namaBarang).join(', ') };
  };
  /** The customer of the original nota, in each of name, address and phone the cashier has not typed yet. */
  const fillCustomer = (customer: OwnItem['customer'] | undefined) => {
    const typed = new FormData(formRef.current ?? undefined);
    const now = Object.fromEntries(CUSTOMER.map((name) => [name, String(typed.get(name) ?? '')])) as Record<(typeof CUSTOMER)[number], string>;
    const filled = withCustomerFromNota(now, customer);
    for (const name of CUSTOMER) if (filled[name] !== now[name]) flushSync(() => form.update({ name, value: filled[name] }));
  };
  const addOutside = (item: OutsideItem) => {
    flushSync(() => addLine(form, fields.lines, { ...item, berat: item.beratNota, kondisi: defaultKondisi, kelompokHarga: 'LUAR', tujuan: 'BAKI' }));
  };
  const removeLine = (index: number) => {
    ownOnList.current.delete(textOf(lines[index]?.getFieldset().kodeBarcode.initialValue));
    form.remove({ name: fields.lines.name, index });
  };
  const askPrices = () => startPreview(async () => {
    const of = linesOf;
    const result = await previewPembelianAction(lineValues());
    if (alerts.handle(result) && result.data) setPreview({ of, data: result.data });
  });

  /** Saving: the lines priced again, the cash the total leaves after the transfer, the grants they need, then sent. */
  const priceAndSend = async (formData: FormData) => {
    const of = linesOf;
    const result = await previewPembelianAction(lineValues());
    if (!alerts.handle(result) || !result.data) return;
    setPreview({ of, data: result.data });
    const paid = parseRupiah(formData.get('bayarTransfer')) ?? 0;
    const tunai = result.data.total - paid;
    if (tunai < 0) {
      void alerts.error(t('transferAboveTotal'));
      return;
    }
    formData.set('bayarTunai', String(tunai));
    if (paid === 0) formData.delete('noRekeningTransfer');
    const subjects = buybackSubjects(result.data.lines);
    if (result.data.needs.harga) {
      const grant = await requestAuthorization({ fitur: 'HARGA_BELI_DI_ATAS_BATAS', subject: subjects.harga });
      if (!grant) return;
      formData.set('keystoreHarga', grant.keystore);
    }
    if (result.data.needs.berat) {
      const grant = await requestAuthorization({ fitur: 'TOLERANSI_BERAT_PEMBELIAN', subject: subjects.berat });
      if (!grant) return;
      formData.set('keystoreBerat', grant.keystore);
    }
    startPreview(() => dispatch(formData));
  };

  const clearBuyback = useCallback(() => {
    ownOnList.current.clear();
    setOwned({});
    setPreview(null);
    setKey(crypto.randomUUID());
    document.getElementById('beli-scan')?.focus();
  }, []);
  const saved = useCallback(() => {
    setPosted((lastResult as { data?: { nomor: string } } | undefined)?.data?.nomor ?? null);
    clearBuyback();
  }, [lastResult, clearBuyback]);
  useFormOutcome(lastResult, saved);

  /** F4: the next customer. A buyback not saved yet is dropped only when the cashier says so. */
  const newBuyback = async () => {
    if (lines.length > 0 && !(await alerts.confirm(t('baruConfirm')))) return;
    form.reset();
    setPosted(null);
    clearBuyback();
  };
  const postedRef = useRef<HTMLDivElement>(null);
  useCounterShortcuts({
    pay: () => {
      const field = document.getElementById('beli-transfer') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    },
    save: () => { if (!pending && lines.length > 0) formRef.current?.requestSubmit(); },
    print: () => postedRef.current?.querySelector<HTMLButtonElement>('[data-print-slip]')?.click(),
    new: () => void newBuyback(),
  });
  const listErrors = useFieldErrors(fields.lines);
  const total = priced?.total ?? null;
  const weights = lineValues().map((line) => (typeof line.berat === 'string' && WEIGHT.test(line.berat) ? line.berat : '0'));

  return (
    <div className="flex flex-col gap-5">
      <CounterShortcuts />
      {posted && (
        <div ref={postedRef} className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm" role="status">
          <span>{t('savedTitle')} <strong data-testid="pembelian-nomor">{posted}</strong></span>
          <NotaActions kind="pembelian" nomor={posted} justPosted />
        </div>
      )}
      <form ref={formRef} {...formProps} className="flex flex-col gap-5">
        <input type="hidden" name="idempotencyKey" value={key} />
        <section aria-labelledby="beli-own" className="grid gap-3 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h2 id="beli-own" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('ownTitle')}</h2>
            <BarcodeInput id="beli-scan" label={t('scan')} onScan={scan} />
          </div>
          <OutsideItemFields options={options} disabled={pending} onAdd={addOutside} />
        </section>

        <section aria-labelledby="beli-lines" className="flex flex-col gap-2">
          <h2 id="beli-lines" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('lines')}</h2>
          <ErrorList id={fields.lines.errorId} errors={listErrors} />
          {lines.length === 0 ? <p className="text-sm text-stone-500">{t('empty')}</p> : (
            <div className="flex flex-col gap-3">
              {lines.map((line, index) => (
                <BuybackLine key={line.key} line={line} index={index} options={options} onRemove={() => removeLine(index)}
                  owned={owned} price={priced?.lines[index]} />
              ))}
              <p className="text-sm">{t('totalBerat')}: <span className="tabular-nums">{num.weight(sumWeights(weights), 3)}</span></p>
              <div><Button variant="secondary" onClick={askPrices} disabled={pending}>{t('hitung')}</Button></div>
            </div>
          )}
        </section>

        <section aria-labelledby="beli-customer" className="grid gap-3 md:grid-cols-3">
          <h2 id="beli-customer" className="text-sm font-semibold uppercase tracking-wide text-stone-500 md:col-span-3">{t('customerTitle')}</h2>
          <TextField meta={withId(fields.namaCustomer, 'beli-nama')} label={t('namaCustomer')} maxLength={100} autoComplete="off" />
          <TextField meta={withId(fields.alamatCustomer, 'beli-alamat')} label={t('alamatCustomer')} maxLength={200} autoComplete="off" />
          <TextField meta={withId(fields.noHpCustomer, 'beli-hp')} label={t('noHpCustomer')} maxLength={20} inputMode="tel" autoComplete="off" />
          <SelectField meta={withId(fields.kodeBaki, 'beli-baki')} label={t('baki')} value={kodeBaki} onChange={setKodeBaki}
            options={options.trays.map((b) => ({ value: b.kode, label: `${b.kode} - ${b.nama}` }))} />
          <SelectField meta={withId(fields.kodeSales, 'beli-sales')} label={t('sales')} value={kodeSales} onChange={setKodeSales}
            options={options.sales.map((s) => ({ value: s.kode, label: `${s.kode} - ${s.nama}` }))} />
        </section>

        <section aria-labelledby="beli-bayar" className="grid gap-3 md:grid-cols-3">
          <h2 id="beli-bayar" className="text-sm font-semibold uppercase tracking-wide text-stone-500 md:col-span-3">{t('paymentTitle')}</h2>
          <MoneyField meta={withId(fields.bayarTransfer, 'beli-transfer')} label={t('bayarTransfer')} suffix={false} />
          <SelectField meta={withId(fields.noRekeningTransfer, 'beli-rekening')} label={t('rekening')} placeholder={tCommon('choose')}
            options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
          <p className="text-sm">
            {t('total')}: <strong data-testid="beli-total">{total === null ? '-' : formatRupiah(total)}</strong><br />
            {t('bayarTunai')}: <span data-testid="beli-tunai">{total === null ? '-' : formatRupiah(Math.max(0, total - transfer))}</span>
          </p>
        </section>
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || lines.length === 0} aria-keyshortcuts={COUNTER_KEYS.save}>
            {saving ? t('saving') : t('save')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.save}</kbd>
          </Button>
          <Button variant="secondary" onClick={() => void newBuyback()} aria-keyshortcuts={COUNTER_KEYS.new}>
            {t('baru')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.new}</kbd>
          </Button>
        </div>
      </form>
    </div>
  );
}
