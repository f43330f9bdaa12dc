import { z } from 'zod';
import { weightField } from '@/lib/validation/weight';
import { WEIGHING_SORTS } from './sorts';

export { WEIGHING_SORTS, type WeighingSort } from './sorts';

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
