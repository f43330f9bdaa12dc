'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { importPreOrdersAction } from '../actions/pre-order';
import { IMPORT_COLUMNS } from '../schemas';

/** Import Pre Order: one file, all rows or none; a refused file lists every bad row with its line number and reason. */
export function ImportScreen() {
  const t = useTranslations('preorder');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(importPreOrdersAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'import-pre-order', schema: () => import('../schemas').then((m) => m.importSchema), lastResult, action });
  const done = useCallback(() => setIdempotencyKey(crypto.randomUUID()), []);
  useFormOutcome(lastResult, done);
  const answer = (lastResult as { data?: { message: string; problems: { line: number; message: string }[] } } | undefined)?.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <form {...formProps} encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <label htmlFor={fields.file.id} className="text-sm font-medium">{t('file')}</label>
        <input id={fields.file.id} name={fields.file.name} type="file" accept=".xlsx,.csv" aria-describedby="po-import-columns" />
        <p id="po-import-columns" className="text-xs text-stone-600">{t('columns', { columns: IMPORT_COLUMNS.join(', ') })}</p>
        {fields.file.errors && <p role="alert" className="text-sm text-red-700">{fields.file.errors.join(' ')}</p>}
        {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending}>{pending ? t('menyimpan') : t('import')}</Button></div>
      </form>
      {answer && answer.problems.length > 0 && (
        <section aria-labelledby="po-import-problems" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h2 id="po-import-problems" className="mb-2 text-sm font-semibold text-red-800">{answer.message}</h2>
          <table className="w-full text-sm">
            <thead><tr className="text-left"><th scope="col">{t('baris')}</th><th scope="col">{t('alasan')}</th></tr></thead>
            <tbody>{answer.problems.map((problem) => <tr key={`${problem.line}-${problem.message}`}><td>{problem.line}</td><td>{problem.message}</td></tr>)}</tbody>
          </table>
        </section>
      )}
    </div>
  );
}
