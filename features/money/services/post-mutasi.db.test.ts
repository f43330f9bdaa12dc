import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { contextFor } from '@/tests/support/contexts';
import { bringCashTo } from '@/tests/support/cash';
import { useDemoDatabase } from '@/tests/support/db';
import { postMutasi } from './post-mutasi';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const saldo = async (nomorAkun: string) =>
  Number(((await db().execute(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`)).rows[0] as { s: string }).s);
async function accountsOf(kodeToko: string) {
  return (await db().execute(sql`select no_rekening, kode_bank, nomor_akun from rekening where kode_toko = ${kodeToko} order by no_rekening`)).rows as {
    no_rekening: string; kode_bank: string; nomor_akun: string;
  }[];
}
/** CAB01's cash brought to `amount` (the demo's days of Uang Kas move it), against the owner's capital. */
const input = (over: Record<string, unknown>) => ({ kategori: 'PINDAH_DANA', keterangan: 'pindah dana', jumlah: 2_500_000, idempotencyKey: `key-${Math.random()}`, ...over }) as { kategori: string; asal: string; tujuan: string; jumlah: number; keterangan: string; idempotencyKey: string };

describe('postMutasi', () => {
  it('moves money between two bank accounts of the shop: debit the destination, credit the source', async () => {
    const [a, b] = await accountsOf('CAB01');
    const [beforeA, beforeB] = [await saldo(a.nomor_akun), await saldo(b.nomor_akun)];
    await postMutasi({ ctx: kasir, input: { kind: 'BANK', ...input({ asal: a.kode_bank, asal_rekening: a.no_rekening, tujuan: b.kode_bank, tujuan_rekening: b.no_rekening }) } });
    expect(await saldo(a.nomor_akun)).toBe(beforeA - 2_500_000);
    expect(await saldo(b.nomor_akun)).toBe(beforeB + 2_500_000);
  });

  it('deposits cash into a bank, once per idempotency key', async () => {
    const [a] = await accountsOf('CAB01');
    const cash = cashAccountOf('CAB01');
    const before = await saldo(cash);
    const same = input({ asal: 'CASH', tujuan: a.kode_bank, tujuan_rekening: a.no_rekening, idempotencyKey: 'double-click-1' });
    await postMutasi({ ctx: kasir, input: { kind: 'CASH', ...same } });
    const replay = await postMutasi({ ctx: kasir, input: { kind: 'CASH', ...same } });
    expect(replay.replayed).toBe(true);
    expect(await saldo(cash)).toBe(before - 2_500_000);
  });

  it('refuses equal accounts, cash to cash, bank to bank on the cash screen, and another shop\'s account', async () => {
    const [a, b] = await accountsOf('CAB01');
    const [other] = await accountsOf('CAB02');
    const cases: [string, 'BANK' | 'CASH', Record<string, unknown>][] = [
      ['rekeningSama', 'BANK', { asal: a.kode_bank, asal_rekening: a.no_rekening, tujuan: a.kode_bank, tujuan_rekening: a.no_rekening }],
      ['cashBankOnly', 'CASH', { asal: 'CASH', tujuan: 'CASH' }],
      ['cashBankOnly', 'CASH', { asal: a.kode_bank, asal_rekening: a.no_rekening, tujuan: b.kode_bank, tujuan_rekening: b.no_rekening }],
      ['bankOnly', 'BANK', { asal: 'CASH', tujuan: a.kode_bank, tujuan_rekening: a.no_rekening }],
      ['rekeningUnknown', 'BANK', { asal: a.kode_bank, asal_rekening: a.no_rekening, tujuan: other.kode_bank, tujuan_rekening: other.no_rekening }],
    ];
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const before = await count();
    for (const [messageKey, kind, over] of cases) {
      await expect(postMutasi({ ctx: kasir, input: { kind, ...input(over) } })).rejects.toMatchObject({ kind: 'validation', messageKey });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a cash withdrawal larger than the cash in hand (CASH → BRI Rp 999.000.000 with Rp 48.000.000), writing nothing', async () => {
    const bri = (await accountsOf('CAB01')).find((account) => account.kode_bank === 'BRI')!;
    const cash = cashAccountOf('CAB01');
    // CAB01's cash at Rp 50.000.000 (the demo's sales brought more: banked first); Rp 2.000.000 to the bank leaves Rp 48.000.000.
    await bringCashTo(db(), 'CAB01', 50_000_000);
    await postMutasi({ ctx: kasir, input: { kind: 'CASH', ...input({ asal: 'CASH', tujuan: 'BRI', tujuan_rekening: bri.no_rekening, jumlah: 2_000_000 }) } });
    expect(await saldo(cash)).toBe(48_000_000);
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const before = await count();
    await expect(postMutasi({ ctx: kasir, input: { kind: 'CASH', ...input({ asal: 'CASH', tujuan: 'BRI', tujuan_rekening: bri.no_rekening, jumlah: 999_000_000 }) } }))
      .rejects.toMatchObject({ kind: 'validation', messageKey: 'saldoKasKurang' });
    expect(await count()).toBe(before);
    expect(await saldo(cash)).toBe(48_000_000);
    // Bank to cash is a deposit into cash: allowed whatever the cash holds.
    await postMutasi({ ctx: kasir, input: { kind: 'CASH', ...input({ asal: 'BRI', asal_rekening: bri.no_rekening, tujuan: 'CASH', jumlah: 1_000_000 }) } });
    expect(await saldo(cash)).toBe(49_000_000);
  });

  it('under 12 concurrent withdrawals of Rp 7.000.000 from Rp 48.000.000 in cash, 6 pass and the cash ends at Rp 6.000.000', async () => {
    const bri = (await accountsOf('CAB01')).find((account) => account.kode_bank === 'BRI')!;
    const cash = cashAccountOf('CAB01');
    await bringCashTo(db(), 'CAB01', 50_000_000);
    await postMutasi({ ctx: kasir, input: { kind: 'CASH', ...input({ asal: 'CASH', tujuan: 'BRI', tujuan_rekening: bri.no_rekening, jumlah: 2_000_000 }) } });
    const bankBefore = await saldo(bri.nomor_akun);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => postMutasi({ ctx: kasir, input: { kind: 'CASH', ...input({ asal: 'CASH', tujuan: 'BRI', tujuan_rekening: bri.no_rekening, jumlah: 7_000_000, idempotencyKey: `tarik-bersamaan-${i}` }) } })));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.messageKey);
    // 48.000.000 − 6 × 7.000.000 = 6.000.000; a seventh would leave −1.000.000.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(6);
    expect(refused).toEqual(Array(6).fill('saldoKasKurang'));
    expect(await saldo(cash)).toBe(6_000_000);
    expect(await saldo(bri.nomor_akun)).toBe(bankBefore + 42_000_000);
    // The balance agrees with the lines: 50.000.000 − 2.000.000 − 42.000.000.
    const lines = (await db().execute(sql`select sum(debit - kredit)::bigint as s from jurnal_detail where nomor_akun = ${cash}`)).rows[0] as { s: string };
    expect(Number(lines.s)).toBe(6_000_000);
    const posted = (await db().execute(sql`select count(*)::int as n from jurnal where idempotency_key like 'kasir:tarik-bersamaan-%'`)).rows[0] as { n: number };
    expect(posted.n).toBe(6);
  });
});
