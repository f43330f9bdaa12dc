import { z } from 'zod';

/** Shared by the forms and the services (no server code here). */
const code = z.string().trim().min(1).max(30);
const key = z.string().trim().min(8).max(40);

/** One scanned line: the barcode and the tray the user saw it in (a concurrent move is refused by name). */
export const seenItemSchema = z.object({ kodeBarcode: code, kodeGudang: code, kodeBaki: code });
export type SeenItem = z.infer<typeof seenItemSchema>;

/** Pindah Barang and Pindah Barang Satu Baki: items to one destination warehouse and tray. */
export const pindahSchema = z.object({
  idempotencyKey: key,
  kodeGudang: code,
  kodeBaki: code,
  items: z.array(seenItemSchema).min(1).max(2000),
});
export type PindahInput = z.input<typeof pindahSchema>;

/** Kirim Barang: items to another shop of the chain. */
export const kirimSchema = z.object({
  idempotencyKey: key,
  kodeTokoTujuan: code,
  keterangan: z.string().trim().max(200).default(''),
  items: z.array(seenItemSchema).min(1).max(2000),
});
export type KirimInput = z.input<typeof kirimSchema>;

/** Penerimaan Barang: a shipment taken into a tray of the receiving shop. */
export const terimaSchema = z.object({ idempotencyKey: key, noKirim: code, kodeGudang: code, kodeBaki: code });
export type TerimaInput = z.input<typeof terimaSchema>;

/** Batal Penerimaan Barang: with a supervisor's grant (BATAL_PENERIMAAN_BARANG). */
export const batalTerimaSchema = z.object({ idempotencyKey: key, noKirim: code, grant: z.string().trim().max(60).nullable().default(null) });
export type BatalTerimaInput = z.input<typeof batalTerimaSchema>;

export const barcodeSchema = z.object({ kodeBarcode: code });
export const traySchema = z.object({ kodeGudang: code, kodeBaki: code });
