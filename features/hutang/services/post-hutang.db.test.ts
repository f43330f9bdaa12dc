import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { plafondSubject } from '../grant-subjects';
import type { LoanInput } from '../lending.schema';
import { postHutang } from './post-hutang';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const base = contextFor('kasir', 'KASIR', shop);
/** A fee of Rp 10.000 (BIAYA_ADMIN_HUTANG), the modules as shipped: plafond and interest bands on, the principal typed. */
const kasir = { ...base, settings: { ...base.settings, BIAYA_ADMIN_HUTANG: '10000', LAMA_HUTANG_HARI: '30', MASA_TENGGANG_HUTANG_HARI: '7' } };
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
let n = 0;
const key = () => `hutang-uji-${++n}-${Date.now()}`;

/**
 * Known parameters: P18's buy price Rp 1.000.000/g; plafond 80 % for kadar 70–80 (none for 99); interest 2,5 %/month
 * up to Rp 5.000.000 and 2 % above, for 1–60 days.
 */
beforeEach(async () => {
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1100000, 1000000, 'tester')`);
  await db().execute(sql`delete from plafond_hutang_kadar`);
  await db().execute(sql`insert into plafond_hutang_kadar (kadar_dari, kadar_sampai, persen, created_by, updated_by) values (70, 80, 80, 'tester', 'tester')`);
  await db().execute(sql`delete from para_bunga_hutang`);
  await db().execute(sql`insert into para_bunga_hutang (jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by, updated_by)
    values (0, 5000000, 1, 60, 2.5, 'tester', 'tester'), (5000001, 100000000, 1, 60, 2, 'tester', 'tester')`);
  await bringCashTo(db(), 'CAB01', 20_000_000);
});

/** Two items: 5,125 g of kadar 75 and 2 g of kadar 99 (no plafond band), lending Rp 4.000.000, all paid out in cash. */
const loan = (extra: Partial<LoanInput> = {}): LoanInput => ({
  idempotencyKey: key(), namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890', noKtp: '3273010101900001',
  kodeSales: 'CAB01-S1', jumlahHutang: 4_000_000, bayarTunai: 3_990_000,
  items: [
    { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS' },
    { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2', kadar: '99', kodeKondisi: 'KUSAM' },
  ],
  ...extra,
});
const counts = () => rows(sql`select (select count(*) from hutang)::int as loans, (select count(*) from jurnal)::int as entries, (select count(*) from barang)::int as items`);

describe('postHutang: Transaksi Hutang', () => {
  it('lends with the figures worked out by hand, one balanced entry, the items in custody', async () => {
    const posted = await postHutang({ ctx: kasir, input: loan() });
    expect(posted.replayed).toBe(false);
    expect(posted.nomor).toMatch(/^HT-CAB01-\d{6}-\d{4}$/);
    // Appraisal 5,125 g × 1.000.000 = 5.125.000 and 2 g × 1.000.000 = 2.000.000: 7.125.000. Plafond 80 % of 5.125.000 =
    // 4.100.000 (kadar 99 has no band: 0). Rp 4.000.000 is in the first band: 2,5 %; 4.000.000 × 2,5 % / 30 = 3.333,33 → 3.334 a day.
    expect(await rows(sql`select jumlah_hutang::int, bunga, bunga_rp::int, total_taksiran::int, plafond::int, plafond_disetujui_oleh, biaya_admin::int,
        lama_hari, masa_tenggang_hari, bayar_tunai::int, no_ktp, kode_sales, created_by, tgl_lelang - tgl_jatuh_tempo as tenggang,
        tgl_jatuh_tempo - (tgl_hutang at time zone 'Asia/Jakarta')::date as lama
      from hutang where no_faktur_hutang = ${posted.nomor}`)).toEqual([{
      jumlah_hutang: 4_000_000, bunga: '2.50', bunga_rp: 3_334, total_taksiran: 7_125_000, plafond: 4_100_000, plafond_disetujui_oleh: null, biaya_admin: 10_000,
      lama_hari: 30, masa_tenggang_hari: 7, bayar_tunai: 3_990_000, no_ktp: '3273010101900001', kode_sales: 'CAB01-S1', created_by: 'kasir', tenggang: 7, lama: 30,
    }]);
    expect(await rows(sql`select urutan, kode_barcode, harga_emas::int, taksiran::int, kadar, kode_kondisi from hutang_detail where no_faktur_hutang = ${posted.nomor} order by urutan`)).toEqual([
      { urutan: 1, kode_barcode: `${posted.nomor}-1`, harga_emas: 1_000_000, taksiran: 5_125_000, kadar: '75.00', kode_kondisi: 'BAGUS' },
      { urutan: 2, kode_barcode: `${posted.nomor}-2`, harga_emas: 1_000_000, taksiran: 2_000_000, kadar: '99.00', kode_kondisi: 'KUSAM' },
    ]);
    expect(await rows(sql`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang h on h.jurnal_id = d.jurnal_id
      where h.no_faktur_hutang = ${posted.nomor} order by d.nomor_akun`)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 3_990_000 },
      { nomor_akun: '1-1400', debit: 4_000_000, kredit: 0 },
      { nomor_akun: '4-2100', debit: 0, kredit: 10_000 },
    ]);
    expect(await rows(sql`select status, kode_gudang, kode_baki from barang where kode_barcode like ${`${posted.nomor}-%`} order by kode_barcode`))
      .toEqual([{ status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: posted.nomor }, { status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: posted.nomor }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('takes the rate of the band of a larger amount', async () => {
    // Rp 5.000.001 is above the first band: 2 %; 5.000.001 × 2 % / 30 = 3.333,334 → 3.334. Above the plafond: needs a grant.
    await db().execute(sql`update plafond_hutang_kadar set persen = 100, kadar_sampai = 100`);
    // Now both items have a share of 100 %: plafond 7.125.000.
    const posted = await postHutang({ ctx: kasir, input: loan({ jumlahHutang: 5_000_001, bayarTunai: 4_990_001 }) });
    expect(await rows(sql`select bunga, bunga_rp::int, plafond::int from hutang where no_faktur_hutang = ${posted.nomor}`))
      .toEqual([{ bunga: '2.00', bunga_rp: 3_334, plafond: 7_125_000 }]);
  });

  it('posts a replayed request once', async () => {
    const input = loan();
    const first = await postHutang({ ctx: kasir, input });
    const again = await postHutang({ ctx: kasir, input });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rows(sql`select count(*)::int as n from hutang where nama_customer = 'Siti Aminah'`)).toEqual([{ n: 1 }]);
  });

  it('refuses bad input in the user\'s words and writes nothing', async () => {
    const before = await counts();
    const [item] = loan().items;
    const other = (await rows<{ no_rekening: string }>(sql`select no_rekening from rekening where kode_toko <> 'CAB01' order by 1 limit 1`))[0].no_rekening;
    const cases: [Partial<LoanInput>, string][] = [
      [{ items: [{ ...item, kadar: '0' }] }, 'hutangKadarInvalid'],
      [{ items: [{ ...item, kadar: '101' }] }, 'hutangKadarInvalid'],
      [{ items: [{ ...item, berat: '0' }] }, 'hutangBeratInvalid'],
      [{ items: [] }, 'hutangBarangRequired'],
      [{ noKtp: ' ' }, 'hutangCustomerRequired'],
      [{ alamatCustomer: '' }, 'hutangCustomerRequired'],
      [{ kodeSales: 'CAB02-S1' }, 'hutangSalesRequired'],
      [{ items: [{ ...item, kodeKondisi: 'HILANG' }] }, 'hutangKondisiRequired'],
      // No band holds Rp 200.000.000: "Bunga baru wajib diisi".
      [{ jumlahHutang: 200_000_000, bayarTunai: 199_990_000 }, 'hutangBungaRequired'],
      [{ bayarTunai: 4_000_000 }, 'hutangBayarInvalid'],
      [{ bayarTunai: 2_990_000, bayarTransfer: 1_000_000, noRekeningTransfer: other }, 'hutangRekeningInvalid'],
      [{ jumlahHutang: 10_000, bayarTunai: 0 }, 'hutangBiayaAdminInvalid'],
      // Above the plafond of 4.100.000 without a grant.
      [{ jumlahHutang: 4_100_001, bayarTunai: 4_090_001 }, 'otorisasiRequired'],
    ];
    for (const [extra, expected] of cases) expect(await refusal(postHutang({ ctx: kasir, input: loan(extra) })), expected).toBe(expected);
    expect(await counts()).toEqual(before);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('lends above the plafond only with a grant for that amount and that plafond', async () => {
    const grant = async (jumlah: number, plafond: number) => (await authorizeManual({ ctx: kasir, address: '10.0.0.25',
      input: { userId: 'spv', password: 'spv12345', fitur: 'PLAFOND_HUTANG', subject: plafondSubject(jumlah, plafond) } })).keystore;
    const keystore = await grant(4_500_000, 4_100_000);
    // Spent on another amount: refused, and the grant stays unspent.
    expect(await refusal(postHutang({ ctx: kasir, input: loan({ jumlahHutang: 4_600_000, bayarTunai: 4_590_000, keystore }) }))).toBe('otorisasiTidakSesuai');
    // A grant naming another plafond does not fit either.
    const wrongPlafond = await grant(4_500_000, 9_000_000);
    expect(await refusal(postHutang({ ctx: kasir, input: loan({ jumlahHutang: 4_500_000, bayarTunai: 4_490_000, keystore: wrongPlafond }) }))).toBe('otorisasiTidakSesuai');
    const posted = await postHutang({ ctx: kasir, input: loan({ jumlahHutang: 4_500_000, bayarTunai: 4_490_000, keystore }) });
    expect(await rows(sql`select jumlah_hutang::int, plafond::int, plafond_disetujui_oleh from hutang where no_faktur_hutang = ${posted.nomor}`))
      .toEqual([{ jumlah_hutang: 4_500_000, plafond: 4_100_000, plafond_disetujui_oleh: 'spv' }]);
    // Spent once.
    expect(await refusal(postHutang({ ctx: kasir, input: loan({ jumlahHutang: 4_500_000, bayarTunai: 4_490_000, keystore }) }))).toBe('otorisasiRequired');
  });
});
