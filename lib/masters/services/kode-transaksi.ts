import { asc, eq } from 'drizzle-orm';
import { jurnal, kodeTransaksi } from '../../db/schema';
import { ConflictError } from '../../services/errors';
import { audit, type MasterService } from './types';

const columns = { kode_transaksi: kodeTransaksi.kodeTransaksi, nama_transaksi: kodeTransaksi.namaTransaksi };

/** Transaction categories: the kategori of a transfer. One that a journal entry names stays. */
export const kodeTransaksiService: MasterService = {
  list: (db) => db.select(columns).from(kodeTransaksi).orderBy(asc(kodeTransaksi.kodeTransaksi)),
  find: async (db, _ctx, key) => (await db.select(columns).from(kodeTransaksi).where(eq(kodeTransaksi.kodeTransaksi, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(kodeTransaksi).values({
      kodeTransaksi: String(value.kode_transaksi), namaTransaksi: String(value.nama_transaksi), createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    });
  },
  async update(tx, ctx, key, value) {
    await tx.update(kodeTransaksi).set({ namaTransaksi: String(value.nama_transaksi), ...audit(ctx) }).where(eq(kodeTransaksi.kodeTransaksi, key));
  },
  async remove(tx, _ctx, key) {
    const [used] = await tx.select({ id: jurnal.id }).from(jurnal).where(eq(jurnal.kategori, key)).limit(1);
    if (used) throw ConflictError('dataInUse');
    await tx.delete(kodeTransaksi).where(eq(kodeTransaksi.kodeTransaksi, key));
  },
};
