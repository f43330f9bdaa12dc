import type { Tx } from '@/lib/db/client';
import { paraBungaHutang, paraHutangPokok, plafondHutangKadar } from '../schema';

/** An installation's lending parameters as the three parameter screens keep them (money whole Rupiah, percents as text). */
export type LoanParameters = {
  /** Parameter Bunga Hutang: percent per month for a loan of an amount and a term within the band. */
  bunga: { jumlahDari: number; jumlahSampai: number; hariDari: number; hariSampai: number; bunga: string }[];
  /** Parameter Plafond Hutang: the share of the appraisal a loan may reach, per kadar band. */
  plafond: { kadarDari: string; kadarSampai: string; persen: string }[];
  /** Parameter Hutang Pokok: Rupiah lent per gram of gold of a jenis. */
  pokok: { kodeDept: string; nominalPerGram: number }[];
};

/**
 * Writes an installation's lending parameters (the demo's): the rows the screens would add, under `createdBy`. Bands
 * that overlap are refused by the database's exclusion constraints, as the screens refuse them.
 */
export async function seedLoanParameters(tx: Tx, { bunga, plafond, pokok }: LoanParameters, createdBy = 'SYSTEM') {
  const audit = { createdBy, updatedBy: createdBy };
  if (bunga.length) await tx.insert(paraBungaHutang).values(bunga.map((band) => ({ ...band, ...audit })));
  if (plafond.length) await tx.insert(plafondHutangKadar).values(plafond.map((band) => ({ ...band, ...audit })));
  if (pokok.length) await tx.insert(paraHutangPokok).values(pokok.map((row) => ({ ...row, ...audit })));
}
