import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { PAGE_SIZES } from '@/lib/paging/page-params';
import { parseRupiah } from '@/lib/validation/rupiah';
import { weightField } from '@/lib/validation/weight';

/** The service screens' forms, shared by the screens and the services (no server code here). Messages are keys under `errors.`. */
const key = z.string().trim().min(8).max(80);
const code = z.string().trim().min(1).max(30).transform((value) => value.toUpperCase());
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalCode = z.string().trim().max(30).optional().transform((value) => value || undefined);
export const SERVICE_STAGES = ['MASUK', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;

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
const payment = {
  bayarTunai: rupiah('serviceBayarInvalid').optional(),
  bayarTransfer: rupiah('serviceBayarInvalid').optional(),
  noRekeningTransfer: optionalCode,
};
const transferNeedsAccount = (form: { bayarTransfer?: number; noRekeningTransfer?: string }) => !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer;

export const servicePieceSchema = z.object({
  deskripsi: required('serviceDeskripsiRequired', 200),
  kodeGroup: required('serviceJenisInvalid', 20),
  kodeDept: required('serviceJenisInvalid', 20),
  berat: weightField('serviceBeratInvalid', 'serviceBeratInvalid'),
});

/** Transaksi Services: the customer, the pieces, the craftsman, the estimate and the down payment. */
export const receiveServiceSchema = z.object({
  idempotencyKey: key,
  namaCustomer: required('serviceCustomerRequired', 100),
  alamatCustomer: z.string().trim().max(200).optional().default(''),
  noHpCustomer: required('serviceCustomerRequired', 20),
  kodeTukang: optionalCode,
  estimasiBiaya: rupiah('serviceEstimasiInvalid').optional(),
  tglEstimasi: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'serviceEstimasiInvalid').optional().or(z.literal('').transform(() => undefined)),
  ...payment,
  pieces: z.array(servicePieceSchema, { error: 'serviceBarangRequired' }).min(1, 'serviceBarangRequired').max(50),
}).refine(transferNeedsAccount, { message: 'serviceRekeningInvalid', path: ['noRekeningTransfer'] });
export type ReceiveServiceInput = z.input<typeof receiveServiceSchema>;

/** Selesai: each piece's weight out and the cost of the work. */
export const completeServiceSchema = z.object({
  idempotencyKey: key,
  noService: code,
  biayaAkhir: rupiah('serviceBiayaInvalid').optional(),
  weights: z.array(z.object({ urutan: z.coerce.number().int().min(1).max(50), beratKeluar: weightField('serviceBeratInvalid', 'serviceBeratInvalid') })).min(1).max(50),
});

/** Ambil: the remainder, in cash, by transfer or both. */
export const pickUpServiceSchema = z.object({ idempotencyKey: key, noService: code, ...payment })
  .refine(transferNeedsAccount, { message: 'serviceRekeningInvalid', path: ['noRekeningTransfer'] });

/** Batal: the reason, what happens to the down payment, the BATAL_SERVICE grant. */
export const cancelServiceSchema = z.object({
  idempotencyKey: key,
  noService: code,
  uangMuka: z.enum(['KEMBALI', 'HANGUS']).optional().default('KEMBALI'),
  alasan: z.string({ error: 'serviceAlasanRequired' }).trim().min(1, 'serviceAlasanRequired').max(200, 'serviceAlasanRequired'),
  keystore: z.string().max(40).optional(),
});

/** Lihat Services' list: a number, a customer's name or phone, a stage, a page. */
export const serviceListSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  status: z.enum(['', ...SERVICE_STAGES]).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).optional().default(PAGE_SIZES[1]),
});
export type ServiceListInput = z.input<typeof serviceListSchema>;
