import { z } from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '@/lib/images/limits';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { parseRupiah, rupiahField } from '@/lib/validation/rupiah';
import { weightField } from '@/lib/validation/weight';

/** The pre-order screens' forms, shared by the screens and the services (no server code here). Messages are keys under `errors.`. */
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((value) => value ?? '');
const key = z.string().regex(/^[\w-]{8,80}$/);

/** Whole Rupiah; empty is 0 (a payment not used). */
export const paymentField = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

/** Transaksi Pre Order: the customer, the item wanted, its price and what is paid now. */
export const preOrderSchema = z.object({
  namaCustomer: required('preOrderCustomerRequired', 100),
  noHpCustomer: optionalText(20),
  alamatCustomer: optionalText(200),
  namaBarang: required('preOrderBarangRequired', 100),
  kodeDept: required('preOrderJenisRequired', 20),
  berat: weightField('preOrderBeratInvalid', 'preOrderBeratInvalid'),
  harga: rupiahField('preOrderHargaInvalid', 'preOrderHargaInvalid'),
  bayarTunai: paymentField('preOrderBayarInvalid').optional().transform((value) => value ?? 0),
  bayarTransfer: paymentField('preOrderBayarInvalid').optional().transform((value) => value ?? 0),
  noRekeningTransfer: z.string().trim().max(30).optional().transform((value) => value || undefined),
  idempotencyKey: key,
});
export type PreOrderInput = z.input<typeof preOrderSchema>;

/** Tutup Barang Pre Order: the PO chosen and the barcodes scanned. */
export const closeItemsSchema = z.object({
  noPo: z.string({ error: 'preOrderNoPoRequired' }).trim().min(1, 'preOrderNoPoRequired').max(30),
  barcodes: z.array(z.string().trim().min(1).max(30)).min(1, 'preOrderBarcodeRequired').max(500),
  idempotencyKey: key,
});

/** Selesai: the PO handed over, what the advance left paid now. */
export const finishSchema = z.object({
  noPo: z.string().trim().min(1, 'preOrderNoPoRequired').max(30),
  pelunasanTunai: paymentField('preOrderPelunasanInvalid').optional().transform((value) => value ?? 0),
  pelunasanTransfer: paymentField('preOrderPelunasanInvalid').optional().transform((value) => value ?? 0),
  noRekeningPelunasan: z.string().trim().max(30).optional().transform((value) => value || undefined),
  kodeSales: z.string({ error: 'preOrderSalesInvalid' }).trim().min(1, 'preOrderSalesInvalid').max(20),
  idempotencyKey: key,
});

/** Import Pre Order: the file (.xlsx or .csv) and the form's key. */
export const importSchema = z.object({
  file: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File && value.size > 0, 'importKosong')
    .refine((file) => file.size <= MAX_IMPORT_FILE_BYTES, 'importFileTerlaluBesar'),
  idempotencyKey: key,
});

/** The import's columns (headers lowercased, spaces to underscores: "Nama Customer" → nama_customer). */
export const IMPORT_COLUMNS = ['nama_customer', 'no_hp', 'alamat', 'nama_barang', 'kode_dept', 'berat', 'harga', 'bayar_tunai', 'bayar_transfer', 'no_rekening'] as const;
/** The list's page size (§9) and the finished list's limit. */
export const PAGE_SIZE = 50;
export const FINISHED_LIMIT = 9999;
export const LIST_STATUSES = ['OPEN', 'FINISH', 'BATAL', 'ALL'] as const;

/** Batal on Lihat Pre Order: the PO, the cash paid back (the rest forfeited), the reason, the BATAL_PESANAN grant. */
export const cancelPreOrderSchema = z.object({
  noPo: z.string({ error: 'preOrderNoPoRequired' }).trim().min(1, 'preOrderNoPoRequired').max(30).transform((value) => value.toUpperCase()),
  uangKembali: paymentField('preOrderUangKembaliInvalid').optional().transform((value) => value ?? 0),
  alasan: required('preOrderAlasanWajib', 200),
  keystore: z.string().max(40).optional(),
  idempotencyKey: key,
});
export type CancelPreOrderForm = z.input<typeof cancelPreOrderSchema>;
