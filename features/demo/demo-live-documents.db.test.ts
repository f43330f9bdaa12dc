import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '@/tests/support/db';
import { JOURNAL_CLEAN, journalInvariants, saleCompleteness, SALES_WHOLE, STOCK_CLEAN, stockInvariants } from '@/tests/support/ledger-checks';
import { SQL_JAKARTA } from '@/lib/time/sql';
import { LIVE_DAYS } from './live-days';

const { db } = useDemoDatabase();

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
/** The balance of a liability account over every shop (credit − debit), from its journal lines and from saldo_akun. */
const liability = async (account: string) => {
  const [row] = await rows<{ lines: string; saldo: string }>(sql`
    select coalesce((select sum(kredit - debit) from jurnal_detail where nomor_akun = ${account}), 0)::text as lines,
           coalesce((select -sum(saldo) from saldo_akun where nomor_akun = ${account}), 0)::text as saldo`);
  return row;
};

describe('the demo\'s live orders, deposits, repairs and pre-orders, posted through their kernels', () => {
  it('holds in 2-1400, 2-1500 and 2-1600 exactly what the open documents were paid, and every repair piece in custody', async () => {
    // 2-1400: what the open orders hold (their down payments and payments, less what left) and the open pre-orders' payments.
    const [orders] = await rows<{ held: string }>(sql`
      select (coalesce((select sum(case when b.jenis in ('DP', 'BAYAR') then b.jumlah else -b.jumlah end)
                          from pesanan_bayar b join pesanan p on p.no_pesanan = b.no_pesanan where p.status in ('OPEN', 'TIBA')), 0)
            + coalesce((select sum(bayar_tunai + bayar_transfer) from pre_order where status = 'OPEN'), 0))::text as held`);
    expect(await liability('2-1400')).toEqual({ lines: orders.held, saldo: orders.held });
    // Every open order's payments add up to what its row says it was paid.
    expect(await rows(sql`
      select p.no_pesanan from pesanan p where p.status in ('OPEN', 'TIBA') and p.jumlah_bayar <>
        coalesce((select sum(b.jumlah) from pesanan_bayar b where b.no_pesanan = p.no_pesanan and b.jenis in ('DP', 'BAYAR')), 0)`)).toEqual([]);
    const [deposits] = await rows<{ held: string }>(sql`select coalesce(sum(dp_rp), 0)::text as held from titip_uang where status = 'AKTIF'`);
    expect(await liability('2-1500')).toEqual({ lines: deposits.held, saldo: deposits.held });
    const [repairs] = await rows<{ held: string }>(sql`select coalesce(sum(uang_muka), 0)::text as held from service where status in ('MASUK', 'SELESAI')`);
    expect(await liability('2-1600')).toEqual({ lines: repairs.held, saldo: repairs.held });
    for (const held of [orders.held, deposits.held, repairs.held]) expect(BigInt(held)).toBeGreaterThan(0n);

    expect(await rows(sql`select * from service_custody_mismatches()`)).toEqual([]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await saleCompleteness(db())).toEqual(SALES_WHOLE);
  });

  it('leaves in every shop orders open, arrived (the piece reserved), picked up and cancelled; deposits open, sold and cancelled; repairs at every stage; pre-orders open', async () => {
    const states = await rows<{ kind: string; kode_toko: string; status: string; n: number }>(sql`
      select 'pesanan' as kind, kode_toko, status, count(*)::int as n from pesanan where idempotency_key is not null group by 1, 2, 3
      union all select 'titip', kode_toko, status, count(*)::int from titip_uang where kode_barcode is not null group by 1, 2, 3
      union all select 'service', kode_toko, status, count(*)::int from service where idempotency_key is not null group by 1, 2, 3
      union all select 'po', kode_toko, status, count(*)::int from pre_order group by 1, 2, 3 order by 1, 2, 3`);
    const expected = (kodeToko: string) => [
      ['pesanan', kodeToko, 'BATAL', 1], ['pesanan', kodeToko, 'DIAMBIL', 2], ['pesanan', kodeToko, 'OPEN', 3], ['pesanan', kodeToko, 'TIBA', 2],
      ['po', kodeToko, 'OPEN', 2],
      ['service', kodeToko, 'BATAL', 1], ['service', kodeToko, 'DIAMBIL', 1], ['service', kodeToko, 'MASUK', 2], ['service', kodeToko, 'SELESAI', 2],
      ['titip', kodeToko, 'AKTIF', 2], ['titip', kodeToko, 'BATAL', 1], ['titip', kodeToko, 'TERJUAL', 1],
    ];
    const byShop = (kodeToko: string) => states.filter((row) => row.kode_toko === kodeToko).map((row) => [row.kind, row.kode_toko, row.status, row.n]);
    for (const kodeToko of ['CAB01', 'CAB02', 'PUSAT']) {
      expect(byShop(kodeToko).sort()).toEqual(expected(kodeToko).sort());
    }
    // An arrived order's piece waits RESERVED on the reservation shelf, its tray the order's number.
    expect(await rows(sql`
      select count(*)::int as n from pesanan_detail d join pesanan p on p.no_pesanan = d.no_pesanan join barang b on b.kode_barcode = d.kode_barcode
       where p.status = 'TIBA' and (b.status <> 'RESERVED' or b.kode_baki <> p.no_pesanan)`)).toEqual([{ n: 0 }]);
    // One completed repair has gold added; an open order has been paid more than its down payment.
    expect(await rows(sql`select count(*)::int as n from service where status = 'SELESAI' and harga_emas_tambah > 0`)).toEqual([{ n: 3 }]);
    expect(await rows(sql`select count(*)::int as n from pesanan_bayar where jenis = 'BAYAR'`)).toEqual([{ n: 3 }]);
    // No history row falls in the live days, and no history order or deposit is open.
    expect(await rows(sql`
      select count(*)::int as n from pesanan where idempotency_key is null
         and ((tgl_pesanan at time zone ${SQL_JAKARTA})::date > (now() at time zone ${SQL_JAKARTA})::date - ${LIVE_DAYS}::int or status in ('OPEN', 'TIBA'))`))
      .toEqual([{ n: 0 }]);
    expect(await rows(sql`select count(*)::int as n from titip_uang where kode_barcode is null and status = 'AKTIF'`)).toEqual([{ n: 0 }]);
  });

  it('numbers the live documents on their days after the history, as the screens would', async () => {
    // Each live document's number is its day's, and the day's counter is at its last number.
    const stale = await rows(sql`
      select p.no_pesanan from pesanan p join nomor_dokumen n on n.kode_toko = p.kode_toko and n.jenis_dokumen = 'PESANAN'
         and n.tanggal = (p.tgl_pesanan at time zone ${SQL_JAKARTA})::date
       where p.idempotency_key is not null and right(p.no_pesanan, 4)::int > n.terakhir`);
    expect(stale).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from pesanan where idempotency_key is not null and no_pesanan !~ '^PS-[A-Z0-9]+-[0-9]{6}-[0-9]{4}$'`)).toEqual([{ n: 0 }]);
  });
});
