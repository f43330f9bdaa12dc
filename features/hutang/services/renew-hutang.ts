import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { appraisal, plafondOf } from '@/lib/pricing/loan';
import { jakartaDay } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey } from '@/features/stock';
import { readRenewal, renewLoans, type RenewedLoan } from '../counter/renew-loan';
import { redemptionFigures } from '../counter/settle-loan';
import { plafondShareOf } from '../loan-quote';
import { interestDiscountSubject } from '../redemption-subjects';
import { quoteRenewal, type RenewalTerms } from '../renewal-quote';
import { renewSchema } from '../renewal-schema';
import { renewalPlafondSubject } from '../renewal-subjects';
import { hutang, hutangDetail, hutangPelunasan } from '../schema';
import { readLoanParameters } from './loan-terms';

const nomorOf = (value: unknown) => String(value ?? '').trim().toUpperCase().slice(0, 30);

/**
 * What renewing an active loan of the shop means today: the interest so far (as a redemption computes it), the items'
 * plafond at today's buy price of their jenis (an item of a jenis without a price keeps its old appraisal), the
 * interest bands, the term and grace settings. Also the prices, for the new loan's lines.
 */
async function renewalTermsOf(ctx: SessionContext, db: Db, noFakturHutang: string, now: Date) {
  const [loan] = await db.select().from(hutang).where(and(eq(hutang.noFakturHutang, noFakturHutang), eq(hutang.kodeToko, ctx.shop.kodeToko)));
  if (!loan) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: noFakturHutang || '-' });
  if (loan.status !== 'AKTIF') throw new AppError('conflict', 'hutangTidakAktif', { nomor: noFakturHutang });
  const lines = await db.select({ kodeDept: hutangDetail.kodeDept, berat: hutangDetail.berat, kadar: hutangDetail.kadar, taksiran: hutangDetail.taksiran })
    .from(hutangDetail).where(eq(hutangDetail.noFakturHutang, noFakturHutang)).orderBy(asc(hutangDetail.urutan));
  const depts = [...new Set(lines.flatMap((line) => (line.kodeDept ? [line.kodeDept] : [])))];
  const parameters = await readLoanParameters(ctx, db, depts);
  const hargaEmas = Object.fromEntries(Object.entries(parameters.hargaEmas).filter(([, price]) => price > 0));
  const plafond = parameters.plafondBands ? plafondOf(lines.map((line) => ({
    taksiran: line.kodeDept && hargaEmas[line.kodeDept] ? appraisal(line.berat, hargaEmas[line.kodeDept]) : (line.taksiran ?? 0),
    persen: line.kadar ? plafondShareOf(parameters.plafondBands!, line.kadar) : '0',
  }))) : null;
  const { lamaHari, bungaPinjam } = redemptionFigures(loan, now);
  const terms: RenewalTerms = {
    noFakturHutang, jumlahHutang: loan.jumlahHutang, lamaHariBerjalan: lamaHari, bungaRp: loan.bungaRp, bungaPinjam, plafond,
    rateBands: parameters.rateBands, lamaHari: parameters.lamaHari, masaTenggangHari: parameters.masaTenggangHari, today: jakartaDay(now),
  };
  return { terms, hargaEmas };
}

/** The Perpanjang form's terms for an active loan of the user's shop (refused: not found, not active). */
export async function getRenewalTerms({ ctx, input, tx, now = new Date() }: { ctx: SessionContext; input: { noFakturHutang: string }; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/lihat-hutang');
  return (await renewalTermsOf(ctx, readDb(tx), nomorOf(input?.noFakturHutang), now)).terms;
}

/**
 * Perpanjang on Lihat Hutang: one active loan of the user's shop renewed today. The form's key is claimed first (a
 * double click or a replayed request answers the first renewal); the terms are read again here, never taken from the
 * screen: the new rate is the band's when the bands are on (else the typed one; none: "new interest required"), the
 * plafond today's. A discount spends a DISKON_BUNGA_HUTANG grant naming the loan and its interest before and after; an
 * increase above the plafond a PLAFOND_HUTANG grant naming the loan, the amount and the plafond. renewLoans locks the
 * loan and posts the settlement, the new loan and the journal entry in this transaction.
 */
export async function renewHutang({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof renewSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/lihat-hutang');
  const form = parseInput(renewSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `perpanjang:${ctx.user.userId}:${form.idempotencyKey}`;
  const at = now ?? new Date();
  return withTransaction(tx, async (db) => {
    await claimDocumentKey(db, key);
    const [done] = await db.select({ noPelunasan: hutangPelunasan.noPelunasan }).from(hutangPelunasan).where(eq(hutangPelunasan.idempotencyKey, key));
    if (done) return { ...(await readRenewal(db, kodeToko, done.noPelunasan))!, replayed: true };

    const { terms, hargaEmas } = await renewalTermsOf(ctx, db, form.noFakturHutang, at);
    const diskonBunga = form.diskonBunga ?? 0;
    if (diskonBunga > terms.bungaPinjam) throw ValidationError('hutangDiskonInvalid');
    const quote = quoteRenewal(terms, { jumlahHutang: form.jumlahHutang, bunga: form.bunga, diskonBunga });
    if (!quote.bunga) throw ValidationError('hutangBungaRequired');
    const diskonDisetujuiOleh = diskonBunga > 0
      ? (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'DISKON_BUNGA_HUTANG', subject: interestDiscountSubject(terms.noFakturHutang, terms.bungaPinjam, diskonBunga) }, tx: db })).approvedBy
      : null;
    const plafondDisetujuiOleh = quote.needsGrant
      ? (await spendGrant({ ctx, input: { keystore: form.keystorePlafond, fitur: 'PLAFOND_HUTANG', subject: renewalPlafondSubject(terms.noFakturHutang, quote.jumlahHutang, terms.plafond!) }, tx: db })).approvedBy
      : null;
    const { renewals } = await renewLoans(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, at,
      renewals: [{
        noFakturHutang: terms.noFakturHutang, diskonBunga, diskonDisetujuiOleh, jumlahHutang: quote.jumlahHutang, bunga: quote.bunga,
        plafond: terms.plafond, plafondDisetujuiOleh, lamaHari: terms.lamaHari, masaTenggangHari: terms.masaTenggangHari, hargaEmas,
        bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null,
      }],
    });
    return { ...renewals[0], replayed: false };
  });
}

/**
 * A renewal of the user's shop for its slip: by its settlement number (LH-…) or a loan's number (the renewal that made
 * that loan, else the one that renewed it). Refused when there is none.
 */
export async function getRenewal({ ctx, input, tx }: { ctx: SessionContext; input: { nomor: string }; tx?: Tx }): Promise<RenewedLoan> {
  requireAccess(ctx, '/lihat-hutang');
  const nomor = nomorOf(input?.nomor);
  const renewal = await readRenewal(readDb(tx), ctx.shop.kodeToko, nomor);
  if (!renewal) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: nomor || '-' });
  return renewal;
}

/** Every renewal in a loan's chain, oldest first: from the first loan to the one still running (old → new, dates, amounts). */
export async function findRenewals({ ctx, input, tx }: { ctx: SessionContext; input: { noFakturHutang: string }; tx?: Tx }): Promise<RenewedLoan[]> {
  requireAccess(ctx, '/lihat-hutang');
  const db = readDb(tx);
  const kodeToko = ctx.shop.kodeToko;
  let first = nomorOf(input?.noFakturHutang);
  for (let hops = 0; hops < 100; hops++) {
    const [row] = await db.select({ asal: hutang.hutangAsal }).from(hutang).where(and(eq(hutang.noFakturHutang, first), eq(hutang.kodeToko, kodeToko)));
    if (!row) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: first || '-' });
    if (!row.asal) break;
    first = row.asal;
  }
  const chain: RenewedLoan[] = [];
  let current = first;
  while (chain.length < 100) {
    const [next] = await db.select({ no: hutang.noFakturHutang }).from(hutang).where(and(eq(hutang.hutangAsal, current), eq(hutang.kodeToko, kodeToko)));
    if (!next) break;
    const renewal = await readRenewal(db, kodeToko, next.no);
    if (!renewal) break;
    chain.push(renewal);
    current = next.no;
  }
  return chain;
}
