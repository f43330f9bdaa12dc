import type { NotaKind } from './types';

/** The screens that show a nota: its gate is theirs (the counter screen right after saving, the lihat screen later). */
export const NOTA_PATHS: Record<NotaKind, readonly string[]> = {
  penjualan: ['/transaksi-penjualan', '/lihat-penjualan'],
  pembelian: ['/transaksi-pembelian', '/lihat-pembelian'],
};
export const ALL_NOTA_PATHS: readonly string[] = [...NOTA_PATHS.penjualan, ...NOTA_PATHS.pembelian];
