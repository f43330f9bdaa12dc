import { asc, eq } from 'drizzle-orm';
import { bank, rekening } from '../../db/schema';
import { ConflictError } from '../../services/errors';
import { audit, type MasterService } from './types';

const columns = { kode_bank: bank.kodeBank, nama_bank: bank.namaBank };

export const bankService: MasterService = {
  list: (db) => db.select(columns).from(bank).orderBy(asc(bank.kodeBank)),
  find: async (db, _ctx, key) => (await db.select(columns).from(bank).where(eq(bank.kodeBank, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(bank).values({ kodeBank: String(value.kode_bank), namaBank: String(value.nama_bank), createdBy: ctx.user.userId, updatedBy: ctx.user.userId });
  },
  async update(tx, ctx, key, value) {
    await tx.update(bank).set({ namaBank: String(value.nama_bank), ...audit(ctx) }).where(eq(bank.kodeBank, key));
  },
  async remove(tx, _ctx, key) {
    const [used] = await tx.select({ no: rekening.noRekening }).from(rekening).where(eq(rekening.kodeBank, key)).limit(1);
    if (used) throw ConflictError('dataInUse');
    await tx.delete(bank).where(eq(bank.kodeBank, key));
  },
};
