'use client';
import type { ReactNode } from 'react';
import { checkboxClass, controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { useDayValidation } from './use-day-validation';

type Row = { jenis: string; nomor: string; divalidasiOleh: string | null };
/** A column after the tick box and the number: its header and its cell; `numeric` aligns it right. */
export type ValidationColumn<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

type WordKey = 'tanggal' | 'tampilkan' | 'pilih' | 'nomor' | 'validasi' | 'hanyaSpv' | 'caption' | 'tidakAda' | 'notValidated' | 'validatedShort' | 'validasiButton';
/** A screen's translator over its namespace, which holds every word the panel needs under the same keys. */
type Words = (key: WordKey, values?: Record<string, string | number>) => string;

/** The panel's words from a validation screen's own namespace (orderValidation, serviceValidation, titipanValidation). */
export function dayValidationWords(t: Words): DayValidationWords {
  return {
    tanggal: t('tanggal'), tampilkan: t('tampilkan'), pilih: t('pilih'), nomor: t('nomor'), validasi: t('validasi'), hanyaSpv: t('hanyaSpv'),
    caption: t('caption'), tidakAda: t('tidakAda'), notValidated: t('notValidated'),
    validatedShort: (user) => t('validatedShort', { user }), validasiButton: (count) => t('validasiButton', { count }),
  };
}

export type DayValidationWords = {
  tanggal: string; tampilkan: string; pilih: string; nomor: string; validasi: string; hanyaSpv: string; caption: string; tidakAda: string;
  validatedShort: (user: string) => string; notValidated: string; validasiButton: (count: number) => string;
};

/**
 * The body of a day's validation screen (Validasi Pesanan, Validasi Service): the day, a table of its documents with a
 * tick box on each not yet validated, who validated the others, and the button sending the ticked ones. Not a form
 * (decision 010). `words` are the screen's own, already translated.
 */
export function DayValidationPanel<R extends Row>({ id, today, list, validate, columns, words }: {
  id: string;
  today: string;
  list: (day: string) => Promise<ActionResult<{ rows: R[]; canValidate: boolean }>>;
  validate: (rows: R[]) => Promise<ActionResult<unknown>>;
  columns: ValidationColumn<R>[];
  words: DayValidationWords;
}) {
  const v = useDayValidation<R>({ today, list, validate });
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); v.load(v.tanggal); }}>
        <label className={fieldClass} htmlFor={`${id}-tanggal`}><span className={labelClass}>{words.tanggal}</span>
          <input id={`${id}-tanggal`} type="date" className={controlClass} value={v.tanggal} onChange={(event) => v.setTanggal(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={v.pending}>{words.tampilkan}</Button>
      </form>
      {v.data && !v.data.canValidate && <p className="text-sm text-amber-800" data-testid="validasi-hanya-spv">{words.hanyaSpv}</p>}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[720px] text-sm [&_td]:px-1 [&_th]:px-1">
          <caption className="sr-only">{words.caption}</caption>
          <thead><tr className="border-b text-left">
            <th className="py-1"><span className="sr-only">{words.pilih}</span></th><th>{words.nomor}</th>
            {columns.map((column) => <th key={column.header} className={column.numeric ? 'text-right' : undefined}>{column.header}</th>)}
            <th>{words.validasi}</th>
          </tr></thead>
          <tbody>
            {v.data?.rows.map((row) => (
              <tr key={v.idOf(row)} className="border-b border-stone-100">
                <td className="py-1">
                  {!row.divalidasiOleh && (
                    <input type="checkbox" className={checkboxClass} aria-label={`${words.pilih} ${row.nomor}`} checked={v.isChosen(row)}
                      onChange={(event) => v.choose(row, event.target.checked)} />
                  )}
                </td>
                <td className="font-mono text-xs">{row.nomor}</td>
                {columns.map((column) => <td key={column.header} className={column.numeric ? 'text-right tabular-nums' : undefined}>{column.cell(row)}</td>)}
                <td data-testid={`validasi-${row.nomor}`}>{row.divalidasiOleh ? words.validatedShort(row.divalidasiOleh) : words.notValidated}</td>
              </tr>
            ))}
            {v.data && v.data.rows.length === 0 && <tr><td colSpan={columns.length + 3} className="py-2 text-stone-600">{words.tidakAda}</td></tr>}
          </tbody>
        </table>
      </div>
      <div><Button type="button" disabled={!v.canSubmit} onClick={v.submit}>{words.validasiButton(v.chosenCount)}</Button></div>
    </div>
  );
}
