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
import { service } from '../schema';

const PATH = '/validasi-service';
const TICKETS: ValidatedDocuments = {
  table: service, nomor: service.noService, kodeToko: service.kodeToko, status: service.status, tanggal: service.tanggal, divalidasiAt: service.divalidasiAt,
  notFoundKey: 'serviceTidakDitemukan',
};

/** A row of Validasi Service: a repair ticket received that day (its weight, estimate and down payment), who took it, who validated it. */
export type RepairValidationRow = {
  jenis: 'service'; nomor: string; jam: string; namaCustomer: string; totalBerat: string; estimasiBiaya: number; uangMuka: number; status: string;
  dibuatOleh: string; divalidasiOleh: string | null;
};

/**
 * Validasi Service (VALIDASI_SERVICE_MODULE): the shop's repair tickets received on a Jakarta day (today unless given),
 * validated or not, in time order; cancelled ones are not listed. `canValidate`: a supervisor of the shop or the owner.
 */
export async function listRepairValidation({ ctx, input, tx }: { ctx: SessionContext; input: ValidationDayInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const tanggal = parseInput(validationDaySchema, input).tanggal || todayInJakarta();
  const day = dayDocuments(TICKETS, ctx.shop.kodeToko, tanggal);
  const rows = await readDb(tx).select({
    nomor: service.noService, jam: jakartaText(service.tanggal, 'HH24:MI'), namaCustomer: service.namaCustomer, totalBerat: service.totalBerat,
    estimasiBiaya: service.estimasiBiaya, uangMuka: service.uangMuka, status: service.status, dibuatOleh: service.createdBy, divalidasiOleh: service.divalidasiOleh,
  }).from(service).where(day.where).orderBy(...day.orderBy);
  return { tanggal, rows: rows.map((row): RepairValidationRow => ({ jenis: 'service', ...row })), canValidate: approvesOwnActions(ctx) };
}

/**
 * Marks repair tickets of the shop validated (markValidated). Only a supervisor of the shop or the owner. A validated
 * ticket goes on as before: completed, picked up or cancelled.
 */
export async function validateService({ ctx, input, tx }: { ctx: SessionContext; input: ValidationNumbersInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'penjualanValidasiDitolak');
  const numbers = [...new Set(parseInput(validationNumbersSchema, input).nomor)];
  return withTransaction(tx, async (db) => ({ validated: await markValidated(db, TICKETS, { numbers, kodeToko: ctx.shop.kodeToko, userId: ctx.user.userId }) }));
}
