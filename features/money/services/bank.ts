import { eq } from 'drizzle-orm';
import { bank, rekening } from '@/lib/db/schema/money-ledger';
import { tableService } from '@/lib/masters/services/table-service';

/** Banks; one that still has accounts stays. */
export const bankService = tableService({
  table: bank, key: bank.kodeBank, keyProperty: 'kodeBank',
  columns: { kode_bank: bank.kodeBank, nama_bank: bank.namaBank },
  write: (value) => ({ namaBank: String(value.nama_bank) }),
  inUse: async (db, key) => (await db.select({ no: rekening.noRekening }).from(rekening).where(eq(rekening.kodeBank, key)).limit(1)).length > 0,
});
