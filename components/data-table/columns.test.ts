import { describe, expect, it } from 'vitest';
import { columnId, renderCell, type ColumnDef } from './columns';

type Row = { kode: string; jumlah: number | null; aktif: boolean };
const row: Row = { kode: 'BCA', jumlah: 1500, aktif: true };

describe('DataTable columns', () => {
  it('shows the value as text without a cell, nothing for a missing value', () => {
    expect(renderCell({ accessorKey: 'jumlah', header: 'Jumlah' }, row)).toBe('1500');
    expect(renderCell({ accessorKey: 'aktif', header: 'Aktif' }, row)).toBe('true');
    expect(renderCell({ accessorKey: 'jumlah', header: 'Jumlah' }, { ...row, jumlah: null })).toBeNull();
  });

  it('gives a cell its row and the value read by accessorKey or accessorFn', () => {
    const byKey: ColumnDef<Row> = { accessorKey: 'kode', header: 'Kode', cell: ({ row: { original }, getValue }) => `${String(getValue())}/${original.jumlah}` };
    const byFn: ColumnDef<Row> = { id: 'status', accessorFn: (value) => (value.aktif ? 'Aktif' : 'Tidak'), header: 'Status', cell: ({ getValue }) => String(getValue()) };
    expect(renderCell(byKey, row)).toBe('BCA/1500');
    expect(renderCell(byFn, row)).toBe('Aktif');
  });

  it('names a column by its id, else its accessorKey (the sort key)', () => {
    expect(columnId<Row>({ id: 'actions', header: 'Aksi' })).toBe('actions');
    expect(columnId<Row>({ accessorKey: 'kode', header: 'Kode' })).toBe('kode');
  });
});
