'use client';
import { lineNeedsApproval, priceChangeSubject } from '../price-approval';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { COUNTER_KEYS, CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { saleTotals } from '@/features/pricing/client';
import { requestAuthorization } from '@/features/otorisasi/client';
import { postSaleAction, scanSaleItemAction } from '../actions/penjualan';
import type { PricedItem } from '../services/pricing-rules';
import type { SaleFormData } from '../services/sale-form';
import { MoneyInput } from './money-input';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

type Line = PricedItem & { hargaJual: number };
const needsApproval = (line: Line) => lineNeedsApproval(line);

/**
 * Transaksi Penjualan: scan the items (each priced from the day's gold price), change a line's price (outside the
 * limit or below the cost floor asks a supervisor), the customer, the payments in any split, then save: the nota
 * number and its slip actions. Totals follow every change.
 */
export function SaleScreen({ form, NotaActions }: { form: SaleFormData; NotaActions: NotaButtons<'penjualan'> }) {
  const t = useTranslations('sales');
  const num = useNumberFormat();
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [lines, setLines] = useState<Line[]>([]);
  const [kodeSales, setKodeSales] = useState(form.salespeople[0]?.kodeSales ?? '');
  const [customer, setCustomer] = useState({ nama: '', alamat: '', noHp: '' });
  const [tunai, setTunai] = useState(0);
  const [transfer, setTransfer] = useState(0);
  const [rekTransfer, setRekTransfer] = useState(form.rekening[0]?.noRekening ?? '');
  const [kartu, setKartu] = useState(0);
  const [rekKartu, setRekKartu] = useState(form.rekening[0]?.noRekening ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [posted, setPosted] = useState<{ nomor: string; kembalian: number } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  // The figures as the lines and payments stand: the kernel's own function (postSales), so the preview is what is posted.
  const totals = saleTotals({ lines, ppnPersen: form.ppnPersen, uangDiterima: tunai, bayarTransfer: transfer, bayarKartu: kartu });
  // The barcodes on the sale now: scans run one after another faster than React renders, so each reads this, not `lines`.
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
    setLines((current) => [...current, { ...item, hargaJual: item.hargaHitung }]);
    return { ok: true, text: `${item.namaBarang} · ${formatRupiah(item.hargaHitung)}` };
  };
  const removeLine = (barcode: string) => {
    onSale.current.delete(barcode);
    setLines((current) => current.filter((one) => one.kodeBarcode !== barcode));
  };
  const clearSale = () => {
    onSale.current.clear();
    setLines([]);
    setCustomer({ nama: '', alamat: '', noHp: '' });
    setTunai(0);
    setTransfer(0);
    setKartu(0);
    setProblem(null);
  };
  /** F4: the next customer. A sale not saved yet is dropped only when the cashier says so. */
  const newSale = async () => {
    if (lines.length > 0 && !(await alerts.confirm(t('baruConfirm')))) return;
    clearSale();
    setPosted(null);
    setKey(crypto.randomUUID());
    document.getElementById('jual-scan')?.focus();
  };
  const focusPayment = () => {
    const field = document.getElementById('bayar-tunai') as HTMLInputElement | null;
    field?.focus();
    field?.select();
  };
  const printSlip = () => postedRef.current?.querySelector<HTMLButtonElement>('[data-print-slip]')?.click();

  /** The first problem of the payments, as the server would answer it, or null. */
  const check = (): string | null => {
    if (lines.length === 0) return tErrors('penjualanKosong');
    if (lines.some((line) => line.hargaJual <= 0)) return tErrors('penjualanHargaInvalid', { barcode: lines.find((line) => line.hargaJual <= 0)!.kodeBarcode });
    if (!kodeSales) return tErrors('penjualanSalesInvalid');
    if (tunai + transfer + kartu === 0) return tErrors('penjualanTanpaBayar');
    if ((transfer > 0 && !rekTransfer) || (kartu > 0 && !rekKartu)) return tErrors('penjualanRekeningWajib');
    if (totals.bayarTunai < 0) return tErrors('penjualanNonTunaiLebih');
    if (totals.kembalian < 0) return tErrors('penjualanUangKurang');
    return null;
  };

  const submit = async () => {
    const found = check();
    setProblem(found);
    if (found) return;
    let keystore: string | undefined;
    if (lines.some(needsApproval)) {
      // Asked outside the transition: the dialog's own state updates would otherwise wait for it.
      const grant = await requestAuthorization({ fitur: 'UBAH_HARGA_JUAL', subject: priceChangeSubject(lines) });
      if (!grant) return;
      keystore = grant.keystore || undefined;
    }
    startTransition(async () => {
      const result = await postSaleAction({
        lines: lines.map((line) => ({ barcode: line.kodeBarcode, hargaHitung: line.hargaHitung, hargaJual: line.hargaJual })),
        kodeSales, namaCustomer: customer.nama, alamatCustomer: customer.alamat, noHpCustomer: customer.noHp,
        uangDiterima: tunai, bayarTransfer: transfer, noRekeningTransfer: transfer > 0 ? rekTransfer : null,
        bayarKartu: kartu, noRekeningKartu: kartu > 0 ? rekKartu : null, keystore, idempotencyKey: key,
      });
      if (alerts.handle(result) && result.data) {
        setPosted({ nomor: result.data.nomor, kembalian: result.data.kembalian });
        clearSale();
        setKey(crypto.randomUUID());
        document.getElementById('jual-scan')?.focus();
      }
    });
  };

  useCounterShortcuts({
    pay: focusPayment,
    save: () => { if (!pending && lines.length > 0) void submit(); },
    print: printSlip,
    new: () => void newSale(),
  });

  const setPrice = (barcode: string, hargaJual: number) =>
    setLines((current) => current.map((line) => (line.kodeBarcode === barcode ? { ...line, hargaJual } : line)));

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
      <BarcodeInput id="jual-scan" label={t('scan')} onScan={scan} />
      <section aria-labelledby="jual-lines" className="flex flex-col gap-2">
        <h2 id="jual-lines" className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t('items')}</h2>
        {lines.length === 0 ? <p className="text-sm text-stone-600">{t('empty')}</p> : (
          <table className="w-full text-sm [&_td]:px-1 [&_th]:px-1">
            <thead><tr className="border-b text-left">
              <th className="hidden py-1 sm:table-cell">{t('barcode')}</th><th className="py-1">{t('nama')}</th>
              <th className="hidden sm:table-cell">{t('jenis')}</th><th className="hidden text-right sm:table-cell">{t('berat')}</th>
              <th className="hidden text-right sm:table-cell">{t('hargaHitung')}</th><th className="w-36 text-right sm:w-44">{t('hargaJual')}</th>
              <th><span className="sr-only">{t('remove')}</span></th>
            </tr></thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.kodeBarcode} className="border-b border-stone-100 align-top" data-testid={`line-${line.kodeBarcode}`}>
                  <td className="hidden py-1 font-mono text-xs sm:table-cell">{line.kodeBarcode}</td>
                  <td className="py-1">{line.namaBarang}
                    {/* On a phone the columns left out are told here. */}
                    <div className="font-mono text-xs text-stone-600 sm:hidden">{line.kodeBarcode} · {line.kodeDept} · {num.weight(line.berat, 3)} gr</div>
                    <div className="text-xs text-stone-600">{line.hargaTetap ? t('hargaTetap') : t('rumus', { harga: formatRupiah(line.hargaPerGram), ongkos: formatRupiah(line.ongkos) })}</div>
                    <div className="text-xs text-stone-600 sm:hidden">{t('hargaHitung')}: {formatRupiah(line.hargaHitung)}</div>
                  </td>
                  <td className="hidden sm:table-cell">{line.kodeDept}</td>
                  <td className="hidden text-right tabular-nums sm:table-cell">{num.weight(line.berat, 3)}</td>
                  <td className="hidden text-right tabular-nums sm:table-cell">{formatRupiah(line.hargaHitung)}</td>
                  <td className="text-right">
                    <MoneyInput id={`harga-${line.kodeBarcode}`} label={`${t('hargaJual')} ${line.kodeBarcode}`} value={line.hargaJual}
                      onChange={(value) => setPrice(line.kodeBarcode, value)} invalid={needsApproval(line)} />
                    {needsApproval(line) && <p className="text-xs text-amber-800" data-testid={`perlu-otorisasi-${line.kodeBarcode}`}>{t('perluOtorisasi')}</p>}
                  </td>
                  <td className="text-right">
                    <button type="button" className="text-xs text-red-700 underline" aria-label={`${t('remove')} ${line.kodeBarcode}`}
                      onClick={() => removeLine(line.kodeBarcode)}>{t('remove')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-700">{t('customer')}</legend>
          <label className={fieldClass} htmlFor="jual-sales"><span className={labelClass}>{t('sales')}</span>
            <select id="jual-sales" className={controlClass} value={kodeSales} onChange={(event) => setKodeSales(event.target.value)}>
              {form.salespeople.map((one) => <option key={one.kodeSales} value={one.kodeSales}>{one.kodeSales} — {one.namaSales}</option>)}
            </select>
          </label>
          <label className={fieldClass} htmlFor="jual-nama"><span className={labelClass}>{t('namaCustomer')}</span>
            <input id="jual-nama" className={controlClass} maxLength={100} value={customer.nama} onChange={(event) => setCustomer({ ...customer, nama: event.target.value })} />
          </label>
          <label className={fieldClass} htmlFor="jual-alamat"><span className={labelClass}>{t('alamatCustomer')}</span>
            <input id="jual-alamat" className={controlClass} maxLength={200} value={customer.alamat} onChange={(event) => setCustomer({ ...customer, alamat: event.target.value })} />
          </label>
          <label className={fieldClass} htmlFor="jual-hp"><span className={labelClass}>{t('noHpCustomer')}</span>
            <input id="jual-hp" className={controlClass} inputMode="tel" maxLength={20} value={customer.noHp}
              onChange={(event) => setCustomer({ ...customer, noHp: event.target.value.replace(/[^0-9+ -]/g, '') })} />
          </label>
        </fieldset>

        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-700">{t('payment')}</legend>
          <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
            <dt>{t('subtotal')}</dt><dd className="text-right tabular-nums" data-testid="subtotal">{formatRupiah(totals.subtotal)}</dd>
            <dt>{t('ppn', { persen: num.shortDecimal(form.ppnPersen, 2) })}</dt><dd className="text-right tabular-nums" data-testid="ppn">{formatRupiah(totals.ppn)}</dd>
            <dt className="font-semibold">{t('total')}</dt><dd className="text-right font-semibold tabular-nums" data-testid="total">{formatRupiah(totals.totalHarga)}</dd>
            <dt>{t('totalBerat')}</dt><dd className="text-right tabular-nums" data-testid="total-berat">{num.weight(sumWeights(lines.map((line) => line.berat)), 3)}</dd>
          </dl>
          <label className={fieldClass} htmlFor="bayar-transfer"><span className={labelClass}>{t('transfer')}</span>
            <MoneyInput id="bayar-transfer" value={transfer} onChange={setTransfer} />
          </label>
          {transfer > 0 && (
            <label className={fieldClass} htmlFor="rek-transfer"><span className={labelClass}>{t('rekeningTransfer')}</span>
              <select id="rek-transfer" className={controlClass} value={rekTransfer} onChange={(event) => setRekTransfer(event.target.value)}>
                {form.rekening.map((one) => <option key={one.noRekening} value={one.noRekening}>{one.label}</option>)}
              </select>
            </label>
          )}
          <label className={fieldClass} htmlFor="bayar-kartu"><span className={labelClass}>{t('kartu')}</span>
            <MoneyInput id="bayar-kartu" value={kartu} onChange={setKartu} />
          </label>
          {kartu > 0 && (
            <label className={fieldClass} htmlFor="rek-kartu"><span className={labelClass}>{t('rekeningKartu')}</span>
              <select id="rek-kartu" className={controlClass} value={rekKartu} onChange={(event) => setRekKartu(event.target.value)}>
                {form.rekening.map((one) => <option key={one.noRekening} value={one.noRekening}>{one.label}</option>)}
              </select>
            </label>
          )}
          <p className="text-sm">{t('sisaTunai')}: <strong className="tabular-nums" data-testid="sisa-tunai">{formatRupiah(Math.max(totals.bayarTunai, 0))}</strong></p>
          <label className={fieldClass} htmlFor="bayar-tunai"><span className={labelClass}>{t('tunai')}</span>
            <MoneyInput id="bayar-tunai" value={tunai} onChange={setTunai} />
          </label>
          <p className="text-sm">{t('kembalian')}: <strong className="tabular-nums" data-testid="kembalian">{formatRupiah(Math.max(totals.kembalian, 0))}</strong></p>
        </fieldset>
      </div>
      {problem && <p role="alert" className="text-sm text-red-700" data-testid="jual-problem">{problem}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending || lines.length === 0} onClick={() => void submit()} aria-keyshortcuts={COUNTER_KEYS.save}>
          {t('submit')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.save}</kbd>
        </Button>
        <Button type="button" variant="secondary" onClick={() => void newSale()} aria-keyshortcuts={COUNTER_KEYS.new}>
          {t('baru')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.new}</kbd>
        </Button>
      </div>
    </div>
  );
}
