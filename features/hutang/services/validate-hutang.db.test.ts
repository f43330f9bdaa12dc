import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { answerError } from '@/lib/errors/error-answer';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { contextFor } from '@/tests/support/contexts';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { JOURNAL_CLEAN, journalInvariants } from '@/tests/support/ledger-checks';
import { postLoans, type Loan } from '../counter/post-loans';
import { cancelRedemption, redeemLoans } from '../counter/settle-loan';
import { listLoanValidation, validateHutang } from './validate-hutang';

const locale = vi.hoisted(() => ({ current: 'id' as 'id' | 'en' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: locale.current, messages: locale.current === 'id' ? id : en, namespace: namespace as never }),
}));

const { db } = useDemoDatabase();

const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const sales = contextFor('sales', 'USER', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv2 = contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' });
// 10 April 2027: after every demo day, so the day's rows are this test's alone.
const DAY = '2027-04-10';
const jakarta = (day: string, time: string) => new Date(`${day}T${time}+07:00`);

const loan = (no: string, jumlahHutang: number): Loan => ({
  noFakturHutang: no, kodeSales: no.includes('CAB02') ? 'CAB02-S1' : 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: jumlahHutang, bayarTransfer: 0,
  items: [{ kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '3.000', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_500_000 }],
});
const lend = (kodeToko: string, createdBy: string, no: string, at: Date, jumlahHutang: number) =>
  db().transaction((tx) => postLoans(tx, { kodeToko, createdBy, idempotencyKey: `val-${no}`, loans: [loan(no, jumlahHutang)], at }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { kind?: string; messageKey?: string }) => `${error.kind}:${error.messageKey}`);
const validated = async () => (await db().execute(sql`
  select no_faktur_hutang as nomor, divalidasi_oleh, divalidasi_at from hutang where no_faktur_hutang like 'HT-VAL-%'
  union all select no_pelunasan, divalidasi_oleh, divalidasi_at from hutang_pelunasan where no_faktur_hutang like 'HT-VAL-%' order by 1`)).rows as
  { nomor: string; divalidasi_oleh: string | null; divalidasi_at: Date | null }[];

/** The day: a loan of CAB01 lent then by the cashier, one lent 30 days before and redeemed then, and a loan of CAB02. */
async function day() {
  await bringCashTo(db(), 'CAB01', 50_000_000);
  await bringCashTo(db(), 'CAB02', 50_000_000);
  await lend('CAB01', 'kasir', 'HT-VAL-0001', jakarta(DAY, '10:00:00'), 5_000_000);
  await lend('CAB01', 'kasir', 'HT-VAL-0002', jakarta('2027-03-11', '10:00:00'), 3_000_000);
  // 3.000.000 × 2,5 % / 30 = Rp 2.500 a day, 30 days: Rp 75.000 interest, Rp 3.075.000 paid.
  const paid = await db().transaction((tx) => redeemLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: 'val-tebus-2', at: jakarta(DAY, '11:00:00'),
    redemptions: [{ noFakturHutang: 'HT-VAL-0002', bayarTunai: 3_075_000, bayarTransfer: 0 }],
  }));
  await lend('CAB02', 'kasir2', 'HT-VAL-CAB02-1', jakarta(DAY, '12:00:00'), 2_000_000);
  return paid.settlements[0].noPelunasan;
}

describe('Validasi Hutang: a supervisor validates the day\'s loans and redemptions of the shop', () => {
  it('lists the shop\'s loans and redemptions of the day, with their amounts, kind, who and whether validated', async () => {
    const noPelunasan = await day();
    const list = await listLoanValidation({ ctx: spv, input: { tanggal: DAY } });
    expect(list.canValidate).toBe(true);
    expect(list.rows).toEqual([
      { jenis: 'hutang', nomor: 'HT-VAL-0001', noFakturHutang: 'HT-VAL-0001', jam: '10:00', namaCustomer: 'Siti Aminah', jumlah: 5_000_000, dibuatOleh: 'kasir', divalidasiOleh: null },
      { jenis: 'pelunasan', nomor: noPelunasan, noFakturHutang: 'HT-VAL-0002', jam: '11:00', namaCustomer: 'Siti Aminah', jumlah: 3_075_000, dibuatOleh: 'kasir', divalidasiOleh: null },
    ]);
    expect((await listLoanValidation({ ctx: kasir, input: { tanggal: DAY } })).canValidate).toBe(false);
  });

  it('validates them once (a replay validates nothing more and keeps the first validator), and a validated redemption cannot be cancelled', async () => {
    const noPelunasan = await day();
    expect(await validateHutang({ ctx: spv, input: { hutang: ['HT-VAL-0001'], pelunasan: [noPelunasan] } })).toEqual({ hutang: 1, pelunasan: 1 });
    const first = await validated();
    expect(first.map((row) => [row.nomor, row.divalidasi_oleh, row.divalidasi_at !== null])).toEqual([
      ['HT-VAL-0001', 'spv', true], ['HT-VAL-0002', null, false], ['HT-VAL-CAB02-1', null, false], [noPelunasan, 'spv', true],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    // The same request again (a double click, a replay): nothing more, the first validator and moment stay.
    expect(await validateHutang({ ctx: contextFor('owner', 'OWN', { kodeToko: 'CAB01', appType: 'CABANG' }), input: { hutang: ['HT-VAL-0001'], pelunasan: [noPelunasan] } }))
      .toEqual({ hutang: 0, pelunasan: 0 });
    expect(await validated()).toEqual(first);
    expect((await listLoanValidation({ ctx: spv, input: { tanggal: DAY } })).rows.map((row) => row.divalidasiOleh)).toEqual(['spv', 'spv']);

    // Batal Hutang Lunas refuses it, by name, and writes nothing.
    const entries = (await db().execute(sql`select count(*)::int as n from jurnal`)).rows;
    expect(await refusal(db().transaction((tx) => cancelRedemption(tx, {
      kodeToko: 'CAB01', createdBy: 'spv', idempotencyKey: 'val-batal-1', noPelunasan, alasan: 'Salah input', disetujuiOleh: 'spv', at: jakarta(DAY, '15:00:00'),
    })))).toBe('validation:pelunasanSudahDivalidasi');
    expect((await db().execute(sql`select count(*)::int as n from jurnal`)).rows).toEqual(entries);
    // The database refuses a validated settlement cancelled by hand too.
    await expect(db().execute(sql`update hutang_pelunasan set status = 'BATAL' where no_pelunasan = ${noPelunasan}`)).rejects.toThrow();
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('refuses a cashier, an ordinary user, another shop\'s number and an empty choice, writing nothing, in the user\'s language', async () => {
    const noPelunasan = await day();
    const input = { hutang: ['HT-VAL-0001'], pelunasan: [noPelunasan] };
    expect(await refusal(validateHutang({ ctx: kasir, input }))).toBe('forbidden:penjualanValidasiDitolak');
    expect(await refusal(validateHutang({ ctx: sales, input }))).toBe('forbidden:penjualanValidasiDitolak');
    // CAB02's supervisor names CAB01's loan; CAB01's names CAB02's among its own: refused, and its own stays unvalidated.
    expect(await refusal(validateHutang({ ctx: spv2, input: { hutang: ['HT-VAL-0001'] } }))).toBe('not-found:hutangTidakDitemukan');
    expect(await refusal(validateHutang({ ctx: spv2, input: { pelunasan: [noPelunasan] } }))).toBe('not-found:pelunasanTidakDitemukan');
    expect(await refusal(validateHutang({ ctx: spv, input: { hutang: ['HT-VAL-0001', 'HT-VAL-CAB02-1'] } }))).toBe('not-found:hutangTidakDitemukan');
    expect(await refusal(validateHutang({ ctx: spv, input: {} }))).toBe('validation:penjualanValidasiKosong');
    expect((await validated()).every((row) => row.divalidasi_oleh === null && row.divalidasi_at === null)).toBe(true);

    // What the user reads, in the language of the session.
    const told = async (work: Promise<unknown>) => work.then(() => '', async (thrown) => (await answerError(thrown)).message);
    locale.current = 'id';
    expect(await told(validateHutang({ ctx: spv, input: {} }))).toBe('Pilih minimal satu transaksi untuk divalidasi');
    expect(await told(validateHutang({ ctx: spv, input: { hutang: ['HT-VAL-CAB02-1'] } }))).toBe('Hutang HT-VAL-CAB02-1 tidak ditemukan di toko ini');
    locale.current = 'en';
    expect(await told(validateHutang({ ctx: spv, input: {} }))).toBe('Choose at least one document to validate');
    expect(await told(validateHutang({ ctx: kasir, input }))).toBe('Only a supervisor of this shop or the owner can validate');
    locale.current = 'id';
  });
});
