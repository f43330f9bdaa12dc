import { z } from 'zod';

/** Validasi Hutang: the day's loans and redemptions to mark validated. */
export const loanValidationSchema = z.object({
  hutang: z.array(z.string().trim().toUpperCase().min(1).max(30)).max(5000).optional().default([]),
  pelunasan: z.array(z.string().trim().toUpperCase().min(1).max(30)).max(5000).optional().default([]),
}).refine((value) => value.hutang.length + value.pelunasan.length > 0, { message: 'penjualanValidasiKosong' });
export type LoanValidationInput = z.input<typeof loanValidationSchema>;

/** The day the list shows (YYYY-MM-DD); today when empty. */
export const validationDaySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });
