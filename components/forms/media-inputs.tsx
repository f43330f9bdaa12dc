'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { errorAria, Field } from '@/components/forms/field';
import { MAX_IMAGES_BYTES_PER_SAVE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, toMb } from '@/lib/images/limits';


/** The picture's pixels as the browser reads them; null when it cannot (the server still checks). */
function pixelsOf(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve(image.naturalWidth * image.naturalHeight);
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/**
 * What the server would refuse in the chosen pictures, checked before anything is sent (lib/images/limits): each one's
 * size and pixels, and their total (one save carries at most MAX_IMAGES_BYTES_PER_SAVE). A message, or null.
 */
function useImageCheck() {
  const t = useTranslations('errors');
  return async (files: File[]): Promise<string | null> => {
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return t('imageTooLarge', { mb: toMb(MAX_UPLOAD_BYTES) });
    if (files.reduce((sum, file) => sum + file.size, 0) > MAX_IMAGES_BYTES_PER_SAVE) return t('imagesTooLarge', { mb: toMb(MAX_IMAGES_BYTES_PER_SAVE) });
    for (const file of files) {
      if (((await pixelsOf(file)) ?? 0) > MAX_UPLOAD_PIXELS) return t('imageTooManyPixels', { mp: MAX_UPLOAD_PIXELS / 1_000_000 });
    }
    return null;
  };
}

/**
 * Checks the files of a change: a refused choice is emptied (nothing is sent) and its message shown; a new choice also
 * hides the server's message about the previous one until the form is sent again. `choose` answers the files kept.
 */
function useCheckedFiles(errors: string[] | undefined) {
  const check = useImageCheck();
  const ref = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenSinceSubmit, setChosenSinceSubmit] = useState(false);
  useEffect(() => {
    const form = ref.current?.form;
    const submitted = () => setChosenSinceSubmit(false);
    form?.addEventListener('submit', submitted);
    return () => form?.removeEventListener('submit', submitted);
  }, []);
  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<File[]> => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const message = files.length ? await check(files) : null;
    setProblem(message);
    setChosenSinceSubmit(true);
    if (!message) return files;
    input.value = '';
    return [];
  };
  const shown = problem ? [problem] : chosenSinceSubmit ? undefined : errors;
  return { ref, choose, shown };
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * A file input in the app's language: the browser's own button reads "Choose Files" / "No file chosen" in the
 * browser's language, so the native input is visually hidden (still the one the form sends, the one the field's label
 * opens) and a translated button opens its picker, with the chosen files' names beside it. The hidden input takes no
 * tab stop; focus sent to it (conform's first invalid field) goes on to the button.
 */
function FilePicker({ inputRef, id, name, multiple = false, names, errorId, errors, onChange }: {
  inputRef: RefObject<HTMLInputElement | null>; id: string; name: string; multiple?: boolean; names: string[];
  errorId: string; errors?: string[]; onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useTranslations('masters');
  const button = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const aria = errorAria(errorId, errors);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input ref={inputRef} id={id} name={name} type="file" multiple={multiple} accept={IMAGE_TYPES} tabIndex={-1} {...aria}
        onFocus={() => button.current?.focus()} onChange={onChange} className="sr-only" />
      <button ref={button} type="button" onClick={() => inputRef.current?.click()}
        aria-invalid={aria['aria-invalid']} aria-describedby={[statusId, aria['aria-describedby']].filter(Boolean).join(' ')}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600">
        <Icon name="upload" size={16} /> {t(multiple ? 'chooseFiles' : 'chooseFile')}
      </button>
      <span id={statusId} data-testid={`${name}-chosen`} className="min-w-0 truncate text-sm text-stone-600" title={names.join(', ')}>
        {names.length ? names.join(', ') : t('noFileChosen')}
      </span>
    </div>
  );
}

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
  const [broken, setBroken] = useState(false);
  const shown = preview ?? (broken ? null : current);
  const { ref, choose, shown: shownErrors } = useCheckedFiles(errors);
  const [names, setNames] = useState<string[]>([]);
  return (
    <Field id={id} label={label} errorId={errorId} errors={shownErrors}>
      <div className="flex items-center gap-3">
        <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-stone-300 bg-stone-50">
          {shown ? <img src={shown} alt={t('preview')} onError={() => setBroken(true)} className="h-full w-full object-cover" /> : <Icon name="imageUp" size={22} className="text-stone-400" />}
        </div>
        <FilePicker inputRef={ref} id={id} name={name} names={names} errorId={errorId} errors={shownErrors}
          onChange={async (event) => {
            const [file] = await choose(event);
            setNames(file ? [file.name] : []);
            setPreview(file ? URL.createObjectURL(file) : null);
          }} />
      </div>
    </Field>
  );
}

/**
 * An image list (an item's pictures): the stored ones with a remove button each, kept through `keepName`, and new files
 * chosen beside them, previewed before they are sent.
 */
export function ImageListInput({ id, name, keepName, label, errors, errorId, current }: {
  id: string; name: string; keepName: string; label: string; errors?: string[]; errorId: string; current: string[];
}) {
  const t = useTranslations('masters');
  const [kept, setKept] = useState(current);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview)), [previews]);
  const { ref, choose, shown: shownErrors } = useCheckedFiles(errors);
  const [names, setNames] = useState<string[]>([]);
  const tile = 'relative h-20 w-20 shrink-0 overflow-hidden rounded-lg border border-stone-300 bg-stone-50';
  return (
    <Field id={id} label={label} errorId={errorId} errors={shownErrors}>
      <div className="flex flex-wrap gap-2" data-testid={`${name}-images`}>
        {kept.map((path) => (
          <div key={path} className={tile}>
            <img src={`/api/images/${path}`} alt={t('preview')} className="h-full w-full object-cover" />
            <input type="hidden" name={keepName} value={path} />
            <button type="button" onClick={() => setKept((list) => list.filter((item) => item !== path))} aria-label={t('removeImage')}
              className="absolute right-1 top-1 grid h-6 w-6 place-items-center rounded-full bg-white/90 text-red-600 shadow"><Icon name="close" size={14} /></button>
          </div>
        ))}
        {previews.map((preview) => (
          <div key={preview} className={`${tile} border-amber-400`}>
            <img src={preview} alt={t('preview')} className="h-full w-full object-cover" />
          </div>
        ))}
        {kept.length + previews.length === 0 && <div className={`${tile} grid place-items-center border-dashed`}><Icon name="imageUp" size={22} className="text-stone-400" /></div>}
      </div>
      <FilePicker inputRef={ref} id={id} name={name} multiple names={names} errorId={errorId} errors={shownErrors}
        onChange={async (event) => {
          const files = await choose(event);
          setNames(files.map((file) => file.name));
          setPreviews(files.map((file) => URL.createObjectURL(file)));
        }} />
    </Field>
  );
}

/** Several choices from a list, as ticked chips (the groups of a price list, the banners an item appears in). */
export function ChoiceList({ id, name, options, initial, described }: {
  id: string; name: string; options: { value: string; label: string }[]; initial: string[]; described: Record<string, unknown>;
}) {
  const t = useTranslations('masters');
  if (options.length === 0) return <p id={id} className="text-sm text-stone-500">{t('noChoices')}</p>;
  return (
    <div id={id} role="group" className="flex max-h-40 flex-wrap gap-2 overflow-y-auto rounded-lg border border-stone-300 p-2 aria-[invalid=true]:border-red-500" {...described}>
      {options.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-center gap-1.5 rounded-full border border-stone-200 px-3 py-1 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50">
          <input type="checkbox" name={name} value={option.value} defaultChecked={initial.includes(option.value)} className="accent-amber-600" />
          {option.label}
        </label>
      ))}
    </div>
  );
}
