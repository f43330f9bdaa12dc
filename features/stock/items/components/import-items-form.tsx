'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorAria, Field } from '@/components/forms/field';
import { controlClass } from '@/components/forms/styles';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { MAX_IMPORT_FILE_BYTES, toMb } from '@/lib/images/limits';
import { importItemsAction, type ImportProblemLine } from '../actions/items';

type Refusal = { message: string; problems: ImportProblemLine[]; total: number };

/**
 * Tambah Barang Banyak: a spreadsheet (xlsx or csv) of items, all saved or none. A kit form checked by importSchema on
 * both sides (a file, not empty, not over the size limit, so a larger file is refused before it is sent). A refused
 * file is explained in a panel that stays until the next answer: the reason, or every problem of every row (line,
 * column, message). Each chosen file carries its own idempotency key, so a double click posts once.
 */
export function ImportItemsForm() {
  const t = useTranslations('stockItems');
  const tErrors = useTranslations('errors');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(importItemsAction, undefined);
  const [, fields, formProps] = useActionForm({
    id: 'import-barang', schema: () => import('../schemas').then((schemas) => schemas.importSchema), lastResult, action,
  });
  const answer = lastResult as { outcome: string; message?: string; data?: Refusal } | undefined;
  // The panel tells a refusal, so it is not toasted as well: a file-wide one (the answer's message) or the rows' problems.
  const refusal: Refusal | null = answer?.outcome === 'error' && answer.message ? { message: answer.message, problems: [], total: 0 }
    : answer?.data && answer.data.problems.length > 0 ? answer.data : null;
  useFormOutcome(lastResult?.outcome === 'error' ? { outcome: 'error' } : lastResult);
  const file = fields.file;
  // The size message names the limit in megabytes.
  const fileErrors = file.errors?.map((message) => (tErrors.has(message as 'unexpected') ? tErrors(message as 'importFileTerlaluBesar', { mb: toMb(MAX_IMPORT_FILE_BYTES) }) : message));
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <Field id={file.id} label={t('importFile')} errorId={file.errorId} errors={fileErrors}>
          <input key={file.key} id={file.id} name={file.name} type="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={() => setKey(crypto.randomUUID())} {...errorAria(file.errorId, fileErrors)} className={controlClass} />
        </Field>
        <p className="text-xs text-stone-500">{t('importHint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>{t('importSubmit')}</Button>
          <a href="/api/tambah-barang-banyak/template" className="rounded-lg border border-stone-300 px-3 py-2 text-sm text-stone-700 hover:bg-stone-50" download>
            {t('importTemplate')}
          </a>
        </div>
      </form>
      {refusal && (
        <section aria-labelledby="import-errors" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <h2 id="import-errors" role="alert" className="text-sm font-semibold">{refusal.message}</h2>
          {refusal.problems.length > 0 && (
            <>
              {refusal.total > refusal.problems.length && (
                <p className="mt-1 text-xs">{t('importShown', { shown: refusal.problems.length, total: refusal.total })}</p>
              )}
              {/* On a wider screen a long list scrolls inside the panel (focusable, so from the keyboard too); on a phone it is the page's. */}
              <div role="region" aria-label={t('importErrors')} tabIndex={0} className="mt-2 rounded border border-red-200 bg-white sm:max-h-96 sm:overflow-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">{t('importErrors')}</caption>
                  <thead className="bg-red-100 sm:sticky sm:top-0">
                    <tr>
                      <th scope="col" className="px-2 py-1 font-semibold">{t('importColLine')}</th>
                      <th scope="col" className="px-2 py-1 font-semibold">{t('importColField')}</th>
                      <th scope="col" className="px-2 py-1 font-semibold">{t('importColMessage')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {refusal.problems.map((problem, index) => (
                      <tr key={index} className="border-t border-red-100 align-top">
                        <td className="px-2 py-1 tabular-nums">{problem.line}</td>
                        <td className="px-2 py-1 font-mono text-xs whitespace-nowrap">{problem.field}</td>
                        <td className="px-2 py-1 [overflow-wrap:anywhere]">{problem.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
