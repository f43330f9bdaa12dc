import 'server-only';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readBuybackDocument } from '@/features/pembelian';
import { readSaleDocument } from '@/features/penjualan';
import { toko } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { formatDateTime, readRupiah } from '@/lib/format';
import { parseInput } from '@/lib/validation/parse-input';
import { ALL_NOTA_PATHS, NOTA_PATHS } from '../paths';
import { notaRefSchema, type NotaRef } from '../schemas';
import type { NotaData, NotaPrints } from '../types';

/**
 * A sale or a buyback of the user's shop as one nota: its lines, totals, PPN, payments and change, the customer, the
 * cashier, the shop's name and address, the date in Asia/Jakarta. Another shop's nota is not found.
 */
export async function readNota({ ctx, input, tx }: { ctx: SessionContext; input: NotaRef; tx?: Tx }): Promise<NotaData> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  const { kind, nomor } = parseInput(notaRefSchema, input);
  requireAccess(ctx, NOTA_PATHS[kind]);
  const db = readDb(tx);
  const [shop] = await db.select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko })
    .from(toko).where(eq(toko.kodeToko, ctx.shop.kodeToko));
  const shopOf = shop ?? { kodeToko: ctx.shop.kodeToko, namaToko: ctx.shop.namaToko, alamatToko: ctx.shop.alamatToko };

  if (kind === 'penjualan') {
    const sale = await readSaleDocument(db, ctx.shop.kodeToko, nomor.toUpperCase());
    if (!sale) throw NotFoundError('notaNotFound');
    const h = sale.head;
    const tunai = readRupiah(h.bayarTunai);
    const diterima = readRupiah(h.uangDiterima);
    return {
      kind, nomor: h.noFakturJual, status: h.status, toko: shopOf, tanggal: formatDateTime(h.tanggal),
      kasir: h.createdBy, sales: sale.namaSales ?? h.kodeSales,
      customer: { nama: h.namaCustomer, alamat: h.alamatCustomer, noHp: h.noHpCustomer },
      lines: sale.lines.map(({ line, namaDept, kadarCetak }) => ({
        kodeBarcode: line.kodeBarcode, namaBarang: line.namaBarang,
        keterangan: [namaDept ?? line.kodeDept, kadarCetak || `${line.kadar}%`].join(' '),
        berat: line.berat, hargaPerGram: readRupiah(line.hargaPerGram), ongkos: readRupiah(line.ongkos), hargaTetap: line.hargaTetap,
        harga: readRupiah(line.hargaJual),
      })),
      jumlahBarang: sale.lines.length, totalBerat: h.totalBerat, subtotal: readRupiah(h.subtotal), ppnPersen: h.ppnPersen, ppn: readRupiah(h.ppn),
      total: readRupiah(h.totalHarga),
      bayar: { uangMuka: readRupiah(h.uangMuka), tunai, transfer: readRupiah(h.bayarTransfer), kartu: readRupiah(h.bayarKartu) },
      // uang_diterima >= bayar_tunai (a check on the table): the change is what was handed over beyond the cash applied.
      uangDiterima: Math.max(diterima, tunai), kembalian: Math.max(diterima - tunai, 0), dicetak: h.dicetak, cetak: printsOf(h),
    };
  }

  const buyback = await readBuybackDocument(db, ctx.shop.kodeToko, nomor.toUpperCase());
  if (!buyback) throw NotFoundError('notaNotFound');
  const h = buyback.head;
  const total = readRupiah(h.totalHarga);
  const tunai = readRupiah(h.bayarTunai);
  return {
    kind, nomor: h.noFakturBeli, status: h.status, toko: shopOf, tanggal: formatDateTime(h.tanggal),
    kasir: h.createdBy, sales: buyback.namaSales ?? h.kodeSales,
    customer: { nama: h.namaCustomer, alamat: h.alamatCustomer, noHp: h.noHpCustomer },
    lines: buyback.lines.map(({ line, namaDept, kadarCetak }) => ({
      kodeBarcode: line.kodeBarcode ?? '', namaBarang: line.namaBarang,
      keterangan: [namaDept ?? line.kodeDept ?? '', kadarCetak, line.kondisi].filter(Boolean).join(' '),
      // Rows from before the buying price per gram was kept hold 0: none is shown.
      berat: line.berat, hargaPerGram: readRupiah(line.hargaBeliPerGram) || null, ongkos: null, hargaTetap: false, harga: readRupiah(line.harga),
    })),
    jumlahBarang: buyback.lines.length, totalBerat: h.totalBerat, subtotal: total, ppnPersen: '0', ppn: 0, total,
    bayar: { tunai, transfer: readRupiah(h.bayarTransfer), kartu: 0 },
    uangDiterima: tunai, kembalian: 0, dicetak: h.dicetak, cetak: printsOf(h),
  };
}

const printsOf = (row: { dicetakThermal: number; dicetakSlipPdf: number; dicetakA4: number }): NotaPrints =>
  ({ thermal: row.dicetakThermal, 'slip-pdf': row.dicetakSlipPdf, a4: row.dicetakA4 });
