import { eq } from 'drizzle-orm';
import { kondisiPembelian, pembelianDetail } from '@/features/pembelian/schema';
import { tableService } from '@/lib/masters/services/table-service';
import type { Reader } from '@/lib/masters/services/types';

/** Master Kondisi Pembelian: the conditions a buyback line names; one a purchase line names stays. */
export const kondisiPembelianService = tableService({
  table: kondisiPembelian, key: kondisiPembelian.kodeKondisi, keyProperty: 'kodeKondisi',
  columns: { kode_kondisi: kondisiPembelian.kodeKondisi, nama_kondisi: kondisiPembelian.namaKondisi },
  write: (value) => ({ namaKondisi: String(value.nama_kondisi) }),
  inUse: async (db: Reader, code: string) =>
    (await db.select({ one: pembelianDetail.id }).from(pembelianDetail).where(eq(pembelianDetail.kondisi, code)).limit(1)).length > 0,
  inUseKey: 'kondisiDipakai',
});
