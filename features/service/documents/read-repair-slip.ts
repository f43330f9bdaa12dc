import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { toko } from '@/lib/db/schema/shop';
import type { CustodySlipData, CustodySlipTitle } from '@/lib/documents/custody-slip';
import { formatDateTime } from '@/lib/format';
import { sumWeights } from '@/lib/format/grams';
import { pickupRemainder } from '../repair-figures';
import { service, serviceBayar, serviceDetail, tukang } from '../schema';

const TITLES: Record<string, CustodySlipTitle> = { MASUK: 'serviceDiterima', SELESAI: 'serviceSelesai', DIAMBIL: 'serviceDiambil', BATAL: 'serviceBatal' };

/**
 * A repair ticket of the shop as its slip prints it (features/nota), from the ticket's own tables: the pieces weighed
 * in and (once completed) out, the estimate, the craftsman, the cost and the gold added, the down payment, and by its
 * stage what is left to pay, what was paid at the pickup, or what became of the down payment at the cancellation.
 * Null when the shop has no such ticket.
 */
export async function readRepairSlip(db: Db, kodeToko: string, noService: string): Promise<CustodySlipData | null> {
  const [head] = await db.select({ ticket: service, namaTukang: tukang.namaTukang, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(service)
    .innerJoin(toko, eq(toko.kodeToko, service.kodeToko)).leftJoin(tukang, eq(tukang.kodeTukang, service.kodeTukang))
    .where(and(eq(service.noService, noService), eq(service.kodeToko, kodeToko)));
  if (!head) return null;
  const ticket = head.ticket;
  const pieces = await db.select({ piece: serviceDetail, namaDept: jenis.namaDept }).from(serviceDetail).leftJoin(jenis, eq(jenis.kodeDept, serviceDetail.kodeDept))
    .where(eq(serviceDetail.noService, noService)).orderBy(asc(serviceDetail.urutan));
  const info: CustodySlipData['info'] = [];
  if (ticket.kodeTukang) info.push({ label: 'tukang', value: head.namaTukang ?? ticket.kodeTukang });
  if (ticket.tglEstimasi) info.push({ label: 'tglEstimasi', value: ticket.tglEstimasi });
  if (ticket.tglSelesai) info.push({ label: 'tglSelesai', value: formatDateTime(ticket.tglSelesai) });
  if (ticket.tglDiambil) info.push({ label: 'tglDiambil', value: formatDateTime(ticket.tglDiambil) });
  if (ticket.noBatal) info.push({ label: 'noBatal', value: ticket.noBatal });
  if (ticket.tglBatal) info.push({ label: 'tglBatal', value: formatDateTime(ticket.tglBatal) });
  if (ticket.alasanBatal) info.push({ label: 'alasanBatal', value: ticket.alasanBatal });
  const money: CustodySlipData['money'] = [{ label: 'estimasiBiaya', value: ticket.estimasiBiaya }];
  if (ticket.biayaAkhir !== null) {
    money.push({ label: 'biayaService', value: ticket.biayaAkhir });
    if (ticket.hargaEmasTambah > 0) money.push({ label: 'hargaEmasTambah', value: ticket.hargaEmasTambah });
    money.push({ label: 'totalBiaya', value: ticket.biayaAkhir + ticket.hargaEmasTambah, bold: true });
  }
  money.push({ label: 'uangMuka', value: ticket.uangMuka });
  if (ticket.status === 'SELESAI') {
    money.push({ label: 'sisaBayar', value: Math.max(pickupRemainder({ biayaAkhir: ticket.biayaAkhir ?? 0, hargaEmasTambah: ticket.hargaEmasTambah, uangMuka: ticket.uangMuka }), 0), bold: true });
  }
  if (ticket.status === 'DIAMBIL') {
    const paid = await db.select({ tunai: serviceBayar.bayarTunai, transfer: serviceBayar.bayarTransfer }).from(serviceBayar)
      .where(and(eq(serviceBayar.noService, noService), eq(serviceBayar.jenis, 'AMBIL')));
    money.push({ label: 'pelunasan', value: paid.reduce((sum, row) => sum + row.tunai + row.transfer, 0), bold: true });
  }
  if (ticket.status === 'BATAL' && ticket.uangMuka > 0) money.push({ label: ticket.uangMukaBatal === 'HANGUS' ? 'hangus' : 'dikembalikan', value: ticket.uangMuka, bold: true });
  const weighedOut = pieces.some(({ piece }) => piece.beratKeluar !== null);
  return {
    kind: 'service', nomor: ticket.noService, status: ticket.status, title: TITLES[ticket.status] ?? 'serviceDiterima',
    toko: { kodeToko, namaToko: head.namaToko, alamatToko: head.alamatToko }, tanggal: formatDateTime(ticket.tanggal), kasir: ticket.createdBy, sales: '',
    customer: { nama: ticket.namaCustomer, alamat: ticket.alamatCustomer, noHp: ticket.noHpCustomer }, info,
    lines: pieces.map(({ piece, namaDept }) => ({
      nama: piece.deskripsi, keterangan: namaDept ?? piece.kodeDept, berat: piece.beratMasuk, beratAkhir: piece.beratKeluar,
      harga: piece.hargaTambah ? piece.hargaTambah : null,
    })),
    totalBerat: ticket.totalBerat, totalBeratAkhir: weighedOut ? sumWeights(pieces.map(({ piece }) => piece.beratKeluar)) : null, money,
  };
}
