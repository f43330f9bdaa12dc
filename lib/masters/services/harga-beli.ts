import { asc, eq } from 'drizzle-orm';
import { paraHargaBeli } from '../../db/schema';
import { audit, type MasterService } from './types';

const columns = { kode_harga: paraHargaBeli.kodeHarga, harga_per_gram: paraHargaBeli.hargaPerGram };

/** Parameter Harga Beli: the buying price per gram of each price code. */
export const hargaBeliService: MasterService = {
  list: (db) => db.select(columns).from(paraHargaBeli).orderBy(asc(paraHargaBeli.kodeHarga)),
  find: async (db, _ctx, key) => (await db.select(columns).from(paraHargaBeli).where(eq(paraHargaBeli.kodeHarga, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(paraHargaBeli).values({
      kodeHarga: String(value.kode_harga), hargaPerGram: Number(value.harga_per_gram), createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    });
  },
  async update(tx, ctx, key, value) {
    await tx.update(paraHargaBeli).set({ hargaPerGram: Number(value.harga_per_gram), ...audit(ctx) }).where(eq(paraHargaBeli.kodeHarga, key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(paraHargaBeli).where(eq(paraHargaBeli.kodeHarga, key));
  },
};
