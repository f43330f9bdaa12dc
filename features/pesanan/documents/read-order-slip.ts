import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { sales, toko } from '@/lib/db/schema/shop';
import type { CustodySlipData, CustodySlipLabel, CustodySlipTitle } from '@/lib/documents/custody-slip';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import { pesanan, pesananBayar, pesananDetail } from '../schema';

const TITLES: Record<string, CustodySlipTitle> = { OPEN: 'pesananDiterima', TIBA: 'pesananTiba', DIAMBIL: 'pesananDiambil', BATAL: 'pesananBatal' };
/** Each movement of the order's money as its slip names it: money in (down payment, payment), applied, refunded, forfeited. */
const PAYMENT_LABELS: Record<string, CustodySlipLabel> = { DP: 'uangMuka', BAYAR: 'pembayaran', PAKAI: 'dipakai', REFUND: 'dikembalikan', HANGUS: 'hangus' };

/**
 * An order of the shop as its slip prints it (features/nota), read from the order's own tables only: the customer,
 * each line with its jenis, kadar, ordered and real weight and price (the final one once picked up), every money
 * movement with its receipt number, and what is left to pay. The title says the order's stage. Null when the shop has
 * no such order.
 */
export async function readOrderSlip(db: Db, kodeToko: string, noPesanan: string): Promise<CustodySlipData | null> {
  const [head] = await db.select({ order: pesanan, namaSales: sales.namaSales, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(pesanan)
    .innerJoin(toko, eq(toko.kodeToko, pesanan.kodeToko)).leftJoin(sales, eq(sales.kodeSales, pesanan.kodeSales))
    .where(and(eq(pesanan.noPesanan, noPesanan), eq(pesanan.kodeToko, kodeToko)));
  if (!head) return null;
  const order = head.order;
  const lines = await db.select({ line: pesananDetail, namaDept: jenis.namaDept }).from(pesananDetail).leftJoin(jenis, eq(jenis.kodeDept, pesananDetail.kodeDept))
    .where(eq(pesananDetail.noPesanan, noPesanan)).orderBy(asc(pesananDetail.urutan), asc(pesananDetail.id));
  const payments = await db.select().from(pesananBayar).where(eq(pesananBayar.noPesanan, noPesanan)).orderBy(asc(pesananBayar.id));
  const info: CustodySlipData['info'] = [];
  if (order.tglTarget) info.push({ label: 'tglTarget', value: order.tglTarget });
  if (order.noPenjualan) info.push({ label: 'noPenjualan', value: order.noPenjualan });
  if (order.tglAmbil) info.push({ label: 'tglDiambil', value: formatDateTime(order.tglAmbil) });
  if (order.tglBatal) info.push({ label: 'tglBatal', value: formatDateTime(order.tglBatal) });
  if (order.alasanBatal) info.push({ label: 'alasanBatal', value: order.alasanBatal });
  const money: CustodySlipData['money'] = [{ label: 'estimasiHarga', value: order.totalHarga }];
  if (order.hargaAkhir !== null) money.push({ label: 'hargaAkhir', value: order.hargaAkhir, bold: true });
  for (const paid of payments) money.push({ label: PAYMENT_LABELS[paid.jenis] ?? 'pembayaran', value: paid.jumlah, nomor: paid.noBayar });
  money.push({ label: 'totalDibayar', value: order.jumlahBayar });
  if (order.status === 'OPEN' || order.status === 'TIBA') money.push({ label: 'sisaBayar', value: Math.max(order.totalHarga - order.jumlahBayar, 0), bold: true });
  if (order.status === 'DIAMBIL' && order.hargaAkhir !== null) {
    const applied = payments.filter((paid) => paid.jenis === 'PAKAI').reduce((sum, paid) => sum + paid.jumlah, 0);
    money.push({ label: 'pelunasan', value: Math.max(order.hargaAkhir - applied, 0), bold: true });
  }
  // The kadar written "75,00%", no space: a jenis and its kadar stay on one 20-character slip line (§9).
  const arrived = lines.some(({ line }) => line.beratAsli !== null);
  return {
    kind: 'pesanan', nomor: order.noPesanan, status: order.status, title: TITLES[order.status] ?? 'pesananDiterima',
    toko: { kodeToko, namaToko: head.namaToko, alamatToko: head.alamatToko }, tanggal: formatDateTime(order.tglPesanan), kasir: order.createdBy,
    sales: head.namaSales ?? order.kodeSales, customer: { nama: order.namaCustomer, alamat: order.alamatCustomer, noHp: order.noHpCustomer }, info,
    lines: lines.map(({ line, namaDept }) => ({
      nama: line.deskripsi || '-', keterangan: [namaDept ?? line.kodeDept ?? '', line.kadar ? `${formatDecimal(line.kadar, 2)}%` : ''].filter(Boolean).join(' '),
      berat: line.berat, beratAkhir: line.beratAsli, harga: line.hargaAkhir ?? line.subTotal,
    })),
    totalBerat: order.totalBerat, totalBeratAkhir: arrived ? sumWeights(lines.map(({ line }) => line.beratAsli)) : null, money,
  };
}
