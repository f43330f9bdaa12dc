import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';

const amount = (invalid: string) => z.number({ error: invalid }).int(invalid).min(0, invalid).max(MAX_AMOUNT, invalid);
const barcode = z.string().trim().min(1, 'penjualanKosong').max(30, 'penjualanKosong').transform((code) => code.toUpperCase());
const text = (max: number) => z.string().trim().max(max, 'penjualanTeksPanjang').optional().default('');
const rekening = z.string().trim().max(30).optional().nullable().transform((value) => value || null);

/**
 * Transaksi Penjualan: the scanned lines (the price the cashier saw computed, and the price charged), the salesperson,
 * the customer, the payments (cash handed over, transfer and card to the shop's bank accounts), the authorization's
 * keystore when a price needs one, and the form's key. Money is whole Rupiah (JSON numbers).
 */
export const saleSchema = z.object({
  lines: z.array(z.object({ barcode, hargaHitung: amount('penjualanHargaInvalid'), hargaJual: amount('penjualanHargaInvalid').min(1, 'penjualanHargaInvalid') }))
    .min(1, 'penjualanKosong').max(200, 'penjualanKosong'),
  kodeSales: z.string({ error: 'penjualanSalesInvalid' }).trim().min(1, 'penjualanSalesInvalid').max(20, 'penjualanSalesInvalid'),
  namaCustomer: text(100),
  alamatCustomer: text(200),
  noHpCustomer: z.string().trim().max(20, 'penjualanNoHpInvalid').regex(/^[0-9+ -]*$/, 'penjualanNoHpInvalid').optional().default(''),
  uangDiterima: amount('jumlahInvalid').optional().default(0),
  bayarTransfer: amount('jumlahInvalid').optional().default(0),
  noRekeningTransfer: rekening,
  bayarKartu: amount('jumlahInvalid').optional().default(0),
  noRekeningKartu: rekening,
  keystore: z.string().max(40).optional(),
  idempotencyKey: z.string().min(8).max(80),
});
export type SaleInput = z.input<typeof saleSchema>;

/** A barcode scanned on the sale screen. */
export const scanSchema = z.object({ barcode });

export const nomorSchema = z.object({ nomor: z.string().trim().min(1, 'penjualanTidakDitemukan').max(30, 'penjualanTidakDitemukan').transform((n) => n.toUpperCase()) });

/** Batal Penjualan: the sale, the reason, the authorization and the form's key. */
export const cancelSchema = z.object({
  nomor: z.string().trim().min(1, 'penjualanTidakDitemukan').max(30, 'penjualanTidakDitemukan').transform((n) => n.toUpperCase()),
  alasan: z.string({ error: 'penjualanAlasanWajib' }).trim().min(1, 'penjualanAlasanWajib').max(200, 'penjualanAlasanWajib'),
  keystore: z.string().max(40).optional(),
  idempotencyKey: z.string().min(8).max(80),
});
export type CancelInput = z.input<typeof cancelSchema>;
