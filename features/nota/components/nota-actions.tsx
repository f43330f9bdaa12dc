'use client';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { requestAuthorization } from '@/features/otorisasi/client';
import { deviceProblemOf } from '@/lib/client/device-problem';
import { notaInfoAction } from '../actions/nota-info';
import type { NotaForm, NotaPrints, PrintKind } from '../types';
import { choosePrinter, printerSupport, rememberedPrinter, sendToPrinter, type PrinterKind, type RememberedPrinter } from './receipt-printer';

export type NotaActionsProps = {
  kind: PrintKind;
  nomor: string;
  /** Right after saving: the first slip prints at once. */
  justPosted?: boolean;
};

const REPRINT = {
  penjualan: 'CETAK_ULANG_PENJUALAN', pembelian: 'CETAK_ULANG_PEMBELIAN', hutang: 'CETAK_ULANG_HUTANG', 'pelunasan-hutang': 'CETAK_ULANG_HUTANG',
  'perpanjangan-hutang': 'CETAK_ULANG_HUTANG', pesanan: null, titipan: null, service: null,
} as const;
/** A loan document is one original: its forms share one count, so after any print every form is a reprint. */
const isLoanDocument = (kind: PrintKind) => kind === 'hutang' || kind === 'pelunasan-hutang' || kind === 'perpanjangan-hutang';
/** The buttons' name: a nota's, a loan slip's, a receipt's (two may show at once after a renewal). */
const ACTIONS_LABEL = {
  penjualan: 'aksiNota', pembelian: 'aksiNota', hutang: 'aksiGadai', 'pelunasan-hutang': 'aksiPelunasan', 'perpanjangan-hutang': 'aksiPerpanjangan',
  pesanan: 'aksiPesanan', titipan: 'aksiTitipan', service: 'aksiService',
} as const;
/** Notas already printed on their own by this page (React may mount twice in development: print once). */
const autoPrinted = new Set<string>();

// Not a form (decision 010): print and send buttons with the printer's and the device's state; nothing typed is sent.
/**
 * A nota's buttons: the thermal slip to the remembered USB or serial printer (ESC/POS from the server, sent by the
 * browser), PDF slips at 58 and 80 mm and the A4 nota, and "Kirim WA" when WHATSAPP_MODULE is on. The first print of
 * each form (thermal, PDF slip, A4) is free; printing a form again asks for the reprint authorization first (the server
 * counts each form and checks it). The pawn documents (a loan's Surat Bukti Gadai, a redemption's Bukti Pelunasan, a
 * renewal's Bukti Perpanjangan) use the same buttons, with one count for all their forms.
 */
export function NotaActions({ kind, nomor, justPosted = false }: NotaActionsProps) {
  const t = useTranslations('nota');
  const tDevices = useTranslations('devices.printer');
  const alerts = useAlerts();
  const [info, setInfo] = useState<{ cetak: NotaPrints; whatsapp: boolean; noHp: string; siapDiambil?: boolean } | null>(null);
  const [printer, setPrinter] = useState<RememberedPrinter | null>(null);
  const [width, setWidth] = useState<58 | 80>(58);
  const [support, setSupport] = useState({ usb: false, serial: false });
  const [busy, setBusy] = useState(false);
  const printed = useRef<NotaPrints>({ thermal: 0, 'slip-pdf': 0, a4: 0 });
  const base = `/api/nota/${kind}/${encodeURIComponent(nomor)}`;

  /** The reprint's authorization when the form was printed before; undefined when the user closed the dialog. */
  const countPrint = useCallback((form: NotaForm) => {
    if (isLoanDocument(kind)) for (const one of Object.keys(printed.current) as NotaForm[]) printed.current[one] += 1;
    else printed.current[form] += 1;
  }, [kind]);

  const authorize = useCallback(async (form: NotaForm): Promise<string | null | undefined> => {
    // An order's, a deposit's or a repair's slip: every print is free (decision 035).
    const fitur = REPRINT[kind];
    if (printed.current[form] === 0 || fitur === null) return null;
    const grant = await requestAuthorization({ fitur, subject: documentSubject(nomor, 'cetak', form) });
    return grant ? grant.keystore : undefined;
  }, [kind, nomor]);

  const url = (path: string, params: Record<string, string>, grant: string | null) => {
    const search = new URLSearchParams(params);
    if (grant) search.set('otorisasi', grant);
    return `${base}/${path}?${search}`;
  };

  const openPdf = useCallback(async (path: 'slip' | 'a4', params: Record<string, string>) => {
    const form: NotaForm = path === 'a4' ? 'a4' : 'slip-pdf';
    const grant = await authorize(form);
    if (grant === undefined) return;
    window.open(url(path, params, grant), '_blank', 'noopener');
    countPrint(form);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- url is derived from base
  }, [authorize, base, countPrint]);

  const printSlip = useCallback(async (target: RememberedPrinter | null) => {
    if (!target) {
      if (!support.usb && !support.serial) alerts.info(t('printerTidakDidukung'));
      return openPdf('slip', { width: String(width), format: 'pdf' });
    }
    const grant = await authorize('thermal');
    if (grant === undefined) return;
    setBusy(true);
    try {
      const response = await fetch(url('slip', { width: String(target.width), format: 'escpos' }, grant));
      if (!response.ok) {
        const body = await response.json().catch(() => ({})) as { message?: string };
        alerts.error(body.message ?? response.statusText);
        return;
      }
      countPrint('thermal');
      try {
        await sendToPrinter(target, new Uint8Array(await response.arrayBuffer()));
        alerts.success(t('slipTercetak'));
      } catch (error) {
        // Why, in the cashier's words: the PDF buttons still print the slip meanwhile.
        alerts.error(tDevices(deviceProblemOf(error, 'use')));
      }
    } finally {
      setBusy(false);
    }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- url is derived from base
  }, [alerts, authorize, base, countPrint, openPdf, support, t, tDevices, width]);

  const printSlipRef = useRef(printSlip);
  useEffect(() => { printSlipRef.current = printSlip; }, [printSlip]);

  useEffect(() => {
    let live = true;
    void notaInfoAction(kind, nomor).then((result) => {
      if (!live || result.status !== 'success' || !result.data) return;
      const remembered = rememberedPrinter();
      setPrinter(remembered);
      if (remembered) setWidth(remembered.width);
      setSupport(printerSupport());
      setInfo(result.data);
      printed.current = { ...result.data.cetak };
      // Right after saving, the first slip goes to the remembered printer at once; without one the cashier picks the PDF
      // (a pop-up needs a click).
      if (justPosted && result.data.cetak.thermal === 0 && remembered && !autoPrinted.has(`${kind}:${nomor}`)) {
        autoPrinted.add(`${kind}:${nomor}`);
        void printSlipRef.current(remembered);
      }
    });
    return () => { live = false; };
  }, [kind, nomor, justPosted]);

  const pick = async (kindOf: PrinterKind) => {
    try {
      setPrinter(await choosePrinter(kindOf, width));
    } catch (error) {
      // Said even when the user closed the browser's chooser: the printer shown stays the one remembered.
      alerts.info(tDevices(deviceProblemOf(error, 'choose')));
    }
  };

  const sendWa = async () => {
    setBusy(true);
    try {
      const response = await fetch(`${base}/wa`, { method: 'POST' });
      const body = await response.json().catch(() => ({})) as { message?: string };
      if (response.status === 401) window.location.reload();
      else if (response.ok) alerts.success(info?.siapDiambil ? t('waSiapTerkirim') : body.message ?? t('waTerkirim'));
      else alerts.error(body.message ?? t('waTidakTerdaftar'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t(ACTIONS_LABEL[kind])} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3" data-testid="nota-actions">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void printSlip(printer)} disabled={busy} data-print-slip="">{t('cetakSlip')}</Button>
        <label className="flex items-center gap-1 text-sm text-stone-700">
          {t('lebarKertas')}
          <select
            className="rounded border border-stone-300 bg-white px-2 py-1 text-sm"
            value={width}
            onChange={(event) => {
              const next = event.target.value === '80' ? 80 : 58;
              setWidth(next);
              if (printer) { const updated = { ...printer, width: next } as RememberedPrinter; setPrinter(updated); localStorage.setItem('kilau.receiptPrinter', JSON.stringify(updated)); }
            }}
          >
            <option value="58">58 mm</option>
            <option value="80">80 mm</option>
          </select>
        </label>
        <span className="text-sm text-stone-600" data-testid="nota-printer">{t('printer')}: {printer?.name ?? t('printerNone')}</span>
        {support.usb && <Button variant="secondary" onClick={() => void pick('usb')}>{t('printerUsb')}</Button>}
        {support.serial && <Button variant="secondary" onClick={() => void pick('serial')}>{t('printerSerial')}</Button>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => void openPdf('slip', { width: '58', format: 'pdf' })}>{t('pdf58')}</Button>
        <Button variant="secondary" onClick={() => void openPdf('slip', { width: '80', format: 'pdf' })}>{t('pdf80')}</Button>
        <Button variant="secondary" onClick={() => void openPdf('a4', {})}>{t(isLoanDocument(kind) || REPRINT[kind] === null ? 'cetakA4' : 'notaA4')}</Button>
        {info?.whatsapp && (
          <Button variant="secondary" onClick={() => void sendWa()} disabled={busy || !info.noHp}>{busy ? t('mengirimWa') : t(info.siapDiambil ? 'kirimWaSiap' : 'kirimWa')}</Button>
        )}
      </div>
    </section>
  );
}
