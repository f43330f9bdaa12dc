import { addDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '@/lib/db/client';
import { cashAccountOf, SALES_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postJournal } from '@/lib/ledger/post-journal';
import { postStockEntries } from '@/features/stock';
import { todayInJakarta } from '@/lib/format';
import { toMilligrams } from '@/lib/format/grams';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { JOURNAL_CLEAN, STOCK_CLEAN, journalInvariants, stockInvariants } from '@/tests/support/ledger-checks';
import { postCashBook } from '@/features/money/services/cash-book';
import { closeDay, findClosingView, getDayClosed } from './close-day';
import { closeShopDay, closingFigures } from './closing';
import { SQL_JAKARTA } from '@/lib/time/sql';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

const { db } = useDemoDatabase();
const spv2 = contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const saldo = async (nomorAkun: string) => Number((await rows<{ s: string }>(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`))[0].s);
const figures = (tanggal: string) => db().transaction((tx) => closingFigures(tx, 'CAB02', tanggal));
const readyItems = (n: number) => rows<{ kode_barcode: string; kode_dept: string; berat: string }>(
  sql`select kode_barcode, kode_dept, berat::text from barang where kode_toko = 'CAB02' and status = 'READY' order by kode_barcode limit ${n}`);

/** A sale as the counter posts it, both ledgers in one transaction: D cash K sales, and the item SOLD. */
const sell = (tx: Tx, key: string, kodeBarcode: string, amount: number, at?: Date) =>
  postJournal(tx, {
    kodeToko: 'CAB02', trx: TRX.PENJUALAN, keterangan: key, createdBy: 'kasir2', idempotencyKey: key, tanggal: at,
    lines: [{ nomorAkun: cashAccountOf('CAB02'), debit: amount, kredit: 0 }, { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: amount }],
  }).then(() => postStockEntries(tx, { document: { kodeToko: 'CAB02', jenis: 'PENJUALAN', nomor: key }, entries: [{ kind: 'SOLD', kodeBarcode }], idempotencyKey: key, createdBy: 'kasir2', at }));

describe('Tutup Toko', () => {
  it('shows the day\'s cash and stock, closes it once with the counted cash, posts the difference, and the next day opens with the count', async () => {
    const today = todayInJakarta();
    const before = await figures(today);
    const [item] = await readyItems(1);
    await postCashBook({ ctx: kasir2, input: { kind: 'KAS', arah: 'KELUAR', kategori: 'BIAYA_OPERASIONAL', jumlah: 200_000, keterangan: 'Listrik', idempotencyKey: 'kas-keluar-1' } });
    await postCashBook({ ctx: kasir2, input: { kind: 'KAS', arah: 'MASUK', kategori: 'PENDAPATAN_LAIN', jumlah: 50_000, keterangan: 'Jasa patri', idempotencyKey: 'kas-masuk-1' } });
    await db().transaction((tx) => sell(tx, 'jual-1', item.kode_barcode, 3_000_000));
    const view = await findClosingView({ ctx: spv2 });
    const f = view.figures;
    // In: + 3.000.000 (the sale) + 50.000 (other income); out: + 200.000 (expense); closing: + 2.850.000.
    expect(f.kasAwal).toBe(before.kasAwal);
    expect(f.kasMasuk).toBe(before.kasMasuk + 3_050_000);
    expect(f.kasKeluar).toBe(before.kasKeluar + 200_000);
    expect(f.kasAkhir).toBe(before.kasAkhir + 2_850_000);
    expect(f.kasAkhir).toBe(await saldo(cashAccountOf('CAB02')));
    // Today's sales of the demo were in already; this one adds its Rp 3.000.000.
    const salesBefore = before.kas.find((row) => row.trx === 'PENJUALAN')?.masuk ?? 0;
    expect(f.kas.find((row) => row.trx === 'PENJUALAN')).toEqual({ trx: 'PENJUALAN', masuk: salesBefore + 3_000_000, keluar: 0 });
    // The item's jenis: one piece and its grams more out, one less at the close.
    const was = before.stok.find((row) => row.kodeDept === item.kode_dept)!;
    const now = f.stok.find((row) => row.kodeDept === item.kode_dept)!;
    expect([now.qtyKeluar - was.qtyKeluar, now.qtyAkhir - was.qtyAkhir, now.qtyAwal]).toEqual([1, -1, was.qtyAwal]);
    expect(toMilligrams(now.beratKeluar) - toMilligrams(was.beratKeluar)).toBe(toMilligrams(item.berat));
    expect(toMilligrams(now.beratAkhir)).toBe(toMilligrams(now.beratAwal) + toMilligrams(now.beratMasuk) - toMilligrams(now.beratKeluar));

    // Counted Rp 25.000 short: selisih −25.000, D 6-1000 K cash 25.000, the cash ends at the count.
    const kasFisik = f.kasAkhir - 25_000;
    const closed = await closeDay({ ctx: spv2, input: { kasFisik: String(kasFisik), idempotencyKey: 'tutup-hari-1' } });
    expect(closed).toMatchObject({ tanggal: today, kasAkhir: f.kasAkhir, kasFisik, selisih: -25_000, replayed: false });
    expect(await closeDay({ ctx: spv2, input: { kasFisik: String(kasFisik), idempotencyKey: 'tutup-hari-1' } })).toMatchObject({ replayed: true });
    const [row] = await rows<{ jurnal_selisih_id: string; disetujui_oleh: string; kas_masuk: string }>(sql`select jurnal_selisih_id, disetujui_oleh, kas_masuk::text from tutup_toko where kode_toko = 'CAB02' and tanggal = ${today}::date`);
    expect(row).toMatchObject({ disetujui_oleh: 'spv2', kas_masuk: String(f.kasMasuk) });
    const lines = await rows<{ nomor_akun: string; debit: string; kredit: string }>(sql`select nomor_akun, debit::text, kredit::text from jurnal_detail where jurnal_id = ${row.jurnal_selisih_id} order by id`);
    expect(lines).toEqual([{ nomor_akun: '6-1000', debit: '25000', kredit: '0' }, { nomor_akun: cashAccountOf('CAB02'), debit: '0', kredit: '25000' }]);
    expect(await saldo(cashAccountOf('CAB02'))).toBe(kasFisik);
    // The next day opens with the counted cash.
    expect((await figures(jakartaDay(addDays(new Date(), 1)))).kasAwal).toBe(kasFisik);
    // The screen now shows the day as it was kept, and who closed it.
    expect((await findClosingView({ ctx: spv2 })).closed).toMatchObject({ kasFisik, selisih: -25_000, createdBy: 'spv2', disetujuiOleh: 'spv2' });

    // Closed once: the same user again, another user; and nothing more is written on that day for that shop.
    const count = async () => (await rows<{ n: number }>(sql`select (select count(*) from jurnal)::int + (select count(*) from tutup_toko)::int as n`))[0].n;
    const written = await count();
    await expect(closeDay({ ctx: spv2, input: { kasFisik: '0', idempotencyKey: 'tutup-hari-2' } })).rejects.toMatchObject({ messageKey: 'tutupSudahOlehAnda' });
    await expect(closeDay({ ctx: kasir2, input: { kasFisik: '0', idempotencyKey: 'tutup-hari-3' } })).rejects.toMatchObject({ messageKey: 'tokoSudahTutup' });
    // A posting after the closing names who closed the day, also to the supervisor who closed it himself.
    const [{ waktu }] = await rows<{ waktu: string }>(sql`select to_char(created_at at time zone ${SQL_JAKARTA}, 'HH24:MI') as waktu from tutup_toko where kode_toko = 'CAB02' and tanggal = ${today}::date`);
    await expect(postCashBook({ ctx: kasir2, input: { kind: 'KAS', arah: 'KELUAR', kategori: 'BIAYA_OPERASIONAL', jumlah: 10_000, keterangan: 'Parkir', idempotencyKey: 'kas-setelah-tutup' } }))
      .rejects.toMatchObject({ messageKey: 'tokoSudahTutupOleh', values: { user: 'spv2', waktu } });
    await expect(postCashBook({ ctx: spv2, input: { kind: 'KAS', arah: 'KELUAR', kategori: 'BIAYA_OPERASIONAL', jumlah: 10_000, keterangan: 'Parkir', idempotencyKey: 'kas-setelah-tutup-spv' } }))
      .rejects.toMatchObject({ messageKey: 'tokoSudahTutupOleh', values: { user: 'spv2', waktu } });
    expect(await getDayClosed({ ctx: kasir2 })).toEqual({ createdBy: 'spv2', disetujuiOleh: 'spv2', waktu });
    expect(await count()).toBe(written);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('needs a supervisor\'s grant from a cashier, and refuses an empty or invalid count, writing nothing', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select (select count(*) from jurnal)::int + (select count(*) from tutup_toko)::int as n`))[0].n;
    const written = await count();
    await expect(closeDay({ ctx: kasir2, input: { kasFisik: '1000', idempotencyKey: 'tanpa-otorisasi' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(closeDay({ ctx: spv2, input: { kasFisik: '', idempotencyKey: 'kosong-1' } })).rejects.toMatchObject({ messageKey: 'tutupKasFisikRequired' });
    await expect(closeDay({ ctx: spv2, input: { kasFisik: '-1000', idempotencyKey: 'minus-1000' } })).rejects.toMatchObject({ messageKey: 'tutupKasFisikInvalid' });
    expect(await count()).toBe(written);
  });

  it('a sale and the day\'s closing at the same moment: the sale is inside the closed day\'s figures or refused, never written after (20 rounds)', async () => {
    const items = await readyItems(20);
    const outcomes: string[] = [];
    for (const [round, item] of items.entries()) {
      // Each round its own (future) Jakarta day of CAB02, with nothing else on it.
      const day = jakartaDay(addDays(new Date(), 2 + round));
      const noon = jakartaMoment(day, `12:00:00`);
      const amount = 1_000_000 + round;
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [sale, closing] = await Promise.allSettled([
        db().transaction(async (tx) => {
          await wait(round % 3);
          await sell(tx, `race-${round}`, item.kode_barcode, amount, noon);
          await wait(round % 4);
        }),
        (async () => {
          await wait((round * 7) % 5);
          return db().transaction((tx) => closeShopDay(tx, {
            kodeToko: 'CAB02', tanggal: day, kasFisik: (kasAkhir) => kasAkhir, createdBy: 'spv2', disetujuiOleh: 'spv2', idempotencyKey: `race-tutup-${round}`, at: noon,
          }));
        })(),
      ]);
      expect(closing.status).toBe('fulfilled');
      outcomes.push(sale.status);
      const [kept] = await rows<{ kas_masuk: string; rincian: { stok: { kodeDept: string; qtyKeluar: number }[] } }>(
        sql`select kas_masuk::text, rincian from tutup_toko where kode_toko = 'CAB02' and tanggal = ${day}::date`);
      const posted = (await rows<{ n: number }>(sql`select count(*)::int as n from jurnal where idempotency_key = ${`race-${round}`}`))[0].n;
      const keluar = kept.rincian.stok.find((row) => row.kodeDept === item.kode_dept)?.qtyKeluar ?? 0;
      if (sale.status === 'fulfilled') {
        // Committed before the close: inside its figures, money and grams.
        expect([posted, Number(kept.kas_masuk), keluar]).toEqual([1, amount, 1]);
      } else {
        expect((sale.reason as { messageKey: string }).messageKey).toBe('tokoSudahTutupOleh');
        expect([posted, Number(kept.kas_masuk), keluar]).toEqual([0, 0, 0]);
      }
    }
    console.info('sale vs closing, 20 rounds:', outcomes.filter((o) => o === 'fulfilled').length, 'inside the day,', outcomes.filter((o) => o === 'rejected').length, 'refused');
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  });
});
