import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringBankTo } from '@/tests/support/cash';
import idMessages from '@/messages/id.json';
import { findCashBook, postCashBook } from './cash-book';
import { SQL_JAKARTA } from '@/lib/time/sql';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const saldo = async (nomorAkun: string) =>
  Number((await rows<{ s: string }>(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`))[0].s);
const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from jurnal`))[0].n;
const entry = (over: Record<string, unknown> = {}) => ({
  arah: 'KELUAR', kategori: 'BIAYA_OPERASIONAL', jumlah: 150_000, keterangan: 'Beli ATK', idempotencyKey: `key-${Math.random()}`, ...over,
}) as { arah: 'MASUK' | 'KELUAR'; kategori: string; jumlah: number; keterangan: string; idempotencyKey: string; rekening?: string };

describe('Uang Kas / Uang Bank', () => {
  it('posts money out of the cash as D 6-2000 (the category\'s account) K cash, once per key, and lists it among the day\'s entries', async () => {
    const cash = cashAccountOf('CAB01');
    const [before, expenseBefore] = [await saldo(cash), await saldo('6-2000')];
    const same = entry({ idempotencyKey: 'double-click-kas' });
    const first = await postCashBook({ ctx: kasir, input: { kind: 'KAS', ...same } });
    const replay = await postCashBook({ ctx: kasir, input: { kind: 'KAS', ...same } });
    expect(replay).toMatchObject({ replayed: true, jurnal: { id: first.jurnal.id } });
    // Rp 150.000 out once: cash − 150.000, expenses + 150.000.
    expect(await saldo(cash)).toBe(before - 150_000);
    expect(await saldo('6-2000')).toBe(expenseBefore + 150_000);
    const lines = await rows<{ nomor_akun: string; debit: string; kredit: string }>(
      sql`select nomor_akun, debit::text, kredit::text from jurnal_detail where jurnal_id = ${first.jurnal.id} order by debit desc`);
    expect(lines).toEqual([{ nomor_akun: '6-2000', debit: '150000', kredit: '0' }, { nomor_akun: cash, debit: '0', kredit: '150000' }]);
    // The entry carries its document number (KS-CAB01-yymmdd-nnnn) and the category.
    expect(first.jurnal).toMatchObject({ trx: 'UANG_KAS', kategori: 'BIAYA_OPERASIONAL' });
    expect(first.jurnal.keterangan).toMatch(/^KS-CAB01-\d{6}-\d{4} · Beli ATK$/);
    const view = await findCashBook({ ctx: kasir, input: { kind: 'KAS' } });
    expect(view.entries[0]).toMatchObject({ noJurnal: first.jurnal.noJurnal, arah: 'KELUAR', jumlah: 150_000, namaKategori: 'Biaya Operasional Toko' });
    expect(view.cash.saldo).toBe(before - 150_000);
    // Only categories with an account are offered.
    expect(view.categories.map((c) => c.kode)).toEqual(['BIAYA_OPERASIONAL', 'PENDAPATAN_LAIN']);
  });

  it('posts money into one of the shop\'s bank accounts as D bank K 4-9000 (other income)', async () => {
    const [account] = view((await findCashBook({ ctx: kasir, input: { kind: 'BANK' } })).rekenings);
    const before = await saldo(account.nomorAkun);
    const posted = await postCashBook({ ctx: kasir, input: { kind: 'BANK', ...entry({ arah: 'MASUK', kategori: 'PENDAPATAN_LAIN', jumlah: 75_000, rekening: account.noRekening }) } });
    expect(posted.jurnal.trx).toBe('UANG_BANK');
    expect(posted.jurnal.keterangan).toMatch(/^BK-CAB01-/);
    expect(await saldo(account.nomorAkun)).toBe(before + 75_000);
    const lines = await rows<{ nomor_akun: string; debit: string }>(sql`select nomor_akun, debit::text from jurnal_detail where jurnal_id = ${posted.jurnal.id} order by debit desc`);
    expect(lines.map((l) => l.nomor_akun)).toEqual([account.nomorAkun, '4-9000']);
  });

  it('refuses Uang Bank Keluar that would leave the account at −Rp 1.000.000, naming the account and its balance (issue 25 point 4)', async () => {
    const [account] = view((await findCashBook({ ctx: kasir, input: { kind: 'BANK' } })).rekenings);
    await bringBankTo(db(), 'CAB01', account.nomorAkun, 2_500_000);
    const [named] = await rows<{ kode_bank: string; nama_rekening: string }>(sql`select kode_bank, nama_rekening from rekening where no_rekening = ${account.noRekening}`);
    const before = await count();
    const keluar = (jumlah: number) => postCashBook({ ctx: kasir, input: { kind: 'BANK', ...entry({ jumlah, rekening: account.noRekening }) } });
    const refused = await keluar(3_500_000).then(() => null, (error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'validation', messageKey: 'saldoBankKurang', values: { saldo: 'Rp. 2.500.000' } });
    // As the cashier reads it.
    const { values } = refused as { values: Record<string, string> };
    expect(idMessages.errors.saldoBankKurang.replace(/\{(\w+)\}/g, (_, name: string) => values[name]))
      .toBe(`Saldo rekening ${named.kode_bank} ${account.noRekening} (${named.nama_rekening}) tidak cukup: saldonya Rp. 2.500.000`);
    expect(await count()).toBe(before);
    expect(await saldo(account.nomorAkun)).toBe(2_500_000);
    await keluar(2_500_000);
    expect(await saldo(account.nomorAkun)).toBe(0);
  });

  it('refuses bad input and writes nothing: zero, negative, more cash than the shop holds, another shop\'s account, a category without an account', async () => {
    const [other] = await rows<{ no_rekening: string }>(sql`select no_rekening from rekening where kode_toko = 'CAB02' limit 1`);
    await db().execute(sql`insert into kode_transaksi (kode_transaksi, nama_transaksi, created_by, updated_by) values ('TANPA_AKUN', 'Tanpa akun', 't', 't')`);
    const before = await count();
    const cash = await saldo(cashAccountOf('CAB01'));
    const cases: [string, 'KAS' | 'BANK', Record<string, unknown>][] = [
      ['jumlahRequired', 'KAS', { jumlah: 0 }],
      ['jumlahInvalid', 'KAS', { jumlah: '-5000' }],
      ['saldoKasKurang', 'KAS', { jumlah: cash + 1 }],
      ['kasRekeningUnknown', 'BANK', { rekening: other.no_rekening }],
      ['kasRekeningRequired', 'BANK', {}],
      ['kasKategoriTanpaAkun', 'KAS', { kategori: 'TANPA_AKUN' }],
      ['kasArahRequired', 'KAS', { arah: 'SAMPING' }],
    ];
    for (const [messageKey, kind, over] of cases) {
      await expect(postCashBook({ ctx: kasir, input: { kind, ...entry(over) } }), messageKey).rejects.toMatchObject({ messageKey });
    }
    expect(await count()).toBe(before);
    // A refused entry gives its document number back: the next one takes the number the refused one had.
    const numbers = await rows<{ n: number }>(sql`select coalesce(max(terakhir), 0)::int as n from nomor_dokumen where kode_toko = 'CAB01' and jenis_dokumen = 'UANG_KAS' and tanggal = (now() at time zone ${SQL_JAKARTA})::date`);
    const next = await postCashBook({ ctx: kasir, input: { kind: 'KAS', ...entry() } });
    expect(next.jurnal.keterangan).toContain(`-${String(numbers[0].n + 1).padStart(4, '0')} · `);
  });
});

function view<T>(list: T[]): T[] {
  expect(list.length).toBeGreaterThan(0);
  return list;
}
