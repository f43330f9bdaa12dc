'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/shell/icons';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, type ScanOutcome } from '@/components/forms/barcode-input';
import { Field } from '@/components/forms/field';
import { controlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';

type Place = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string }[] };

// Not a form (decision 010): scanned barcodes or a tray turned into a PDF download; nothing is saved.
/**
 * /cetak-barcode: labels for scanned items or for a whole tray, fetched from the label route as a PDF and downloaded;
 * a refusal (a barcode not in the shop, an empty tray) is the server's text in an info modal.
 */
export function LabelScreen({ places, initialBarcodes, size }: { places: Place[]; initialBarcodes: string[]; size: { width: string; height: string } }) {
  const t = useTranslations('stockLabels');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [barcodes, setBarcodes] = useState<string[]>(initialBarcodes);
  const [kodeGudang, setGudang] = useState('');
  const [kodeBaki, setBaki] = useState('');
  const [busy, setBusy] = useState(false);
  const trays = places.find((place) => place.kodeGudang === kodeGudang)?.trays ?? [];

  const download = async (query: URLSearchParams) => {
    setBusy(true);
    try {
      const response = await fetch(`/api/cetak-barcode?${query}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return void alerts.info(body?.message ?? tErrors('unexpected'));
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'LABEL_BARCODE.pdf';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setBusy(false);
    }
  };
  const add = (code: string): ScanOutcome => {
    const upper = code.toUpperCase();
    if (barcodes.includes(upper)) return { ok: false, message: `${upper}: ${t('sudahAda')}` };
    setBarcodes((current) => (current.includes(upper) ? current : [...current, upper]));
    return { ok: true };
  };
  const printItems = () => {
    if (barcodes.length === 0) return void alerts.info(tErrors('labelBarcodeWajib'));
    void download(new URLSearchParams(barcodes.map((code) => ['barcode', code])));
  };
  const printTray = () => {
    if (!kodeGudang) return void alerts.info(tErrors('pilihKodeGudang'));
    if (!kodeBaki) return void alerts.info(tErrors('pilihKodeBaki'));
    void download(new URLSearchParams({ gudang: kodeGudang, baki: kodeBaki }));
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">{t('ukuran', { width: size.width, height: size.height })}</p>
      <section aria-labelledby="label-items" className="flex flex-col gap-3">
        <h2 id="label-items" className="font-semibold text-stone-800">{t('perBarang')}</h2>
        <BarcodeInput id="label-barcode" label={t('barcode')} onScan={add} />
        <div>
          <h3 className="mb-1 text-sm text-stone-600">{t('daftar')}</h3>
          {barcodes.length === 0 ? <p className="text-sm text-stone-500">{t('kosong')}</p> : (
            <ul className="flex flex-wrap gap-2" aria-label={t('daftar')}>
              {barcodes.map((code) => (
                <li key={code} className="flex items-center gap-1 rounded border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-sm">
                  {code}
                  <button type="button" className="rounded p-0.5 text-stone-600 hover:bg-stone-200" aria-label={`${t('hapus')} ${code}`}
                    onClick={() => setBarcodes(barcodes.filter((one) => one !== code))}>
                    <Icon name="close" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div><Button type="button" onClick={printItems} disabled={busy}>{t('cetak')}</Button></div>
      </section>
      <section aria-labelledby="label-tray" className="flex flex-col gap-3">
        <h2 id="label-tray" className="font-semibold text-stone-800">{t('perBaki')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="label-gudang" label={t('gudang')} errorId="label-gudang-error">
            <select id="label-gudang" value={kodeGudang} className={controlClass} onChange={(event) => { setGudang(event.target.value); setBaki(''); }}>
              <option value="">-- {t('gudang')} --</option>
              {places.map((place) => <option key={place.kodeGudang} value={place.kodeGudang}>{place.kodeGudang} - {place.namaGudang}</option>)}
            </select>
          </Field>
          <Field id="label-baki" label={t('baki')} errorId="label-baki-error">
            <select id="label-baki" value={kodeBaki} className={controlClass} onChange={(event) => setBaki(event.target.value)}>
              <option value="">-- {t('baki')} --</option>
              {trays.map((one) => <option key={one.kodeBaki} value={one.kodeBaki}>{one.kodeBaki} - {one.namaBaki}</option>)}
            </select>
          </Field>
        </div>
        <div><Button type="button" onClick={printTray} disabled={busy}>{t('cetak')}</Button></div>
      </section>
    </div>
  );
}
