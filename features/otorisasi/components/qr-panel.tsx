'use client';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The request as a QR code, level L at 2 px per module (§9), drawn larger without smoothing so phones read it. */
export function QrPanel({ value, failed }: { value: string | null; failed: boolean }) {
  const t = useTranslations('otorisasi');
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return;
    void QRCode.toDataURL(value, { errorCorrectionLevel: 'L', scale: 2, margin: 2 }).then(setImage);
  }, [value]);
  if (failed) return <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('qrFailed')}</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      {image ? <img src={image} alt={t('qrAlt')} data-qr-value={value ?? ''} className="h-44 w-44 [image-rendering:pixelated]" />
        : <div className="h-44 w-44 animate-pulse rounded bg-stone-100" />}
      <p className="text-center text-xs text-stone-500">{t('qrHint')}</p>
    </div>
  );
}
