import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import { saleLineNeedsApproval } from '@/features/penjualan/counter/pricing';

/** A sale line as the screen holds it and the server prices it again: the computed price, the charged one, the bounds. */
export type ApprovalLine = { kodeBarcode: string; hargaHitung: number; hargaJual: number; batasAtas: number; batasBawah: number };

/**
 * Whether a line's charged price needs a supervisor (UBAH_HARGA_JUAL): the screen and the server ask the same. Every
 * line, its computed or fixed price too: below the floor or above the limit (saleLineNeedsApproval).
 */
export const lineNeedsApproval = (line: ApprovalLine) => saleLineNeedsApproval(line);

/**
 * What an UBAH_HARGA_JUAL grant approves: each line that needs it, with its computed and charged price and the bound it
 * passes (the floor when below it, else the limit). The screen asks with it; postSale spends the grant only for the same.
 */
export function priceChangeSubject(lines: readonly ApprovalLine[]): GrantSubject {
  return {
    document: '',
    lines: lines.filter(lineNeedsApproval).map((line) => ({
      ref: line.kodeBarcode, what: 'hargaJual', before: String(line.hargaHitung), after: String(line.hargaJual),
      limit: String(line.hargaJual < line.batasBawah ? line.batasBawah : line.batasAtas),
    })),
  };
}
