import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { settingChoice, settingFlag, settingInteger, settingRupiah } from '@/lib/settings/read';
import { readGoldPrices } from '@/features/stock';
import { paraBungaHutang, paraHutangPokok, plafondHutangKadar } from '../schema';
import { plafondShareOf, rateBandOf, type LoanParameters, type PlafondBand, type PokokMode, type RateBand } from '../loan-quote';

/** Every interest band (parameter-bunga-hutang); a handful of rows. */
export async function readRateBands(db: Db = readDb()): Promise<RateBand[]> {
  return db.select({ jumlahDari: paraBungaHutang.jumlahDari, jumlahSampai: paraBungaHutang.jumlahSampai, hariDari: paraBungaHutang.hariDari,
    hariSampai: paraBungaHutang.hariSampai, bunga: paraBungaHutang.bunga }).from(paraBungaHutang).orderBy(asc(paraBungaHutang.id));
}

/** Every plafond band by kadar (parameter-plafond-hutang). */
export async function readPlafondBands(db: Db = readDb()): Promise<PlafondBand[]> {
  return db.select({ kadarDari: plafondHutangKadar.kadarDari, kadarSampai: plafondHutangKadar.kadarSampai, persen: plafondHutangKadar.persen })
    .from(plafondHutangKadar).orderBy(asc(plafondHutangKadar.id));
}

/** The monthly rate (percent) of a loan of `amount` for `days`, or null: no band, "new interest required". */
export async function rateForLoan(amount: number, days: number, db: Db = readDb()): Promise<string | null> {
  return rateBandOf(await readRateBands(db), amount, days)?.bunga ?? null;
}

/** The plafond share (percent of the appraisal) of each kadar; "0" for a kadar no band holds. */
export async function plafondShares(kadars: readonly string[], db: Db = readDb()): Promise<Map<string, string>> {
  const bands = await readPlafondBands(db);
  return new Map(kadars.map((kadar) => [kadar, plafondShareOf(bands, kadar)]));
}

/** The principal per gram of gold of each jenis (parameter-hutang-pokok); all of them when `depts` is not given. */
export async function principalPerGram(depts?: readonly string[], db: Db = readDb()): Promise<Record<string, number>> {
  if (depts?.length === 0) return {};
  const rows = await db.select({ kode: paraHutangPokok.kodeDept, nominal: paraHutangPokok.nominalPerGram }).from(paraHutangPokok)
    .where(depts ? inArray(paraHutangPokok.kodeDept, [...depts]) : undefined);
  return Object.fromEntries(rows.map((row) => [row.kode, row.nominal]));
}

/**
 * What a new loan of the user's shop is made with, read now: the buy price in force per jenis (the appraisal price),
 * the plafond bands (PLAFOND_HUTANG_MODULE), the interest bands (PARAMETER_BUNGA_HUTANG_MODULE), the principal rule
 * (PARAMETER_JUMLAH_HUTANG_POKOK_MODULE and _VALUE), the term, grace and fee settings. Reads one after another: it
 * may run in the caller's transaction.
 */
export async function readLoanParameters(ctx: SessionContext, db: Db = readDb(), depts?: readonly string[]): Promise<LoanParameters> {
  const prices = await readGoldPrices(db, depts ? { depts: [...depts] } : {});
  const plafondBands = settingFlag(ctx.settings, 'PLAFOND_HUTANG_MODULE') ? await readPlafondBands(db) : null;
  const rateBands = settingFlag(ctx.settings, 'PARAMETER_BUNGA_HUTANG_MODULE') ? await readRateBands(db) : null;
  const pokokMode: PokokMode = settingFlag(ctx.settings, 'PARAMETER_JUMLAH_HUTANG_POKOK_MODULE')
    ? (settingChoice(ctx.settings, 'PARAMETER_JUMLAH_HUTANG_POKOK_VALUE') === 'HARGA_EMAS' ? 'HARGA_EMAS' : 'NOMINAL') : null;
  return {
    hargaEmas: Object.fromEntries([...prices].map(([kode, price]) => [kode, price.hargaBeli])),
    plafondBands, rateBands, pokokMode,
    pokokPerGram: pokokMode === 'NOMINAL' ? await principalPerGram(depts, db) : {},
    lamaHari: settingInteger(ctx.settings, 'LAMA_HUTANG_HARI'),
    masaTenggangHari: settingInteger(ctx.settings, 'MASA_TENGGANG_HUTANG_HARI'),
    biayaAdmin: settingRupiah(ctx.settings, 'BIAYA_ADMIN_HUTANG'),
  };
}
