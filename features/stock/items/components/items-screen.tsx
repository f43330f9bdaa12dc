'use client';
import type { ColumnDef } from '@/components/data-table/columns';
import { useTranslations } from 'next-intl';
import { translateKey } from '@/lib/i18n/keys';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { DataTable } from '@/components/data-table/data-table';
import { controlClass } from '@/components/forms/styles';
import { Modal } from '@/components/ui/modal';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Paged } from '@/lib/paging/page-params';
import { ITEM_SORTS, ITEM_STATUSES } from '../item-sorts';
import type { ItemOptions, ItemRow } from '../types';

// The edit form (the form kit and the number masks) stays out of the list's first load: fetched when the browser is
// idle, or when a row is first edited (decision 014).
const loadEditItemForm = () => import('./edit-item-form');
const EditItemForm = lazy(() => loadEditItemForm().then((module) => ({ default: module.EditItemForm })));

const FILTERS = ['group', 'jenis', 'gudang', 'baki', 'status'] as const;

// Not a form (decision 010): the list and its dialog; editing is the kit's edit-item-form.
/** Data Barang: the shop's items a page at a time, filtered in the URL, each row editable outside the ledger. */
export function ItemsScreen({ items, options, priceNeedsGrant }: { items: Paged<ItemRow>; options: ItemOptions; priceNeedsGrant: boolean }) {
  const t = useTranslations('stockItems');
  const num = useNumberFormat();
  const tCodes = useTranslations('codes');
  const tCommon = useTranslations('common');
  const [editing, setEditing] = useState<ItemRow | null>(null);
  useEffect(() => whenIdle(() => void loadEditItemForm()), []);
  const columns = useMemo<ColumnDef<ItemRow>[]>(() => [
    { id: 'kodeBarcode', accessorKey: 'kodeBarcode', header: t('barcode'), cell: ({ row }) => <span className="font-mono text-xs">{row.original.kodeBarcode}</span> },
    { id: 'namaBarang', accessorKey: 'namaBarang', header: t('nama') },
    { id: 'kodeGroup', header: `${t('group')} / ${t('jenis')}`, cell: ({ row }) => `${row.original.kodeGroup} / ${row.original.kodeDept}` },
    { id: 'berat', accessorKey: 'berat', header: t('berat'), cell: ({ row }) => <span className="block text-right tabular-nums">{num.weight(row.original.berat, 3)}</span> },
    { id: 'hargaJual', accessorKey: 'hargaJual', header: t('hargaJual'), cell: ({ row }) => <span className="block text-right tabular-nums">{formatRupiah(row.original.hargaJual)}</span> },
    { id: 'kodeBaki', accessorKey: 'kodeBaki', header: t('baki'), cell: ({ row }) => row.original.kodeBaki || '-' },
    { id: 'status', accessorKey: 'status', header: t('status'), cell: ({ row }) => translateKey(tCodes, `status.${row.original.status}`) },
    {
      id: 'actions', header: tCommon('actions'),
      cell: ({ row }) => (
        <button type="button" onClick={() => setEditing(row.original)} className="rounded border border-amber-400 px-2 py-0.5 text-xs text-amber-800 hover:bg-amber-50"
          aria-label={`${t('edit')} ${row.original.kodeBarcode}`}>
          {t('edit')}
        </button>
      ),
    },
  ], [t, tCommon, tCodes, num]);
  return (
    <div className="flex flex-col gap-3">
      <Filters options={options} />
      <DataTable data={items.data} meta={items.meta} columns={columns} sortable={ITEM_SORTS} label={t('searchPlaceholder')} />
      <Modal open={editing !== null} title={t('editTitle')} onClose={() => setEditing(null)} size="lg">
        <Suspense fallback={null}>
          {editing && <EditItemForm key={editing.kodeBarcode} item={editing} options={options} priceNeedsGrant={priceNeedsGrant} onDone={() => setEditing(null)} />}
        </Suspense>
      </Modal>
    </div>
  );
}

/** The filters live in the URL beside the table's page and search; a change goes back to page 1. */
function Filters({ options }: { options: ItemOptions }) {
  const t = useTranslations('stockItems');
  const tCodes = useTranslations('codes');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const query = new URLSearchParams(params);
    if (value) query.set(key, value);
    else query.delete(key);
    if (key === 'gudang') query.delete('baki');
    query.delete('page');
    router.push(`${pathname}?${query}`);
  };
  const gudang = params.get('gudang') ?? '';
  const trays = options.places.filter((place) => !gudang || place.kodeGudang === gudang).flatMap((place) => place.trays);
  const choices: Record<(typeof FILTERS)[number], { value: string; label: string }[]> = {
    group: options.groups.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` })),
    jenis: options.jenis.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` })),
    gudang: options.places.map((place) => ({ value: place.kodeGudang, label: place.kodeGudang })),
    baki: trays.map((tray) => ({ value: tray.kodeBaki, label: tray.kodeBaki })),
    status: ITEM_STATUSES.map((status) => ({ value: status, label: translateKey(tCodes, `status.${status}`) })),
  };
  const labels = { group: t('group'), jenis: t('jenis'), gudang: t('gudang'), baki: t('baki'), status: t('status') };
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      <legend className="sr-only">{t('filter')}</legend>
      {FILTERS.map((key) => (
        <label key={key} className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {labels[key]}
          <select value={(params.get(key) ?? '').toUpperCase()} onChange={(event) => set(key, event.target.value)} className={controlClass}>
            <option value="">{t('all')}</option>
            {choices[key].map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
