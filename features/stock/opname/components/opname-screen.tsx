'use client';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { controlClass, sizedControlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { requestAuthorization } from '@/features/otorisasi/client';
import { formatDateTime } from '@/lib/format';
import { closeOpnameAction, readOpnameAction, scanOpnameAction, startOpnameAction } from '../actions/opname';
import { splitBarcodes } from '../split-barcodes';
import type { OpnameState, OpnameSummary } from '../types';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

type Warehouse = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string }[] };

/** Other devices' scans show up within this time. */
const REFRESH_MS = 5000;

// Not a form (decision 010): a live count shared by every scanner of the tray; each scan is saved as it is read.
/** Stock Opname: start a count of a tray or a warehouse, scan or paste barcodes, see found / missing / foreign, close. */
export function OpnameScreen({ places, counts, initial }: { places: Warehouse[]; counts: OpnameSummary[]; initial: OpnameState | null }) {
  const t = useTranslations('stockOpname');
  const num = useNumberFormat();
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const router = useRouter();
  const [state, setState] = useState<OpnameState | null>(initial);
  const [gudang, setGudang] = useState(places[0]?.kodeGudang ?? '');
  const [bakiCode, setBakiCode] = useState('');
  const [pasted, setPasted] = useState('');
  const [pending, startTransition] = useTransition();
  const queue = useRef<string[]>([]);
  // Who waits for the codes in the queue: the scan field, to tell each scan what became of it.
  const waiting = useRef<((answer: Awaited<ReturnType<typeof scanOpnameAction>>) => void)[]>([]);
  const sending = useRef(false);
  const noOpname = state?.noOpname;

  const show = useCallback((next: OpnameState) => {
    setState(next);
    router.replace(`/stock-opname?no=${encodeURIComponent(next.noOpname)}`, { scroll: false });
  }, [router]);

  // Scans queue while one request is on its way, then go together: a fast scanner never waits, and the answers arrive in order.
  const flush = useCallback(async () => {
    if (sending.current || !noOpname || queue.current.length === 0) return;
    sending.current = true;
    while (queue.current.length > 0) {
      const told = waiting.current.splice(0);
      const result = await scanOpnameAction(noOpname, queue.current.splice(0));
      // A pasted list is answered by a toast; a scan by the scan field itself.
      if (told.length === 0) alerts.handle(result);
      if (result.status === 'success' && result.data) setState(result.data);
      for (const tell of told) tell(result);
    }
    sending.current = false;
  }, [noOpname, alerts]);

  const scan = (codes: string[]) => {
    if (codes.length === 0) return;
    queue.current.push(...codes);
    void flush();
  };
  /** One code from the scan field: found, or why it is not one this count expected. */
  const scanOne = async (code: string): Promise<ScanOutcome> => {
    const result = await new Promise<Awaited<ReturnType<typeof scanOpnameAction>>>((resolve) => {
      queue.current.push(code);
      waiting.current.push(resolve);
      void flush();
    });
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const upper = code.toUpperCase();
    const foreign = result.data.foreign.find((one) => one.kodeBarcode === upper);
    if (foreign) return { ok: false, message: `${upper}: ${t(`alasan.${foreign.reason}`, { where: foreign.where })}` };
    return { ok: true, text: result.data.expected.find((item) => item.kodeBarcode === upper)?.namaBarang };
  };

  useEffect(() => {
    if (!noOpname || state?.status !== 'OPEN') return;
    const timer = setInterval(async () => {
      if (sending.current) return;
      const result = await readOpnameAction(noOpname);
      if (result.status === 'success' && result.data && !sending.current) setState(result.data);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [noOpname, state?.status]);

  const start = () => startTransition(async () => {
    const result = await startOpnameAction({ kodeGudang: gudang, kodeBaki: bakiCode, idempotencyKey: crypto.randomUUID() });
    if (alerts.handle(result) && result.data) show(result.data);
  });
  const open = (no: string) => startTransition(async () => {
    const result = await readOpnameAction(no);
    if (alerts.handle(result) && result.data) show(result.data);
  });
  const close = async () => {
    if (!state) return;
    if (!(await alerts.confirm(t('closeConfirm', { hilang: state.totals.missingQty })))) return;
    const grant = await requestAuthorization({ fitur: 'TUTUP_STOCK_OPNAME', subject: documentSubject(state.noOpname, 'tutup') });
    if (!grant) return;
    startTransition(async () => {
      const result = await closeOpnameAction(state.noOpname, grant.keystore);
      if (alerts.handle(result) && result.data) show(result.data);
    });
  };

  const trays = places.find((place) => place.kodeGudang === gudang)?.trays ?? [];
  const missing = state?.expected.filter((item) => !item.found) ?? [];
  const found = state?.expected.filter((item) => item.found) ?? [];
  const isOpen = state?.status === 'OPEN';

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="opname-start" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="opname-start" className="font-semibold text-stone-800">{t('mulaiTitle')}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="opname-gudang" className="text-sm font-medium text-stone-700">{t('gudang')}</label>
            <select id="opname-gudang" value={gudang} onChange={(event) => { setGudang(event.target.value); setBakiCode(''); }} className={`${sizedControlClass} w-56`}>
              {places.map((place) => <option key={place.kodeGudang} value={place.kodeGudang}>{place.kodeGudang} · {place.namaGudang}</option>)}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="opname-baki" className="text-sm font-medium text-stone-700">{t('baki')}</label>
            <select id="opname-baki" value={bakiCode} onChange={(event) => setBakiCode(event.target.value)} className={`${sizedControlClass} w-56`}>
              <option value="">{t('seluruhGudang')}</option>
              {trays.map((tray) => <option key={tray.kodeBaki} value={tray.kodeBaki}>{tray.kodeBaki} · {tray.namaBaki}</option>)}
            </select>
          </div>
          <Button onClick={start} disabled={pending || !gudang}><Icon name="play" size={16} /> {t('mulai')}</Button>
        </div>
        {counts.length > 0 && (
          <ul aria-label={t('daftarOpname')} className="flex flex-wrap gap-2 text-sm">
            {counts.map((count) => (
              <li key={count.noOpname}>
                <button type="button" onClick={() => open(count.noOpname)}
                  className="rounded-lg border border-stone-300 px-3 py-1 font-mono text-stone-700 hover:bg-stone-50 aria-[current=true]:border-amber-700"
                  aria-current={count.noOpname === noOpname}>
                  {count.noOpname} · {count.kodeBaki || count.kodeGudang} · {t(`status${count.status === 'OPEN' ? 'OPEN' : 'CLOSED'}`)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {state && (
        <section aria-labelledby="opname-count" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="opname-count" className="font-semibold text-stone-800">
              <Icon name="clipboardList" size={18} className="mr-1 inline" />
              <span className="font-mono" data-testid="opname-no">{state.noOpname}</span> · {state.kodeGudang}{state.kodeBaki ? ` / ${state.kodeBaki}` : ''}
              {' · '}<span data-testid="opname-status">{t(`status${state.status === 'OPEN' ? 'OPEN' : 'CLOSED'}`)}</span>
            </h2>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => open(state.noOpname)} disabled={pending}><Icon name="reload" size={16} /> {tCommon('reload')}</Button>
              {isOpen && <Button variant="danger" onClick={close} disabled={pending}><Icon name="lock" size={16} /> {t('tutup')}</Button>}
            </div>
          </div>
          {!isOpen && state.closedAt && (
            <p className="text-sm text-stone-600">{t('closedBy', { user: state.closedBy ?? '', supervisor: state.approvedBy ?? '', waktu: formatDateTime(state.closedAt) })}</p>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('ringkasan')}>
            <Figure label={t('expected')} qty={state.totals.expectedQty} grams={state.totals.expectedBerat} testId="expected" />
            <Figure label={t('ditemukan')} qty={state.totals.foundQty} grams={state.totals.foundBerat} testId="found" />
            <Figure label={t('hilang')} qty={state.totals.missingQty} grams={state.totals.missingBerat} testId="missing" />
            <Figure label={t('asing')} qty={state.foreign.length} testId="foreign" />
          </dl>
          {isOpen && (
            <div className="grid gap-4 md:grid-cols-2">
              <BarcodeInput id="opname-scan" label={t('scan')} onScan={scanOne} />
              <div className="flex flex-col gap-1">
                <label htmlFor="opname-paste" className="text-sm font-medium text-stone-700">{t('tempel')}</label>
                <textarea id="opname-paste" rows={3} value={pasted} onChange={(event) => setPasted(event.target.value)} className={`${controlClass} font-mono`} />
                <Button variant="secondary" className="self-start" onClick={() => { scan(splitBarcodes(pasted.toUpperCase())); setPasted(''); }} disabled={!pasted.trim()}>
                  {t('simpanDaftar')}
                </Button>
              </div>
            </div>
          )}
          <div className="grid gap-4 lg:grid-cols-3">
            <ItemList title={t('hilang')} testId="list-missing" rows={missing.map((item) => ({ code: item.kodeBarcode, text: `${item.namaBarang} · ${item.kodeBaki} · ${num.weight(item.berat, 3)} g`, note: item.hasil === 'BERUBAH' ? t('berubah') : '' }))} empty={t('kosong')} />
            <ItemList title={t('asing')} testId="list-foreign" rows={state.foreign.map((scan) => ({ code: scan.kodeBarcode, text: t(`alasan.${scan.reason}`, { where: scan.where }), note: '' }))} empty={t('kosong')} />
            <ItemList title={t('ditemukan')} testId="list-found" rows={found.map((item) => ({ code: item.kodeBarcode, text: `${item.namaBarang} · ${num.weight(item.berat, 3)} g`, note: '' }))} empty={t('kosong')} />
          </div>
        </section>
      )}
    </div>
  );
}

function Figure({ label, qty, grams, testId }: { label: string; qty: number; grams?: string; testId: string }) {
  const num = useNumberFormat();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={`figure-${testId}`}>{num.integer(qty)}{grams !== undefined ? ` · ${num.weight(grams, 3)} g` : ''}</dd>
    </div>
  );
}

function ItemList({ title, rows, empty, testId }: { title: string; rows: { code: string; text: string; note: string }[]; empty: string; testId: string }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-3" aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-stone-700">{title} ({rows.length})</h3>
      {rows.length === 0 ? <p className="text-sm text-stone-600">{empty}</p> : (
        // A long list scrolls: focusable so a keyboard can scroll it.
        <ul className="max-h-80 overflow-auto text-sm focus-visible:outline-2 focus-visible:outline-amber-700" data-testid={testId} tabIndex={0} aria-label={title}>
          {rows.map((row) => (
            <li key={row.code} className="border-b border-stone-100 py-1">
              <span className="font-mono">{row.code}</span> <span className="text-stone-600">{row.text}</span>
              {row.note && <span className="ml-1 text-amber-800">({row.note})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
