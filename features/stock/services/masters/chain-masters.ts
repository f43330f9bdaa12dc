import { eq } from 'drizzle-orm';
import { bandrol, barang, groupBarang, jenis, supplier } from '@/lib/db/schema/gram-ledger';
import { hargaEmas, kadar, kondisiBarang, parameterOngkos } from '@/features/stock/schema';
import { tableService } from '@/lib/masters/services/table-service';
import type { Reader } from '@/lib/masters/services/types';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whether any row of a table names the code in this column. */
const names = (column: PgColumn) => async (db: Reader, code: string) =>
  (await db.select({ one: column }).from(column.table).where(eq(column, code)).limit(1)).length > 0;
const anyOf = (...checks: ((db: Reader, code: string) => Promise<boolean>)[]) => async (db: Reader, code: string) => {
  for (const check of checks) if (await check(db, code)) return true;
  return false;
};

/**
 * Item groups; one that items or making fees name stays, and so does one a buyback line names (pembelian_detail's foreign
 * key refuses the delete, answered as the same conflict by tableService).
 */
export const groupService = tableService({
  table: groupBarang, key: groupBarang.kodeGroup, keyProperty: 'kodeGroup',
  columns: { kode_group: groupBarang.kodeGroup, nama_group: groupBarang.namaGroup },
  write: (value) => ({ namaGroup: String(value.nama_group) }),
  inUse: anyOf(names(barang.kodeGroup), names(parameterOngkos.kodeGroup)), inUseKey: 'groupDipakai',
});

/** Jenis (kode_dept): the kinds of gold; one that items, gold prices or making fees name stays (the ledger's and buybacks' FKs too). */
export const jenisService = tableService({
  table: jenis, key: jenis.kodeDept, keyProperty: 'kodeDept',
  columns: { kode_dept: jenis.kodeDept, nama_dept: jenis.namaDept, kadar: jenis.kadar, kadar_cetak: jenis.kadarCetak },
  write: (value) => ({ namaDept: String(value.nama_dept), kadar: String(value.kadar), kadarCetak: String(value.kadar_cetak) }),
  inUse: anyOf(names(barang.kodeDept), names(hargaEmas.kodeDept), names(parameterOngkos.kodeDept)), inUseKey: 'jenisDipakai',
});

/** The purities a shop names, with their percentage. */
export const kadarService = tableService({
  table: kadar, key: kadar.kodeKadar, keyProperty: 'kodeKadar',
  columns: { kode_kadar: kadar.kodeKadar, nama_kadar: kadar.namaKadar, kadar: kadar.kadar },
  write: (value) => ({ namaKadar: String(value.nama_kadar), kadar: String(value.kadar) }),
});

/** Price tags; one that items carry stays. */
export const bandrolService = tableService({
  table: bandrol, key: bandrol.kodeBandrol, keyProperty: 'kodeBandrol',
  columns: { kode_bandrol: bandrol.kodeBandrol, nama_bandrol: bandrol.namaBandrol },
  write: (value) => ({ namaBandrol: String(value.nama_bandrol) }),
  inUse: names(barang.kodeBandrol), inUseKey: 'bandrolDipakai',
});

/** Item conditions; no table names one yet (items carry none), any other that will gets its foreign key. */
export const kondisiBarangService = tableService({
  table: kondisiBarang, key: kondisiBarang.kodeKondisi, keyProperty: 'kodeKondisi',
  columns: { kode_kondisi: kondisiBarang.kodeKondisi, nama_kondisi: kondisiBarang.namaKondisi },
  write: (value) => ({ namaKondisi: String(value.nama_kondisi) }),
  inUseKey: 'kondisiDipakai',
});

/** Suppliers of items (the route is gated by SUPPLIER_BARANG_MODULE); one that items name stays. */
export const supplierService = tableService({
  table: supplier, key: supplier.kodeSupplier, keyProperty: 'kodeSupplier',
  columns: { kode_supplier: supplier.kodeSupplier, nama_supplier: supplier.namaSupplier, alamat: supplier.alamat, no_hp: supplier.noHp },
  write: (value) => ({ namaSupplier: String(value.nama_supplier), alamat: String(value.alamat ?? ''), noHp: String(value.no_hp ?? '') }),
  inUse: names(barang.kodeSupplier), inUseKey: 'supplierDipakai',
});
