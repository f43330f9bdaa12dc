import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { parseRupiah } from '@/lib/validation/rupiah';

/** Lelang Hutang's forms (auction, surplus payout, reminders): shared by the screen and the services. Messages are keys under `errors.`. */
const code = z.string().trim().min(1).max(30).transform((value) => value.toUpperCase());
const key = z.string().trim().min(8).max(80);

/** Whole Rupiah, empty as zero; refused: negative, decimals, too big. */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

export const AUCTION_WAYS = ['JUAL', 'STOK'] as const;

/**
 * Lelang: the loan, and either sold to a buyer (JUAL: what was received in cash, by transfer or both) or taken into a
 * tray of the shop's stock (STOK: the tray and the value entered); a supervisor's grant in `keystore`.
 */
export const auctionSchema = z.object({
  idempotencyKey: key,
  noFakturHutang: code,
  cara: z.enum(AUCTION_WAYS, { error: 'lelangCaraRequired' }),
  bayarTunai: rupiah('lelangNilaiInvalid').optional(),
  bayarTransfer: rupiah('lelangNilaiInvalid').optional(),
  noRekeningTransfer: z.string().trim().max(30).optional().transform((value) => value || undefined),
  nilai: rupiah('lelangNilaiInvalid').optional(),
  kodeBaki: z.string().trim().max(20).optional().transform((value) => value || undefined),
  /** The LELANG_HUTANG grant naming this loan, the way, the proceeds, what was due and the surplus or loss. */
  keystore: z.string().max(40).optional(),
}).refine((form) => form.cara !== 'JUAL' || (form.bayarTunai ?? 0) + (form.bayarTransfer ?? 0) > 0, { message: 'lelangNilaiInvalid', path: ['bayarTunai'] })
  .refine((form) => form.cara !== 'JUAL' || !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer, { message: 'hutangRekeningInvalid', path: ['noRekeningTransfer'] })
  .refine((form) => form.cara !== 'STOK' || (form.nilai ?? 0) > 0, { message: 'lelangNilaiInvalid', path: ['nilai'] })
  .refine((form) => form.cara !== 'STOK' || !!form.kodeBaki, { message: 'lelangBakiRequired', path: ['kodeBaki'] });
export type AuctionInput = z.input<typeof auctionSchema>;

/** Bayar Kelebihan: the auction's settlement and the payment, exactly the surplus, in cash, by transfer or both. */
export const surplusSchema = z.object({
  idempotencyKey: key,
  noLelang: code,
  bayarTunai: rupiah('hutangBayarInvalid').optional(),
  bayarTransfer: rupiah('hutangBayarInvalid').optional(),
  noRekeningTransfer: z.string().trim().max(30).optional().transform((value) => value || undefined),
  /** The BAYAR_KELEBIHAN_LELANG grant naming this settlement and its surplus. */
  keystore: z.string().max(40).optional(),
}).refine((form) => (form.bayarTunai ?? 0) + (form.bayarTransfer ?? 0) > 0, { message: 'hutangMetodeBayar', path: ['bayarTunai'] })
  .refine((form) => !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer, { message: 'hutangRekeningInvalid', path: ['noRekeningTransfer'] });
export type SurplusInput = z.input<typeof surplusSchema>;

export const REMINDER_KINDS = ['JATUH_TEMPO', 'LELANG'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Kirim Pengingat: one loan's reminder of one kind. */
export const reminderSchema = z.object({ noFakturHutang: code, jenis: z.enum(REMINDER_KINDS) });
export type ReminderInput = z.input<typeof reminderSchema>;
