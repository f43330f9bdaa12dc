'use client';
import { buybackSubjects } from '../grant-subjects';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { COUNTER_KEYS, CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { controlClass, labelClass, numberControlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { requestAuthorization } from '@/features/otorisasi/client';
import { findOwnItemsAction, postPembelianAction, previewPembelianAction } from '../actions/pembelian';
import { withCustomerFromNota } from './customer-from-nota';
import type { BuybackLineInput } from '../schemas';
import type { BuybackOptions } from '../services/buyback-options';
import type { OwnItem, PricedLine } from '../services/price-lines';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { WeightInput } from '@/components/forms/weight-input';

type Line = {
  id: string; own: OwnItem | null; kodeGroup: string; kodeDept: string; namaBarang: string; beratNota: string; hargaNota: string;
  berat: string; kondisi: string; kelompokHarga: 'TOKO' | 'LUAR'; kodeHarga: string; harga: string; tujuan: 'BAKI' | 'HANCUR';
};

const toInput = (line: Line): BuybackLineInput => ({
  kodeBarcode: line.own?.kodeBarcode, kodeGroup: line.own ? undefined : line.kodeGroup, kodeDept: line.own ? undefined : line.kodeDept,
  namaBarang: line.own ? undefined : line.namaBarang, beratNota: line.own ? undefined : line.beratNota, hargaNota: line.own ? undefined : line.hargaNota,
  berat: line.berat, kondisi: line.kondisi, kelompokHarga: line.kelompokHarga, kodeHarga: line.kodeHarga || undefined,
  harga: line.harga || undefined, tujuan: line.tujuan,
});

/**
 * Transaksi Pembelian: own items (scan the barcode or type the sale's nota: its snapshot fills the line) and outside
 * items, each weighed, with its condition, price group, buying-price code and destination; the price is computed on the
 * server (Hitung Harga, and again when saving), authorizations asked when the price is above the limit or the weight
 * short of the receipt beyond the tolerance; payment in cash and/or by transfer from a shop rekening.
 */
export function BuybackScreen({ options, NotaActions }: { options: BuybackOptions; NotaActions: NotaButtons<'pembelian'> }) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [lines, setLines] = useState<Line[]>([]);
  const [priced, setPriced] = useState<PricedLine[] | null>(null);
  const [outside, setOutside] = useState({ kodeGroup: '', kodeDept: '', namaBarang: '', beratNota: '', hargaNota: '' });
  const [header, setHeader] = useState({
    kodeBaki: options.trays.find((tray) => tray.kode === 'BAKI-BELI')?.kode ?? options.trays[0]?.kode ?? '',
    kodeSales: options.sales[0]?.kode ?? '', namaCustomer: '', alamatCustomer: '', noHpCustomer: '', bayarTransfer: '', noRekeningTransfer: '',
  });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [posted, setPosted] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const defaultKondisi = options.kondisi[0]?.kode ?? '';

  const change = (id: string, patch: Partial<Line>) => {
    setPriced(null);
    setLines((current) => current.map((line) => (line.id === id ? { ...line, ...patch } : line)));
  };
  // The own items on the buyback now: scans run one after another faster than React renders, so each reads this.
  const ownOnList = useRef(new Set<string>());
  const scan = async (code: string): Promise<ScanOutcome> => {
    const result = await findOwnItemsAction(code);
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const found = result.data.filter((item) => !ownOnList.current.has(item.kodeBarcode));
    if (found.length === 0) return { ok: false, message: t('already', { kode: code.toUpperCase() }) };
    for (const item of found) ownOnList.current.add(item.kodeBarcode);
    setPriced(null);
    setHeader((current) => withCustomerFromNota(current, found[0]?.customer));
    setLines((current) => [...current, ...found.map((item): Line => ({
      id: crypto.randomUUID(), own: item, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, namaBarang: item.namaBarang, beratNota: item.berat,
      hargaNota: String(item.hargaJual), berat: item.berat, kondisi: defaultKondisi, kelompokHarga: 'TOKO', kodeHarga: '', harga: '', tujuan: 'BAKI',
    }))]);
    return { ok: true, text: found.map((item) => item.namaBarang).join(', ') };
  };
  const removeLine = (line: Line) => {
    if (line.own) ownOnList.current.delete(line.own.kodeBarcode);
    setPriced(null);
    setLines((current) => current.filter((one) => one.id !== line.id));
  };
  const clearBuyback = () => {
    ownOnList.current.clear();
    setLines([]);
    setPriced(null);
    setHeader((current) => ({ ...current, namaCustomer: '', alamatCustomer: '', noHpCustomer: '', bayarTransfer: '', noRekeningTransfer: '' }));
  };
  const addOutside = () => {
    if (!outside.kodeGroup || !outside.kodeDept || !outside.namaBarang.trim() || !outside.beratNota) {
      void alerts.error(t('outsideIncomplete'));
      return;
    }
    setPriced(null);
    setLines((current) => [...current, {
      id: crypto.randomUUID(), own: null, ...outside, namaBarang: outside.namaBarang.trim(), berat: outside.beratNota, kondisi: defaultKondisi,
      kelompokHarga: 'LUAR', kodeHarga: '', harga: '', tujuan: 'BAKI',
    }]);
    setOutside({ kodeGroup: '', kodeDept: '', namaBarang: '', beratNota: '', hargaNota: '' });
  };
  const preview = () => startTransition(async () => {
    const result = await previewPembelianAction(lines.map(toInput));
    if (alerts.handle(result) && result.data) setPriced(result.data.lines);
  });
  const total = priced ? priced.reduce((sum, line) => sum + line.harga, 0) : null;
  const transfer = parseRupiah(header.bayarTransfer) ?? 0;

  const save = async () => {
    const result = await previewPembelianAction(lines.map(toInput));
    if (!alerts.handle(result) || !result.data) return;
    setPriced(result.data.lines);
    const due = result.data.total;
    const tunai = due - (transfer ?? 0);
    if (tunai < 0) {
      void alerts.error(t('transferAboveTotal'));
      return;
    }
    let keystoreHarga: string | undefined;
    let keystoreBerat: string | undefined;
    if (result.data.needs.harga) {
      const grant = await requestAuthorization({ fitur: 'HARGA_BELI_DI_ATAS_BATAS', subject: buybackSubjects(result.data.lines).harga });
      if (!grant) return;
      keystoreHarga = grant.keystore || undefined;
    }
    if (result.data.needs.berat) {
      const grant = await requestAuthorization({ fitur: 'TOLERANSI_BERAT_PEMBELIAN', subject: buybackSubjects(result.data.lines).berat });
      if (!grant) return;
      keystoreBerat = grant.keystore || undefined;
    }
    startTransition(async () => {
      const saved = await postPembelianAction({
        idempotencyKey: key, lines: lines.map(toInput), kodeBaki: header.kodeBaki, kodeSales: header.kodeSales,
        namaCustomer: header.namaCustomer, alamatCustomer: header.alamatCustomer, noHpCustomer: header.noHpCustomer,
        bayarTunai: tunai, bayarTransfer: transfer, noRekeningTransfer: transfer > 0 ? header.noRekeningTransfer : undefined, keystoreHarga, keystoreBerat,
      });
      if (alerts.handle(saved) && saved.data) {
        setPosted(saved.data.nomor);
        clearBuyback();
        setKey(crypto.randomUUID());
        document.getElementById('beli-scan')?.focus();
      }
    });
  };
  /** F4: the next customer. A buyback not saved yet is dropped only when the cashier says so. */
  const newBuyback = async () => {
    if (lines.length > 0 && !(await alerts.confirm(t('baruConfirm')))) return;
    clearBuyback();
    setPosted(null);
    setKey(crypto.randomUUID());
    document.getElementById('beli-scan')?.focus();
  };
  const postedRef = useRef<HTMLDivElement>(null);
  useCounterShortcuts({
    pay: () => {
      const field = document.getElementById('beli-transfer') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    },
    save: () => { if (!pending && lines.length > 0) void save(); },
    print: () => postedRef.current?.querySelector<HTMLButtonElement>('[data-print-slip]')?.click(),
    new: () => void newBuyback(),
  });

  const select = (id: string, label: string, value: string, onChange: (value: string) => void, items: { value: string; label: string }[], blank?: string) => (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className={labelClass}>{label}</span>
      <select id={id} className={controlClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {items.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
      </select>
    </label>
  );
  const input = (id: string, label: string, value: string, onChange: (value: string) => void, extra: { numeric?: boolean; inputMode?: 'decimal' | 'numeric' | 'tel' } = {}) => (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className={labelClass}>{label}</span>
      <input id={id} className={extra.numeric ? numberControlClass : controlClass} value={value} inputMode={extra.inputMode}
        onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </label>
  );

  // A weight shows the language's decimal mark; the line keeps the canonical "1.875" the service parses.
  const weight = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className={labelClass}>{label}</span>
      <WeightInput id={id} value={value} onChange={onChange} />
    </label>
  );

  return (
    <div className="flex flex-col gap-5">
      <CounterShortcuts />
      {posted && (
        <div ref={postedRef} className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm" role="status">
          <span>{t('savedTitle')} <strong data-testid="pembelian-nomor">{posted}</strong></span>
          <NotaActions kind="pembelian" nomor={posted} justPosted />
        </div>
      )}
      <section aria-labelledby="beli-own" className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h2 id="beli-own" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('ownTitle')}</h2>
          <BarcodeInput id="beli-scan" label={t('scan')} onScan={scan} />
        </div>
        <div className="flex flex-col gap-2" aria-labelledby="beli-luar" role="group">
          <h2 id="beli-luar" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('outsideTitle')}</h2>
          <div className="grid grid-cols-2 gap-2">
            {select('luar-group', t('group'), outside.kodeGroup, (v) => setOutside({ ...outside, kodeGroup: v }),
              options.groups.map((g) => ({ value: g.kode, label: `${g.kode} - ${g.nama}` })), tCommon('choose'))}
            {select('luar-jenis', t('jenis'), outside.kodeDept, (v) => setOutside({ ...outside, kodeDept: v }),
              options.jenis.map((j) => ({ value: j.kode, label: `${j.kode} - ${j.nama}` })), tCommon('choose'))}
            <div className="col-span-2">{input('luar-nama', t('namaBarang'), outside.namaBarang, (v) => setOutside({ ...outside, namaBarang: v }))}</div>
            {weight('luar-berat-nota', t('beratNota'), outside.beratNota, (v) => setOutside({ ...outside, beratNota: v }))}
            {input('luar-harga-nota', t('hargaNota'), outside.hargaNota, (v) => setOutside({ ...outside, hargaNota: v.replace(/\D/g, '') }), { numeric: true, inputMode: 'numeric' })}
          </div>
          <div><Button variant="secondary" onClick={addOutside} disabled={pending}>{t('addOutside')}</Button></div>
        </div>
      </section>

      <section aria-labelledby="beli-lines" className="flex flex-col gap-2">
        <h2 id="beli-lines" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('lines')}</h2>
        {lines.length === 0 ? <p className="text-sm text-stone-500">{t('empty')}</p> : (
          <div className="flex flex-col gap-3">
            {lines.map((line, index) => {
              const price = priced?.[index];
              return (
                <fieldset key={line.id} className="rounded-lg border border-stone-200 p-3" data-testid="beli-line">
                  <legend className="px-1 text-sm font-medium text-stone-700">
                    {index + 1}. {line.namaBarang} · {line.kodeDept} · {line.own ? `${line.own.kodeBarcode} (${line.own.noFakturJual})` : t('outsideShort')}
                  </legend>
                  <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
                    <p className="text-sm">{t('beratNota')}: <span className="tabular-nums">{num.weight(line.beratNota, 3)}</span></p>
                    <p className="text-sm">{t('hargaNota')}: <span className="tabular-nums">{formatRupiah(line.hargaNota || '0')}</span></p>
                    {weight(`berat-${index}`, t('berat'), line.berat, (v) => change(line.id, { berat: v }))}
                    {select(`kondisi-${index}`, t('kondisi'), line.kondisi, (v) => change(line.id, { kondisi: v }),
                      options.kondisi.map((k) => ({ value: k.kode, label: k.nama })))}
                    {line.own
                      ? <p className="text-sm">{t('kelompokHarga')}: TOKO</p>
                      : select(`kelompok-${index}`, t('kelompokHarga'), line.kelompokHarga, (v) => change(line.id, { kelompokHarga: v as Line['kelompokHarga'] }),
                        [{ value: 'TOKO', label: 'TOKO' }, { value: 'LUAR', label: 'LUAR' }])}
                    {select(`kode-harga-${index}`, t('kodeHarga'), line.kodeHarga, (v) => change(line.id, { kodeHarga: v }),
                      options.codes.map((c) => ({ value: c.kode, label: `${c.kode} (${formatRupiah(c.harga)})` })), t('hargaJenis'))}
                    {select(`tujuan-${index}`, t('tujuan'), line.tujuan, (v) => change(line.id, { tujuan: v as Line['tujuan'] }),
                      [{ value: 'BAKI', label: t('tujuanBaki') }, { value: 'HANCUR', label: t('tujuanHancur') }])}
                    {input(`harga-${index}`, t('hargaUbah'), line.harga, (v) => change(line.id, { harga: v.replace(/\D/g, '') }), { numeric: true, inputMode: 'numeric' })}
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                    {price ? (
                      <span data-testid={`harga-${index}`}>
                        {t('hargaEmas')} {formatRupiah(price.hargaEmas)} · {t('hargaPerGram')} {formatRupiah(price.hargaBeliPerGram)} ·{' '}
                        {t('hargaHitung')} {formatRupiah(price.hargaHitung)} · <strong>{t('harga')} {formatRupiah(price.harga)}</strong>
                        {price.needs.harga && <span className="ml-2 text-amber-800" data-testid={`perlu-otorisasi-harga-${index}`}>{t('needsHarga')} ({t('batasHarga', { batas: formatRupiah(price.batasHarga) })})</span>}
                        {price.needs.berat && <span className="ml-2 text-amber-800">{t('needsBerat')}</span>}
                      </span>
                    ) : <span className="text-stone-500">{t('notPriced')}</span>}
                    <button type="button" className="text-xs text-red-700 underline" onClick={() => removeLine(line)}>
                      {t('remove')} {index + 1}
                    </button>
                  </div>
                </fieldset>
              );
            })}
            <p className="text-sm">{t('totalBerat')}: <span className="tabular-nums">{num.weight(sumWeights(lines.map((line) => (/^\d+(\.\d{1,3})?$/.test(line.berat) ? line.berat : '0'))), 3)}</span></p>
            <div><Button variant="secondary" onClick={preview} disabled={pending}>{t('hitung')}</Button></div>
          </div>
        )}
      </section>

      <section aria-labelledby="beli-customer" className="grid gap-3 md:grid-cols-3">
        <h2 id="beli-customer" className="text-sm font-semibold uppercase tracking-wide text-stone-500 md:col-span-3">{t('customerTitle')}</h2>
        {input('beli-nama', t('namaCustomer'), header.namaCustomer, (v) => setHeader({ ...header, namaCustomer: v }))}
        {input('beli-alamat', t('alamatCustomer'), header.alamatCustomer, (v) => setHeader({ ...header, alamatCustomer: v }))}
        {input('beli-hp', t('noHpCustomer'), header.noHpCustomer, (v) => setHeader({ ...header, noHpCustomer: v }), { inputMode: 'tel' })}
        {select('beli-baki', t('baki'), header.kodeBaki, (v) => setHeader({ ...header, kodeBaki: v }), options.trays.map((b) => ({ value: b.kode, label: `${b.kode} - ${b.nama}` })))}
        {select('beli-sales', t('sales'), header.kodeSales, (v) => setHeader({ ...header, kodeSales: v }), options.sales.map((s) => ({ value: s.kode, label: `${s.kode} - ${s.nama}` })))}
      </section>

      <section aria-labelledby="beli-bayar" className="grid gap-3 md:grid-cols-3">
        <h2 id="beli-bayar" className="text-sm font-semibold uppercase tracking-wide text-stone-500 md:col-span-3">{t('paymentTitle')}</h2>
        {input('beli-transfer', t('bayarTransfer'), header.bayarTransfer, (v) => setHeader({ ...header, bayarTransfer: v.replace(/\D/g, '') }), { numeric: true, inputMode: 'numeric' })}
        {select('beli-rekening', t('rekening'), header.noRekeningTransfer, (v) => setHeader({ ...header, noRekeningTransfer: v }),
          options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` })), tCommon('choose'))}
        <p className="text-sm">
          {t('total')}: <strong data-testid="beli-total">{total === null ? '-' : formatRupiah(total)}</strong><br />
          {t('bayarTunai')}: <span data-testid="beli-tunai">{total === null ? '-' : formatRupiah(Math.max(0, total - transfer))}</span>
        </p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={pending || lines.length === 0} aria-keyshortcuts={COUNTER_KEYS.save}>
          {pending ? t('saving') : t('save')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.save}</kbd>
        </Button>
        <Button variant="secondary" onClick={() => void newBuyback()} aria-keyshortcuts={COUNTER_KEYS.new}>
          {t('baru')} <kbd aria-hidden="true" className="rounded border border-current px-1 font-mono text-xs">{COUNTER_KEYS.new}</kbd>
        </Button>
      </div>
    </div>
  );
}
