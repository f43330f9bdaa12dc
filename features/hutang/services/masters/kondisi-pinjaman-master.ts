import { eq } from 'drizzle-orm';
import { hutangDetail, kondisiPinjaman } from '@/features/hutang/schema';
import { tableService } from '@/lib/masters/services/table-service';
import type { Reader } from '@/lib/masters/services/types';

/** Master Kondisi Pinjaman: the conditions a pledged item names (BAGUS, KUSAM, RUSAK…); one a loan's item names stays. */
export const kondisiPinjamanService = tableService({
  table: kondisiPinjaman, key: kondisiPinjaman.kodeKondisi, keyProperty: 'kodeKondisi',
  columns: { kode_kondisi: kondisiPinjaman.kodeKondisi, nama_kondisi: kondisiPinjaman.namaKondisi },
  write: (value) => ({ namaKondisi: String(value.nama_kondisi) }),
  inUse: async (db: Reader, code: string) =>
    (await db.select({ one: hutangDetail.id }).from(hutangDetail).where(eq(hutangDetail.kodeKondisi, code)).limit(1)).length > 0,
  inUseKey: 'kondisiDipakai',
});
