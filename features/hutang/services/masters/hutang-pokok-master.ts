import { asc, eq } from 'drizzle-orm';
import { paraHutangPokok } from '@/features/hutang/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { AppError } from '@/lib/errors/app-error';
import { audit, type MasterService, type Reader } from '@/lib/masters/services/types';

const columns = { kode_dept: paraHutangPokok.kodeDept, nama_dept: jenis.namaDept, nominal_per_gram: paraHutangPokok.nominalPerGram };

/**
 * Parameter Hutang Pokok (PARAMETER_JUMLAH_HUTANG_POKOK_VALUE = NOMINAL): the Rupiah a gram of gold of a jenis lends.
 * One row per jenis, the jenis its key.
 */
export const hutangPokokService: MasterService = {
  source: () => ({
    from: (db, fields) => db.select(fields).from(paraHutangPokok).innerJoin(jenis, eq(jenis.kodeDept, paraHutangPokok.kodeDept)).$dynamic(),
    table: paraHutangPokok,
    columns,
    orderBy: [asc(paraHutangPokok.kodeDept)],
    unique: [paraHutangPokok.kodeDept],
  }),
  async options(db) {
    const depts = await db.select().from(jenis).orderBy(asc(jenis.kodeDept));
    return { jenis: depts.map((d) => ({ value: d.kodeDept, label: `${d.kodeDept} - ${d.namaDept}` })) };
  },
  find: async (db: Reader, _ctx, key) =>
    (await db.select(columns).from(paraHutangPokok).innerJoin(jenis, eq(jenis.kodeDept, paraHutangPokok.kodeDept)).where(eq(paraHutangPokok.kodeDept, key)))[0],
  async insert(tx, ctx, value) {
    const kodeDept = String(value.kode_dept);
    const [dept] = await tx.select({ kode: jenis.kodeDept }).from(jenis).where(eq(jenis.kodeDept, kodeDept));
    if (!dept) throw new AppError('validation', 'optionUnknown', {}, 'kode_dept');
    await tx.insert(paraHutangPokok).values({ kodeDept, nominalPerGram: Number(value.nominal_per_gram), createdBy: ctx.user.userId, updatedBy: ctx.user.userId });
  },
  async update(tx, ctx, key, value) {
    await tx.update(paraHutangPokok).set({ nominalPerGram: Number(value.nominal_per_gram), ...audit(ctx) }).where(eq(paraHutangPokok.kodeDept, key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(paraHutangPokok).where(eq(paraHutangPokok.kodeDept, key));
  },
};
