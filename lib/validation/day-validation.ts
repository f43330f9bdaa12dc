import { z } from 'zod';

/** A validation screen's day (YYYY-MM-DD); today when empty (Validasi Pesanan, Validasi Service). */
export const validationDaySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });
export type ValidationDayInput = z.input<typeof validationDaySchema>;

/** The documents ticked on a validation screen: at least one number (penjualanValidasiKosong). */
export const validationNumbersSchema = z.object({
  nomor: z.array(z.string().trim().toUpperCase().min(1).max(30)).min(1, 'penjualanValidasiKosong').max(5000),
});
export type ValidationNumbersInput = z.input<typeof validationNumbersSchema>;
