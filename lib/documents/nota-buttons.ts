import type { ComponentType } from 'react';

/**
 * A nota's print and WhatsApp buttons as a counter screen receives them from its page (the nota feature's NotaActions):
 * the nota feature reads the sales, buybacks and pawn loans, so their screens are handed its buttons instead of importing them back.
 */
export type NotaButtons<Kind extends 'penjualan' | 'pembelian' | 'hutang' | 'pelunasan-hutang' | 'perpanjangan-hutang' | 'pesanan' | 'titipan' | 'service'> = ComponentType<{ kind: Kind; nomor: string; justPosted?: boolean }>;
