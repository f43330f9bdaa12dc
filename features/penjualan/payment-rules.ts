import type { ErrorKey } from '@/lib/errors/app-error';
import type { saleTotals } from '@/features/pricing/client';

type SalePayments = { uangDiterima: number; noRekeningTransfer?: string | null; noRekeningKartu?: string | null };

/**
 * The first problem of a sale's payments against its totals (saleTotals), with the form field it belongs to, or null.
 * The kernel refuses a sale with it; the service refuses it before spending a grant, and the screen asks no supervisor
 * for a sale it would refuse (the server then tells the problem under its field).
 */
export function paymentProblem(totals: ReturnType<typeof saleTotals>, sale: SalePayments): { key: ErrorKey; field: string } | null {
  if (totals.transfer > 0 && !sale.noRekeningTransfer) return { key: 'penjualanRekeningWajib', field: 'noRekeningTransfer' };
  if (totals.kartu > 0 && !sale.noRekeningKartu) return { key: 'penjualanRekeningWajib', field: 'noRekeningKartu' };
  if (totals.transfer + totals.kartu + totals.uangMuka + sale.uangDiterima === 0) return { key: 'penjualanTanpaBayar', field: 'uangDiterima' };
  if (totals.uangMuka > totals.totalHarga) return { key: 'penjualanUangMukaLebih', field: 'uangMuka' };
  if (totals.bayarTunai < 0) return { key: 'penjualanNonTunaiLebih', field: totals.transfer > 0 ? 'bayarTransfer' : 'bayarKartu' };
  if (totals.kembalian < 0) return { key: 'penjualanUangKurang', field: 'uangDiterima' };
  return null;
}
