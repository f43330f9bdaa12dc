'use client';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/forms/styles';
import { importItemsAction, type ImportProblemLine } from '../actions/items';

type Refusal = { message: string; problems: ImportProblemLine[]; total: number };

/**
 * Tambah Barang Banyak: a spreadsheet (xlsx or csv) of items, all saved or none. A refused file is explained in a panel
 * that stays until the next import: the reason, or every problem of every row (line, column, message). Each chosen file
 * carries its own idempotency key, so a double click posts once.
 */
export function ImportItemsForm() {
  const t = useTranslations('stockItems');
  const alerts = useAlerts();
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const submit = (formData: FormData) => {
    formData.set('idempotencyKey', key);
    setRefusal(null);
    startTransition(async () => {
      const result = await importItemsAction(formData);
      if (result.status === 'error') {
        setRefusal({ message: result.message, problems: [], total: 0 });
        return;
      }
      if (!alerts.handle(result)) return;
      const { problems = [], total = 0, message = '' } = result.data ?? {};
      if (problems.length > 0) setRefusal({ message, problems, total });
      else if (message) alerts.success(message);
    });
  };
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <form action={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('importFile')}
          <input type="file" name="file" required accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={() => setKey(crypto.randomUUID())} className={controlClass} />
        </label>
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
