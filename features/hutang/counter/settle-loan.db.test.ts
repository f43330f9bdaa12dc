import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { custodyMismatches } from '../../../tests/support/custody-checks';
import { postLoans, type Loan } from './post-loans';
import { cancelRedemption, redeemLoans, type Redemption } from './settle-loan';

const { db } = useDemoDatabase();

/** Rp 5.000.000 at 2,5 % a month: 5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a day; two items, 5,125 g and 2 g. */
const loan = (no: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7,
  bayarTunai: 5_000_000, bayarTransfer: 0,
  items: [
    { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
    { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
  ],
});

// Lent 10 Jan 2027 10:00 Jakarta; redeemed 4 Feb 2027 11:00 Jakarta: 25 days (days no closing has reached).
const LENT = new Date('2027-01-10T03:00:00Z');
const PAID = new Date('2027-02-04T04:00:00Z');
const SAME_DAY = new Date('2027-02-04T08:00:00Z');
const NEXT_DAY = new Date('2027-02-05T02:00:00Z');

async function lend(no: string) {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `lend-${no}`, loans: [loan(no)], at: LENT }));
}
const redeem = (redemption: Redemption, key: string, at = PAID, kodeToko = 'CAB01') =>
  db().transaction((tx) => redeemLoans(tx, { kodeToko, createdBy: 'kasir1', idempotencyKey: key, redemptions: [redemption], at }));
const cancel = (noPelunasan: string, key: string, at = SAME_DAY) =>
  db().transaction((tx) => cancelRedemption(tx, { kodeToko: 'CAB01', createdBy: 'spv1', idempotencyKey: key, noPelunasan, alasan: 'Salah input', disetujuiOleh: 'spv1', at }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { key?: string; message?: string }) => String(error.key ?? error.message));
const rekeningOf = async () => ((await db().execute(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`)).rows[0]) as
  { no_rekening: string; nomor_akun: string };
const items = async (no: string) => (await db().execute(sql`select kode_barcode, status, kode_gudang, kode_baki from barang where kode_barcode like ${`${no}-%`} order by 1`)).rows;
const counts = async () => (await db().execute(sql`select (select count(*) from hutang_pelunasan)::int as settlements, (select count(*) from jurnal)::int as entries,
  (select count(*) from stok_dokumen)::int as documents, (select count(*) from hutang where status = 'AKTIF')::int as active`)).rows[0];

async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('redeemLoans: a loan paid off, its items back to their owner', () => {
  it('charges 25 days of interest worked out by hand, in cash and by transfer, and posts one balanced entry', async () => {
    await lend('HT-UJI-0101');
    const bank = await rekeningOf();
    // 4.167 × 25 = 104.175 interest; 5.000.000 + 104.175 = 5.104.175 to pay: 3.000.000 cash, 2.104.175 by transfer.
    const result = await redeem({ noFakturHutang: 'HT-UJI-0101', bayarTunai: 3_000_000, bayarTransfer: 2_104_175, noRekeningTransfer: bank.no_rekening }, 'tebus-1');
    expect(result.replayed).toBe(false);
    expect(result.settlements).toHaveLength(1);
    const [settlement] = result.settlements;
    expect(settlement).toMatchObject({ noFakturHutang: 'HT-UJI-0101', lamaHari: 25, bungaRp: 4_167, bungaPinjam: 104_175, diskonBunga: 0, pokokDibayar: 5_000_000, totalBayar: 5_104_175 });
    expect(settlement.noPelunasan).toMatch(/^LH-CAB01-270204-\d{4}$/);
    const lines = (await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${settlement.jurnalId} order by nomor_akun`)).rows;
    expect(lines).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 3_000_000, kredit: 0 },
      { nomor_akun: bank.nomor_akun, debit: 2_104_175, kredit: 0 },
      { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 },
      { nomor_akun: '4-2000', debit: 0, kredit: 104_175 },
    ].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1)));
    expect((await db().execute(sql`select status, tgl_lunas = ${PAID.toISOString()}::timestamptz as paid from hutang where no_faktur_hutang = 'HT-UJI-0101'`)).rows).toEqual([{ status: 'LUNAS', paid: true }]);
    expect((await db().execute(sql`select jenis, status, bayar_tunai::int, bayar_transfer::int from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0101'`)).rows)
      .toEqual([{ jenis: 'LUNAS', status: 'AKTIF', bayar_tunai: 3_000_000, bayar_transfer: 2_104_175 }]);
    expect(await items('HT-UJI-0101')).toEqual([
      { kode_barcode: 'HT-UJI-0101-1', status: 'REDEEMED', kode_gudang: '', kode_baki: '' },
      { kode_barcode: 'HT-UJI-0101-2', status: 'REDEEMED', kode_gudang: '', kode_baki: '' },
    ]);
    // The till: 20.000.000 − 5.000.000 lent + 3.000.000 paid back in cash.
    expect((await db().execute(sql`select saldo::int from saldo_akun where nomor_akun = '1-1100-CAB01'`)).rows).toEqual([{ saldo: 18_000_000 }]);
    await expectLedgersWhole();
  });

  it('takes an approved discount off the interest income, and counts a loan redeemed on its own day as one day', async () => {
    await lend('HT-UJI-0102');
    // 104.175 interest less 4.175 discount = 100.000; total 5.100.000.
    const [settlement] = (await redeem({ noFakturHutang: 'HT-UJI-0102', diskonBunga: 4_175, diskonDisetujuiOleh: 'spv1', bayarTunai: 5_100_000, bayarTransfer: 0 }, 'tebus-2')).settlements;
    expect(settlement).toMatchObject({ bungaPinjam: 104_175, diskonBunga: 4_175, totalBayar: 5_100_000 });
    expect((await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${settlement.jurnalId} order by nomor_akun`)).rows).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 5_100_000, kredit: 0 }, { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 }, { nomor_akun: '4-2000', debit: 0, kredit: 100_000 },
    ]);
    expect((await db().execute(sql`select diskon_disetujui_oleh from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0102'`)).rows).toEqual([{ diskon_disetujui_oleh: 'spv1' }]);
    await lend('HT-UJI-0103');
    // The same day: one day, 4.167.
    const [sameDay] = (await redeem({ noFakturHutang: 'HT-UJI-0103', bayarTunai: 5_004_167, bayarTransfer: 0 }, 'tebus-3', new Date('2027-01-10T09:00:00Z'))).settlements;
    expect(sameDay).toMatchObject({ lamaHari: 1, bungaPinjam: 4_167, totalBayar: 5_004_167 });
    await expectLedgersWhole();
  });

  it('refuses a payment above or below what is due, no payment, an unapproved discount and another shop, writing nothing', async () => {
    await lend('HT-UJI-0104');
    const before = await counts();
    const base = { noFakturHutang: 'HT-UJI-0104', bayarTransfer: 0 };
    expect(await refusal(redeem({ ...base, bayarTunai: 5_104_176 }, 'bad-1'))).toBe('hutangBayarMelebihiSisa');
    expect(await refusal(redeem({ ...base, bayarTunai: 5_104_174 }, 'bad-2'))).toBe('hutangBayarKurang');
    expect(await refusal(redeem({ ...base, bayarTunai: 0 }, 'bad-3'))).toBe('hutangMetodeBayar');
    expect(await refusal(redeem({ ...base, bayarTunai: 5_100_000, diskonBunga: 4_175 }, 'bad-4'))).toBe('hutangDiskonTanpaOtorisasi');
    expect(await refusal(redeem({ ...base, bayarTunai: 5_000_000, diskonBunga: 104_176, diskonDisetujuiOleh: 'spv1' }, 'bad-5'))).toBe('hutangDiskonInvalid');
    expect(await refusal(redeem({ ...base, bayarTunai: 5_104_175 }, 'bad-6', PAID, 'CAB02'))).toBe('hutangTidakDitemukan');
    expect(await refusal(redeem({ ...base, bayarTunai: 4_104_175, bayarTransfer: 1_000_000 }, 'bad-7'))).toBe('hutangRekeningInvalid');
    expect(await counts()).toEqual(before);
    expect(await items('HT-UJI-0104')).toEqual([
      { kode_barcode: 'HT-UJI-0104-1', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0104' },
      { kode_barcode: 'HT-UJI-0104-2', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0104' },
    ]);
  });

  it('posts a replayed request once', async () => {
    await lend('HT-UJI-0105');
    const first = await redeem({ noFakturHutang: 'HT-UJI-0105', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'tebus-5');
    const again = await redeem({ noFakturHutang: 'HT-UJI-0105', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'tebus-5');
    expect(again).toEqual({ ...first, replayed: true });
    expect((await db().execute(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0105'`)).rows).toEqual([{ n: 1 }]);
    // Another request for the same loan, now paid off: refused.
    expect(await refusal(redeem({ noFakturHutang: 'HT-UJI-0105', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'tebus-5b'))).toBe('hutangTidakAktif');
  });

  it('lets exactly one of two cashiers redeeming one loan at once win, the ledgers whole', async () => {
    await lend('HT-UJI-0106');
    const results = await Promise.allSettled([
      redeem({ noFakturHutang: 'HT-UJI-0106', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'race-a'),
      redeem({ noFakturHutang: 'HT-UJI-0106', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'race-b'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ kind: 'conflict', messageKey: 'hutangTidakAktif', values: { nomor: 'HT-UJI-0106' } });
    expect((await db().execute(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0106'`)).rows).toEqual([{ n: 1 }]);
    expect((await db().execute(sql`select count(*)::int as n from jurnal where trx = 'PELUNASAN_HUTANG' and keterangan like 'Tebus HT-UJI-0106 %'`)).rows).toEqual([{ n: 1 }]);
    await expectLedgersWhole();
  });
});

describe('cancelRedemption: the same day, the items back in custody', () => {
  it('reverses the entry, puts the items back in their packet and makes the loan active again', async () => {
    await lend('HT-UJI-0201');
    const bank = await rekeningOf();
    const [settlement] = (await redeem({ noFakturHutang: 'HT-UJI-0201', bayarTunai: 3_000_000, bayarTransfer: 2_104_175, noRekeningTransfer: bank.no_rekening }, 'tebus-21')).settlements;
    const cancelled = await cancel(settlement.noPelunasan, 'batal-21');
    expect(cancelled).toMatchObject({ noPelunasan: settlement.noPelunasan, noFakturHutang: 'HT-UJI-0201', replayed: false });
    expect(cancelled.nomorBatal).toMatch(/^BLH-CAB01-270204-\d{4}$/);
    const [entry] = (await db().execute(sql`select id, trx, reverses_id from jurnal where idempotency_key = 'batal-21'`)).rows as { id: number; trx: string; reverses_id: number }[];
    expect({ trx: entry.trx, reverses: Number(entry.reverses_id) }).toEqual({ trx: 'BATAL_PELUNASAN_HUTANG', reverses: settlement.jurnalId });
    expect((await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${entry.id} order by nomor_akun`)).rows).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 3_000_000 },
      { nomor_akun: bank.nomor_akun, debit: 0, kredit: 2_104_175 },
      { nomor_akun: '1-1400', debit: 5_000_000, kredit: 0 },
      { nomor_akun: '4-2000', debit: 104_175, kredit: 0 },
    ].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1)));
    expect(await items('HT-UJI-0201')).toEqual([
      { kode_barcode: 'HT-UJI-0201-1', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0201' },
      { kode_barcode: 'HT-UJI-0201-2', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0201' },
    ]);
    expect((await db().execute(sql`select status, tgl_lunas from hutang where no_faktur_hutang = 'HT-UJI-0201'`)).rows).toEqual([{ status: 'AKTIF', tgl_lunas: null }]);
    expect((await db().execute(sql`select status, alasan_batal, batal_disetujui_oleh from hutang_pelunasan where no_pelunasan = ${settlement.noPelunasan}`)).rows)
      .toEqual([{ status: 'BATAL', alasan_batal: 'Salah input', batal_disetujui_oleh: 'spv1' }]);
    // The till is back where the loan left it.
    expect((await db().execute(sql`select saldo::int from saldo_akun where nomor_akun = '1-1100-CAB01'`)).rows).toEqual([{ saldo: 15_000_000 }]);
    await expectLedgersWhole();
    // Replayed: once. The loan can be redeemed again.
    expect(await cancel(settlement.noPelunasan, 'batal-21')).toMatchObject({ nomorBatal: cancelled.nomorBatal, replayed: true });
    const [again] = (await redeem({ noFakturHutang: 'HT-UJI-0201', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'tebus-21b', SAME_DAY)).settlements;
    expect(again.totalBayar).toBe(5_104_175);
    await expectLedgersWhole();
  });

  it('refuses a redemption of another day, one cancelled already and one validated, writing nothing', async () => {
    await lend('HT-UJI-0202');
    const [settlement] = (await redeem({ noFakturHutang: 'HT-UJI-0202', bayarTunai: 5_104_175, bayarTransfer: 0 }, 'tebus-22')).settlements;
    const before = await counts();
    expect(await refusal(cancel(settlement.noPelunasan, 'batal-22a', NEXT_DAY))).toBe('pelunasanBatalKemarin');
    expect(await refusal(cancel('LH-CAB01-000000-9999', 'batal-22b'))).toBe('pelunasanTidakDitemukan');
    await db().execute(sql`update hutang_pelunasan set divalidasi_oleh = 'spv1', divalidasi_at = now() where no_pelunasan = ${settlement.noPelunasan}`);
    expect(await refusal(cancel(settlement.noPelunasan, 'batal-22c'))).toBe('pelunasanSudahDivalidasi');
    expect(await counts()).toEqual(before);
    await db().execute(sql`update hutang_pelunasan set divalidasi_oleh = null, divalidasi_at = null where no_pelunasan = ${settlement.noPelunasan}`);
    await cancel(settlement.noPelunasan, 'batal-22d');
    expect(await refusal(cancel(settlement.noPelunasan, 'batal-22e'))).toBe('pelunasanSudahBatal');
    await expectLedgersWhole();
  });
});
