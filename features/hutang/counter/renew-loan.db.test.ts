import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { custodyMismatches } from '../../../tests/support/custody-checks';
import { postLoans, type Loan } from './post-loans';
import { readRenewal, renewLoans, type Renewal } from './renew-loan';
import { redeemLoans } from './settle-loan';

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

// Lent 10 Jan 2027 10:00 Jakarta; renewed 4 Feb 2027 11:00 Jakarta: 25 days, 4.167 × 25 = Rp 104.175 of interest.
const LENT = new Date('2027-01-10T03:00:00Z');
const RENEWED = new Date('2027-02-04T04:00:00Z');

async function lend(no: string) {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `lend-${no}`, loans: [loan(no)], at: LENT }));
}
/** Kept at 5.000.000 at 2 % for 30 days and 7 of grace, no plafond: the customer pays the interest, 104.175, in cash. */
const renewal = (no: string, extra: Partial<Renewal> = {}): Renewal => ({
  noFakturHutang: no, jumlahHutang: 5_000_000, bunga: '2', plafond: null, lamaHari: 30, masaTenggangHari: 7, bayarTunai: 104_175, bayarTransfer: 0, ...extra,
});
const renew = (r: Renewal, key: string, at = RENEWED, kodeToko = 'CAB01') =>
  db().transaction((tx) => renewLoans(tx, { kodeToko, createdBy: 'kasir1', idempotencyKey: key, renewals: [r], at }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const rows = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;
const rekeningOf = async () => (await rows(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`))[0] as
  { no_rekening: string; nomor_akun: string };
const journalOf = (jurnalId: number | null) => rows(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${jurnalId} order by nomor_akun, debit`);
const counts = async () => (await rows(sql`select (select count(*) from hutang_pelunasan)::int as settlements, (select count(*) from jurnal)::int as entries,
  (select count(*) from hutang)::int as loans, (select count(*) from hutang where status = 'AKTIF')::int as active`))[0];
const cash = async () => (await rows(sql`select coalesce(sum(saldo), 0)::bigint::int as saldo from saldo_akun where nomor_akun = '1-1100-CAB01'`))[0];
const pledged = (no: string) => rows(sql`select kode_barcode, status, kode_gudang, kode_baki from barang where kode_barcode like ${`${no}-%`} order by 1`);

async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('renewLoans: a loan renewed into a new one on the same items', () => {
  it('takes the interest and part of the principal back, opens the new loan on the same custody items, one balanced entry', async () => {
    await lend('HT-UJI-0201');
    const bank = await rekeningOf();
    // New principal 4.000.000: the customer pays 104.175 + 1.000.000 = 1.104.175, 1.000.000 in cash and 104.175 by transfer.
    const result = await renew(renewal('HT-UJI-0201', { jumlahHutang: 4_000_000, bunga: '2.5', bayarTunai: 1_000_000, bayarTransfer: 104_175, noRekeningTransfer: bank.no_rekening }), 'renew-1');
    expect(result.replayed).toBe(false);
    const [r] = result.renewals;
    // 4.000.000 × 2,5 % / 30 = 3.333,33 → 3.334 a day; due 4 Feb + 30 = 6 Mar; auction 7 days later.
    expect(r).toMatchObject({
      noFakturHutang: 'HT-UJI-0201', jumlahHutangLama: 5_000_000, lamaHari: 25, bungaRp: 4_167, bungaPinjam: 104_175, diskonBunga: 0,
      pokokDibayar: 1_000_000, tambahPinjaman: 0, dibayarNasabah: 1_104_175, diterimaNasabah: 0, bayarTunai: 1_000_000, bayarTransfer: 104_175,
      jumlahHutang: 4_000_000, bunga: '2.50', bungaRpBaru: 3_334, lamaHariBaru: 30, tglJatuhTempo: '2027-03-06', masaTenggangHari: 7, tglLelang: '2027-03-13',
    });
    expect(r.noPelunasan).toMatch(/^LH-CAB01-270204-\d{4}$/);
    expect(r.noFakturHutangBaru).toMatch(/^HT-CAB01-270204-\d{4}$/);
    expect(await journalOf(r.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 1_000_000, kredit: 0 },
      { nomor_akun: bank.nomor_akun, debit: 104_175, kredit: 0 },
      { nomor_akun: '1-1400', debit: 0, kredit: 1_000_000 },
      { nomor_akun: '4-2000', debit: 0, kredit: 104_175 },
    ].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1)));
    expect(await rows(sql`select trx from jurnal where id = ${r.jurnalId}`)).toEqual([{ trx: 'PERPANJANG_HUTANG' }]);
    expect(await rows(sql`select status, tgl_lunas = ${RENEWED.toISOString()}::timestamptz as renewed from hutang where no_faktur_hutang = 'HT-UJI-0201'`))
      .toEqual([{ status: 'PERPANJANG', renewed: true }]);
    expect(await rows(sql`select jenis, status, lama_hari, bunga_pinjam::int, pokok_dibayar::int, total_bayar::int, bayar_tunai::int, bayar_transfer::int
      from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0201'`)).toEqual([
      { jenis: 'PERPANJANG', status: 'AKTIF', lama_hari: 25, bunga_pinjam: 104_175, pokok_dibayar: 1_000_000, total_bayar: 1_104_175, bayar_tunai: 1_000_000, bayar_transfer: 104_175 },
    ]);
    expect(await rows(sql`select hutang_asal, status, nama_customer, no_ktp, jumlah_hutang::int, bunga, bunga_rp::int, biaya_admin::int, bayar_tunai::int,
      total_taksiran::int, tgl_jatuh_tempo::text, tgl_lelang::text from hutang where no_faktur_hutang = ${r.noFakturHutangBaru}`)).toEqual([{
      hutang_asal: 'HT-UJI-0201', status: 'AKTIF', nama_customer: 'Siti Aminah', no_ktp: '3273010101900001', jumlah_hutang: 4_000_000, bunga: '2.50', bunga_rp: 3_334,
      biaya_admin: 0, bayar_tunai: 0, total_taksiran: 7_125_000, tgl_jatuh_tempo: '2027-03-06', tgl_lelang: '2027-03-13',
    }]);
    // The same items, still in their packet in the vault.
    expect(await rows(sql`select urutan, kode_barcode, berat, taksiran::int from hutang_detail where no_faktur_hutang = ${r.noFakturHutangBaru} order by urutan`)).toEqual([
      { urutan: 1, kode_barcode: 'HT-UJI-0201-1', berat: '5.125', taksiran: 5_125_000 },
      { urutan: 2, kode_barcode: 'HT-UJI-0201-2', berat: '2.000', taksiran: 2_000_000 },
    ]);
    expect(await pledged('HT-UJI-0201')).toEqual([
      { kode_barcode: 'HT-UJI-0201-1', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0201' },
      { kode_barcode: 'HT-UJI-0201-2', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-UJI-0201' },
    ]);
    // The till: 20.000.000 − 5.000.000 lent + 1.000.000 paid back in cash.
    expect(await cash()).toEqual({ saldo: 16_000_000 });
    await expectLedgersWhole();
    expect(await readRenewal(db(), 'CAB01', r.noFakturHutangBaru)).toEqual(r);
    expect(await readRenewal(db(), 'CAB01', 'HT-UJI-0201')).toEqual(r);
    expect(await readRenewal(db(), 'CAB02', r.noPelunasan)).toBeNull();

    // The new loan is redeemed the same day: one day, 3.334; 4.003.334; its items go back to their owner.
    const [paid] = (await db().transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'renew-1-tebus', at: new Date('2027-02-04T08:00:00Z'),
      redemptions: [{ noFakturHutang: r.noFakturHutangBaru, bayarTunai: 4_003_334, bayarTransfer: 0 }] }))).settlements;
    expect(paid).toMatchObject({ lamaHari: 1, bungaPinjam: 3_334, totalBayar: 4_003_334 });
    expect((await pledged('HT-UJI-0201')).map((item) => item.status)).toEqual(['REDEEMED', 'REDEEMED']);
    await expectLedgersWhole();
  });

  it('pays a larger loan out within the plafond, the interest withheld, the items re-appraised at today\'s price', async () => {
    await lend('HT-UJI-0202');
    // 6.000.000 within a plafond of 7.000.000: 1.000.000 more, less the interest 104.175 = 895.825 to the customer in cash.
    const [r] = (await renew(renewal('HT-UJI-0202', { jumlahHutang: 6_000_000, plafond: 7_000_000, bayarTunai: 895_825, hargaEmas: { P18: 1_200_000 } }), 'renew-2')).renewals;
    // 6.000.000 × 2 % / 30 = 4.000 a day.
    expect(r).toMatchObject({ pokokDibayar: 0, tambahPinjaman: 1_000_000, dibayarNasabah: 0, diterimaNasabah: 895_825, bayarTunai: 895_825, jumlahHutang: 6_000_000, bungaRpBaru: 4_000 });
    expect(await journalOf(r.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 895_825 },
      { nomor_akun: '1-1400', debit: 1_000_000, kredit: 0 },
      { nomor_akun: '4-2000', debit: 0, kredit: 104_175 },
    ]);
    expect(await rows(sql`select pokok_dibayar::int, total_bayar::int, bayar_tunai::int from hutang_pelunasan where no_faktur_hutang = 'HT-UJI-0202'`))
      .toEqual([{ pokok_dibayar: 0, total_bayar: 104_175, bayar_tunai: 0 }]);
    // 5,125 g × 1.200.000 = 6.150.000 and 2 g × 1.200.000 = 2.400.000: 8.550.000.
    expect(await rows(sql`select bayar_tunai::int, plafond::int, plafond_disetujui_oleh, total_taksiran::int from hutang where no_faktur_hutang = ${r.noFakturHutangBaru}`))
      .toEqual([{ bayar_tunai: 895_825, plafond: 7_000_000, plafond_disetujui_oleh: null, total_taksiran: 8_550_000 }]);
    expect(await rows(sql`select harga_emas::int, taksiran::int from hutang_detail where no_faktur_hutang = ${r.noFakturHutangBaru} order by urutan`))
      .toEqual([{ harga_emas: 1_200_000, taksiran: 6_150_000 }, { harga_emas: 1_200_000, taksiran: 2_400_000 }]);
    // 20.000.000 − 5.000.000 − 895.825.
    expect(await cash()).toEqual({ saldo: 14_104_175 });
    await expectLedgersWhole();
  });

  it('refuses an increase above the plafond without its approver, not a renewal that adds nothing; takes an approved one', async () => {
    await lend('HT-UJI-0203');
    const before = await counts();
    expect(await refusal(renew(renewal('HT-UJI-0203', { jumlahHutang: 6_000_000, plafond: 5_500_000, bayarTunai: 895_825 }), 'over-1'))).toBe('hutangMelebihiPlafond');
    expect(await counts()).toEqual(before);
    const [r] = (await renew(renewal('HT-UJI-0203', { jumlahHutang: 6_000_000, plafond: 5_500_000, plafondDisetujuiOleh: 'spv1', bayarTunai: 895_825 }), 'over-2')).renewals;
    expect(await rows(sql`select plafond::int, plafond_disetujui_oleh from hutang where no_faktur_hutang = ${r.noFakturHutangBaru}`))
      .toEqual([{ plafond: 5_500_000, plafond_disetujui_oleh: 'spv1' }]);
    // The gold fell: the plafond is now 4.000.000, below the 5.000.000 kept. No increase, no grant needed.
    await lend('HT-UJI-0204');
    const [kept] = (await renew(renewal('HT-UJI-0204', { plafond: 4_000_000 }), 'over-3')).renewals;
    expect(kept).toMatchObject({ jumlahHutang: 5_000_000, dibayarNasabah: 104_175 });
    await expectLedgersWhole();
  });

  it('refuses a missing rate, wrong payments, an unapproved discount, another shop, and an increase the till cannot pay, writing nothing', async () => {
    await lend('HT-UJI-0205');
    const before = await counts();
    const no = 'HT-UJI-0205';
    const cases: [Partial<Renewal>, string][] = [
      [{ bunga: null }, 'hutangBungaRequired'],
      [{ bunga: '' }, 'hutangBungaRequired'],
      [{ bunga: '0' }, 'hutangBungaRequired'],
      [{ bunga: '101' }, 'hutangBungaRequired'],
      [{ bayarTunai: 104_176 }, 'hutangBayarMelebihiSisa'],
      [{ bayarTunai: 104_174 }, 'hutangBayarKurang'],
      [{ bayarTunai: 0 }, 'hutangMetodeBayar'],
      [{ bayarTunai: 4_175, bayarTransfer: 100_000 }, 'hutangRekeningInvalid'],
      [{ diskonBunga: 4_175, bayarTunai: 100_000 }, 'hutangDiskonTanpaOtorisasi'],
      [{ diskonBunga: 104_176, diskonDisetujuiOleh: 'spv1', bayarTunai: 0 }, 'hutangDiskonInvalid'],
      [{ jumlahHutang: 0 }, 'hutangJumlahInvalid'],
      [{ lamaHari: 0 }, 'hutangLamaInvalid'],
      // 6.000.000: the customer receives 895.825, not 900.000.
      [{ jumlahHutang: 6_000_000, bayarTunai: 900_000 }, 'perpanjangTerimaInvalid'],
      // 25.000.000: 20.000.000 − 104.175 = 19.895.825 to pay out of a till holding 15.000.000.
      [{ jumlahHutang: 25_000_000, bayarTunai: 19_895_825 }, 'saldoKasKurang'],
    ];
    let n = 0;
    for (const [extra, expected] of cases) expect(await refusal(renew(renewal(no, extra), `bad-${++n}`)), expected).toBe(expected);
    expect(await refusal(renew(renewal(no), 'bad-shop', RENEWED, 'CAB02'))).toBe('hutangTidakDitemukan');
    expect(await counts()).toEqual(before);
    expect((await pledged(no)).map((item) => item.status)).toEqual(['PLEDGED', 'PLEDGED']);
    await expectLedgersWhole();
  });

  it('takes an approved discount off the interest income', async () => {
    await lend('HT-UJI-0206');
    // 104.175 − 4.175 = 100.000 of interest.
    const [r] = (await renew(renewal('HT-UJI-0206', { diskonBunga: 4_175, diskonDisetujuiOleh: 'spv1', bayarTunai: 100_000 }), 'disc-1')).renewals;
    expect(r).toMatchObject({ bungaPinjam: 104_175, diskonBunga: 4_175, dibayarNasabah: 100_000 });
    expect(await journalOf(r.jurnalId)).toEqual([{ nomor_akun: '1-1100-CAB01', debit: 100_000, kredit: 0 }, { nomor_akun: '4-2000', debit: 0, kredit: 100_000 }]);
    await expectLedgersWhole();
  });

  it('posts a replayed request once', async () => {
    await lend('HT-UJI-0207');
    const first = await renew(renewal('HT-UJI-0207'), 'replay-1');
    const again = await renew(renewal('HT-UJI-0207'), 'replay-1');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rows(sql`select count(*)::int as n from hutang where hutang_asal = 'HT-UJI-0207'`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select count(*)::int as n from jurnal where trx = 'PERPANJANG_HUTANG' and keterangan like 'Perpanjang HT-UJI-0207 %'`)).toEqual([{ n: 1 }]);
    expect(await refusal(renew(renewal('HT-UJI-0207'), 'replay-2'))).toBe('hutangTidakAktif');
    await expectLedgersWhole();
  });

  it('lets exactly one of two renewals, or of a renewal and a redemption, of one loan at once win', async () => {
    await lend('HT-UJI-0208');
    const twice = await Promise.allSettled([renew(renewal('HT-UJI-0208'), 'race-a'), renew(renewal('HT-UJI-0208'), 'race-b')]);
    expect(twice.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((twice.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict', messageKey: 'hutangTidakAktif' });

    await lend('HT-UJI-0209');
    const mixed = await Promise.allSettled([
      renew(renewal('HT-UJI-0209'), 'race-c'),
      db().transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir2', idempotencyKey: 'race-d', at: RENEWED,
        redemptions: [{ noFakturHutang: 'HT-UJI-0209', bayarTunai: 5_104_175, bayarTransfer: 0 }] })),
    ]);
    expect(mixed.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((mixed.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict', messageKey: 'hutangTidakAktif' });
    expect(await rows(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang in ('HT-UJI-0208', 'HT-UJI-0209')`)).toEqual([{ n: 2 }]);
    expect(await rows(sql`select count(*)::int as n from hutang where hutang_asal in ('HT-UJI-0208', 'HT-UJI-0209')`))
      .toEqual([{ n: mixed[0].status === 'fulfilled' ? 2 : 1 }]);
    await expectLedgersWhole();
  });
});
