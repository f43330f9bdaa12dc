import { z } from 'zod';
import { rupiahField } from '@/lib/validation/rupiah';

// The transfer form of Mutasi Uang Bank and Mutasi Uang Cash (§5): every field required, messages are keys under `errors.`.
export const mutasiSchema = z.object({
  kategori: z.string({ error: 'kategoriRequired' }).min(1, 'kategoriRequired'),
  asal: z.string({ error: 'asalRequired' }).min(1, 'asalRequired'),
  asal_rekening: z.string().optional(),
  // The spec's message for an empty destination is "Asal Tidak Boleh Kosong" too.
  tujuan: z.string({ error: 'asalRequired' }).min(1, 'asalRequired'),
  tujuan_rekening: z.string().optional(),
  jumlah: rupiahField('jumlahRequired', 'jumlahInvalid'),
  keterangan: z.string({ error: 'keteranganRequired' }).trim().min(1, 'keteranganRequired').max(200, 'keteranganTooLong'),
  idempotencyKey: z.string().min(8).max(80),
});

export type MutasiInput = z.infer<typeof mutasiSchema>;
export { CASH } from './cash';

// Uang Kas / Uang Bank (§2.1 Cash and bank): money in or out of the shop's cash or one of its bank accounts with a
// category of Master Kode Transaksi that names its account. Messages are keys under `errors.`.
export const CASH_BOOK_DIRECTIONS = ['MASUK', 'KELUAR'] as const;
export const cashBookSchema = z.object({
  arah: z.enum(CASH_BOOK_DIRECTIONS, { error: 'kasArahRequired' }),
  kategori: z.string({ error: 'kategoriRequired' }).min(1, 'kategoriRequired'),
  rekening: z.string().optional(),
  jumlah: rupiahField('jumlahRequired', 'jumlahInvalid'),
  keterangan: z.string({ error: 'keteranganRequired' }).trim().min(1, 'keteranganRequired').max(200, 'keteranganTooLong'),
  idempotencyKey: z.string().min(8).max(80),
});

export type CashBookInput = z.infer<typeof cashBookSchema>;
