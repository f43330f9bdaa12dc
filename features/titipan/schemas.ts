import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { PAGE_SIZES } from '@/lib/paging/page-params';
import { parseRupiah } from '@/lib/validation/rupiah';

/** Titip Uang, its sale and its cancellation (Lihat Titipan): shared by the screen and the services. Messages are keys under `errors.`. */
const code = z.string().trim().min(1).max(30).transform((value) => value.toUpperCase());
const key = z.string().trim().min(8).max(80);
export const DEPOSIT_STATES = ['AKTIF', 'TERJUAL', 'BATAL'] as const;

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
const rekening = z.string().trim().max(30).optional().transform((value) => value || undefined);

/** The list: a deposit number or a customer's name, a state, a page. */
export const depositListSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  status: z.enum(['', ...DEPOSIT_STATES]).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).optional().default(PAGE_SIZES[1]),
});
export type DepositListInput = z.input<typeof depositListSchema>;

/** A tray item scanned for a deposit. */
export const depositScanSchema = z.object({ barcode: code });

/** Titip Uang: the scanned item (priced again on the server), the salesperson, the customer, the money in cash and/or by transfer. */
export const takeDepositSchema = z.object({
  idempotencyKey: key,
  kodeBarcode: code,
  kodeSales: z.string({ error: 'titipanSalesRequired' }).trim().min(1, 'titipanSalesRequired').max(20, 'titipanSalesRequired'),
  namaCustomer: z.string({ error: 'titipanCustomerRequired' }).trim().min(1, 'titipanCustomerRequired').max(100, 'titipanCustomerRequired'),
  alamatCustomer: z.string().trim().max(200).optional().default(''),
  noHpCustomer: z.string({ error: 'titipanCustomerRequired' }).trim().min(1, 'titipanCustomerRequired').max(20, 'titipanCustomerRequired').regex(/^[0-9+ -]*$/, 'titipanCustomerRequired'),
  bayarTunai: rupiah('titipanJumlahInvalid').optional(),
  bayarTransfer: rupiah('titipanJumlahInvalid').optional(),
  noRekeningTransfer: rekening,
}).refine((form) => (form.bayarTunai ?? 0) + (form.bayarTransfer ?? 0) > 0, { message: 'titipanJumlahInvalid', path: ['bayarTunai'] })
  .refine((form) => !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer, { message: 'titipanRekeningInvalid', path: ['noRekeningTransfer'] });
export type TakeDepositForm = z.input<typeof takeDepositSchema>;

/** Jual: the remainder in cash and/or by transfer. */
export const sellDepositSchema = z.object({
  idempotencyKey: key,
  noTitip: code,
  sisaTunai: rupiah('titipanJumlahInvalid').optional(),
  sisaTransfer: rupiah('titipanJumlahInvalid').optional(),
  noRekeningSisa: rekening,
}).refine((form) => !(form.sisaTransfer ?? 0) || !!form.noRekeningSisa, { message: 'titipanRekeningInvalid', path: ['noRekeningSisa'] });

/** Batal: the refund (the rest is forfeited), the reason, the BATAL_TITIP grant. */
export const cancelDepositSchema = z.object({
  idempotencyKey: key,
  noTitip: code,
  refundRp: rupiah('titipanJumlahInvalid').optional(),
  alasan: z.string({ error: 'titipanAlasanRequired' }).trim().min(1, 'titipanAlasanRequired').max(200, 'titipanAlasanRequired'),
  keystore: z.string().max(40).optional(),
});

/** Validasi Titipan: the day's deposits to mark validated. */
export const depositValidationSchema = z.object({
  titipan: z.array(z.string().trim().toUpperCase().min(1).max(30)).min(1, 'penjualanValidasiKosong').max(5000),
});
export type DepositValidationInput = z.input<typeof depositValidationSchema>;

/** The day the list shows (YYYY-MM-DD); today when empty. */
export const depositValidationDaySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });
