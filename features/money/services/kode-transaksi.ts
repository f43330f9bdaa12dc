import { eq } from 'drizzle-orm';
import { jurnal, kodeTransaksi } from '@/lib/db/schema';
import { tableService } from '@/lib/masters/services/table-service';

/** Transaction categories: the kategori of a transfer. One that a journal entry names stays. */
export const kodeTransaksiService = tableService({
  table: kodeTransaksi, key: kodeTransaksi.kodeTransaksi, keyProperty: 'kodeTransaksi',
  columns: { kode_transaksi: kodeTransaksi.kodeTransaksi, nama_transaksi: kodeTransaksi.namaTransaksi },
  write: (value) => ({ namaTransaksi: String(value.nama_transaksi) }),
  inUse: async (db, key) => (await db.select({ id: jurnal.id }).from(jurnal).where(eq(jurnal.kategori, key)).limit(1)).length > 0,
});
