import { z } from 'zod';

/**
 * What one authorization approves, as the guarded action will post it: the document (a nota number, a date, a master
 * row, or '' for a document not numbered yet) and each change it makes (an item or line, what changes, the amount
 * before and after, the limit it passes). The screen sends it with the request; the server stores it, shows it to the
 * supervisor (dialog, approval page, fingerprint reader) and, when the grant is spent, compares it with the subject the
 * action computes from what is posted: a grant approves exactly one subject. The cashier's note is only a note.
 *
 * Amounts are text: whole Rupiah ("3095500") for money, grams ("3.250") for weights, anything else as it is.
 */
export const GRANT_WHATS = [
  'hargaJual', 'hargaBeli', 'hargaBarang', 'ongkos', 'berat', 'beratEmas', 'hargaTetap', 'jenis', 'kodeHarga',
  'batal', 'cetak', 'hancur', 'tutup', 'kasFisik', 'hapus',
  'pinjaman',
  // Pawn loans: the interest a redemption charges (before and after a discount).
  'bungaHutang',
  // Lelang Hutang: the way (JUAL or STOK), the proceeds, what was due, the surplus owed or the loss on the principal.
  'caraLelang', 'hasilLelang', 'tagihanHutang', 'kelebihanLelang', 'kerugianLelang',
] as const;
export type GrantWhat = (typeof GRANT_WHATS)[number];

/** How an amount of each kind is shown: Rupiah, grams, or as it is. */
export const MONEY_WHATS: readonly GrantWhat[] = ['hargaJual', 'hargaBeli', 'hargaBarang', 'ongkos', 'kasFisik', 'batal', 'pinjaman', 'bungaHutang',
  'hasilLelang', 'tagihanHutang', 'kelebihanLelang', 'kerugianLelang'];
export const WEIGHT_WHATS: readonly GrantWhat[] = ['berat', 'beratEmas'];

const text = (max: number) => z.string().max(max);
const amount = text(40).nullable().optional().transform((value) => value ?? null);

export const grantLineSchema = z.object({
  ref: text(60),
  what: z.enum(GRANT_WHATS),
  before: amount,
  after: amount,
  limit: amount,
});
export const grantSubjectSchema = z.object({
  document: text(80),
  lines: z.array(grantLineSchema).max(200),
});

export type GrantLine = z.input<typeof grantLineSchema>;
export type GrantSubject = { document: string; lines: GrantLine[] };
/** The stored, canonical form: every field present, lines in one order. */
export type CanonicalSubject = z.output<typeof grantSubjectSchema>;

/** A subject in the one form stored and compared: absent amounts as null, lines sorted by item, kind and amounts. */
export function canonicalSubject(subject: GrantSubject): CanonicalSubject {
  const parsed = grantSubjectSchema.parse(subject);
  const key = (line: CanonicalSubject['lines'][number]) => JSON.stringify([line.ref, line.what, line.before, line.after, line.limit]);
  return {
    document: parsed.document.trim().toUpperCase(),
    lines: parsed.lines
      .map((line) => ({ ref: line.ref.trim().toUpperCase(), what: line.what, before: line.before, after: line.after, limit: line.limit }))
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  };
}

/** Whether two subjects approve the same thing. */
export function sameSubject(a: GrantSubject, b: GrantSubject): boolean {
  return JSON.stringify(canonicalSubject(a)) === JSON.stringify(canonicalSubject(b));
}

/** A subject with only a document: a cancellation, a reprint, closing a day or a stock count. */
export const documentSubject = (document: string, what?: GrantWhat, ref = ''): GrantSubject =>
  ({ document, lines: what ? [{ ref, what }] : [] });

/** A subject naming items, each once, with no amounts: melting items down. */
export const itemsSubject = (what: GrantWhat, refs: readonly string[], document = ''): GrantSubject =>
  ({ document, lines: refs.map((ref) => ({ ref, what })) });

/** Cancelling a document: its number and the amount that goes back. */
export const cancelSubject = (document: string, total: number): GrantSubject =>
  ({ document, lines: [{ ref: '', what: 'batal', before: String(total) }] });

/** Closing a shop's day: the day, the closing cash the books expect and the cash counted. */
export const closingSubject = (tanggal: string, kasAkhir: number, kasFisik: number): GrantSubject =>
  ({ document: tanggal, lines: [{ ref: '', what: 'kasFisik', before: String(kasAkhir), after: String(kasFisik) }] });

/** Deleting a row of a master list: the row's key and the list. */
export const deleteSubject = (list: string, key: string): GrantSubject => ({ document: key, lines: [{ ref: list, what: 'hapus' }] });
