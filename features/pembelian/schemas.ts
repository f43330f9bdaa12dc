import { z } from 'zod';
import { parseRupiah } from '@/lib/validation/rupiah';
import { weightField } from '@/lib/validation/weight';
import { MAX_AMOUNT } from '@/lib/ledger/limits';

/** Shared by the screens and the services (no server code here). Messages are keys under `errors.`. */
const code = z.string().trim().min(1).max(30);
const optionalCode = z.string().trim().max(30).optional().transform((value) => value || undefined);
const key = z.string().trim().min(8).max(80);
const text = (max: number) => z.string().trim().max(max).default('');

/** Whole Rupiah, zero allowed (a payment not used, a receipt without a price); refused: negative, decimals, too big. */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

export const KELOMPOK_HARGA_CODES = ['TOKO', 'LUAR'] as const;
export const TUJUAN_CODES = ['BAKI', 'HANCUR'] as const;

/**
 * One line of Transaksi Pembelian. An own item names its barcode (the sale's snapshot fills group, jenis, name and
 * receipt weight and price on the server); an outside item names its group, jenis and name and its receipt. The
 * weighed weight is always typed. `harga` is the cashier's price (empty: the computed one). `kodeHarga` picks a
 * Parameter Harga Beli code; without one the jenis' buying price in force is used.
 */
export const buybackLineSchema = z.object({
  kodeBarcode: optionalCode,
  kodeGroup: optionalCode,
  kodeDept: optionalCode,
  namaBarang: z.string().trim().max(100).optional().transform((value) => value || undefined),
  kondisi: z.string({ error: 'pembelianKondisiRequired' }).trim().min(1, 'pembelianKondisiRequired').max(30),
  kelompokHarga: z.enum(KELOMPOK_HARGA_CODES, { error: 'pembelianKelompokRequired' }),
  kodeHarga: optionalCode,
  beratNota: weightField('pembelianBeratNotaInvalid', 'pembelianBeratNotaInvalid').optional(),
  berat: weightField('pembelianBeratInvalid', 'pembelianBeratInvalid'),
  hargaNota: rupiah('pembelianHargaNotaInvalid').optional(),
  harga: rupiah('pembelianHargaInvalid').optional(),
  tujuan: z.enum(TUJUAN_CODES).default('BAKI'),
});
export type BuybackLineInput = z.input<typeof buybackLineSchema>;

export const buybackSchema = z.object({
  idempotencyKey: key,
  lines: z.array(buybackLineSchema, { error: 'pembelianLinesRequired' }).min(1, 'pembelianLinesRequired').max(50, 'pembelianLinesRequired'),
  kodeBaki: z.string({ error: 'pembelianBakiInvalid' }).trim().min(1, 'pembelianBakiInvalid').max(30),
  kodeSales: z.string({ error: 'pembelianSalesRequired' }).trim().min(1, 'pembelianSalesRequired').max(20),
  namaCustomer: text(100),
  alamatCustomer: text(200),
  noHpCustomer: z.string().trim().max(20).regex(/^[0-9+\- ]*$/, 'pembelianNoHpInvalid').default(''),
  bayarTunai: rupiah('pembelianBayarInvalid').optional(),
  bayarTransfer: rupiah('pembelianBayarInvalid').optional(),
  noRekeningTransfer: optionalCode,
  /** Grants for a price above the limit and a weight beyond the tolerance, when the screen asked for them. */
  keystoreHarga: z.string().max(40).optional(),
  keystoreBerat: z.string().max(40).optional(),
});
export type BuybackInput = z.input<typeof buybackSchema>;

/** Price preview of one line (the screen asks before saving, so the cashier sees the price and the authorizations). */
export const previewSchema = z.object({ lines: z.array(buybackLineSchema).min(1).max(50) });

export const lookupSchema = z.object({ code: code.transform((value) => value.toUpperCase()) });


export const cancelSchema = z.object({
  idempotencyKey: key,
  noFakturBeli: code,
  alasan: z.string({ error: 'pembelianAlasanRequired' }).trim().min(1, 'pembelianAlasanRequired').max(200, 'pembelianAlasanRequired'),
  keystore: z.string().max(40).optional(),
});

export const meltSchema = z.object({
  idempotencyKey: key,
  barcodes: z.array(code.transform((value) => value.toUpperCase()), { error: 'pembelianHancurRequired' })
    .min(1, 'pembelianHancurRequired').max(1000, 'pembelianHancurRequired').transform((codes) => [...new Set(codes)]),
  alasan: z.string({ error: 'pembelianAlasanRequired' }).trim().min(1, 'pembelianAlasanRequired').max(200, 'pembelianAlasanRequired'),
  keystore: z.string().max(40).optional(),
});
