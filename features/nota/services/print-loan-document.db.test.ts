import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { journalInvariants, JOURNAL_CLEAN } from '@/tests/support/ledger-checks';
import type { SessionContext } from '@/lib/auth/context';
import { toAppError } from '@/lib/errors/app-error';
import { postLoans, redeemLoans, renewLoans } from '@/features/hutang/kernel';
import { approvedGrant } from '../test-support';
import { printLoanDocument, readLoanDocumentPrints } from './print-loan-document';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const hiding = (ctx: SessionContext, ...paths: string[]): SessionContext => ({ ...ctx, hiddenMenuKeys: new Set(paths) });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const prints = async (table: 'hutang' | 'hutang_pelunasan', nomor: string) =>
  (await rows<{ dicetak: number }>(table === 'hutang' ? sql`select dicetak from hutang where no_faktur_hutang = ${nomor}` : sql`select dicetak from hutang_pelunasan where no_pelunasan = ${nomor}`))[0].dicetak;
let n = 0;

afterEach(async () => {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
});

/**
 * A loan of CAB01 lent now by kasir: Rp 5.000.000 at 2,5 % a month (5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a
 * day), a fee of Rp 10.000, so Rp 4.990.000 paid out in cash; two items of kadar 75 at Rp 1.000.000 a gram.
 */
async function lend(): Promise<string> {
  const noFakturHutang = `HT-CETAK-${Date.now() % 1_000_000}-${++n}`;
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().execute(sql`update sales set nama_sales = 'Dewi Penaksir' where kode_sales = 'CAB01-S1'`);
  await db().transaction((tx) => postLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `cetak-${noFakturHutang}`,
    loans: [{
      noFakturHutang, kodeSales: 'CAB01-S1', namaCustomer: 'Bu Ratna', alamatCustomer: 'Jl. Kenanga 7, Bandung', noHpCustomer: '081298765432',
      noKtp: '3273014501800002', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 10_000, lamaHari: 30, masaTenggangHari: 7,
      bayarTunai: 4_990_000, bayarTransfer: 0,
      items: [
        { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
        { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
      ],
    }],
  }));
  return noFakturHutang;
}

describe('printLoanDocument: Surat Bukti Gadai', () => {
  it('prints the loan as it was made; the first print is free, any later one needs a CETAK_ULANG_HUTANG grant for that form', async () => {
    const nomor = await lend();
    const [stored] = await rows<{ tanggal: string; tempo: string; lelang: string }>(sql`select to_char(tgl_hutang at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') as tanggal,
      tgl_jatuh_tempo::text as tempo, tgl_lelang::text as lelang from hutang where no_faktur_hutang = ${nomor}`);
    const print = (form: 'thermal' | 'slip-pdf' | 'a4', ctx = kasir, grant?: string) => printLoanDocument({ ctx, input: { kind: 'hutang', nomor: nomor.toLowerCase(), form, grant } });

    const first = await print('thermal');
    expect(first).toMatchObject({ kind: 'hutang', reprint: false, duplicate: false });
    expect(first.document).toEqual({
      noFakturHutang: nomor, status: 'AKTIF', toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111' },
      tanggal: stored.tanggal, customer: { nama: 'Bu Ratna', alamat: 'Jl. Kenanga 7, Bandung', noHp: '081298765432', noKtp: '3273014501800002' },
      items: [
        { namaBarang: 'Kalung Rantai', jenis: 'PERHIASAN 18K', beratKotor: '5.300', berat: '5.125', kadar: '75.00', kondisi: 'Bagus', taksiran: 5_125_000 },
        // No gross weight given: the gold weight is kept as the gross.
        { namaBarang: 'Cincin Polos', jenis: 'PERHIASAN 18K', beratKotor: '2.000', berat: '2.000', kadar: '75.00', kondisi: 'Kusam', taksiran: 2_000_000 },
      ],
      totalTaksiran: 7_125_000, jumlahHutang: 5_000_000, biayaAdmin: 10_000, dibayarkan: 4_990_000, bayar: { tunai: 4_990_000, transfer: 0 },
      // 30 days of Rp 4.167.
      bunga: '2.50', bungaRp: 4_167, bungaBulan: 125_010, lamaHari: 30, tglJatuhTempo: stored.tempo, masaTenggangHari: 7, tglLelang: stored.lelang,
      penaksir: 'Dewi Penaksir', kasir: 'kasir', hutangAsal: null, dicetak: 1,
    });
    expect(await prints('hutang', nomor)).toBe(1);
    expect(await readLoanDocumentPrints({ ctx: kasir, input: { kind: 'hutang', nomor } })).toBe(1);

    // One original: the A4 or the PDF slip after the thermal slip is a reprint too, refused without a grant and not counted.
    for (const form of ['thermal', 'slip-pdf', 'a4'] as const) expect(await refusal(print(form))).toBe('otorisasiRequired');
    expect(await refusal(print('a4', kasir, 'NOPE12345678'))).toBe('otorisasiRequired');
    // A sale's reprint grant does not reprint a loan; a grant for the A4 does not reprint the thermal slip.
    await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_PENJUALAN', keystore: `JL${nomor.slice(-6)}AAAA`.slice(0, 12), subject: documentSubject(nomor, 'cetak', 'a4') });
    expect(await refusal(print('a4', kasir, `JL${nomor.slice(-6)}AAAA`.slice(0, 12)))).toBe('otorisasiRequired');
    const grant = await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_HUTANG', keystore: `HT${nomor.slice(-6)}BBBB`.slice(0, 12), subject: documentSubject(nomor, 'cetak', 'a4') });
    expect(await refusal(print('thermal', kasir, grant))).toBe('otorisasiTidakSesuai');
    expect(await prints('hutang', nomor)).toBe(1);
    expect(await print('a4', kasir, grant.toLowerCase())).toMatchObject({ reprint: true, document: { dicetak: 2 } });
    // Spent: the same keystore opens nothing more.
    expect(await refusal(print('a4', kasir, grant))).toBe('otorisasiRequired');
    // A supervisor of the shop reprints without asking anyone.
    expect(await print('slip-pdf', spv)).toMatchObject({ reprint: true, document: { dicetak: 3 } });
    expect(await prints('hutang', nomor)).toBe(3);
  });

  it('prints two copies with DUPLICATE_PRINT_HUTANG; another shop, a hidden screen or a bad kind is refused and nothing is counted', async () => {
    const nomor = await lend();
    const duplicate = { ...kasir, settings: { ...kasir.settings, DUPLICATE_PRINT_HUTANG: 'true' } };
    expect(await refusal(printLoanDocument({ ctx: kasir2, input: { kind: 'hutang', nomor, form: 'thermal' } }))).toBe('hutangTidakDitemukan');
    expect(await refusal(printLoanDocument({ ctx: hiding(kasir, '/transaksi-hutang', '/lihat-hutang'), input: { kind: 'hutang', nomor, form: 'thermal' } }))).toBe('notAvailable');
    expect(await refusal(printLoanDocument({ ctx: hiding(kasir, 'hutang'), input: { kind: 'hutang', nomor, form: 'thermal' } }))).toBe('notAvailable');
    const bad = await printLoanDocument({ ctx: kasir, input: { kind: 'gadai' as 'hutang', nomor, form: 'thermal' } }).catch((error: unknown) => error);
    expect(toAppError(bad)).toMatchObject({ kind: 'validation' });
    expect(await refusal(printLoanDocument({ ctx: kasir, input: { kind: 'hutang', nomor: '', form: 'thermal' } }))).toBe('fieldRequired');
    expect(await prints('hutang', nomor)).toBe(0);
    expect(await printLoanDocument({ ctx: duplicate, input: { kind: 'hutang', nomor, form: 'slip-pdf' } })).toMatchObject({ duplicate: true, reprint: false });
    expect(await prints('hutang', nomor)).toBe(1);
  });
});

describe('printLoanDocument: Bukti Pelunasan', () => {
  it('prints the redemption with its figures and the items returned; a reprint needs a grant, as the loan slip does', async () => {
    const nomor = await lend();
    // Redeemed the same day: one day (at least one) of Rp 4.167, so Rp 5.000.000 + Rp 4.167 = Rp 5.004.167 in cash.
    const redeemed = await db().transaction((tx) => redeemLoans(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `cetak-tebus-${nomor}`, redemptions: [{ noFakturHutang: nomor, bayarTunai: 5_004_167, bayarTransfer: 0 }],
    }));
    const noPelunasan = redeemed.settlements[0].noPelunasan;
    const print = (ctx = kasir, grant?: string) => printLoanDocument({ ctx, input: { kind: 'pelunasan-hutang', nomor: noPelunasan, form: 'thermal', grant } });
    const first = await print();
    expect(first).toMatchObject({
      kind: 'pelunasan-hutang', reprint: false,
      document: {
        noPelunasan, noFakturHutang: nomor, status: 'AKTIF', customer: { nama: 'Bu Ratna', noHp: '081298765432', noKtp: '3273014501800002' },
        lamaHari: 1, jumlahHutang: 5_000_000, bungaRp: 4_167, bungaPinjam: 4_167, diskonBunga: 0, totalBayar: 5_004_167, bayar: { tunai: 5_004_167, transfer: 0 },
        items: [{ namaBarang: 'Kalung Rantai', berat: '5.125', kadar: '75.00' }, { namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75.00' }],
        kasir: 'kasir', dicetak: 1,
      },
    });
    expect(await refusal(print())).toBe('otorisasiRequired');
    expect(await refusal(printLoanDocument({ ctx: kasir2, input: { kind: 'pelunasan-hutang', nomor: noPelunasan, form: 'a4' } }))).toBe('notaNotFound');
    // A redemption's receipt is printed from Lihat Hutang only.
    expect(await refusal(printLoanDocument({ ctx: hiding(kasir, '/lihat-hutang'), input: { kind: 'pelunasan-hutang', nomor: noPelunasan, form: 'a4' } }))).toBe('notAvailable');
    const grant = await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_HUTANG', keystore: `PL${nomor.slice(-6)}CCCC`.slice(0, 12), subject: documentSubject(noPelunasan, 'cetak', 'thermal') });
    expect(await print(kasir, grant)).toMatchObject({ reprint: true, document: { dicetak: 2 } });
    expect(await prints('hutang_pelunasan', noPelunasan)).toBe(2);
    // The loan's own slip is counted apart.
    expect(await prints('hutang', nomor)).toBe(0);
  });
});

describe('printLoanDocument: Bukti Perpanjangan', () => {
  it('prints the renewal: old and new loans, the interest paid, the principal added, the new terms; a reprint needs a grant', async () => {
    const nomor = await lend();
    // Renewed the same day: one day (at least one) of Rp 4.167. The new loan is Rp 6.000.000 at 2 % (6.000.000 × 2 % / 30 =
    // Rp 4.000 a day): Rp 1.000.000 added, the customer receives 1.000.000 − 4.167 = Rp 995.833 in cash.
    const renewed = await db().transaction((tx) => renewLoans(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `cetak-perpanjang-${nomor}`,
      renewals: [{ noFakturHutang: nomor, jumlahHutang: 6_000_000, bunga: '2', plafond: null, lamaHari: 30, masaTenggangHari: 7, bayarTunai: 995_833, bayarTransfer: 0 }],
    }));
    const { noPelunasan, noFakturHutangBaru } = renewed.renewals[0];
    const [stored] = await rows<{ tanggal: string; tempo: string; lelang: string }>(sql`select to_char(p.tanggal at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') as tanggal,
      h.tgl_jatuh_tempo::text as tempo, h.tgl_lelang::text as lelang from hutang_pelunasan p join hutang h on h.hutang_asal = p.no_faktur_hutang where p.no_pelunasan = ${noPelunasan}`);
    const print = (form: 'thermal' | 'slip-pdf' | 'a4', ctx = kasir, grant?: string) =>
      printLoanDocument({ ctx, input: { kind: 'perpanjangan-hutang', nomor: noPelunasan.toLowerCase(), form, grant } });

    const first = await print('slip-pdf');
    expect(first).toEqual({
      kind: 'perpanjangan-hutang', reprint: false, duplicate: false,
      document: {
        noPelunasan, noFakturLama: nomor, noFakturBaru: noFakturHutangBaru,
        toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111' },
        tanggal: stored.tanggal, customer: { nama: 'Bu Ratna', noHp: '081298765432' },
        pokokLama: 5_000_000, lamaHari: 1, bungaRp: 4_167, bungaPinjam: 4_167, diskonBunga: 0, pokokDibayar: -1_000_000, pokokBaru: 6_000_000,
        bungaBaru: '2.00', bungaRpBaru: 4_000, biayaAdmin: 0, tglJatuhTempoBaru: stored.tempo, tglLelangBaru: stored.lelang,
        totalBayar: -995_833, bayar: { tunai: 995_833, transfer: 0 }, kasir: 'kasir', dicetak: 1,
      },
    });
    expect(await prints('hutang_pelunasan', noPelunasan)).toBe(1);
    expect(await readLoanDocumentPrints({ ctx: kasir, input: { kind: 'perpanjangan-hutang', nomor: noPelunasan } })).toBe(1);

    // One original: any later print, in any form, is refused without a grant and not counted.
    for (const form of ['thermal', 'slip-pdf', 'a4'] as const) expect(await refusal(print(form))).toBe('otorisasiRequired');
    expect(await prints('hutang_pelunasan', noPelunasan)).toBe(1);
    // Another shop does not find it; Lihat Hutang hidden, nobody prints it; a loan's number is not a renewal receipt.
    expect(await refusal(printLoanDocument({ ctx: kasir2, input: { kind: 'perpanjangan-hutang', nomor: noPelunasan, form: 'a4' } }))).toBe('notaNotFound');
    expect(await refusal(printLoanDocument({ ctx: hiding(kasir, '/lihat-hutang'), input: { kind: 'perpanjangan-hutang', nomor: noPelunasan, form: 'a4' } }))).toBe('notAvailable');
    expect(await refusal(printLoanDocument({ ctx: kasir, input: { kind: 'perpanjangan-hutang', nomor: noFakturHutangBaru, form: 'a4' } }))).toBe('notaNotFound');
    expect(await refusal(printLoanDocument({ ctx: kasir, input: { kind: 'pelunasan-hutang', nomor: noPelunasan, form: 'a4' } }))).toBe('notaNotFound');

    // With a grant for the A4: printed once, marked a reprint, two copies with DUPLICATE_PRINT_HUTANG; the grant is spent.
    const duplicate = { ...kasir, settings: { ...kasir.settings, DUPLICATE_PRINT_HUTANG: 'true' } };
    const grant = await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_HUTANG', keystore: `PJ${nomor.slice(-6)}DDDD`.slice(0, 12), subject: documentSubject(noPelunasan, 'cetak', 'a4') });
    expect(await refusal(print('thermal', kasir, grant))).toBe('otorisasiTidakSesuai');
    expect(await print('a4', duplicate, grant)).toMatchObject({ kind: 'perpanjangan-hutang', reprint: true, duplicate: true, document: { dicetak: 2 } });
    expect(await refusal(print('a4', kasir, grant))).toBe('otorisasiRequired');
    expect(await prints('hutang_pelunasan', noPelunasan)).toBe(2);
    // The new loan's Surat Bukti Gadai is counted apart: its first print is free.
    expect(await prints('hutang', noFakturHutangBaru)).toBe(0);
    expect(await printLoanDocument({ ctx: kasir, input: { kind: 'hutang', nomor: noFakturHutangBaru, form: 'thermal' } }))
      .toMatchObject({ reprint: false, document: { hutangAsal: nomor, jumlahHutang: 6_000_000, bungaRp: 4_000, dicetak: 1 } });
  });

  it('prints what the customer paid when principal is paid back, by transfer, after a discount', async () => {
    const nomor = await lend();
    // One day of Rp 4.167 less Rp 167 discount = Rp 4.000 interest; renewed at Rp 4.000.000: Rp 1.000.000 paid back, so the
    // customer pays Rp 1.004.000 by transfer.
    const [rekening] = await rows<{ kode: string }>(sql`select no_rekening as kode from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`);
    const renewed = await db().transaction((tx) => renewLoans(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `cetak-perpanjang-${nomor}`,
      renewals: [{ noFakturHutang: nomor, jumlahHutang: 4_000_000, bunga: '2.5', plafond: null, lamaHari: 30, masaTenggangHari: 7, diskonBunga: 167,
        diskonDisetujuiOleh: 'spv', bayarTunai: 0, bayarTransfer: 1_004_000, noRekeningTransfer: rekening.kode }],
    }));
    const printed = await printLoanDocument({ ctx: kasir, input: { kind: 'perpanjangan-hutang', nomor: renewed.renewals[0].noPelunasan, form: 'thermal' } });
    expect(printed.document).toMatchObject({
      pokokLama: 5_000_000, bungaPinjam: 4_167, diskonBunga: 167, pokokDibayar: 1_000_000, pokokBaru: 4_000_000, bungaBaru: '2.50',
      // 4.000.000 × 2,5 % / 30 = 3.333,33 → Rp 3.334 a day.
      bungaRpBaru: 3_334, totalBayar: 1_004_000, bayar: { tunai: 0, transfer: 1_004_000 }, dicetak: 1,
    });
  });
});
