'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Icon } from '@/components/shell/icons';
import { endExpiredSession } from '@/lib/client/local-data';
import type { ActionResult } from '@/lib/actions/result';
import { readScannedCode } from './barcode';
import { errorAria, Field } from './field';
import { controlClass } from './styles';
import { playScanSound, readScanSound, storeScanSound } from './scan-sound';

/** What became of one scan: the line it added (`text`, e.g. the item's name), or why it was refused, in words. */
export type ScanOutcome = { ok: true; text?: string } | { ok: false; message: string };

/**
 * A lookup action's answer that found nothing, as the scan's refusal: the server's words, or `unexpected` when it gave
 * none; an expired session goes back to the login as every action's does.
 */
export function scanRefusal(result: ActionResult<unknown>, unexpected: string): ScanOutcome {
  if (result.status === 'expired') endExpiredSession();
  return { ok: false, message: result.status === 'error' ? result.message : unexpected };
}

type Cue = { code: string; outcome: ScanOutcome; serial: number };

/**
 * The one scan field of every screen that scans (the counter, the buyback, opname, the moves, destroy, labels). A
 * barcode scanner is a keyboard: it types the code fast and ends with Enter. So the field
 * - has focus when it appears and gets it back after every scan (unless the user went on to another control);
 * - is never disabled: a code typed while a lookup runs waits in a queue, and the queue is worked in order, one
 *   `onScan` after the other (each awaits the previous, so lines keep the scan order and none is dropped);
 * - tells every scan: a line under it with the code and what it added, or the refusal ("Barang tidak ditemukan",
 *   "Stok habis"), a coloured edge, the number still waiting, and a beep when the user switched the sound on (off by
 *   default, remembered in this browser).
 * Enter never submits a form; the input has no name (the scanned lines are the form's data) and is uncontrolled, so no
 * keystroke of a fast scanner waits for a render.
 */
export function BarcodeInput({ id, label, onScan, errors, className = '', autoFocus = true, ...input }:
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'onKeyDown' | 'type' | 'disabled'> & {
    id: string;
    label: string;
    onScan: (code: string) => Promise<ScanOutcome | void> | ScanOutcome | void;
    errors?: string[];
  }) {
  const t = useTranslations('scan');
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const onScanRef = useRef(onScan);
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  const soundRef = useRef(false);
  const serial = useRef(0);
  const [waiting, setWaiting] = useState(0);
  const [cue, setCue] = useState<Cue | null>(null);
  const [sound, setSound] = useState(false);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);
  useEffect(() => {
    soundRef.current = readScanSound();
    setSound(soundRef.current);
    if (autoFocus) inputRef.current?.focus();
  // Focus once, when the field appears.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Back to the field after a scan, unless the user has moved on to another control (a price, a dialog's button). */
  const refocus = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === inputRef.current) inputRef.current?.focus();
  }, []);

  const work = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (queue.current.length > 0) {
        setWaiting(queue.current.length);
        const code = queue.current.shift()!;
        let outcome: ScanOutcome;
        try {
          outcome = (await onScanRef.current(code)) ?? { ok: true };
        } catch {
          outcome = { ok: false, message: t('gagal', { barcode: code }) };
        }
        serial.current += 1;
        setCue({ code, outcome, serial: serial.current });
        if (soundRef.current) playScanSound(outcome.ok);
        refocus();
      }
    } finally {
      running.current = false;
      setWaiting(0);
    }
  }, [refocus, t]);

  const toggleSound = (on: boolean) => {
    soundRef.current = on;
    setSound(on);
    storeScanSound(on);
    if (on) playScanSound(true);
  };

  const edge = cue === null ? '' : cue.outcome.ok ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-red-600 ring-1 ring-red-600';
  return (
    <Field id={id} label={label} errorId={errorId} errors={errors}>
      <div className="relative">
        <Icon name="scanBarcode" size={16} className="pointer-events-none absolute left-3 top-2.5 text-stone-400" />
        <input ref={inputRef} id={id} type="text" autoComplete="off" spellCheck={false} {...input} {...errorAria(errorId, errors)}
          data-scan-field=""
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.stopPropagation();
            const code = readScannedCode(event.currentTarget.value);
            event.currentTarget.value = '';
            if (!code) return;
            queue.current.push(code);
            setWaiting(queue.current.length + (running.current ? 1 : 0));
            void work();
          }}
          className={`${controlClass} pl-9 font-mono ${edge} ${className}`} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p role="status" data-testid={`${id}-cue`} data-cue={cue ? (cue.outcome.ok ? 'ok' : 'error') : undefined}
          className={`flex min-h-5 min-w-0 items-center gap-1 ${cue?.outcome.ok === false ? 'font-medium text-red-700' : 'text-emerald-800'}`}>
          {cue && (cue.outcome.ok
            ? <><Icon name="checkCircle" size={14} className="shrink-0" /><span key={cue.serial} className="min-w-0 break-words"><span className="font-mono">{cue.code}</span>{cue.outcome.text ? ` · ${cue.outcome.text}` : ''}</span></>
            : <><Icon name="close" size={14} className="shrink-0" /><span key={cue.serial} className="min-w-0 break-words">{cue.outcome.message}</span></>)}
          {waiting > 0 && <span className="ml-2 text-stone-600" data-testid={`${id}-waiting`}>{t('menunggu', { count: waiting })}</span>}
        </p>
        <label className="flex items-center gap-1.5 text-stone-700">
          <input type="checkbox" role="switch" checked={sound} onChange={(event) => toggleSound(event.target.checked)} className="size-4 accent-amber-700" />
          {t('bunyi')}
        </label>
      </div>
    </Field>
  );
}
