import { z } from 'zod';
import { parseRupiah } from '@/lib/validation/rupiah';
import { parseWeight, weightField } from '@/lib/validation/weight';
import { MAX_IMPORT_FILE_BYTES } from '@/lib/images/limits';

const required = (key: string) => z.string({ error: key }).trim().min(1, key);
const code = (key: string) => required(key).max(20, key).transform((value) => value.toUpperCase());
const optionalCode = z.string().trim().max(20, 'barangKodePanjang').transform((value) => value.toUpperCase()).optional().transform((value) => value || undefined);

/** Whole Rupiah that may be left empty (ongkos: the parameter's, harga_jual: only with a fixed price). */
const optionalRupiah = (invalid: string) => z.unknown().optional().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return undefined;
  if (amount === null) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

/**
 * One item as Tambah Data Barang and a row of Tambah Barang Banyak take it (field names are the spreadsheet's headers).
 * A barcode left empty is generated; codes are upper-cased (§3 item search); the rules that need the database (a taken
 * barcode or name, the jenis' kadar, the making-fee parameter, the tray) are the service's.
 */
export const itemFields = {
  kode_barcode: z.string().trim().max(30, 'barangBarcodeInvalid').regex(/^[A-Za-z0-9-]*$/, 'barangBarcodeInvalid')
    .transform((value) => value.toUpperCase()).optional().transform((value) => value || undefined),
  kode_group: code('barangGroupRequired'),
  kode_dept: code('barangJenisRequired'),
  kode_intern: z.string().trim().max(30, 'barangInternInvalid').optional().transform((value) => value ?? ''),
  // §5: "item name longer than 5 characters".
  nama_barang: required('barangNamaRequired').max(100, 'barangNamaPanjang').refine((value) => value.length > 5, 'barangNamaPendek'),
  berat: weightField('barangBeratRequired', 'barangBeratNol'),
  // Gross weight: the gold weight when left empty; never below it (the service compares, in milligrams).
  berat_kotor: z.unknown().optional().transform((value, ctx) => {
    const grams = parseWeight(value);
    if (grams === undefined) return undefined;
    if (grams === null) {
      ctx.addIssue({ code: 'custom', message: 'barangBeratKotorInvalid' });
      return z.NEVER;
    }
    return grams;
  }),
  size: z.string().trim().max(20, 'barangKodePanjang').optional().transform((value) => value ?? ''),
  ongkos: optionalRupiah('barangOngkosInvalid'),
  harga_tetap: z.union([z.boolean(), z.string()]).optional().transform((value) => value === true || value === 'on' || value === 'true' || value === 'Y'),
  harga_jual: optionalRupiah('barangHargaInvalid'),
  kode_gudang: code('barangGudangRequired'),
  kode_baki: code('barangBakiRequired'),
  kode_supplier: optionalCode,
  kode_bandrol: optionalCode,
};

export const itemSchema = z.object(itemFields);

/** A photo chosen in the form (optional): an empty file input sends an empty file, read as none. */
const photo = z.preprocess((value) => (typeof File !== 'undefined' && value instanceof File && value.size > 0 ? value : undefined),
  z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File).optional());
export const addItemSchema = z.object({ ...itemFields, photo, idempotencyKey: z.string().min(8).max(80) });

export type ItemInput = z.infer<typeof itemSchema>;

/** Edit in Data Barang: the fields outside the gram ledger. */
export const editItemSchema = z.object({
  kode_barcode: required('barangBarcodeInvalid').transform((value) => value.toUpperCase()),
  nama_barang: itemFields.nama_barang,
  kode_intern: itemFields.kode_intern,
  size: itemFields.size,
  ongkos: itemFields.ongkos,
  harga_tetap: itemFields.harga_tetap,
  harga_jual: itemFields.harga_jual,
  kode_supplier: optionalCode,
  kode_bandrol: optionalCode,
  photo,
  /** The UBAH_HARGA_BARANG grant, when the save changes the price and the user's level needs one. */
  keystore: z.string().max(40).optional(),
});

/**
 * Tambah Barang Banyak: the chosen spreadsheet (a file, not empty, at most MAX_IMPORT_FILE_BYTES, so a larger one is
 * refused before it is sent) and the file's key. Its type and rows are the reader's and the service's to check.
 */
export const importSchema = z.object({
  file: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File && value.size > 0, 'importKosong')
    .refine((file) => file.size <= MAX_IMPORT_FILE_BYTES, 'importFileTerlaluBesar'),
  idempotencyKey: z.string().regex(/^[\w-]{8,80}$/),
});
