import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { custodyMismatches } from '../../../tests/support/custody-checks';
import { postLoans, type Loan } from './post-loans';

const { db } = useDemoDatabase();

/** A loan of CAB01 with two items; the figures below are worked out by hand from these. */
const loan = (no: string, extra: Partial<Loan> = {}): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang: 5_000_000, bunga: '2.5', plafond: 6_000_000, biayaAdmin: 10_000, lamaHari: 30, masaTenggangHari: 7,
  bayarTunai: 4_990_000, bayarTransfer: 0,
  items: [
    { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
    { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
  ],
  ...extra,
});

const lend = (loans: Loan[], key: string, at = new Date('2027-01-10T03:00:00Z')) =>
  db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, loans, at }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { key?: string; message?: string }) => String(error.key ?? error.message));

describe('postLoans: lending against pledged gold', () => {
  it('writes the loan, one balanced entry and the items into custody, with figures worked out by hand', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const posted = await lend([loan('HT-UJI-0001')], 'uji-lend-1');
    expect(posted.replayed).toBe(false);
    const [row] = (await db().execute(sql`select jumlah_hutang::int, bunga, bunga_rp::int, total_taksiran::int, biaya_admin::int, tgl_jatuh_tempo::text, tgl_lelang::text, status
      from hutang where no_faktur_hutang = 'HT-UJI-0001'`)).rows;
    // 5.000.000 × 2,5 % / 30 = 4.166,67 → 4.167 a day; appraisal 5,125 g + 2 g at Rp 1.000.000 = 7.125.000;
    // lent 10 Jan 2027 (Jakarta; a day no closing has reached) for 30 days: due 9 Feb, auction 7 days later, 16 Feb.
    expect(row).toEqual({ jumlah_hutang: 5_000_000, bunga: '2.50', bunga_rp: 4_167, total_taksiran: 7_125_000, biaya_admin: 10_000,
      tgl_jatuh_tempo: '2027-02-09', tgl_lelang: '2027-02-16', status: 'AKTIF' });
    const lines = (await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${posted.jurnalId} order by nomor_akun`)).rows;
    expect(lines).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 4_990_000 },
      { nomor_akun: '1-1400', debit: 5_000_000, kredit: 0 },
      { nomor_akun: '4-2100', debit: 0, kredit: 10_000 },
    ]);
    const items = (await db().execute(sql`select kode_barcode, status, kode_gudang, kode_baki, berat, berat_kotor from barang where kode_barcode like 'HT-UJI-0001-%' order by 1`)).rows;
    expect(items).toEqual([
      { kode_barcode: 'HT-UJI-0001-1', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0001', berat: '5.125', berat_kotor: '5.300' },
      { kode_barcode: 'HT-UJI-0001-2', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0001', berat: '2.000', berat_kotor: '2.000' },
    ]);
    expect((await db().execute(sql`select taksiran::int from hutang_detail where no_faktur_hutang = 'HT-UJI-0001' order by urutan`)).rows)
      .toEqual([{ taksiran: 5_125_000 }, { taksiran: 2_000_000 }]);
    const cash = (await db().execute(sql`select saldo::int from saldo_akun where nomor_akun = '1-1100-CAB01'`)).rows;
    expect(cash).toEqual([{ saldo: 15_010_000 }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('posts a replayed request once', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const first = await lend([loan('HT-UJI-0002')], 'uji-lend-2');
    const again = await lend([loan('HT-UJI-0002')], 'uji-lend-2');
    expect(again).toEqual({ ...first, replayed: true });
    expect((await db().execute(sql`select count(*)::int as n from hutang where no_faktur_hutang = 'HT-UJI-0002'`)).rows).toEqual([{ n: 1 }]);
  });

  it('refuses bad loans and writes nothing', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const before = (await db().execute(sql`select (select count(*) from hutang)::int as loans, (select count(*) from jurnal)::int as entries, (select count(*) from barang)::int as items`)).rows;
    const item = loan('X').items[0];
    expect(await refusal(lend([loan('HT-UJI-0003', { items: [{ ...item, kadar: '0' }] })], 'uji-bad-1'))).toBe('hutangKadarInvalid');
    expect(await refusal(lend([loan('HT-UJI-0003', { items: [{ ...item, kadar: '101' }] })], 'uji-bad-2'))).toBe('hutangKadarInvalid');
    expect(await refusal(lend([loan('HT-UJI-0003', { jumlahHutang: 6_000_001, bayarTunai: 5_990_001 })], 'uji-bad-3'))).toBe('hutangMelebihiPlafond');
    expect(await refusal(lend([loan('HT-UJI-0003', { bayarTunai: 5_000_000 })], 'uji-bad-4'))).toBe('hutangBayarInvalid');
    expect(await refusal(lend([loan('HT-UJI-0003', { noKtp: ' ' })], 'uji-bad-5'))).toBe('hutangCustomerRequired');
    // More cash than the till holds: the ledger's floor.
    expect(await refusal(lend([loan('HT-UJI-0003', { jumlahHutang: 30_000_000, plafond: null, bayarTunai: 29_990_000 })], 'uji-bad-6'))).toBe('saldoKasKurang');
    expect((await db().execute(sql`select (select count(*) from hutang)::int as loans, (select count(*) from jurnal)::int as entries, (select count(*) from barang)::int as items`)).rows).toEqual(before);
  });

  it('lends above the plafond when a supervisor approved it', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    await lend([loan('HT-UJI-0004', { jumlahHutang: 6_500_000, bayarTunai: 6_490_000, plafondDisetujuiOleh: 'spv1' })], 'uji-lend-4');
    expect((await db().execute(sql`select plafond::int, plafond_disetujui_oleh from hutang where no_faktur_hutang = 'HT-UJI-0004'`)).rows)
      .toEqual([{ plafond: 6_000_000, plafond_disetujui_oleh: 'spv1' }]);
  });
});
