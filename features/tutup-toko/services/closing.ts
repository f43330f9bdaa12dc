// No 'server-only' marker: the demo generator closes its past days through this kernel too (features/tutup-toko calls it).
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { akun, jurnal, jurnalDetail, rekening } from '@/lib/db/schema/money-ledger';
import { readBalances } from '@/lib/ledger/balances';
import { jenis, mutasiStok } from '@/lib/db/schema/gram-ledger';
import { sumBuybacksOfDay } from '@/features/pembelian/kernel';
import { sumSalesOfDay } from '@/features/penjualan/kernel';
import { tutupToko } from '@/features/tutup-toko/schema';
import { ValidationError } from '@/lib/errors/app-error';
import { CASH_DIFFERENCE_ACCOUNT, cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { closeDayLock } from '@/lib/ledger/day-lock';
import { postJournal } from '@/lib/ledger/post-journal';
import { jakartaDayRange } from '@/lib/time/jakarta';
import { readRupiah } from '@/lib/format';

export type StockRow = {
  kodeDept: string; namaDept: string; qtyAwal: number; beratAwal: string; qtyMasuk: number; beratMasuk: string;
  qtyKeluar: number; beratKeluar: string; qtyAkhir: number; beratAkhir: string;
};

/** The figures of a shop's Jakarta day the closing shows and keeps (`tutup_toko.rincian`). Money in whole Rupiah. */
export type ClosingFigures = {
  kodeToko: string;
  tanggal: string;
  kasAwal: number; kasMasuk: number; kasKeluar: number; kasAkhir: number;
  /** The cash account's lines of the day per transaction kind (PENJUALAN, PEMBELIAN, UANG_KAS, …). */
  kas: { trx: string; masuk: number; keluar: number }[];
  /** Money that did not touch the cash: sales paid by transfer and by card, buybacks paid by transfer (status AKTIF). */
  transfer: { penjualan: number; pembelian: number };
  kartu: { penjualan: number };
  /** The shop's bank accounts' lines of the day. */
  bank: { nomorAkun: string; namaAkun: string; awal: number; masuk: number; keluar: number; akhir: number }[];
  penjualan: { jumlah: number; total: number };
  pembelian: { jumlah: number; total: number };
  stok: StockRow[];
};

/** Money read from SQL (bigint and sums come as text), exactly; counts are plain numbers. */
const rupiah = (value: string | number | null | undefined) => readRupiah(value ?? 0);
const num = (value: unknown) => Number(value ?? 0);

/**
 * A shop's day as the closing counts it, read in the caller's transaction. The cash opening is the cash account's
 * balance at the day's start: its balance now less every line dated from the day's start on (so it holds for a past
 * day too); in and out are its debit and credit lines of the day. Stock per jenis from the gram ledger as Laporan Barang
 * Summary Periode sums it (opening: every entry before the day; in: the day's positive entries; out: its negative ones).
 */
export async function closingFigures(db: Tx, kodeToko: string, tanggal: string): Promise<ClosingFigures> {
  const { start, end } = jakartaDayRange(tanggal, tanggal);
  const cash = cashAccountOf(kodeToko);
  const banks = await db.select({ nomorAkun: rekening.nomorAkun, namaAkun: akun.namaAkun }).from(rekening)
    .innerJoin(akun, eq(akun.nomorAkun, rekening.nomorAkun)).where(eq(rekening.kodeToko, kodeToko)).orderBy(asc(rekening.nomorAkun));
  const accounts = [cash, ...banks.map((b) => b.nomorAkun)];

  // One read after another: inside the closing's transaction they share one connection, which runs one query at a time
  // (pg 9 refuses a query sent while another runs).
  const balances = await readBalances(db, accounts);
  // Per account: every line from the day's start on (to take back from the balance), and the day's own.
  const since = await db.select({
    nomorAkun: jurnalDetail.nomorAkun,
    sejak: sql<string>`sum(${jurnalDetail.debit} - ${jurnalDetail.kredit})`,
    masuk: sql<string>`coalesce(sum(${jurnalDetail.debit}) filter (where ${jurnal.tanggal} < ${end}), 0)`,
    keluar: sql<string>`coalesce(sum(${jurnalDetail.kredit}) filter (where ${jurnal.tanggal} < ${end}), 0)`,
  }).from(jurnalDetail).innerJoin(jurnal, eq(jurnal.id, jurnalDetail.jurnalId))
    .where(and(inArray(jurnalDetail.nomorAkun, accounts), gte(jurnal.tanggal, start)))
    .groupBy(jurnalDetail.nomorAkun);
  const perTrx = await db.select({ trx: jurnal.trx, masuk: sql<string>`sum(${jurnalDetail.debit})`, keluar: sql<string>`sum(${jurnalDetail.kredit})` })
    .from(jurnalDetail).innerJoin(jurnal, eq(jurnal.id, jurnalDetail.jurnalId))
    .where(and(eq(jurnalDetail.nomorAkun, cash), gte(jurnal.tanggal, start), lt(jurnal.tanggal, end)))
    .groupBy(jurnal.trx).orderBy(asc(jurnal.trx));
  const sales = await sumSalesOfDay(db, kodeToko, { start, end });
  const buys = await sumBuybacksOfDay(db, kodeToko, { start, end });
  const stock = await db.select({
    kodeDept: mutasiStok.kodeDept,
    namaDept: sql<string>`min(${jenis.namaDept})`,
    qtyAwal: sql<number>`coalesce(sum(${mutasiStok.qty}) filter (where ${mutasiStok.createdAt} < ${start}), 0)::int`,
    beratAwal: sql<string>`coalesce(sum(${mutasiStok.berat}) filter (where ${mutasiStok.createdAt} < ${start}), 0)::numeric(15,3)::text`,
    qtyMasuk: sql<number>`coalesce(sum(${mutasiStok.qty}) filter (where ${mutasiStok.createdAt} >= ${start} and ${mutasiStok.qty} > 0), 0)::int`,
    beratMasuk: sql<string>`coalesce(sum(${mutasiStok.berat}) filter (where ${mutasiStok.createdAt} >= ${start} and ${mutasiStok.berat} > 0), 0)::numeric(15,3)::text`,
    qtyKeluar: sql<number>`coalesce(-sum(${mutasiStok.qty}) filter (where ${mutasiStok.createdAt} >= ${start} and ${mutasiStok.qty} < 0), 0)::int`,
    beratKeluar: sql<string>`coalesce(-sum(${mutasiStok.berat}) filter (where ${mutasiStok.createdAt} >= ${start} and ${mutasiStok.berat} < 0), 0)::numeric(15,3)::text`,
    qtyAkhir: sql<number>`coalesce(sum(${mutasiStok.qty}), 0)::int`,
    beratAkhir: sql<string>`coalesce(sum(${mutasiStok.berat}), 0)::numeric(15,3)::text`,
  }).from(mutasiStok).innerJoin(jenis, eq(jenis.kodeDept, mutasiStok.kodeDept))
    .where(and(eq(mutasiStok.kodeToko, kodeToko), lt(mutasiStok.createdAt, end)))
    .groupBy(mutasiStok.kodeDept).orderBy(asc(mutasiStok.kodeDept));
  const account = (nomorAkun: string) => {
    const saldo = balances.get(nomorAkun)!;
    const lines = since.find((s) => s.nomorAkun === nomorAkun);
    const awal = saldo - rupiah(lines?.sejak);
    const masuk = rupiah(lines?.masuk);
    const keluar = rupiah(lines?.keluar);
    return { awal, masuk, keluar, akhir: awal + masuk - keluar };
  };
  const kas = account(cash);
  return {
    kodeToko, tanggal,
    kasAwal: kas.awal, kasMasuk: kas.masuk, kasKeluar: kas.keluar, kasAkhir: kas.akhir,
    kas: perTrx.map((row) => ({ trx: row.trx, masuk: rupiah(row.masuk), keluar: rupiah(row.keluar) })),
    transfer: { penjualan: sales.transfer, pembelian: buys.transfer },
    kartu: { penjualan: sales.kartu },
    bank: banks.map((b) => ({ ...b, ...account(b.nomorAkun) })),
    penjualan: { jumlah: sales.jumlah, total: sales.total },
    pembelian: { jumlah: buys.jumlah, total: buys.total },
    stok: stock.map((row) => ({ ...row, qtyAwal: num(row.qtyAwal), qtyMasuk: num(row.qtyMasuk), qtyKeluar: num(row.qtyKeluar), qtyAkhir: num(row.qtyAkhir) })),
  };
}

/**
 * Closes a shop's Jakarta day, in the caller's transaction, in this order:
 *  1. `closeDayLock` first: it waits for every posting of the day in flight and holds off new ones until commit;
 *  2. the day already closed: the same key answers the first closing (a replay); otherwise `tokoSudahTutup`, or
 *     `tutupSudahOlehAnda` when this user closed it;
 *  3. the figures, read now, so they hold every posting that committed before;
 *  4. a difference between counted and expected cash: one SELISIH_KAS entry against CASH_DIFFERENCE_ACCOUNT (more cash
 *     counted: D cash K 6-1000; less: D 6-1000 K cash), so the next day opens with the counted cash. It is posted
 *     BEFORE the closing row, which would otherwise make postJournal refuse it as a closed day;
 *  5. the `tutup_toko` row.
 */
export async function closeShopDay(db: Tx, input: {
  kodeToko: string; tanggal: string;
  /** The counted cash, or (the demo generator) a count made from the expected closing cash. */
  kasFisik: number | ((kasAkhir: number) => number);
  createdBy: string; disetujuiOleh: string; idempotencyKey: string;
  /** When the difference entry is dated: now for today; the demo generator closes past days at their last second. */
  at?: Date;
  /** Who may close: checked after the lock, for the expected closing cash (the authorization grant is spent here). */
  authorize?: (kasAkhir: number) => Promise<string>;
}) {
  await closeDayLock(db, input.kodeToko, input.tanggal);
  const [closed] = await db.select().from(tutupToko).where(and(eq(tutupToko.kodeToko, input.kodeToko), eq(tutupToko.tanggal, input.tanggal)));
  if (closed) {
    if (closed.idempotencyKey === input.idempotencyKey) return { tutup: closed, replayed: true };
    throw ValidationError(closed.createdBy === input.createdBy ? 'tutupSudahOlehAnda' : 'tokoSudahTutup');
  }
  const figures = await closingFigures(db, input.kodeToko, input.tanggal);
  const disetujuiOleh = input.authorize ? await input.authorize(figures.kasAkhir) : input.disetujuiOleh;
  const kasFisik = typeof input.kasFisik === 'function' ? input.kasFisik(figures.kasAkhir) : input.kasFisik;
  const selisih = kasFisik - figures.kasAkhir;
  let jurnalSelisihId: number | null = null;
  if (selisih !== 0) {
    const cash = cashAccountOf(input.kodeToko);
    const amount = Math.abs(selisih);
    const posted = await postJournal(db, {
      kodeToko: input.kodeToko, trx: TRX.SELISIH_KAS, createdBy: input.createdBy, tanggal: input.at,
      keterangan: `Selisih kas tutup toko ${input.tanggal}`, idempotencyKey: `tutup-toko:${input.kodeToko}:${input.tanggal}`,
      lines: selisih > 0
        ? [{ nomorAkun: cash, debit: amount, kredit: 0 }, { nomorAkun: CASH_DIFFERENCE_ACCOUNT, debit: 0, kredit: amount }]
        : [{ nomorAkun: CASH_DIFFERENCE_ACCOUNT, debit: amount, kredit: 0 }, { nomorAkun: cash, debit: 0, kredit: amount }],
    });
    jurnalSelisihId = posted.jurnal.id;
  }
  const [tutup] = await db.insert(tutupToko).values({
    kodeToko: input.kodeToko, tanggal: input.tanggal,
    kasAwal: figures.kasAwal, kasMasuk: figures.kasMasuk, kasKeluar: figures.kasKeluar, kasAkhir: figures.kasAkhir,
    kasFisik, selisih, rincian: figures, jurnalSelisihId, disetujuiOleh,
    idempotencyKey: input.idempotencyKey, createdBy: input.createdBy,
  }).returning();
  return { tutup, replayed: false };
}
