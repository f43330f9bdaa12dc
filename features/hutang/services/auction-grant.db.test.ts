import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { auctionSubject, surplusPayoutSubject } from '../auction-subjects';
import { postLoans, type Loan } from '../counter/post-loans';
import { auctionHutang, paySurplus } from './auction-hutang';

// Issue 27, money safety at auction: an auction and a surplus payout go through only with a supervisor's grant naming
// exactly what is posted; a supervisor auctioning approves himself and is named in the entry.
const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));

/** Rp 5.000.000 at 2,5 %: Rp 4.167 a day; lent 10 Jan 2027, auction date 16 Feb; on 19 Feb 40 days, 166.680 interest. */
const loan = (no: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Budi Santoso', alamatCustomer: 'Jl. Mawar 2, Bandung', noHpCustomer: '081234567891',
  noKtp: '3273010101900002', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7,
  bayarTunai: 5_000_000, bayarTransfer: 0,
  items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 }],
});
const LENT = new Date('2027-01-10T03:00:00Z');
const SEEN = new Date('2027-02-19T04:00:00Z');
async function lend(no: string) {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `lend-${no}`, loans: [loan(no)], at: LENT }));
}
const grant = async (fitur: 'LELANG_HUTANG' | 'BAYAR_KELEBIHAN_LELANG' | 'DISKON_BUNGA_HUTANG', subject: GrantSubject) =>
  (await authorizeManual({ ctx: kasir, address: '10.0.0.28', input: { userId: 'spv', password: 'spv12345', fitur, subject } })).keystore;
const used = async (keystore: string) => (await rows<{ used: boolean }>(sql`select used_at is not null as used from otorisasi where keystore = ${keystore}`))[0]?.used;
const counts = async () => (await rows(sql`select (select count(*) from hutang_pelunasan)::int as settlements, (select count(*) from jurnal)::int as entries,
  (select count(*) from hutang where status = 'LELANG')::int as auctioned`))[0];
async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('Lelang Hutang: a supervisor approves every auction (LELANG_HUTANG)', () => {
  it('refuses without a grant, with another loan\'s, another amount\'s or another feature\'s grant, writing nothing; posts once with its own', async () => {
    await lend('HT-GRT-0001');
    await lend('HT-GRT-0002');
    // Sold for 4.800.000: due 5.000.000 + 166.680 = 5.166.680; the principal short by 200.000, a loss.
    const subject = auctionSubject('HT-GRT-0001', 'JUAL', 5_000_000, 166_680, 4_800_000);
    expect(subject.lines).toEqual([
      { ref: '', what: 'caraLelang', after: 'JUAL' }, { ref: '', what: 'hasilLelang', after: '4800000' },
      { ref: '', what: 'tagihanHutang', after: '5166680' }, { ref: '', what: 'kerugianLelang', after: '200000' },
    ]);
    const input = (keystore?: string) => ({ idempotencyKey: 'grt-lelang-1', noFakturHutang: 'HT-GRT-0001', cara: 'JUAL' as const, bayarTunai: '4.800.000', keystore });
    const before = await counts();
    expect(await refusal(auctionHutang({ ctx: kasir, input: input(), now: SEEN }))).toBe('otorisasiRequired');
    const otherLoan = await grant('LELANG_HUTANG', auctionSubject('HT-GRT-0002', 'JUAL', 5_000_000, 166_680, 4_800_000));
    expect(await refusal(auctionHutang({ ctx: kasir, input: input(otherLoan), now: SEEN }))).toBe('otorisasiTidakSesuai');
    const otherAmount = await grant('LELANG_HUTANG', auctionSubject('HT-GRT-0001', 'JUAL', 5_000_000, 166_680, 4_000_000));
    expect(await refusal(auctionHutang({ ctx: kasir, input: input(otherAmount), now: SEEN }))).toBe('otorisasiTidakSesuai');
    // Into stock instead of sold, same figures: another subject.
    const otherWay = await grant('LELANG_HUTANG', auctionSubject('HT-GRT-0001', 'STOK', 5_000_000, 166_680, 4_800_000));
    expect(await refusal(auctionHutang({ ctx: kasir, input: input(otherWay), now: SEEN }))).toBe('otorisasiTidakSesuai');
    const otherFeature = await grant('DISKON_BUNGA_HUTANG', subject);
    // Another feature's grant is no grant for an auction at all.
    expect(await refusal(auctionHutang({ ctx: kasir, input: input(otherFeature), now: SEEN }))).toBe('otorisasiRequired');
    expect(await counts()).toEqual(before);
    expect(await used(otherLoan)).toBe(false);
    expect(createTranslator({ locale: 'id', messages: id })('errors.otorisasiRequired')).toBe('Tindakan ini memerlukan otorisasi Supervisor atau Owner');
    expect(createTranslator({ locale: 'en', messages: en })('errors.otorisasiRequired')).toBe('This action needs a Supervisor\'s or Owner\'s authorization');

    const keystore = await grant('LELANG_HUTANG', subject);
    const done = await auctionHutang({ ctx: kasir, input: input(keystore), now: SEEN });
    expect(done).toMatchObject({ noFakturHutang: 'HT-GRT-0001', hasilLelang: 4_800_000, pokokDibayar: 4_800_000, bungaDibayar: 0, kelebihanLelang: 0, kerugian: 200_000, replayed: false });
    expect(await used(keystore)).toBe(true);
    expect(await rows(sql`select keterangan from jurnal where id = ${done.jurnalId}`)).toEqual([{ keterangan: `Lelang HT-GRT-0001 (${done.noLelang}), disetujui spv` }]);
    expect(await rows(sql`select lelang_disetujui_oleh from hutang_pelunasan where no_pelunasan = ${done.noLelang}`)).toEqual([{ lelang_disetujui_oleh: 'spv' }]);
    expect(await rows(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${done.jurnalId} order by nomor_akun`)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 4_800_000, kredit: 0 }, { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 }, { nomor_akun: '6-2000', debit: 200_000, kredit: 0 },
    ]);
    // The same request again (a double click): the first auction, nothing spent, nothing posted.
    const after = await counts();
    expect(await auctionHutang({ ctx: kasir, input: input(), now: SEEN })).toMatchObject({ noLelang: done.noLelang, replayed: true });
    expect(await counts()).toEqual(after);
    // The spent grant does not approve another auction.
    expect(await refusal(auctionHutang({ ctx: kasir, input: { ...input(keystore), idempotencyKey: 'grt-lelang-2', noFakturHutang: 'HT-GRT-0002' }, now: SEEN })))
      .toBe('otorisasiRequired');
    expect(await counts()).toEqual(after);
    await expectLedgersWhole();
  });
});

describe('Bayar Kelebihan: a supervisor approves paying a surplus out (BAYAR_KELEBIHAN_LELANG)', () => {
  it('a supervisor auctions into stock himself; the surplus is paid out only with a grant naming the settlement and the amount, once', async () => {
    await lend('HT-GRT-0101');
    const [tray] = await rows<{ kode_baki: string }>(sql`select kode_baki from baki where kode_toko = 'CAB01' order by kode_baki limit 1`);
    // Into stock at 5.400.000 by the supervisor: 5.000.000 + 166.680 due, 233.320 owed to the customer; no grant asked.
    const done = await auctionHutang({ ctx: spv, input: { idempotencyKey: 'grt-lelang-101', noFakturHutang: 'HT-GRT-0101', cara: 'STOK', nilai: '5400000', kodeBaki: tray.kode_baki }, now: SEEN });
    expect(done).toMatchObject({ hasilLelang: 5_400_000, kelebihanLelang: 233_320, kerugian: 0, replayed: false });
    expect(await rows(sql`select keterangan from jurnal where id = ${done.jurnalId}`)).toEqual([{ keterangan: `Lelang HT-GRT-0101 (${done.noLelang}), disetujui spv` }]);

    const pay = (keystore?: string) => ({ idempotencyKey: 'grt-bayar-1', noLelang: done.noLelang, bayarTunai: '233.320', keystore });
    const before = await counts();
    expect(await refusal(paySurplus({ ctx: kasir, input: pay() }))).toBe('otorisasiRequired');
    const otherAmount = await grant('BAYAR_KELEBIHAN_LELANG', surplusPayoutSubject(done.noLelang, 333_320));
    expect(await refusal(paySurplus({ ctx: kasir, input: pay(otherAmount) }))).toBe('otorisasiTidakSesuai');
    const otherSettlement = await grant('BAYAR_KELEBIHAN_LELANG', surplusPayoutSubject('LLH-CAB01-000000-9999', 233_320));
    expect(await refusal(paySurplus({ ctx: kasir, input: pay(otherSettlement) }))).toBe('otorisasiTidakSesuai');
    const auctionGrant = await grant('LELANG_HUTANG', surplusPayoutSubject(done.noLelang, 233_320));
    expect(await refusal(paySurplus({ ctx: kasir, input: pay(auctionGrant) }))).toBe('otorisasiRequired');
    expect(await counts()).toEqual(before);
    expect(await rows(sql`select kelebihan_dibayar_at from hutang_pelunasan where no_pelunasan = ${done.noLelang}`)).toEqual([{ kelebihan_dibayar_at: null }]);

    const keystore = await grant('BAYAR_KELEBIHAN_LELANG', surplusPayoutSubject(done.noLelang, 233_320));
    const paid = await paySurplus({ ctx: kasir, input: pay(keystore) });
    expect(paid).toMatchObject({ noLelang: done.noLelang, kelebihanLelang: 233_320, replayed: false });
    expect(await used(keystore)).toBe(true);
    expect(await rows(sql`select keterangan from jurnal where id = ${paid.jurnalId}`))
      .toEqual([{ keterangan: `Bayar kelebihan lelang HT-GRT-0101 (${done.noLelang}), disetujui spv` }]);
    expect(await rows(sql`select kelebihan_disetujui_oleh from hutang_pelunasan where no_pelunasan = ${done.noLelang}`)).toEqual([{ kelebihan_disetujui_oleh: 'spv' }]);
    const after = await counts();
    expect(await paySurplus({ ctx: kasir, input: pay() })).toMatchObject({ jurnalId: paid.jurnalId, replayed: true });
    expect(await counts()).toEqual(after);
    // Another payment of the paid surplus is refused before any supervisor is asked.
    expect(await refusal(paySurplus({ ctx: kasir, input: { ...pay(), idempotencyKey: 'grt-bayar-2' } }))).toBe('kelebihanSudahDibayar');
    await expectLedgersWhole();
  });
});
