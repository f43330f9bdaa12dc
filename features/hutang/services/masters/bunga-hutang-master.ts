import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { paraBungaHutang } from '@/features/hutang/schema';
import { AppError } from '@/lib/errors/app-error';
import { toScaled } from '@/lib/format/decimal';
import type { MasterValue } from '@/lib/masters/definitions';
import { audit, type MasterService, type Reader, type Tx } from '@/lib/masters/services/types';
import { rowNumberOf } from './numbered-row';

const columns = {
  no: paraBungaHutang.id,
  jumlah_dari: paraBungaHutang.jumlahDari,
  jumlah_sampai: paraBungaHutang.jumlahSampai,
  hari_dari: paraBungaHutang.hariDari,
  hari_sampai: paraBungaHutang.hariSampai,
  bunga: paraBungaHutang.bunga,
};

type Band = { jumlahDari: number; jumlahSampai: number; hariDari: number; hariSampai: number; bunga: string };

const bandOf = (value: MasterValue): Band => ({
  jumlahDari: Number(value.jumlah_dari), jumlahSampai: Number(value.jumlah_sampai),
  hariDari: Number(value.hari_dari), hariSampai: Number(value.hari_sampai), bunga: String(value.bunga),
});

/**
 * A band's bounds run from low to high, and no other band shares both an amount and a term with it: two bands must
 * never both match one loan. The table is locked before the check (lockBands), so two keepers adding overlapping bands at once cannot both
 * pass the check (the exclusion constraint holds it in the database too).
 */
async function checkBand(tx: Tx, band: Band, except?: number) {
  if (band.jumlahSampai < band.jumlahDari) throw new AppError('validation', 'bandJumlahTerbalik', {}, 'jumlah_sampai');
  if (band.hariSampai < band.hariDari) throw new AppError('validation', 'bandHariTerbalik', {}, 'hari_sampai');
  const [other] = await tx.select({ no: paraBungaHutang.id }).from(paraBungaHutang).where(and(
    lte(paraBungaHutang.jumlahDari, band.jumlahSampai), gte(paraBungaHutang.jumlahSampai, band.jumlahDari),
    lte(paraBungaHutang.hariDari, band.hariSampai), gte(paraBungaHutang.hariSampai, band.hariDari),
    except === undefined ? undefined : ne(paraBungaHutang.id, except),
  )).orderBy(asc(paraBungaHutang.id)).limit(1);
  if (other) throw new AppError('conflict', 'bungaHutangTumpangTindih', { no: String(other.no) });
}

const lockBands = (tx: Tx) => tx.execute(sql`lock table ${paraBungaHutang} in share row exclusive mode`);

const sameBand = (row: typeof paraBungaHutang.$inferSelect, band: Band) => row.jumlahDari === band.jumlahDari && row.jumlahSampai === band.jumlahSampai
  && row.hariDari === band.hariDari && row.hariSampai === band.hariSampai && toScaled(row.bunga, 2) === toScaled(band.bunga, 2);

/**
 * Parameter Bunga Hutang: a loan of an amount within a band's Rupiah for a term within its days pays the band's
 * percent per month. Rows are numbered by the database; an identical band sent again (a double click) is not added twice.
 */
export const bungaHutangService: MasterService = {
  source: () => ({
    from: (db, fields) => db.select(fields).from(paraBungaHutang).$dynamic(),
    table: paraBungaHutang,
    columns,
    orderBy: [asc(paraBungaHutang.jumlahDari), asc(paraBungaHutang.hariDari), asc(paraBungaHutang.id)],
    unique: [paraBungaHutang.id],
  }),
  async find(db: Reader, _ctx, key) {
    const no = rowNumberOf(key);
    return no === undefined ? undefined : (await db.select(columns).from(paraBungaHutang).where(eq(paraBungaHutang.id, no)))[0];
  },
  async insert(tx, ctx, value) {
    const band = bandOf(value);
    await lockBands(tx);
    const rows = await tx.select().from(paraBungaHutang).where(and(eq(paraBungaHutang.jumlahDari, band.jumlahDari), eq(paraBungaHutang.hariDari, band.hariDari)));
    if (rows.some((row) => sameBand(row, band))) return;
    await checkBand(tx, band);
    await tx.insert(paraBungaHutang).values({ ...band, createdBy: ctx.user.userId, updatedBy: ctx.user.userId });
  },
  async update(tx, ctx, key, value) {
    const band = bandOf(value);
    await lockBands(tx);
    await checkBand(tx, band, Number(key));
    await tx.update(paraBungaHutang).set({ ...band, ...audit(ctx) }).where(eq(paraBungaHutang.id, Number(key)));
  },
  async remove(tx, _ctx, key) {
    const no = rowNumberOf(key);
    if (no !== undefined) await tx.delete(paraBungaHutang).where(eq(paraBungaHutang.id, no));
  },
};
