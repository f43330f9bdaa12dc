import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { postLoans } from '../counter/post-loans';
import { interestDiscountSubject } from '../redemption-subjects';
import type { RenewInput } from '../renewal-schema';
import { renewalPlafondSubject } from '../renewal-subjects';
import { findRenewals, getRenewal, getRenewalTerms, renewHutang } from './renew-hutang';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const base = contextFor('kasir', 'KASIR', shop);
/** The modules as shipped (plafond and interest bands on), 30 days and 7 of grace. */
const kasir = { ...base, settings: { ...base.settings, LAMA_HUTANG_HARI: '30', MASA_TENGGANG_HUTANG_HARI: '7' } };
const rows = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;
const failure = (work: Promise<unknown>) => work.then(() => ({ key: 'not refused', values: {} }),
  (error: { messageKey?: string; message?: string; values?: Record<string, string> }) => ({ key: String(error.messageKey ?? error.message), values: error.values ?? {} }));
const refusal = async (work: Promise<unknown>) => (await failure(work)).key;
/** A refusal as the user reads it, in English and in Indonesian. */
const worded = async (work: Promise<unknown>) => {
  const { key, values } = await failure(work);
  return [createTranslator({ locale: 'en', messages: en })(`errors.${key}` as never, values as never), createTranslator({ locale: 'id', messages: id })(`errors.${key}` as never, values as never)];
};
let n = 0;
const key = () => `perpanjang-uji-${++n}-${Date.now()}`;

// Lent 10 Jan 2027 10:00 Jakarta; renewed 4 Feb 2027 11:00 Jakarta: 25 days × 4.167 = Rp 104.175 of interest.
const LENT = new Date('2027-01-10T03:00:00Z');
const NOW = new Date('2027-02-04T04:00:00Z');

/**
 * Known parameters: P18's buy price Rp 1.000.000/g; plafond 80 % for kadar 70–80; interest 2,5 %/month up to
 * Rp 5.000.000 and 2 % above, for 1–60 days. The loan's two items (5,125 g and 2 g of kadar 75): appraisal 7.125.000,
 * plafond 80 % = 5.700.000.
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

/** Rp 5.000.000 at 2,5 % (Rp 4.167 a day), lent on LENT. */
async function lend(no: string) {
  await db().transaction((tx) => postLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `lend-${no}`, at: LENT,
    loans: [{
      noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890',
      noKtp: '3273010101900001', jumlahHutang: 5_000_000, bunga: '2.5', plafond: 5_700_000, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: 5_000_000, bayarTransfer: 0,
      items: [
        { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
        { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
      ],
    }],
  }));
}
const form = (no: string, extra: Partial<RenewInput> = {}): RenewInput => ({ idempotencyKey: key(), noFakturHutang: no, bayarTunai: '104.175', ...extra });
const renew = (input: RenewInput, ctx = kasir) => renewHutang({ ctx, input, now: NOW });
const grant = async (fitur: 'PLAFOND_HUTANG' | 'DISKON_BUNGA_HUTANG', subject: ReturnType<typeof renewalPlafondSubject>) =>
  (await authorizeManual({ ctx: kasir, address: '10.0.0.26', input: { userId: 'spv', password: 'spv12345', fitur, subject } })).keystore;
const counts = async () => (await rows(sql`select (select count(*) from hutang)::int as loans, (select count(*) from hutang_pelunasan)::int as settlements,
  (select count(*) from jurnal)::int as entries`))[0];
async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('renewHutang: Perpanjang on Lihat Hutang', () => {
  it('proposes the terms, renews with part of the principal at the band\'s rate, and lists the chain', async () => {
    await lend('HT-UJI-0301');
    expect(await getRenewalTerms({ ctx: kasir, input: { noFakturHutang: 'ht-uji-0301' }, now: NOW })).toMatchObject({
      noFakturHutang: 'HT-UJI-0301', jumlahHutang: 5_000_000, lamaHariBerjalan: 25, bungaRp: 4_167, bungaPinjam: 104_175, plafond: 5_700_000,
      lamaHari: 30, masaTenggangHari: 7, today: '2027-02-04',
    });
    // 4.000.000 is in the 2,5 % band: 3.334 a day. The customer pays 104.175 + 1.000.000 in cash.
    const first = await renew(form('HT-UJI-0301', { jumlahHutang: '4.000.000', bayarTunai: '1.104.175' }));
    expect(first).toMatchObject({ replayed: false, jumlahHutang: 4_000_000, bunga: '2.50', bungaRpBaru: 3_334, pokokDibayar: 1_000_000, dibayarNasabah: 1_104_175 });
    // Renewed again a day later (5 Feb): 1 day × 3.334, kept at 4.000.000.
    const second = await renewHutang({ ctx: kasir, input: form(first.noFakturHutangBaru, { bayarTunai: '3334' }), now: new Date('2027-02-05T04:00:00Z') });
    expect(second).toMatchObject({ noFakturHutang: first.noFakturHutangBaru, lamaHari: 1, bungaPinjam: 3_334, jumlahHutang: 4_000_000 });
    // The whole chain from any of its loans, oldest first.
    const chain = await findRenewals({ ctx: kasir, input: { noFakturHutang: first.noFakturHutangBaru } });
    expect(chain.map((r) => [r.noFakturHutang, r.noFakturHutangBaru, r.jumlahHutangLama, r.jumlahHutang])).toEqual([
      ['HT-UJI-0301', first.noFakturHutangBaru, 5_000_000, 4_000_000], [first.noFakturHutangBaru, second.noFakturHutangBaru, 4_000_000, 4_000_000],
    ]);
    const { replayed, ...posted } = second;
    expect(replayed).toBe(false);
    expect(chain[1]).toEqual(posted);
    expect(await getRenewal({ ctx: kasir, input: { nomor: second.noPelunasan } })).toEqual(posted);
    await expectLedgersWhole();
  });

  it('lends more above the plafond only with a grant naming the loan, that amount and that plafond', async () => {
    await lend('HT-UJI-0302');
    // 6.000.000 > 5.700.000: 2 % band, 4.000 a day; 1.000.000 − 104.175 = 895.825 to the customer.
    const input = (extra: Partial<RenewInput> = {}) => form('HT-UJI-0302', { jumlahHutang: '6000000', bayarTunai: '895825', ...extra });
    expect(await refusal(renew(input()))).toBe('otorisasiRequired');
    const other = await grant('PLAFOND_HUTANG', renewalPlafondSubject('HT-UJI-0302', 6_100_000, 5_700_000));
    expect(await refusal(renew(input({ keystorePlafond: other })))).toBe('otorisasiTidakSesuai');
    const keystorePlafond = await grant('PLAFOND_HUTANG', renewalPlafondSubject('HT-UJI-0302', 6_000_000, 5_700_000));
    const renewed = await renew(input({ keystorePlafond }));
    expect(renewed).toMatchObject({ tambahPinjaman: 1_000_000, diterimaNasabah: 895_825, bunga: '2.00', bungaRpBaru: 4_000 });
    expect(await rows(sql`select plafond::int, plafond_disetujui_oleh, bayar_tunai::int from hutang where no_faktur_hutang = ${renewed.noFakturHutangBaru}`))
      .toEqual([{ plafond: 5_700_000, plafond_disetujui_oleh: 'spv', bayar_tunai: 895_825 }]);
    await expectLedgersWhole();
  });

  it('takes a discount only with its grant', async () => {
    await lend('HT-UJI-0303');
    const input = (extra: Partial<RenewInput> = {}) => form('HT-UJI-0303', { diskonBunga: '4175', bayarTunai: '100000', ...extra });
    expect(await refusal(renew(input()))).toBe('otorisasiRequired');
    const keystore = await grant('DISKON_BUNGA_HUTANG', interestDiscountSubject('HT-UJI-0303', 104_175, 4_175));
    expect(await renew(input({ keystore }))).toMatchObject({ diskonBunga: 4_175, dibayarNasabah: 100_000 });
    await expectLedgersWhole();
  });

  it('wants a new rate: none from the bands is refused; with the bands off the typed one, required', async () => {
    await lend('HT-UJI-0304');
    const before = await counts();
    // No band holds Rp 200.000.000.
    expect(await worded(renew(form('HT-UJI-0304', { jumlahHutang: '200000000', bayarTunai: '0' }))))
      .toEqual(['A new interest rate is required', 'Bunga baru wajib diisi']);
    const off = { ...kasir, settings: { ...kasir.settings, PARAMETER_BUNGA_HUTANG_MODULE: 'false' } };
    expect(await refusal(renew(form('HT-UJI-0304'), off))).toBe('hutangBungaRequired');
    expect(await refusal(renew(form('HT-UJI-0304', { bunga: '0' }), off))).toBe('hutangBungaRequired');
    expect(await counts()).toEqual(before);
    // Typed 3 %: 5.000.000 × 3 % / 30 = 5.000 a day.
    expect(await renew(form('HT-UJI-0304', { bunga: '3' }), off)).toMatchObject({ bunga: '3.00', bungaRpBaru: 5_000 });
    await expectLedgersWhole();
  });

  it('refuses bad input in the user\'s words and writes nothing', async () => {
    await lend('HT-UJI-0305');
    const before = await counts();
    const other = ((await rows(sql`select no_rekening from rekening where kode_toko <> 'CAB01' order by 1 limit 1`))[0] as { no_rekening: string }).no_rekening;
    expect(await worded(renew(form('HT-UJI-0305', { bayarTunai: '104.176' }))))
      .toEqual(['The payment cannot be above what is due (Rp. 104.175)', 'Pembayaran tidak boleh melebihi sisa yang harus dibayar (Rp. 104.175)']);
    expect(await worded(renew(form('HT-UJI-0305', { bayarTunai: '' })))).toEqual(['Choose at least one payment method', 'Pilih minimal satu metode pembayaran']);
    expect(await refusal(renew(form('HT-UJI-0305', { bayarTunai: 'abc' })))).toBe('hutangBayarInvalid');
    expect(await refusal(renew(form('HT-UJI-0305', { bayarTunai: '4175', bayarTransfer: '100000' })))).toBe('hutangRekeningInvalid');
    expect(await refusal(renew(form('HT-UJI-0305', { bayarTunai: '4175', bayarTransfer: '100000', noRekeningTransfer: other })))).toBe('hutangRekeningInvalid');
    expect(await worded(renew(form('HT-UJI-0305', { jumlahHutang: '5500000', bayarTunai: '400000' }))))
      .toEqual(['Cash and transfer must equal what the customer receives (Rp. 395.825)', 'Tunai dan transfer harus sama dengan yang diterima nasabah (Rp. 395.825)']);
    expect(await counts()).toEqual(before);
    await expectLedgersWhole();
  });

  it('is refused for a hidden screen and for another shop\'s loan, and posts a replay once', async () => {
    await lend('HT-UJI-0306');
    const hidden = { ...kasir, hiddenMenuKeys: new Set(['/lihat-hutang']) };
    expect(await failure(renew(form('HT-UJI-0306'), hidden))).toMatchObject({ key: 'notAvailable' });
    const cab02 = { ...kasir, shop: { ...kasir.shop, kodeToko: 'CAB02', namaToko: 'CAB02' } };
    expect(await refusal(renew(form('HT-UJI-0306'), cab02))).toBe('hutangTidakDitemukan');
    expect(await refusal(getRenewalTerms({ ctx: cab02, input: { noFakturHutang: 'HT-UJI-0306' } }))).toBe('hutangTidakDitemukan');
    const input = form('HT-UJI-0306');
    const first = await renew(input);
    const again = await renew(input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rows(sql`select count(*)::int as n from hutang where hutang_asal = 'HT-UJI-0306'`)).toEqual([{ n: 1 }]);
    expect(await refusal(renew(form('HT-UJI-0306')))).toBe('hutangTidakAktif');
    expect(await refusal(getRenewalTerms({ ctx: kasir, input: { noFakturHutang: 'HT-UJI-0306' } }))).toBe('hutangTidakAktif');
    await expectLedgersWhole();
  });
});
