import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { custodyMismatches } from '../../../tests/support/custody-checks';
import { postMelt, postStockEntries } from '@/features/stock/kernel';
import { auctionLoans, payAuctionSurplus, type Auction } from './auction-loan';
import { postLoans, type Loan } from './post-loans';
import { redeemLoans } from './settle-loan';

const { db } = useDemoDatabase();

/** Rp 5.000.000 at 2,5 % a month: Rp 4.167 a day; 30 days and 7 days' grace; two items, 5,125 g and 2 g. */
const loan = (no: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7,
  bayarTunai: 5_000_000, bayarTransfer: 0,
  items: [
    { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
    { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
  ],
});

// Lent 10 Jan 2027 10:00 Jakarta: due 9 Feb 2027, auction date 16 Feb 2027 (7 days' grace).
// Auctioned 19 Feb 2027 11:00 Jakarta: 21 + 19 = 40 days, 4.167 × 40 = Rp 166.680 interest; due 5.166.680.
const LENT = new Date('2027-01-10T03:00:00Z');
const AUCTION = new Date('2027-02-19T04:00:00Z');
const TOO_EARLY = new Date('2027-02-15T04:00:00Z');

async function lend(no: string) {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `lend-${no}`, loans: [loan(no)], at: LENT }));
}
const auction = (a: Auction, key: string, at = AUCTION, kodeToko = 'CAB01') =>
  db().transaction((tx) => auctionLoans(tx, { kodeToko, createdBy: 'spv1', idempotencyKey: key, auctions: [a], at }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const rekeningOf = async () => ((await db().execute(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`)).rows[0]) as
  { no_rekening: string; nomor_akun: string };
const trayOf = async () => ((await db().execute(sql`select kode_gudang, kode_baki from baki where kode_toko = 'CAB01' order by kode_baki limit 1`)).rows[0]) as
  { kode_gudang: string; kode_baki: string };
const items = async (no: string) => (await db().execute(sql`select kode_barcode, status, kode_gudang, kode_baki from barang where kode_barcode like ${`${no}-%`} order by 1`)).rows;
const lines = async (jurnalId: number) => (await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${jurnalId} order by nomor_akun`)).rows;
const byAccount = (rows: { nomor_akun: string; debit: number; kredit: number }[]) => [...rows].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1));
const counts = async () => (await db().execute(sql`select (select count(*) from hutang_pelunasan)::int as settlements, (select count(*) from jurnal)::int as entries,
  (select count(*) from stok_dokumen)::int as documents, (select count(*) from hutang where status = 'AKTIF')::int as active`)).rows[0];
const cash = async () => Number(((await db().execute(sql`select coalesce(sum(saldo), 0)::text as saldo from saldo_akun where nomor_akun = '1-1100-CAB01'`)).rows[0] as { saldo: string }).saldo);

async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('auctionLoans: sold to a buyer', () => {
  it('closes the loan against 40 days of interest worked out by hand, the surplus owed to the customer, one balanced entry', async () => {
    await lend('HT-LLG-0101');
    const bank = await rekeningOf();
    // Sold for 5.500.000 (3.000.000 cash, 2.500.000 by transfer): 5.000.000 principal, 166.680 interest, 333.320 over.
    const result = await auction({ noFakturHutang: 'HT-LLG-0101', cara: 'JUAL', bayarTunai: 3_000_000, bayarTransfer: 2_500_000, noRekeningTransfer: bank.no_rekening }, 'lelang-1');
    expect(result.replayed).toBe(false);
    const [done] = result.auctions;
    expect(done).toMatchObject({
      noFakturHutang: 'HT-LLG-0101', lamaHari: 40, bungaRp: 4_167, bungaPinjam: 166_680, hasilLelang: 5_500_000,
      pokokDibayar: 5_000_000, bungaDibayar: 166_680, kelebihanLelang: 333_320, kerugian: 0,
    });
    expect(done.noLelang).toMatch(/^LLH-CAB01-270219-\d{4}$/);
    expect(await lines(done.jurnalId)).toEqual(byAccount([
      { nomor_akun: '1-1100-CAB01', debit: 3_000_000, kredit: 0 },
      { nomor_akun: bank.nomor_akun, debit: 2_500_000, kredit: 0 },
      { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 },
      { nomor_akun: '2-1300', debit: 0, kredit: 333_320 },
      { nomor_akun: '4-2000', debit: 0, kredit: 166_680 },
    ]));
    expect((await db().execute(sql`select trx from jurnal where id = ${done.jurnalId}`)).rows).toEqual([{ trx: 'LELANG_HUTANG' }]);
    expect((await db().execute(sql`select status, tgl_lunas = ${AUCTION.toISOString()}::timestamptz as closed from hutang where no_faktur_hutang = 'HT-LLG-0101'`)).rows)
      .toEqual([{ status: 'LELANG', closed: true }]);
    expect((await db().execute(sql`select jenis, status, hasil_lelang::int, kelebihan_lelang::int, total_bayar::int, pokok_dibayar::int from hutang_pelunasan
      where no_faktur_hutang = 'HT-LLG-0101'`)).rows)
      .toEqual([{ jenis: 'LELANG', status: 'AKTIF', hasil_lelang: 5_500_000, kelebihan_lelang: 333_320, total_bayar: 5_500_000, pokok_dibayar: 5_000_000 }]);
    // The items left custody to the buyer.
    expect(await items('HT-LLG-0101')).toEqual([
      { kode_barcode: 'HT-LLG-0101-1', status: 'SOLD', kode_gudang: '', kode_baki: '' },
      { kode_barcode: 'HT-LLG-0101-2', status: 'SOLD', kode_gudang: '', kode_baki: '' },
    ]);
    // The till: 20.000.000 − 5.000.000 lent + 3.000.000 from the buyer.
    expect(await cash()).toBe(18_000_000);
    await expectLedgersWhole();
  });

  it('gives up interest first, then books a loss on the principal, when the proceeds fall short', async () => {
    await lend('HT-LLG-0102');
    // 5.100.000: the principal and 100.000 of the 166.680 interest.
    const [short] = (await auction({ noFakturHutang: 'HT-LLG-0102', cara: 'JUAL', bayarTunai: 5_100_000, bayarTransfer: 0 }, 'lelang-2')).auctions;
    expect(short).toMatchObject({ bungaPinjam: 166_680, bungaDibayar: 100_000, kelebihanLelang: 0, kerugian: 0 });
    expect(await lines(short.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 5_100_000, kredit: 0 }, { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 }, { nomor_akun: '4-2000', debit: 0, kredit: 100_000 },
    ]);
    await lend('HT-LLG-0103');
    // 4.200.000: no interest, 800.000 of the principal lost (6-2000).
    const [loss] = (await auction({ noFakturHutang: 'HT-LLG-0103', cara: 'JUAL', bayarTunai: 4_200_000, bayarTransfer: 0 }, 'lelang-3')).auctions;
    expect(loss).toMatchObject({ pokokDibayar: 4_200_000, bungaDibayar: 0, kelebihanLelang: 0, kerugian: 800_000 });
    expect(await lines(loss.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 4_200_000, kredit: 0 }, { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 }, { nomor_akun: '6-2000', debit: 800_000, kredit: 0 },
    ]);
    await expectLedgersWhole();
  });
});

describe('auctionLoans: into the shop\'s stock', () => {
  it('puts the items READY in the tray chosen at the value entered (1-1500), and they can then be melted through stock\'s verb', async () => {
    await lend('HT-LLG-0201');
    const tray = await trayOf();
    const before = await cash();
    // Valued at 5.400.000: 5.000.000 principal, 166.680 interest, 233.320 owed to the customer.
    const [done] = (await auction({ noFakturHutang: 'HT-LLG-0201', cara: 'STOK', nilai: 5_400_000, kodeGudang: tray.kode_gudang, kodeBaki: tray.kode_baki }, 'lelang-4')).auctions;
    expect(done).toMatchObject({ hasilLelang: 5_400_000, bungaDibayar: 166_680, kelebihanLelang: 233_320, kerugian: 0 });
    expect(await lines(done.jurnalId)).toEqual([
      { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 }, { nomor_akun: '1-1500', debit: 5_400_000, kredit: 0 },
      { nomor_akun: '2-1300', debit: 0, kredit: 233_320 }, { nomor_akun: '4-2000', debit: 0, kredit: 166_680 },
    ]);
    expect(await cash()).toBe(before);
    expect(await items('HT-LLG-0201')).toEqual([
      { kode_barcode: 'HT-LLG-0201-1', status: 'READY', kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki },
      { kode_barcode: 'HT-LLG-0201-2', status: 'READY', kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki },
    ]);
    expect((await db().execute(sql`select m.jenis_mutasi, m.dari_status, m.ke_status from mutasi_stok m where m.dokumen_id = ${done.stokDokumenId} order by m.kode_barcode`)).rows)
      .toEqual([{ jenis_mutasi: 'FORFEITED', dari_status: 'PLEDGED', ke_status: 'READY' }, { jenis_mutasi: 'FORFEITED', dari_status: 'PLEDGED', ke_status: 'READY' }]);
    await expectLedgersWhole();
    // As scrap: Hancur Data Barang's verb melts a forfeited item like any item in stock.
    const scrap = await db().transaction((tx) => postMelt(tx, {
      kodeToko: 'CAB01', jenis: 'HANCUR_BARANG', nomor: 'HB-UJI-LLG-1', barcodes: ['HT-LLG-0201-1'], idempotencyKey: 'lebur-llg-1', alasan: 'Lelang dilebur', disetujuiOleh: 'spv1', createdBy: 'spv1',
    }));
    expect(scrap).toEqual([{ kodeDept: 'P18', qty: 1, berat: '5.125' }]);
    await expectLedgersWhole();
  });
});

describe('auctionLoans: refusals, replays and races', () => {
  it('refuses before the auction date, another shop, no proceeds, a transfer without its account and a tray not given, writing nothing', async () => {
    await lend('HT-LLG-0301');
    const before = await counts();
    const sold = { noFakturHutang: 'HT-LLG-0301', cara: 'JUAL' as const, bayarTransfer: 0 };
    expect(await refusal(auction({ ...sold, bayarTunai: 5_500_000 }, 'bad-1', TOO_EARLY))).toBe('hutangBelumLelang');
    expect(await refusal(auction({ ...sold, bayarTunai: 5_500_000 }, 'bad-2', AUCTION, 'CAB02'))).toBe('hutangTidakDitemukan');
    expect(await refusal(auction({ ...sold, bayarTunai: 0 }, 'bad-3'))).toBe('lelangNilaiInvalid');
    expect(await refusal(auction({ ...sold, bayarTunai: -5 }, 'bad-4'))).toBe('lelangNilaiInvalid');
    expect(await refusal(auction({ ...sold, bayarTunai: 0, bayarTransfer: 5_500_000 }, 'bad-5'))).toBe('hutangRekeningInvalid');
    expect(await refusal(auction({ noFakturHutang: 'HT-LLG-0301', cara: 'STOK', nilai: 5_400_000, kodeGudang: '', kodeBaki: '' }, 'bad-6'))).toBe('lelangBakiRequired');
    expect(await counts()).toEqual(before);
    // Before its auction the pledged item still cannot be sold through the gram ledger.
    const sale = db().transaction((tx) => postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'PENJUALAN', nomor: 'JL-UJI-LLG-1' }, idempotencyKey: 'jual-gadai-1', createdBy: 'kasir1',
      entries: [{ kind: 'SOLD', kodeBarcode: 'HT-LLG-0301-1' }],
    }));
    expect(await refusal(sale)).toBe('stokBarangTidakTersedia');
    expect(await items('HT-LLG-0301')).toEqual([
      { kode_barcode: 'HT-LLG-0301-1', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-LLG-0301' },
      { kode_barcode: 'HT-LLG-0301-2', status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: 'HT-LLG-0301' },
    ]);
    await expectLedgersWhole();
  });

  it('posts a replayed request once', async () => {
    await lend('HT-LLG-0302');
    const sold: Auction = { noFakturHutang: 'HT-LLG-0302', cara: 'JUAL', bayarTunai: 5_500_000, bayarTransfer: 0 };
    const first = await auction(sold, 'lelang-5');
    const again = await auction(sold, 'lelang-5');
    expect(again).toEqual({ ...first, replayed: true });
    expect((await db().execute(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = 'HT-LLG-0302'`)).rows).toEqual([{ n: 1 }]);
    expect(await refusal(auction(sold, 'lelang-5b'))).toBe('hutangTidakAktif');
    await expectLedgersWhole();
  });

  it('lets exactly one of an auction and a redemption of one loan at once win, the ledgers whole', async () => {
    await lend('HT-LLG-0303');
    const results = await Promise.allSettled([
      auction({ noFakturHutang: 'HT-LLG-0303', cara: 'JUAL', bayarTunai: 5_500_000, bayarTransfer: 0 }, 'race-lelang'),
      db().transaction((tx) => redeemLoans(tx, {
        kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'race-tebus', at: AUCTION, redemptions: [{ noFakturHutang: 'HT-LLG-0303', bayarTunai: 5_166_680, bayarTransfer: 0 }],
      })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ kind: 'conflict', messageKey: 'hutangTidakAktif', values: { nomor: 'HT-LLG-0303' } });
    expect((await db().execute(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = 'HT-LLG-0303'`)).rows).toEqual([{ n: 1 }]);
    await expectLedgersWhole();
  });
});

describe('payAuctionSurplus: the surplus paid out to the customer once', () => {
  it('pays exactly the surplus from the till, once; a second payment says when it was paid; never more cash than the shop holds', async () => {
    await lend('HT-LLG-0401');
    const [done] = (await auction({ noFakturHutang: 'HT-LLG-0401', cara: 'JUAL', bayarTunai: 5_500_000, bayarTransfer: 0 }, 'lelang-6')).auctions;
    expect(done.kelebihanLelang).toBe(333_320);
    const pay = (key: string, bayarTunai: number, at = new Date('2027-02-20T03:00:00Z')) =>
      db().transaction((tx) => payAuctionSurplus(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, noLelang: done.noLelang, bayarTunai, bayarTransfer: 0, at }));
    const before = await counts();
    expect(await refusal(pay('bayar-bad-1', 333_319))).toBe('kelebihanBayarTidakSesuai');
    expect(await refusal(pay('bayar-bad-2', 333_321))).toBe('kelebihanBayarTidakSesuai');
    expect(await refusal(db().transaction((tx) => payAuctionSurplus(tx, {
      kodeToko: 'CAB02', createdBy: 'kasir1', idempotencyKey: 'bayar-bad-3', noLelang: done.noLelang, bayarTunai: 333_320, bayarTransfer: 0,
    })))).toBe('kelebihanTidakDitemukan');
    // The till holds 100.000: the surplus cannot be paid out of it.
    await bringCashTo(db(), 'CAB01', 100_000);
    expect(await refusal(pay('bayar-bad-4', 333_320))).toBe('saldoKasKurang');
    expect((await counts()).settlements).toBe(before.settlements);
    await bringCashTo(db(), 'CAB01', 1_000_000);

    const paid = await pay('bayar-1', 333_320);
    expect(paid).toMatchObject({ noLelang: done.noLelang, noFakturHutang: 'HT-LLG-0401', kelebihanLelang: 333_320, replayed: false });
    expect(await lines(paid.jurnalId)).toEqual([{ nomor_akun: '1-1100-CAB01', debit: 0, kredit: 333_320 }, { nomor_akun: '2-1300', debit: 333_320, kredit: 0 }]);
    expect(await cash()).toBe(1_000_000 - 333_320);
    expect(await pay('bayar-1', 333_320)).toMatchObject({ jurnalId: paid.jurnalId, replayed: true });
    const second = await pay('bayar-2', 333_320).catch((error) => error);
    expect(second).toMatchObject({ kind: 'conflict', messageKey: 'kelebihanSudahDibayar', values: { nomor: done.noLelang, tanggal: '2027-02-20' } });
    expect((await db().execute(sql`select kelebihan_dibayar_oleh, kelebihan_jurnal_id::int as j from hutang_pelunasan where no_pelunasan = ${done.noLelang}`)).rows)
      .toEqual([{ kelebihan_dibayar_oleh: 'kasir1', j: paid.jurnalId }]);
    expect(await cash()).toBe(1_000_000 - 333_320);
    await expectLedgersWhole();
  });
});
