import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInJakarta } from '@/lib/format';
import { useDemoDatabase } from '@/tests/support/db';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { JOURNAL_CLEAN, journalInvariants } from '@/tests/support/ledger-checks';
import { SQL_JAKARTA } from '@/lib/time/sql';

const { db } = useDemoDatabase();

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

describe('the demo installation\'s pawn loans, posted through the hutang kernel', () => {
  it('leaves the money ledger balanced and custody holding exactly the items of the active loans', async () => {
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await custodyMismatches(db())).toEqual([]);
    // Every loan was lent through postLoans (its entry and custody document) or renewed through renewLoans (its entry; the
    // items stay where they are), every one ended through redeemLoans, renewLoans or auctionLoans (a live settlement).
    expect(await rows(sql`select count(*)::int as n from hutang where jurnal_id is null or (stok_dokumen_id is null and hutang_asal is null)`)).toEqual([{ n: 0 }]);
    expect(await rows(sql`select count(*)::int as n from hutang_detail where kode_barcode is null`)).toEqual([{ n: 0 }]);
    // The grams kept on each loan are its lines' grams (a renewal's loan names the same lines' items).
    expect(await rows(sql`select count(*)::int as n from hutang h where h.total_berat <> (select sum(berat) from hutang_detail d where d.no_faktur_hutang = h.no_faktur_hutang)`)).toEqual([{ n: 0 }]);
    expect(await rows(sql`
      select count(*)::int as n from hutang h left join hutang_pelunasan p on p.no_faktur_hutang = h.no_faktur_hutang and p.status = 'AKTIF'
       where (h.status in ('LUNAS', 'PERPANJANG', 'LELANG')) <> (p.id is not null) or p.jenis <> h.status`)).toEqual([{ n: 0 }]);
  });

  it('has active, redeemed, renewed, auctioned and overdue loans in every shop, lent across the 90 days', async () => {
    const today = todayInJakarta();
    const shops = await rows<{ kode_toko: string; aktif: number; lunas: number; perpanjang: number; lelang: number; overdue: number; days: number }>(sql`
      select kode_toko, count(*) filter (where status = 'AKTIF')::int as aktif, count(*) filter (where status = 'LUNAS')::int as lunas,
             count(*) filter (where status = 'PERPANJANG')::int as perpanjang, count(*) filter (where status = 'LELANG')::int as lelang,
             count(*) filter (where status = 'AKTIF' and tgl_jatuh_tempo + masa_tenggang_hari < ${today}::date)::int as overdue,
             count(distinct (tgl_hutang at time zone ${SQL_JAKARTA})::date)::int as days
        from hutang group by 1 order by 1`);
    expect(shops.map((shop) => shop.kode_toko)).toEqual(['CAB01', 'CAB02', 'PUSAT']);
    for (const shop of shops) {
      expect(shop.aktif).toBeGreaterThan(0);
      expect(shop.lunas).toBeGreaterThan(0);
      expect(shop.perpanjang).toBeGreaterThan(0);
      expect(shop.lelang).toBeGreaterThan(0);
      expect(shop.overdue).toBeGreaterThan(0);
      expect(shop.days).toBeGreaterThan(80);
    }
    // The 30-day term and 7 days' grace of the installation's settings: due 30 days after lending, auctioned 7 after.
    expect(await rows(sql`
      select count(*)::int as n from hutang
       where tgl_jatuh_tempo <> (tgl_hutang at time zone ${SQL_JAKARTA})::date + 30 or tgl_lelang <> tgl_jatuh_tempo + 7`)).toEqual([{ n: 0 }]);
  });

  it('each redemption paid the principal and the interest per day times the Jakarta days, and loans receivable holds the active principals', async () => {
    // §9: interest = bunga_rp × days (at least one); total = principal + interest; per day = principal × rate / 3000, rounded up.
    expect(await rows(sql`
      select count(*)::int as n from hutang_pelunasan p join hutang h using (no_faktur_hutang)
       where p.jenis = 'LUNAS' and p.lama_hari <> greatest((p.tanggal at time zone ${SQL_JAKARTA})::date - (h.tgl_hutang at time zone ${SQL_JAKARTA})::date, 1)
          or p.jenis = 'LUNAS' and (p.bunga_pinjam <> h.bunga_rp * p.lama_hari or p.total_bayar <> h.jumlah_hutang + p.bunga_pinjam
          or p.bayar_tunai + p.bayar_transfer <> p.total_bayar)
          or h.bunga_rp <> ceil(h.jumlah_hutang * h.bunga / 3000)`)).toEqual([{ n: 0 }]);
    const [receivable] = await rows<{ saldo: string; active: string }>(sql`
      select (select coalesce(sum(saldo), 0) from saldo_akun where nomor_akun = '1-1400')::text as saldo,
             (select sum(jumlah_hutang) from hutang where status = 'AKTIF')::text as active`);
    expect(receivable.saldo).toBe(receivable.active);
    // Redeemed after 5 to 60 days, never before the loan.
    const [span] = await rows<{ min: number; max: number }>(sql`select min(lama_hari)::int as min, max(lama_hari)::int as max from hutang_pelunasan`);
    expect(span.min).toBeGreaterThanOrEqual(5);
    expect(span.max).toBeLessThanOrEqual(60);
  });

  it('renews for the same principal with the interest paid, and auctions past the auction date for what was due or more, the surplus owed', async () => {
    // A renewal: the old loan's interest per day × days paid in cash, a new loan of the same principal on the same items.
    expect(await rows(sql`
      select count(*)::int as n from hutang_pelunasan p join hutang h using (no_faktur_hutang) join hutang b on b.hutang_asal = h.no_faktur_hutang
       where p.jenis = 'PERPANJANG' and (p.bunga_pinjam <> h.bunga_rp * p.lama_hari or p.bayar_tunai <> p.bunga_pinjam or p.pokok_dibayar <> 0
          or b.jumlah_hutang <> h.jumlah_hutang or b.status <> 'AKTIF'
          or (select array_agg(kode_barcode order by kode_barcode) from hutang_detail where no_faktur_hutang = b.no_faktur_hutang)
          <> (select array_agg(kode_barcode order by kode_barcode) from hutang_detail where no_faktur_hutang = h.no_faktur_hutang))`)).toEqual([{ n: 0 }]);
    // An auction: on or after the auction date; proceeds = principal + interest + surplus, the surplus on 2-1300 until paid.
    expect(await rows(sql`
      select count(*)::int as n from hutang_pelunasan p join hutang h using (no_faktur_hutang)
       where p.jenis = 'LELANG' and ((p.tanggal at time zone ${SQL_JAKARTA})::date < h.tgl_lelang
          or p.hasil_lelang <> h.jumlah_hutang + h.bunga_rp * p.lama_hari + p.kelebihan_lelang)`)).toEqual([{ n: 0 }]);
    const [surplus] = await rows<{ owed: string; saldo: string; with_surplus: number }>(sql`
      select (select coalesce(sum(kelebihan_lelang), 0) from hutang_pelunasan where jenis = 'LELANG' and status = 'AKTIF')::text as owed,
             (select coalesce(-sum(saldo), 0) from saldo_akun where nomor_akun = '2-1300')::text as saldo,
             (select count(*) from hutang_pelunasan where jenis = 'LELANG' and kelebihan_lelang > 0)::int as with_surplus`);
    expect(surplus.with_surplus).toBeGreaterThan(0);
    expect(surplus.saldo).toBe(surplus.owed);
  });
});
