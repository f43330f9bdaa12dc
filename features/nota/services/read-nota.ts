import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { pembelian, pembelianDetail } from '@/features/pembelian';
import { penjualan, penjualanDetail } from '@/features/penjualan';
import { sales, toko } from '@/lib/db/schema/shop';
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
    const [head] = await db.select({ row: penjualan, namaSales: sales.namaSales }).from(penjualan)
      .leftJoin(sales, eq(sales.kodeSales, penjualan.kodeSales))
      .where(and(eq(penjualan.noFakturJual, nomor.toUpperCase()), eq(penjualan.kodeToko, ctx.shop.kodeToko)));
    if (!head) throw NotFoundError('notaNotFound');
    const lines = await db.select({ line: penjualanDetail, namaDept: jenis.namaDept, kadarCetak: jenis.kadarCetak }).from(penjualanDetail)
      .leftJoin(jenis, eq(jenis.kodeDept, penjualanDetail.kodeDept))
      .where(eq(penjualanDetail.noFakturJual, head.row.noFakturJual)).orderBy(asc(penjualanDetail.urutan));
    const h = head.row;
    const tunai = readRupiah(h.bayarTunai);
    const diterima = readRupiah(h.uangDiterima);
    return {
      kind, nomor: h.noFakturJual, status: h.status, toko: shopOf, tanggal: formatDateTime(h.tanggal),
      kasir: h.createdBy, sales: head.namaSales ?? h.kodeSales,
      customer: { nama: h.namaCustomer, alamat: h.alamatCustomer, noHp: h.noHpCustomer },
      lines: lines.map(({ line, namaDept, kadarCetak }) => ({
        kodeBarcode: line.kodeBarcode, namaBarang: line.namaBarang,
        keterangan: [namaDept ?? line.kodeDept, kadarCetak || `${line.kadar}%`].join(' '),
        berat: line.berat, hargaPerGram: readRupiah(line.hargaPerGram), ongkos: readRupiah(line.ongkos), hargaTetap: line.hargaTetap,
        harga: readRupiah(line.hargaJual),
      })),
      jumlahBarang: lines.length, totalBerat: h.totalBerat, subtotal: readRupiah(h.subtotal), ppnPersen: h.ppnPersen, ppn: readRupiah(h.ppn),
      total: readRupiah(h.totalHarga),
      bayar: { tunai, transfer: readRupiah(h.bayarTransfer), kartu: readRupiah(h.bayarKartu) },
      // uang_diterima >= bayar_tunai (a check on the table): the change is what was handed over beyond the cash applied.
      uangDiterima: Math.max(diterima, tunai), kembalian: Math.max(diterima - tunai, 0), dicetak: h.dicetak, cetak: printsOf(h),
    };
  }

  const [head] = await db.select({ row: pembelian, namaSales: sales.namaSales }).from(pembelian)
    .leftJoin(sales, eq(sales.kodeSales, pembelian.kodeSales))
    .where(and(eq(pembelian.noFakturBeli, nomor.toUpperCase()), eq(pembelian.kodeToko, ctx.shop.kodeToko)));
  if (!head) throw NotFoundError('notaNotFound');
  const lines = await db.select({ line: pembelianDetail, namaDept: jenis.namaDept, kadarCetak: jenis.kadarCetak }).from(pembelianDetail)
    .leftJoin(jenis, eq(jenis.kodeDept, pembelianDetail.kodeDept))
    .where(eq(pembelianDetail.noFakturBeli, head.row.noFakturBeli)).orderBy(asc(pembelianDetail.urutan));
  const h = head.row;
  const total = readRupiah(h.totalHarga);
  const tunai = readRupiah(h.bayarTunai);
  return {
    kind, nomor: h.noFakturBeli, status: h.status, toko: shopOf, tanggal: formatDateTime(h.tanggal),
    kasir: h.createdBy, sales: head.namaSales ?? h.kodeSales,
    customer: { nama: h.namaCustomer, alamat: h.alamatCustomer, noHp: h.noHpCustomer },
    lines: lines.map(({ line, namaDept, kadarCetak }) => ({
      kodeBarcode: line.kodeBarcode ?? '', namaBarang: line.namaBarang,
      keterangan: [namaDept ?? line.kodeDept ?? '', kadarCetak, line.kondisi].filter(Boolean).join(' '),
      // Rows from before the buying price per gram was kept hold 0: none is shown.
      berat: line.berat, hargaPerGram: readRupiah(line.hargaBeliPerGram) || null, ongkos: null, hargaTetap: false, harga: readRupiah(line.harga),
    })),
    jumlahBarang: lines.length, totalBerat: h.totalBerat, subtotal: total, ppnPersen: '0', ppn: 0, total,
    bayar: { tunai, transfer: readRupiah(h.bayarTransfer), kartu: 0 },
    uangDiterima: tunai, kembalian: 0, dicetak: h.dicetak, cetak: printsOf(h),
  };
}

const printsOf = (row: { dicetakThermal: number; dicetakSlipPdf: number; dicetakA4: number }): NotaPrints =>
  ({ thermal: row.dicetakThermal, 'slip-pdf': row.dicetakSlipPdf, a4: row.dicetakA4 });
