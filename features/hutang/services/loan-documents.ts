import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { sales, toko } from '@/lib/db/schema/shop';
import { formatDateTime } from '@/lib/format';
import { interestDue } from '@/lib/pricing/loan';
import { hutang, hutangDetail, hutangPelunasan, kondisiPinjaman } from '../schema';
import { readRenewal } from '../counter/renew-loan';
import type { LoanShop, LoanSlipData, RedemptionReceiptData, RenewalReceiptData } from '../documents/types';

async function shopOf(db: Db, kodeToko: string): Promise<LoanShop> {
  const [shop] = await db.select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(toko).where(eq(toko.kodeToko, kodeToko));
  return shop ?? { kodeToko, namaToko: kodeToko, alamatToko: '' };
}

/**
 * A loan of the shop as its Surat Bukti Gadai prints it (features/nota): the customer, the pledged items with their
 * jenis and condition names, the figures and dates it was made with, the appraiser's name. Null when the shop has no
 * such loan.
 */
export async function readLoanSlip(db: Db, kodeToko: string, noFakturHutang: string): Promise<LoanSlipData | null> {
  const [head] = await db.select({ loan: hutang, namaSales: sales.namaSales }).from(hutang)
    .leftJoin(sales, eq(sales.kodeSales, hutang.kodeSales))
    .where(and(eq(hutang.noFakturHutang, noFakturHutang), eq(hutang.kodeToko, kodeToko)));
  if (!head) return null;
  const loan = head.loan;
  const items = await db.select({ item: hutangDetail, namaDept: jenis.namaDept, namaKondisi: kondisiPinjaman.namaKondisi }).from(hutangDetail)
    .leftJoin(jenis, eq(jenis.kodeDept, hutangDetail.kodeDept))
    .leftJoin(kondisiPinjaman, eq(kondisiPinjaman.kodeKondisi, hutangDetail.kodeKondisi))
    .where(eq(hutangDetail.noFakturHutang, loan.noFakturHutang)).orderBy(asc(hutangDetail.urutan), asc(hutangDetail.id));
  return {
    noFakturHutang: loan.noFakturHutang, status: loan.status, toko: await shopOf(db, kodeToko), tanggal: formatDateTime(loan.tglHutang),
    customer: { nama: loan.namaCustomer, alamat: loan.alamatCustomer, noHp: loan.noHpCustomer, noKtp: loan.noKtp },
    items: items.map(({ item, namaDept, namaKondisi }) => ({
      namaBarang: item.namaBarang, jenis: namaDept ?? item.kodeDept ?? '', beratKotor: item.beratKotor, berat: item.berat, kadar: item.kadar,
      kondisi: namaKondisi ?? item.kodeKondisi ?? '', taksiran: item.taksiran ?? 0,
    })),
    totalTaksiran: loan.totalTaksiran, jumlahHutang: loan.jumlahHutang, biayaAdmin: loan.biayaAdmin,
    dibayarkan: loan.bayarTunai + loan.bayarTransfer, bayar: { tunai: loan.bayarTunai, transfer: loan.bayarTransfer },
    bunga: loan.bunga, bungaRp: loan.bungaRp, bungaBulan: interestDue(loan.bungaRp, 30), lamaHari: loan.lamaHari,
    tglJatuhTempo: loan.tglJatuhTempo, masaTenggangHari: loan.masaTenggangHari, tglLelang: loan.tglLelang,
    penaksir: head.namaSales ?? loan.kodeSales, kasir: loan.createdBy, hutangAsal: loan.hutangAsal, dicetak: loan.dicetak,
  };
}

/** A redemption (LUNAS) of the shop as its receipt prints it: the loan, the figures paid, the items handed back. Null when none. */
export async function readRedemptionReceipt(db: Db, kodeToko: string, noPelunasan: string): Promise<RedemptionReceiptData | null> {
  const [row] = await db.select({ paid: hutangPelunasan, loan: hutang }).from(hutangPelunasan)
    .innerJoin(hutang, eq(hutang.noFakturHutang, hutangPelunasan.noFakturHutang))
    .where(and(eq(hutangPelunasan.noPelunasan, noPelunasan), eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.jenis, 'LUNAS')));
  if (!row) return null;
  const { paid, loan } = row;
  const items = await db.select({ namaBarang: hutangDetail.namaBarang, berat: hutangDetail.berat, kadar: hutangDetail.kadar }).from(hutangDetail)
    .where(eq(hutangDetail.noFakturHutang, loan.noFakturHutang)).orderBy(asc(hutangDetail.urutan), asc(hutangDetail.id));
  return {
    noPelunasan: paid.noPelunasan, noFakturHutang: loan.noFakturHutang, status: paid.status, toko: await shopOf(db, kodeToko),
    tglHutang: formatDateTime(loan.tglHutang), tanggal: formatDateTime(paid.tanggal),
    customer: { nama: loan.namaCustomer, noHp: loan.noHpCustomer, noKtp: loan.noKtp },
    lamaHari: paid.lamaHari, jumlahHutang: paid.pokokDibayar, bungaRp: paid.bungaRp, bungaPinjam: paid.bungaPinjam, diskonBunga: paid.diskonBunga,
    totalBayar: paid.totalBayar, bayar: { tunai: paid.bayarTunai, transfer: paid.bayarTransfer }, items, kasir: paid.createdBy, dicetak: paid.dicetak,
  };
}

/**
 * A renewal (PERPANJANG) of the shop as its Bukti Perpanjangan prints it: the old and new loans, the interest paid,
 * the principal paid back (positive) or added (negative), the new loan's terms, and the one money movement, what the
 * customer paid (positive) or received (negative) and how (`readRenewal`'s figures). Null when the shop has none.
 */
export async function readRenewalReceipt(db: Db, kodeToko: string, noPelunasan: string): Promise<RenewalReceiptData | null> {
  const [row] = await db.select({ kasir: hutangPelunasan.createdBy, dicetak: hutangPelunasan.dicetak, nama: hutang.namaCustomer, noHp: hutang.noHpCustomer })
    .from(hutangPelunasan).innerJoin(hutang, eq(hutang.noFakturHutang, hutangPelunasan.noFakturHutang))
    .where(and(eq(hutangPelunasan.noPelunasan, noPelunasan), eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.jenis, 'PERPANJANG')));
  const renewal = row ? await readRenewal(db, kodeToko, noPelunasan) : null;
  if (!row || !renewal || renewal.noPelunasan !== noPelunasan) return null;
  const [baru] = await db.select({ biayaAdmin: hutang.biayaAdmin }).from(hutang).where(eq(hutang.noFakturHutang, renewal.noFakturHutangBaru));
  return {
    noPelunasan, noFakturLama: renewal.noFakturHutang, noFakturBaru: renewal.noFakturHutangBaru, toko: await shopOf(db, kodeToko),
    tanggal: formatDateTime(renewal.tanggal), customer: { nama: row.nama, noHp: row.noHp },
    pokokLama: renewal.jumlahHutangLama, lamaHari: renewal.lamaHari, bungaRp: renewal.bungaRp, bungaPinjam: renewal.bungaPinjam, diskonBunga: renewal.diskonBunga,
    pokokDibayar: renewal.pokokDibayar - renewal.tambahPinjaman, pokokBaru: renewal.jumlahHutang, bungaBaru: renewal.bunga, bungaRpBaru: renewal.bungaRpBaru,
    biayaAdmin: baru?.biayaAdmin ?? 0, tglJatuhTempoBaru: renewal.tglJatuhTempo ?? '-', tglLelangBaru: renewal.tglLelang ?? '-',
    totalBayar: renewal.dibayarNasabah - renewal.diterimaNasabah, bayar: { tunai: renewal.bayarTunai, transfer: renewal.bayarTransfer },
    kasir: row.kasir, dicetak: row.dicetak,
  };
}

/** Counts one print of a loan's slip in the caller's transaction: the prints after it, null when the shop has no such loan. */
export async function countLoanPrint(tx: Tx, kodeToko: string, noFakturHutang: string): Promise<number | null> {
  const [row] = await tx.update(hutang).set({ dicetak: sql`${hutang.dicetak} + 1` })
    .where(and(eq(hutang.noFakturHutang, noFakturHutang), eq(hutang.kodeToko, kodeToko))).returning({ dicetak: hutang.dicetak });
  return row?.dicetak ?? null;
}

/** Counts one print of a redemption's receipt in the caller's transaction: the prints after it, null when the shop has none. */
export async function countRedemptionPrint(tx: Tx, kodeToko: string, noPelunasan: string): Promise<number | null> {
  const [row] = await tx.update(hutangPelunasan).set({ dicetak: sql`${hutangPelunasan.dicetak} + 1` })
    .where(and(eq(hutangPelunasan.noPelunasan, noPelunasan), eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.jenis, 'LUNAS')))
    .returning({ dicetak: hutangPelunasan.dicetak });
  return row?.dicetak ?? null;
}

/** Counts one print of a renewal's receipt in the caller's transaction: the prints after it, null when the shop has none. */
export async function countRenewalPrint(tx: Tx, kodeToko: string, noPelunasan: string): Promise<number | null> {
  const [row] = await tx.update(hutangPelunasan).set({ dicetak: sql`${hutangPelunasan.dicetak} + 1` })
    .where(and(eq(hutangPelunasan.noPelunasan, noPelunasan), eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.jenis, 'PERPANJANG')))
    .returning({ dicetak: hutangPelunasan.dicetak });
  return row?.dicetak ?? null;
}
