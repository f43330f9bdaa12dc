'use client';
import { ImageUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** A colour: the picker and its hex code; empty until chosen (the category's colour is required). */
export function ColorInput({ id, name, initial, described }: { id: string; name: string; initial: string; described: Record<string, unknown> }) {
  const t = useTranslations('masters');
  const [value, setValue] = useState(initial);
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="color" value={value || '#b45309'} onChange={(event) => setValue(event.target.value)} {...described}
        className="h-10 w-16 cursor-pointer rounded-lg border border-stone-300 bg-white p-1 aria-[invalid=true]:border-red-500" />
      <span className="font-mono text-sm text-stone-600" data-testid={`${name}-value`}>{value || t('noColor')}</span>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

/** An image upload: the chosen file shows as a preview before it is sent; in edit mode the stored image shows until replaced. */
export function ImageInput({ id, name, label, errors, errorId, current }: {
  id: string; name: string; label: string; errors?: string[]; errorId: string; current: string | null;
}) {
  const t = useTranslations('masters');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? current;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">{label}</label>
      <div className="flex items-center gap-3">
        <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-stone-300 bg-stone-50">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob URL) */}
          {shown ? <img src={shown} alt={t('preview')} className="h-full w-full object-cover" /> : <ImageUp size={22} className="text-stone-400" aria-hidden />}
        </div>
        <input id={id} name={name} type="file" accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-amber-900 hover:file:bg-amber-200" />
      </div>
      {errors?.length ? <p id={errorId} className="text-xs text-red-600">{errors.join(' ')}</p> : null}
    </div>
  );
}
