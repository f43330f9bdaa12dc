import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { dayDocuments, markValidated, type ValidatedDocuments } from '@/lib/db/day-validation';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { jakartaText } from '@/lib/time/sql';
import { validationDaySchema, validationNumbersSchema, type ValidationDayInput, type ValidationNumbersInput } from '@/lib/validation/day-validation';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { pesanan } from '../schema';

const PATH = '/validasi-pesanan';
const ORDERS: ValidatedDocuments = {
  table: pesanan, nomor: pesanan.noPesanan, kodeToko: pesanan.kodeToko, status: pesanan.status, tanggal: pesanan.tglPesanan, divalidasiAt: pesanan.divalidasiAt,
  notFoundKey: 'pesananTidakDitemukan',
};

/** A row of Validasi Pesanan: an order taken that day (its estimate and what was paid), who took it, who validated it. */
export type OrderValidationRow = {
  jenis: 'pesanan'; nomor: string; jam: string; namaCustomer: string; totalHarga: number; jumlahBayar: number; status: string;
  dibuatOleh: string; divalidasiOleh: string | null;
};

/**
 * Validasi Pesanan (VALIDASI_PESANAN_MODULE): the shop's orders taken on a Jakarta day (today unless given), validated
 * or not, in time order; cancelled ones are not listed. `canValidate`: a supervisor of the shop or the owner.
 */
export async function listOrderValidation({ ctx, input, tx }: { ctx: SessionContext; input: ValidationDayInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const tanggal = parseInput(validationDaySchema, input).tanggal || todayInJakarta();
  const day = dayDocuments(ORDERS, ctx.shop.kodeToko, tanggal);
  const rows = await readDb(tx).select({
    nomor: pesanan.noPesanan, jam: jakartaText(pesanan.tglPesanan, 'HH24:MI'), namaCustomer: pesanan.namaCustomer, totalHarga: pesanan.totalHarga,
    jumlahBayar: pesanan.jumlahBayar, status: pesanan.status, dibuatOleh: pesanan.createdBy, divalidasiOleh: pesanan.divalidasiOleh,
  }).from(pesanan).where(day.where).orderBy(...day.orderBy);
  return { tanggal, rows: rows.map((row): OrderValidationRow => ({ jenis: 'pesanan', ...row })), canValidate: approvesOwnActions(ctx) };
}

/**
 * Marks orders of the shop validated (markValidated). Only a supervisor of the shop or the owner. A validated order
 * goes on as before: its pieces arrive, it is picked up or cancelled.
 */
export async function validatePesanan({ ctx, input, tx }: { ctx: SessionContext; input: ValidationNumbersInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'penjualanValidasiDitolak');
  const numbers = [...new Set(parseInput(validationNumbersSchema, input).nomor)];
  return withTransaction(tx, async (db) => ({ validated: await markValidated(db, ORDERS, { numbers, kodeToko: ctx.shop.kodeToko, userId: ctx.user.userId }) }));
}
