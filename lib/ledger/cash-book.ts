// No 'server-only' marker: the demo generator posts its Uang Kas entries through this kernel too (features/money calls it).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jurnal, kodeTransaksi, rekening } from '@/lib/db/schema/money-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { ValidationError } from '@/lib/errors/app-error';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { postJournal } from '@/lib/ledger/post-journal';

export type CashBookKind = 'KAS' | 'BANK';
export const CASH_BOOK_TRX = { KAS: TRX.UANG_KAS, BANK: TRX.UANG_BANK } as const;

/**
 * The posting kernel of Uang Kas / Uang Bank, without a session (the demo generator calls it too): one journal entry
 * of trx UANG_KAS / UANG_BANK. Money in: D cash/bank, K the category's account; money out: D the category's account,
 * K cash/bank. The document number (KS-… / BK-…) heads the entry's description. The key is taken under an advisory
 * lock first, so a replay answers the first entry and takes no second number. Cash never below zero (postJournal).
 */
export async function postCashBookEntry(db: Tx, input: {
  kodeToko: string; kind: CashBookKind; arah: 'MASUK' | 'KELUAR'; kategori: string; rekening?: string; jumlah: number; keterangan: string;
  idempotencyKey: string; createdBy: string; tanggal?: Date;
}) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 25))`);
  const [earlier] = await db.select().from(jurnal).where(eq(jurnal.idempotencyKey, input.idempotencyKey));
  if (earlier) return { jurnal: earlier, replayed: true };
  const [category] = await db.select().from(kodeTransaksi).where(eq(kodeTransaksi.kodeTransaksi, input.kategori));
  if (!category) throw ValidationError('kategoriRequired');
  if (!category.nomorAkun) throw ValidationError('kasKategoriTanpaAkun');
  let book: string;
  if (input.kind === 'KAS') book = cashAccountOf(input.kodeToko);
  else {
    if (!input.rekening) throw ValidationError('kasRekeningRequired');
    const [account] = await db.select().from(rekening).where(and(eq(rekening.noRekening, input.rekening), eq(rekening.kodeToko, input.kodeToko)));
    if (!account) throw ValidationError('kasRekeningUnknown');
    book = account.nomorAkun;
  }
  const nomor = await nextDocumentNumber(db, input.kodeToko, input.kind === 'KAS' ? 'UANG_KAS' : 'UANG_BANK', input.tanggal);
  const debit = input.arah === 'MASUK' ? book : category.nomorAkun;
  const kredit = input.arah === 'MASUK' ? category.nomorAkun : book;
  return postJournal(db, {
    kodeToko: input.kodeToko, trx: CASH_BOOK_TRX[input.kind], kategori: category.kodeTransaksi, createdBy: input.createdBy,
    keterangan: `${nomor} · ${input.keterangan}`, idempotencyKey: input.idempotencyKey, tanggal: input.tanggal,
    lines: [{ nomorAkun: debit, debit: input.jumlah, kredit: 0 }, { nomorAkun: kredit, debit: 0, kredit: input.jumlah }],
  });
}

