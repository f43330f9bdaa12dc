'use client';
import { deleteSubject } from '@/lib/auth/otorisasi-subject';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { deleteMasterAction } from '@/features/masters/actions/masters';
import { requestAuthorization } from '@/features/otorisasi/client';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { formatHashtags, keyFieldOf, MASTERS, type MasterField, type MasterId, type MasterOptions, type MasterRow } from '@/lib/masters/definitions';
import { listFieldsOf, sortableOf } from '@/lib/masters/list-columns';
import type { Paged } from '@/lib/paging/page-params';
import { useAlerts } from '@/components/alerts/use-alerts';
import type { ColumnDef } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { translateKey } from '@/lib/i18n/keys';
import { whenIdle } from '@/lib/client/when-idle';

// The add / edit form (the form kit) is fetched when the browser is idle after the list, not with it.
const loadMasterForm = () => import('./master-form');
const MasterForm = lazy(() => loadMasterForm().then((module) => ({ default: module.MasterForm })));

// Not a form (decision 010): the list and its dialogs; adding and editing is the kit's master-form.
/** A master's list with add, edit and delete ("Apakah Anda Yakin Ingin Menghapus", Ya / Tidak). */
export function MasterScreen({ id, rows, meta, options, canWrite = true }: {
  id: MasterId; rows: MasterRow[]; meta: Paged<MasterRow>['meta']; options: MasterOptions;
  /** The user reads the list but does not keep it: no add, edit or delete. */
  canWrite?: boolean;
}) {
  const t = useTranslations('masters');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [editing, setEditing] = useState<{ row: MasterRow | null } | null>(null);
  useEffect(() => whenIdle(() => void loadMasterForm()), []);
  const keyField = keyFieldOf(id);
  const reloadAfter = MASTERS[id].reloadAfterSave;
  const close = useCallback(() => {
    setEditing(null);
    router.refresh();
  }, [router]);
  const saved = useCallback(() => {
    close();
    // §9: the gold price page reloads a while after a save (the counter's prices are read afresh).
    if (reloadAfter) window.setTimeout(() => window.location.reload(), reloadAfter);
  }, [close, reloadAfter]);

  const columns = useMemo<ColumnDef<MasterRow>[]>(() => {
    const remove = async (row: MasterRow) => {
      const katalog = MASTERS[id].messages === 'katalog';
      const question = katalog ? t('katalog.confirmDelete', { kode: String(row[keyField]) }) : t('confirmDelete');
      if (!(await alerts.confirm(question, katalog ? tCommon('ok') : undefined))) return;
      const feature = MASTERS[id].deleteAuthorization;
      const grant = feature ? await requestAuthorization({ fitur: feature, subject: deleteSubject(id, String(row[keyField])), notes: t(`titles.${id}`) }) : null;
      if (feature && !grant) return;
      alerts.progress(tCommon('sending'));
      const result = await deleteMasterAction(id, String(row[keyField]), grant?.keystore);
      alerts.progressDone();
      if (alerts.handle(result)) router.refresh();
    };
    return [
      ...listFieldsOf(id).map((field): ColumnDef<MasterRow> => ({
        id: field.name,
        accessorKey: field.name,
        header: translateKey(t, `columns.${field.name}`),
        cell: ({ row, getValue }) => (field.notWhen && row.original[field.notWhen]
          ? <span className="text-stone-500">{t('perGram')}</span>
          : <Cell kind={field.kind} value={getValue() as MasterRow[string]} />),
        meta: field.kind === 'money' || field.kind === 'number' ? { align: 'right' } : undefined,
      })),
      ...(!canWrite ? [] : [{
        id: 'actions', header: tCommon('actions'),
        cell: ({ row }) => (
          <div className="flex gap-1">
            <button type="button" onClick={() => setEditing({ row: row.original })} aria-label={t('edit', { kode: String(row.original[keyField]) })}
              className="rounded p-1.5 text-stone-600 hover:bg-stone-100"><Icon name="pencil" size={15} /></button>
            {!MASTERS[id].editOnly && (
              <button type="button" onClick={() => remove(row.original)} aria-label={t('delete', { kode: String(row.original[keyField]) })}
                className="rounded p-1.5 text-red-600 hover:bg-stone-100"><Icon name="trash" size={15} /></button>
            )}
          </div>
        ),
      } satisfies ColumnDef<MasterRow>]),
    ];
  }, [id, keyField, t, tCommon, alerts, router, canWrite]);

  // The file holds every row of the list, streamed by the server; the screen holds one page.
  const exportCsv = () => {
    if (meta.total === 0) {
      void alerts.info(t('invalidData'));
      return;
    }
    window.location.assign(`/api/masters/${id}/csv`);
  };

  return (
    <>
      <DataTable data={rows} meta={meta} columns={columns} sortable={sortableOf(id)} label={t(`titles.${id}`)}
        toolbar={(
          <div className="flex gap-2">
            {MASTERS[id].csv && <Button variant="secondary" onClick={exportCsv}><Icon name="fileDown" size={16} /> {t('exportCsv')}</Button>}
            {canWrite && !MASTERS[id].editOnly && <Button onClick={() => setEditing({ row: null })}><Icon name="plus" size={16} /> {tCommon('addData')}</Button>}
          </div>
        )} />
      <Modal open={editing !== null} title={editing?.row ? t('editTitle') : tCommon('addData')} onClose={() => setEditing(null)}>
        {editing && (
          <Suspense fallback={null}>
            <MasterForm key={editing.row ? String(editing.row[keyField]) : 'new'} id={id} row={editing.row} options={options} onDone={saved} onCancel={close} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

function Cell({ kind, value }: { kind: MasterField['kind']; value: MasterRow[string] | undefined }) {
  const tCommon = useTranslations('common');
  const num = useNumberFormat();
  if (kind === 'money') return <span className="tabular-nums">{formatRupiah(value as number)}</span>;
  // Grams arrive as numeric text ("2.500") and are shown with the decimals they are stored with.
  if (kind === 'number') return <span className="tabular-nums">{num.decimal(String(value), String(value).split('.')[1]?.length ?? 0)}</span>;
  if (kind === 'checkbox') return <>{value ? tCommon('yes') : tCommon('no')}</>;
  if (kind === 'tags') return <span className="text-amber-800">{formatHashtags((value as string[]) ?? [])}</span>;
  if (kind === 'multiselect') return <>{((value as string[]) ?? []).join(', ')}</>;
  if (kind === 'color') {
    return <span className="inline-flex items-center gap-2 font-mono text-xs"><span className="h-4 w-4 rounded border border-stone-300" style={{ background: String(value) }} />{value}</span>;
  }
  const image = kind === 'images' ? (value as string[] | undefined)?.[0] : value;
  if (kind !== 'image' && kind !== 'images') return <>{String(value ?? '')}</>;
  if (!image) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <img src={`/api/images/${image}`} alt="" loading="lazy" className="h-10 w-10 rounded object-cover" />
      {kind === 'images' && (value as string[]).length > 1 && <span className="text-xs text-stone-500">+{(value as string[]).length - 1}</span>}
    </span>
  );
}
