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
    // Every loan was lent through postLoans (its entry and custody document), every redeemed one through redeemLoans.
    expect(await rows(sql`select count(*)::int as n from hutang where jurnal_id is null or stok_dokumen_id is null`)).toEqual([{ n: 0 }]);
    expect(await rows(sql`select count(*)::int as n from hutang_detail where kode_barcode is null`)).toEqual([{ n: 0 }]);
    expect(await rows(sql`
      select count(*)::int as n from hutang h left join hutang_pelunasan p on p.no_faktur_hutang = h.no_faktur_hutang and p.status = 'AKTIF'
       where (h.status = 'LUNAS') <> (p.id is not null)`)).toEqual([{ n: 0 }]);
  });

  it('has active, redeemed and overdue loans in every shop, lent across the 90 days', async () => {
    const today = todayInJakarta();
    const shops = await rows<{ kode_toko: string; aktif: number; lunas: number; overdue: number; days: number }>(sql`
      select kode_toko, count(*) filter (where status = 'AKTIF')::int as aktif, count(*) filter (where status = 'LUNAS')::int as lunas,
             count(*) filter (where status = 'AKTIF' and tgl_jatuh_tempo + masa_tenggang_hari < ${today}::date)::int as overdue,
             count(distinct (tgl_hutang at time zone ${SQL_JAKARTA})::date)::int as days
        from hutang group by 1 order by 1`);
    expect(shops.map((shop) => shop.kode_toko)).toEqual(['CAB01', 'CAB02', 'PUSAT']);
    for (const shop of shops) {
      expect(shop.aktif).toBeGreaterThan(0);
      expect(shop.lunas).toBeGreaterThan(0);
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
       where p.lama_hari <> greatest((p.tanggal at time zone ${SQL_JAKARTA})::date - (h.tgl_hutang at time zone ${SQL_JAKARTA})::date, 1)
          or p.bunga_pinjam <> h.bunga_rp * p.lama_hari or p.total_bayar <> h.jumlah_hutang + p.bunga_pinjam
          or p.bayar_tunai + p.bayar_transfer <> p.total_bayar
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
});
