'use client';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/forms/styles';
import { importItemsAction } from '../actions/items';

/**
 * Tambah Barang Banyak: a spreadsheet (xlsx or csv) of items, all saved or none; the bad rows are listed with their
 * line numbers. Each chosen file carries its own idempotency key, so a double click posts once.
 */
export function ImportItemsForm() {
  const t = useTranslations('stockItems');
  const alerts = useAlerts();
  const [pending, startTransition] = useTransition();
  const [lines, setLines] = useState<string[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const submit = (formData: FormData) => {
    formData.set('idempotencyKey', key);
    startTransition(async () => {
      const result = await importItemsAction(formData);
      if (!alerts.handle(result)) return;
      const { lines: bad = [], message = '' } = result.data ?? {};
      setLines(bad);
      if (bad.length > 0) void alerts.error(message);
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
      {lines.length > 0 && (
        <section aria-labelledby="import-errors" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h2 id="import-errors" className="mb-2 text-sm font-semibold text-red-800">{t('importErrors')}</h2>
          <ul className="max-h-80 list-disc overflow-auto pl-5 text-sm text-red-800">
            {lines.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </section>
      )}
    </div>
  );
}
