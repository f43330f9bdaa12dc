import { z } from 'zod';

/** Validasi Jual Beli: the day's sales and buybacks to mark validated. */
export const validateSchema = z.object({
  penjualan: z.array(z.string().trim().min(1).max(30)).max(5000).optional().default([]),
  pembelian: z.array(z.string().trim().min(1).max(30)).max(5000).optional().default([]),
}).refine((value) => value.penjualan.length + value.pembelian.length > 0, { message: 'penjualanValidasiKosong' });
export type ValidateInput = z.input<typeof validateSchema>;
