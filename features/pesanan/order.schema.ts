import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { PAGE_SIZES } from '@/lib/paging/page-params';
import { parsePercent } from '@/lib/validation/percent';
import { parseRupiah } from '@/lib/validation/rupiah';
import { parseWeight, weightField } from '@/lib/validation/weight';

/** The order screens' forms (Transaksi Pesanan, Lihat Pesanan), shared by the screens and the services. Messages are keys under `errors.`. */
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);
const key = z.string().trim().min(8).max(80);
const code = z.string().trim().min(1).max(30).transform((value) => value.toUpperCase());
const optional = (max: number) => z.string().trim().max(max).optional().transform((value) => value || undefined);

/** Whole Rupiah; empty is 0 (a payment not used). */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

const kadar = z.unknown().transform((value, ctx) => {
  const percent = parsePercent(value);
  if (!percent || !/[1-9]/.test(percent) || Number(percent) > 100) {
    ctx.addIssue({ code: 'custom', message: 'pesananBarisInvalid' });
    return z.NEVER;
  }
  return percent;
});

const payment = {
  bayarTunai: rupiah('pesananBayarInvalid').optional().default(0),
  bayarTransfer: rupiah('pesananBayarInvalid').optional().default(0),
  noRekeningTransfer: optional(30),
};

export const orderLineSchema = z.object({
  deskripsi: required('pesananBarisInvalid', 200),
  kodeDept: required('pesananBarisInvalid', 20),
  kadar,
  berat: weightField('pesananBeratInvalid', 'pesananBeratInvalid'),
  ongkos: rupiah('pesananBarisInvalid').optional().default(0),
  aturanHarga: z.enum(['GRAM', 'TETAP'], { error: 'pesananBarisInvalid' }),
  hargaTetap: rupiah('pesananBarisInvalid').optional().default(0),
});

/** Transaksi Pesanan: the customer, the lines, the target date, the down payment. */
export const takeOrderSchema = z.object({
  idempotencyKey: key,
  namaCustomer: required('pesananCustomerWajib', 100),
  alamatCustomer: z.string().trim().max(200).optional().default(''),
  noHpCustomer: z.string().trim().max(20).regex(/^[0-9+\- ]*$/, 'pesananCustomerWajib').optional().default(''),
  kodeSales: required('pesananSalesWajib', 20),
  tglTarget: z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/).optional().transform((value) => value || undefined),
  lines: z.array(orderLineSchema, { error: 'pesananKosong' }).min(1, 'pesananKosong').max(20, 'pesananKosong'),
  ...payment,
});
export type TakeOrderForm = z.input<typeof takeOrderSchema>;

/** Bayar: more money towards an order. */
export const payOrderSchema = z.object({ idempotencyKey: key, noPesanan: code, ...payment });

/** Barang Datang: each line's piece, its real weight and group. */
export const receiveOrderSchema = z.object({
  idempotencyKey: key,
  noPesanan: code,
  pieces: z.array(z.object({
    urutan: z.coerce.number().int().min(1).max(100),
    berat: weightField('pesananBeratInvalid', 'pesananBeratInvalid'),
    beratKotor: z.unknown().optional().transform((value) => parseWeight(value) || undefined),
    kodeGroup: required('pesananBarisInvalid', 20),
  })).min(1, 'pesananBarisInvalid').max(20),
});

/** Ambil: the remainder paid. */
export const pickUpOrderSchema = z.object({ idempotencyKey: key, noPesanan: code, ...payment });

/** Batal: the refund in cash (the rest forfeited), the reason, the tray an arrived piece goes to, the BATAL_PESANAN grant. */
export const cancelOrderSchema = z.object({
  idempotencyKey: key,
  noPesanan: code,
  uangKembali: rupiah('pesananBayarInvalid').optional().default(0),
  alasan: required('pesananAlasanWajib', 200),
  baki: optional(50),
  keystore: z.string().max(40).optional(),
});

export const ORDER_STATES = ['OPEN', 'TIBA', 'DIAMBIL', 'BATAL'] as const;
/** Lihat Pesanan's list: a number, a customer's name or phone; a state; a page. */
export const orderListSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  status: z.enum(['', ...ORDER_STATES]).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).optional().default(PAGE_SIZES[1]),
});
export type OrderListInput = z.input<typeof orderListSchema>;

/** Ambil Barang Contoh: a scanned tray item, the open order it is lent for as a sample; its return. */
export const sampleScanSchema = z.object({ barcode: z.string({ error: 'contohBarcodeWajib' }).trim().min(1, 'contohBarcodeWajib').max(30, 'contohBarcodeWajib').transform((value) => value.toUpperCase()) });
export const lendSampleSchema = z.object({
  idempotencyKey: key,
  kodeBarcode: z.string({ error: 'contohBarcodeWajib' }).trim().min(1, 'contohBarcodeWajib').max(30, 'contohBarcodeWajib').transform((value) => value.toUpperCase()),
  noPesanan: z.string({ error: 'contohPesananWajib' }).trim().min(1, 'contohPesananWajib').max(30, 'contohPesananWajib').transform((value) => value.toUpperCase()),
});
export type LendSampleInput = z.input<typeof lendSampleSchema>;
export const returnSampleSchema = z.object({ idempotencyKey: key, noPinjam: code });
export type ReturnSampleInput = z.input<typeof returnSampleSchema>;
