import { z } from 'zod';

/** Shared by the forms and the services (no server code here). */
const code = z.string().trim().min(1).max(30);
const key = z.string().trim().min(8).max(40);
/** A choice of the form (a warehouse, a tray, a shop): its own message when none is chosen. */
const chosen = (required: string) => z.string({ error: required }).trim().min(1, required).max(30, required);

/** One scanned line: the barcode and the tray the user saw it in (a concurrent move is refused by name). */
export const seenItemSchema = z.object({ kodeBarcode: code, kodeGudang: code, kodeBaki: code });
export type SeenItem = z.infer<typeof seenItemSchema>;
/** The scanned lines: at least one. */
const lines = z.array(seenItemSchema, { error: 'pindahBarangKosong' }).min(1, 'pindahBarangKosong').max(2000, 'pindahBarangKosong');

/** Pindah Barang and Pindah Barang Satu Baki: items to one destination warehouse and tray. */
export const pindahSchema = z.object({
  idempotencyKey: key,
  kodeGudang: chosen('gudangTujuanRequired'),
  kodeBaki: chosen('bakiTujuanRequired'),
  items: lines,
});
export type PindahInput = z.input<typeof pindahSchema>;

/** Kirim Barang: items to another shop of the chain. */
export const kirimSchema = z.object({
  idempotencyKey: key,
  kodeTokoTujuan: chosen('tokoRequired'),
  keterangan: z.string().trim().max(200).default(''),
  items: lines,
});
export type KirimInput = z.input<typeof kirimSchema>;

/** Penerimaan Barang: a shipment taken into a tray of the receiving shop. */
export const terimaSchema = z.object({ idempotencyKey: key, noKirim: code, kodeGudang: chosen('gudangTujuanRequired'), kodeBaki: chosen('bakiTujuanRequired') });
export type TerimaInput = z.input<typeof terimaSchema>;

/** Batal Penerimaan Barang: with a supervisor's grant (BATAL_PENERIMAAN_BARANG). */
export const batalTerimaSchema = z.object({ idempotencyKey: key, noKirim: code, grant: z.string().trim().max(60).nullable().default(null) });
export type BatalTerimaInput = z.input<typeof batalTerimaSchema>;

export const barcodeSchema = z.object({ kodeBarcode: code });
export const traySchema = z.object({ kodeGudang: code, kodeBaki: code });
