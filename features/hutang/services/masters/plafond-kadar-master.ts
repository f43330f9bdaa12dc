import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { plafondHutangKadar } from '@/features/hutang/schema';
import { AppError } from '@/lib/errors/app-error';
import { toScaled } from '@/lib/format/decimal';
import type { MasterValue } from '@/lib/masters/definitions';
import { audit, type MasterService, type Reader, type Tx } from '@/lib/masters/services/types';
import { rowNumberOf } from './numbered-row';

const columns = {
  no: plafondHutangKadar.id,
  kadar_dari: plafondHutangKadar.kadarDari,
  kadar_sampai: plafondHutangKadar.kadarSampai,
  persen: plafondHutangKadar.persen,
};

/** Kadar and share as exact decimal text ("79.99"), as the schema parsed them. */
type Band = { kadarDari: string; kadarSampai: string; persen: string };
const bandOf = (value: MasterValue): Band => ({ kadarDari: String(value.kadar_dari), kadarSampai: String(value.kadar_sampai), persen: String(value.persen) });
const hundredths = (value: string) => toScaled(value, 2);

const lockBands = (tx: Tx) => tx.execute(sql`lock table ${plafondHutangKadar} in share row exclusive mode`);

/**
 * A kadar band runs from low to high and shares no kadar with another: one item's kadar finds one share. Called with
 * the table locked (lockBands), so two keepers cannot add overlapping bands at once.
 */
async function checkBand(tx: Tx, band: Band, except?: number) {
  if (hundredths(band.kadarSampai) < hundredths(band.kadarDari)) throw new AppError('validation', 'bandKadarTerbalik', {}, 'kadar_sampai');
  const [other] = await tx.select({ no: plafondHutangKadar.id }).from(plafondHutangKadar).where(and(
    lte(plafondHutangKadar.kadarDari, band.kadarSampai), gte(plafondHutangKadar.kadarSampai, band.kadarDari),
    except === undefined ? undefined : ne(plafondHutangKadar.id, except),
  )).orderBy(asc(plafondHutangKadar.id)).limit(1);
  if (other) throw new AppError('conflict', 'plafondKadarTumpangTindih', { no: String(other.no) });
}

/**
 * Parameter Plafond Hutang: a loan is at most the band's share of the appraisal of gold whose kadar is in the band.
 * Rows are numbered by the database; an identical band sent again (a double click) is not added twice.
 */
export const plafondKadarService: MasterService = {
  source: () => ({
    from: (db, fields) => db.select(fields).from(plafondHutangKadar).$dynamic(),
    table: plafondHutangKadar,
    columns,
    orderBy: [asc(plafondHutangKadar.kadarDari), asc(plafondHutangKadar.id)],
    unique: [plafondHutangKadar.id],
  }),
  async find(db: Reader, _ctx, key) {
    const no = rowNumberOf(key);
    return no === undefined ? undefined : (await db.select(columns).from(plafondHutangKadar).where(eq(plafondHutangKadar.id, no)))[0];
  },
  async insert(tx, ctx, value) {
    const band = bandOf(value);
    await lockBands(tx);
    const [same] = await tx.select({ no: plafondHutangKadar.id }).from(plafondHutangKadar).where(and(
      eq(plafondHutangKadar.kadarDari, band.kadarDari), eq(plafondHutangKadar.kadarSampai, band.kadarSampai), eq(plafondHutangKadar.persen, band.persen)));
    if (same) return;
    await checkBand(tx, band);
    await tx.insert(plafondHutangKadar).values({ ...band, createdBy: ctx.user.userId, updatedBy: ctx.user.userId });
  },
  async update(tx, ctx, key, value) {
    const band = bandOf(value);
    await lockBands(tx);
    await checkBand(tx, band, Number(key));
    await tx.update(plafondHutangKadar).set({ ...band, ...audit(ctx) }).where(eq(plafondHutangKadar.id, Number(key)));
  },
  async remove(tx, _ctx, key) {
    const no = rowNumberOf(key);
    if (no !== undefined) await tx.delete(plafondHutangKadar).where(eq(plafondHutangKadar.id, no));
  },
};
