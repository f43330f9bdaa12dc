import 'server-only';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { settingFlag } from '@/lib/settings/read';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import {
  countLoanPrint, countRedemptionPrint, countRenewalPrint, readLoanSlip, readRedemptionReceipt, readRenewalReceipt, type LoanSlipData, type RedemptionReceiptData,
  type RenewalReceiptData,
} from '@/features/hutang';
import { ALL_LOAN_DOC_PATHS, LOAN_DOC_PATHS } from '../paths';
import { loanDocPrintSchema, type LoanDocPrint } from '../schemas';
import type { LoanDocKind } from '../types';

export type PrintedLoanDocument =
  | { kind: 'hutang'; document: LoanSlipData; reprint: boolean; duplicate: boolean }
  | { kind: 'pelunasan-hutang'; document: RedemptionReceiptData; reprint: boolean; duplicate: boolean }
  | { kind: 'perpanjangan-hutang'; document: RenewalReceiptData; reprint: boolean; duplicate: boolean };

type Documents = { hutang: LoanSlipData; 'pelunasan-hutang': RedemptionReceiptData; 'perpanjangan-hutang': RenewalReceiptData };
/** Each kind's reader and print counter, through hutang's door. */
type Reader<K extends LoanDocKind> = { read: (db: Db, kodeToko: string, nomor: string) => Promise<Documents[K] | null>; count: (tx: Tx, kodeToko: string, nomor: string) => Promise<number | null> };
const DOCUMENTS: { [K in LoanDocKind]: Reader<K> } = {
  hutang: { read: readLoanSlip, count: countLoanPrint },
  'pelunasan-hutang': { read: readRedemptionReceipt, count: countRedemptionPrint },
  'perpanjangan-hutang': { read: readRenewalReceipt, count: countRenewalPrint },
};
const notFound = (kind: LoanDocKind, nomor: string) => (kind === 'hutang' ? new AppError('not-found', 'hutangTidakDitemukan', { nomor }) : NotFoundError('notaNotFound'));

/**
 * One print of a loan's Surat Bukti Gadai, a redemption's Bukti Pelunasan or a renewal's Bukti Perpanjangan, in any
 * form (thermal slip, PDF slip, A4): read and counted (`dicetak`) in one transaction. A pawn ticket is one original, so only the very first print, in
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
    const dicetak = await DOCUMENTS[kind].count(tx, ctx.shop.kodeToko, nomor);
    if (dicetak === null) throw notFound(kind, nomor);
    const reprint = dicetak > 1;
    if (reprint) await spendGrant({ ctx, input: { keystore: grant ?? null, fitur: 'CETAK_ULANG_HUTANG', subject: documentSubject(nomor, 'cetak', form) }, tx });
    const document = (await DOCUMENTS[kind].read(tx, ctx.shop.kodeToko, nomor))!;
    return { kind, document: { ...document, dicetak }, reprint, duplicate } as PrintedLoanDocument;
  });
}

/** What a loan document's print buttons need: its prints so far (the first in any form is free). */
export async function readLoanDocumentPrints({ ctx, input, tx }: { ctx: SessionContext; input: Pick<LoanDocPrint, 'kind' | 'nomor'>; tx?: Tx }): Promise<number> {
  requireAccess(ctx, ALL_LOAN_DOC_PATHS);
  const { kind, nomor } = parseInput(loanDocPrintSchema.pick({ kind: true, nomor: true }), input);
  requireAccess(ctx, LOAN_DOC_PATHS[kind]);
  const db = readDb(tx);
  const document = await DOCUMENTS[kind].read(db, ctx.shop.kodeToko, nomor.toUpperCase());
  if (!document) throw notFound(kind, nomor);
  return document.dicetak;
}
