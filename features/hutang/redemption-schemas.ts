import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { PAGE_SIZES } from '@/lib/paging/page-params';
import { parseRupiah } from '@/lib/validation/rupiah';
import type { LoanState } from './schema';

/** Redemption and its cancellation (Lihat Hutang, Batal Hutang Lunas): shared by the screens and the services. Messages are keys under `errors.`. */
const code = z.string().trim().min(1).max(30).transform((value) => value.toUpperCase());
const key = z.string().trim().min(8).max(80);
/** The states of schema.ts' LOAN_STATES (that module is the database's, kept out of the browser). */
const STATES = ['AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'] as const satisfies readonly LoanState[];

/** Whole Rupiah, empty as zero (a payment not used, no discount); refused: negative, decimals, too big. */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

/** Lihat Hutang's list: a loan number (typed or scanned from the slip) or a customer's name, a state, a page. */
export const loanListSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  status: z.enum(['', ...STATES]).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).optional().default(PAGE_SIZES[1]),
});
export type LoanListInput = z.input<typeof loanListSchema>;

/** Tebus: the loan, the interest discount (its DISKON_BUNGA_HUTANG grant), and the payment in cash, by transfer or both. */
export const redeemSchema = z.object({
  idempotencyKey: key,
  noFakturHutang: code,
  diskonBunga: rupiah('hutangDiskonInvalid').optional(),
  bayarTunai: rupiah('hutangBayarInvalid').optional(),
  bayarTransfer: rupiah('hutangBayarInvalid').optional(),
  noRekeningTransfer: z.string().trim().max(30).optional().transform((value) => value || undefined),
  keystore: z.string().max(40).optional(),
}).refine((form) => (form.bayarTunai ?? 0) + (form.bayarTransfer ?? 0) > 0, { message: 'hutangMetodeBayar', path: ['bayarTunai'] })
  .refine((form) => !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer, { message: 'hutangRekeningInvalid', path: ['noRekeningTransfer'] });
export type RedeemInput = z.input<typeof redeemSchema>;

/** Batal Hutang Lunas: a redemption of today, the reason, the BATAL_PELUNASAN_HUTANG grant. */
export const cancelRedemptionSchema = z.object({
  idempotencyKey: key,
  noPelunasan: code,
  alasan: z.string({ error: 'pelunasanAlasanRequired' }).trim().min(1, 'pelunasanAlasanRequired').max(200, 'pelunasanAlasanRequired'),
  keystore: z.string().max(40).optional(),
});
