import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInJakarta } from '@/lib/format';
import { useDemoDatabase } from '@/tests/support/db';
import { JOURNAL_CLEAN, journalInvariants, saleCompleteness, SALES_WHOLE, STOCK_CLEAN, stockInvariants } from '@/tests/support/ledger-checks';
import { SQL_JAKARTA } from '@/lib/time/sql';

const { db } = useDemoDatabase();

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

describe('the demo installation\'s sales, posted through the counter\'s kernel', () => {
  it('leaves both ledgers consistent and every sale whole: journal balanced, balances = lines, grams = stock', async () => {
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await saleCompleteness(db())).toEqual(SALES_WHOLE);
    // Every item's entries in time order (the weekly deliveries come before their sales).
    expect(await rows(sql`select count(*)::int as n from mutasi_stok m join mutasi_stok p on p.id = m.sebelumnya_id where m.created_at < p.created_at`))
      .toEqual([{ n: 0 }]);
  });

  it('sells every day in every shop, today included, and the seeded items of the display stay unsold', async () => {
    const days = await rows<{ kode_toko: string; days: number; today: number }>(sql`
      select kode_toko, count(distinct (tanggal at time zone ${SQL_JAKARTA})::date)::int as days,
             count(*) filter (where (tanggal at time zone ${SQL_JAKARTA})::date = ${todayInJakarta()}::date)::int as today
        from penjualan group by 1 order by 1`);
    expect(days.map((row) => [row.kode_toko, row.days, row.today > 0])).toEqual([['CAB01', 90, true], ['CAB02', 90, true], ['PUSAT', 90, true]]);
    // The 300 pieces per shop of seedItems are never sold: the counter's sales take the weekly deliveries (a pickup's
    // sale sells the piece made for its order, numbered after the order).
    expect(await rows(sql`select count(*)::int as n from penjualan_detail d join penjualan p using (no_faktur_jual)
      where p.no_referensi is null and right(d.kode_barcode, 6)::int <= 300`)).toEqual([{ n: 0 }]);
  });

  it('the cash and bank balances are the opening entry plus what the sales brought in, less what the buybacks paid and the loans lent, plus what their redemptions brought, with the cash book, payment kind by kind', async () => {
    // The cash book's entries and the closings' differences are journal entries of their own kinds (UANG_KAS,
    // UANG_BANK, SELISIH_KAS), and so are the live orders', deposits' and repairs' payments (demo-live-documents.db.test.ts
    // checks them against their documents); sales and buybacks are read from their documents.
    const counters = "'PESANAN', 'BAYAR_PESANAN', 'AMBIL_PESANAN', 'BATAL_PESANAN', 'TITIP_UANG', 'BATAL_TITIP', 'SERVICE', 'AMBIL_SERVICE', 'BATAL_SERVICE'";
    const book = (account: string, trx: string) => sql.raw(`coalesce((select sum(d.debit - d.kredit) from jurnal_detail d join jurnal j on j.id = d.jurnal_id
                                                where d.nomor_akun = ${account} and j.trx in (${trx})), 0)`);
    const cash = await rows<{ kode_toko: string; saldo: string; expected: string }>(sql`
      select t.kode_toko, s.saldo::text,
             (50000000 + coalesce((select sum(bayar_tunai) from penjualan p where p.kode_toko = t.kode_toko and p.status = 'AKTIF'), 0)
                       - coalesce((select sum(bayar_tunai) from pembelian p where p.kode_toko = t.kode_toko and p.status = 'AKTIF'), 0)
                       - coalesce((select sum(bayar_tunai) from hutang h where h.kode_toko = t.kode_toko), 0)
                       + coalesce((select sum(bayar_tunai) from hutang_pelunasan l where l.kode_toko = t.kode_toko and l.status = 'AKTIF'), 0)
                       + ${book("'1-1100-' || t.kode_toko", `'UANG_KAS', 'SELISIH_KAS', ${counters}`)})::text as expected
        from toko t join saldo_akun s on s.nomor_akun = '1-1100-' || t.kode_toko and s.kode_toko = t.kode_toko order by 1`);
    for (const row of cash) expect(row.saldo).toBe(row.expected);
    const banks = await rows<{ no_rekening: string; saldo: string; expected: string }>(sql`
      select r.no_rekening, s.saldo::text,
             (250000000 + coalesce((select sum(bayar_transfer) from penjualan p where p.no_rekening_transfer = r.no_rekening and p.status = 'AKTIF'), 0)
                        + coalesce((select sum(bayar_kartu) from penjualan p where p.no_rekening_kartu = r.no_rekening and p.status = 'AKTIF'), 0)
                        - coalesce((select sum(bayar_transfer) from pembelian p where p.no_rekening_transfer = r.no_rekening and p.status = 'AKTIF'), 0)
                        - coalesce((select sum(bayar_transfer) from hutang h where h.no_rekening_transfer = r.no_rekening), 0)
                        + coalesce((select sum(bayar_transfer) from hutang_pelunasan l where l.no_rekening_transfer = r.no_rekening and l.status = 'AKTIF'), 0)
                        + ${book('r.nomor_akun', `'UANG_BANK', ${counters}`)})::text as expected
        from rekening r join saldo_akun s on s.nomor_akun = r.nomor_akun and s.kode_toko = r.kode_toko order by 1`);
    expect(banks.length).toBeGreaterThan(0);
    for (const row of banks) expect(row.saldo).toBe(row.expected);
    // Sales 4-1000 holds the subtotals of the active sales (credit balance, so negative), each shop's in its own row, and
    // what the live orders picked up, deposits sold and repairs' gold added sold (their own journal kinds).
    const counterSales = (shop: string) => sql.raw(`coalesce((select sum(d.kredit - d.debit) from jurnal_detail d join jurnal j on j.id = d.jurnal_id
      where d.nomor_akun = '4-1000' and j.trx in (${counters})${shop ? ` and j.kode_toko = ${shop}` : ''}), 0)`);
    const [sales] = await rows<{ saldo: string; subtotal: string }>(sql`
      select (select sum(saldo) from saldo_akun where nomor_akun = '4-1000')::text as saldo,
             ((select sum(subtotal) from penjualan where status = 'AKTIF') + ${counterSales('')})::text as subtotal`);
    expect(BigInt(sales.saldo)).toBe(-BigInt(sales.subtotal));
    const perShop = await rows<{ kode_toko: string; saldo: string; subtotal: string }>(sql`
      select s.kode_toko, s.saldo::text,
             ((select coalesce(sum(subtotal), 0) from penjualan p where p.kode_toko = s.kode_toko and p.status = 'AKTIF') + ${counterSales('s.kode_toko')})::text as subtotal
        from saldo_akun s where s.nomor_akun = '4-1000' order by 1`);
    expect(perShop.length).toBeGreaterThan(1);
    for (const row of perShop) expect(BigInt(row.saldo)).toBe(-BigInt(row.subtotal));
    // Some sales were paid by transfer, some by card, some split, and some lines' prices changed with an approver.
    const [mix] = await rows<Record<string, number>>(sql`
      select count(*) filter (where bayar_transfer > 0)::int as transfer, count(*) filter (where bayar_kartu > 0)::int as kartu,
             count(*) filter (where bayar_tunai > 0 and bayar_tunai < total_harga)::int as split,
             (select count(*) from penjualan_detail where harga_jual <> harga_hitung and disetujui_oleh is not null)::int as approved
        from penjualan`);
    expect(Object.values(mix).every((n) => n > 0)).toBe(true);
  });
});
