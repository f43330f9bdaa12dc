import 'server-only';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { settingFlag } from '@/lib/settings/read';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { countLoanPrint, countRedemptionPrint, readLoanSlip, readRedemptionReceipt, type LoanSlipData, type RedemptionReceiptData } from '@/features/hutang';
import { ALL_LOAN_DOC_PATHS, LOAN_DOC_PATHS } from '../paths';
import { loanDocPrintSchema, type LoanDocPrint } from '../schemas';

export type PrintedLoanDocument =
  | { kind: 'hutang'; document: LoanSlipData; reprint: boolean; duplicate: boolean }
  | { kind: 'pelunasan-hutang'; document: RedemptionReceiptData; reprint: boolean; duplicate: boolean };

/**
 * One print of a loan's Surat Bukti Gadai or a redemption's Bukti Pelunasan, in any form (thermal slip, PDF slip, A4):
 * read and counted (`dicetak`) in one transaction. A pawn ticket is one original, so only the very first print, in
 * whatever form, is free; every later one is a reprint and spends a CETAK_ULANG_HUTANG grant for that document and
 * form there, or is refused and not counted (a supervisor or owner of the shop reprints without asking). Two copies,
 * Pelanggan and Internal, when DUPLICATE_PRINT_HUTANG is on. Another shop's document is not found.
 */
export async function printLoanDocument({ ctx, input, tx }: { ctx: SessionContext; input: LoanDocPrint; tx?: Tx }): Promise<PrintedLoanDocument> {
  requireAccess(ctx, ALL_LOAN_DOC_PATHS);
  const { kind, nomor: typed, form, grant } = parseInput(loanDocPrintSchema, input);
  requireAccess(ctx, LOAN_DOC_PATHS[kind]);
  const nomor = typed.toUpperCase();
  const duplicate = settingFlag(ctx.settings, 'DUPLICATE_PRINT_HUTANG');
  return withTransaction(tx, async (tx) => {
    // The counter first: its row lock makes two prints at once count one after the other.
    const dicetak = kind === 'hutang' ? await countLoanPrint(tx, ctx.shop.kodeToko, nomor) : await countRedemptionPrint(tx, ctx.shop.kodeToko, nomor);
    if (dicetak === null) throw kind === 'hutang' ? new AppError('not-found', 'hutangTidakDitemukan', { nomor }) : NotFoundError('notaNotFound');
    const reprint = dicetak > 1;
    if (reprint) await spendGrant({ ctx, input: { keystore: grant ?? null, fitur: 'CETAK_ULANG_HUTANG', subject: documentSubject(nomor, 'cetak', form) }, tx });
    if (kind === 'hutang') {
      const document = (await readLoanSlip(tx, ctx.shop.kodeToko, nomor))!;
      return { kind, document: { ...document, dicetak }, reprint, duplicate };
    }
    const document = (await readRedemptionReceipt(tx, ctx.shop.kodeToko, nomor))!;
    return { kind, document: { ...document, dicetak }, reprint, duplicate };
  });
}

/** What a loan document's print buttons need: its prints so far (the first in any form is free). */
export async function readLoanDocumentPrints({ ctx, input, tx }: { ctx: SessionContext; input: Pick<LoanDocPrint, 'kind' | 'nomor'>; tx?: Tx }): Promise<number> {
  requireAccess(ctx, ALL_LOAN_DOC_PATHS);
  const { kind, nomor } = parseInput(loanDocPrintSchema.pick({ kind: true, nomor: true }), input);
  requireAccess(ctx, LOAN_DOC_PATHS[kind]);
  const db = readDb(tx);
  const document = kind === 'hutang' ? await readLoanSlip(db, ctx.shop.kodeToko, nomor.toUpperCase()) : await readRedemptionReceipt(db, ctx.shop.kodeToko, nomor.toUpperCase());
  if (!document) throw kind === 'hutang' ? new AppError('not-found', 'hutangTidakDitemukan', { nomor }) : NotFoundError('notaNotFound');
  return document.dicetak;
}
