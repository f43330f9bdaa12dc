import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/** A priced buyback line as the preview answers it and postPembelian prices it again. */
type Line = { kodeBarcode: string | null; namaBarang: string; beratNota: string; berat: string; hargaHitung: number; harga: number; batasHarga: number;
  needs: { harga: boolean; berat: boolean } };

/** A line named for the supervisor: its barcode, or its place and name for goods from outside. */
const refOf = (line: Line, index: number) => (line.kodeBarcode ?? `${index + 1}. ${line.namaBarang}`).slice(0, 60);

/**
 * What each of a buyback's grants approves, from the lines as priced: HARGA_BELI_DI_ATAS_BATAS each line paid above its
 * cap (computed and paid price, the cap it passes), TOLERANSI_BERAT_PEMBELIAN each line short of its receipt weight (receipt and weighed).
 * The screen asks with these; postPembelian spends the grants only for the same.
 */
export function buybackSubjects(lines: readonly Line[]): { harga: GrantSubject; berat: GrantSubject } {
  const indexed = lines.map((line, index) => ({ line, ref: refOf(line, index) }));
  return {
    harga: { document: '', lines: indexed.filter(({ line }) => line.needs.harga)
      .map(({ line, ref }) => ({ ref, what: 'hargaBeli', before: String(line.hargaHitung), after: String(line.harga), limit: String(line.batasHarga) })) },
    berat: { document: '', lines: indexed.filter(({ line }) => line.needs.berat)
      .map(({ line, ref }) => ({ ref, what: 'berat', before: line.beratNota, after: line.berat })) },
  };
}
