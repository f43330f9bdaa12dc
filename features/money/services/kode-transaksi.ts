import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { akun, jurnal, kodeTransaksi } from '@/lib/db/schema/money-ledger';
import { AppError } from '@/lib/errors/app-error';
import { tableService } from '@/lib/masters/services/table-service';

const CATEGORY_ACCOUNT = and(inArray(akun.jenis, ['PENDAPATAN', 'BEBAN']), isNull(akun.kodeToko));

/**
 * Transaction categories: the kategori of a transfer, and of Uang Kas / Uang Bank when the category names the account
 * it posts against (a chain-wide income or expense account). One that a journal entry names stays.
 */
export const kodeTransaksiService = tableService({
  table: kodeTransaksi, key: kodeTransaksi.kodeTransaksi, keyProperty: 'kodeTransaksi',
  columns: { kode_transaksi: kodeTransaksi.kodeTransaksi, nama_transaksi: kodeTransaksi.namaTransaksi, nomor_akun: kodeTransaksi.nomorAkun },
  write: (value) => ({ namaTransaksi: String(value.nama_transaksi), nomorAkun: value.nomor_akun ? String(value.nomor_akun) : null }),
  inUse: async (db, key) => (await db.select({ id: jurnal.id }).from(jurnal).where(eq(jurnal.kategori, key)).limit(1)).length > 0,
  // Only a chain-wide income or expense account: never a shop's cash or bank account.
  async check(db, value) {
    if (!value.nomor_akun) return;
    const [found] = await db.select({ nomorAkun: akun.nomorAkun }).from(akun).where(and(eq(akun.nomorAkun, String(value.nomor_akun)), CATEGORY_ACCOUNT));
    if (!found) throw new AppError('validation', 'fieldInvalid', {}, 'nomor_akun');
  },
  async options(db) {
    const rows = await db.select({ nomorAkun: akun.nomorAkun, namaAkun: akun.namaAkun }).from(akun).where(CATEGORY_ACCOUNT).orderBy(asc(akun.nomorAkun));
    return { akunKategori: rows.map((row) => ({ value: row.nomorAkun, label: `${row.nomorAkun} - ${row.namaAkun}` })) };
  },
});
