import { z } from 'zod';
import { weightField } from '@/lib/validation/weight';

export const WEIGHING_SORTS = ['kode_barcode', 'nama_barang', 'kode_toko'] as const;
export type WeighingSort = (typeof WEIGHING_SORTS)[number];

/** The tray a weighing is about: §8 "Mohon Untuk Pilih Kode Gudang" / "Mohon Untuk Pilih Kode Baki". */
export const trayChoiceSchema = z.object({
  kodeGudang: z.string({ error: 'pilihKodeGudang' }).trim().min(1, 'pilihKodeGudang').max(20, 'pilihKodeGudang'),
  kodeBaki: z.string({ error: 'pilihKodeBaki' }).trim().min(1, 'pilihKodeBaki').max(20, 'pilihKodeBaki'),
  sort: z.enum(WEIGHING_SORTS).catch('kode_barcode'),
});

/** The scale's gross reading of a started weighing (tray and items together), typed or read from the scale. */
export const saveWeighingSchema = z.object({
  noTimbang: z.string({ error: 'timbangTidakAda' }).trim().min(1, 'timbangTidakAda').max(30, 'timbangTidakAda'),
  beratTimbang: weightField('beratTimbangWajib', 'beratTimbangSalah'),
});
