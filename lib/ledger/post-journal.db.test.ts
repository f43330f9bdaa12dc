import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashAccountOf, SALES_ACCOUNT } from './accounts';
import { bringBankTo, bringCashTo } from '../../tests/support/cash';
import { JOURNAL_CLEAN, journalInvariants } from '../../tests/support/ledger-checks';
import { useDemoDatabase } from '../../tests/support/db';
import { postJournal, postJournals } from './post-journal';

const { db } = useDemoDatabase();
const CASH = cashAccountOf('CAB01');
const saldo = async (nomorAkun: string) =>
  Number(((await db().execute(sql`select coalesce(sum(saldo), 0) as saldo from saldo_akun where nomor_akun = ${nomorAkun}`)).rows[0] as { saldo: string }).saldo);
const bankOf = async (kodeToko: string) =>
  ((await db().execute(sql`select nomor_akun from rekening where kode_toko = ${kodeToko} order by no_rekening limit 1`)).rows[0] as { nomor_akun: string }).nomor_akun;
const entry = (bank: string, amount: number, key?: string) => ({
  kodeToko: 'CAB01', trx: 'MUTASI_UANG_CASH', keterangan: 'setor', createdBy: 'kasir', idempotencyKey: key,
  lines: [{ nomorAkun: bank, debit: amount, kredit: 0 }, { nomorAkun: CASH, debit: 0, kredit: amount }],
});

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
const failure = (promise: Promise<unknown>) =>
  promise.then(() => 'no error', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);

describe('postJournal', () => {
  it('posts a balanced entry and moves both balances', async () => {
    const bank = await bankOf('CAB01');
    const [cashBefore, bankBefore] = [await saldo(CASH), await saldo(bank)];
    await db().transaction((tx) => postJournal(tx, entry(bank, 1_250_000)));
    expect(await saldo(CASH)).toBe(cashBefore - 1_250_000);
    expect(await saldo(bank)).toBe(bankBefore + 1_250_000);
  });

  it('posts a key once, however often it is sent', async () => {
    const bank = await bankOf('CAB01');
    const first = await db().transaction((tx) => postJournal(tx, entry(bank, 500_000, 'klik-ganda-1')));
    const second = await db().transaction((tx) => postJournal(tx, entry(bank, 500_000, 'klik-ganda-1')));
    expect(second).toMatchObject({ replayed: true, jurnal: { id: first.jurnal.id } });
    expect((await db().execute(sql`select count(*)::int as n from jurnal where idempotency_key = 'klik-ganda-1'`)).rows[0]).toEqual({ n: 1 });
  });

  it('refuses any entry that would take a shop\'s cash below zero, whatever the transaction, and writes nothing', async () => {
    const bank = await bankOf('CAB01');
    // CAB01's cash at Rp 50.000.000 (the demo's sales brought more: banked first); an entry of any kind may take it to
    // exactly zero, not one Rupiah below.
    await bringCashTo(db(), 'CAB01', 50_000_000);
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const before = await count();
    for (const trx of ['MUTASI_UANG_CASH', 'KIRIM_UANG_PUSAT', 'PENJUALAN_LAIN']) {
      await expect(db().transaction((tx) => postJournal(tx, { ...entry(bank, 50_000_001), trx })))
        .rejects.toMatchObject({ kind: 'validation', messageKey: 'saldoKasKurang' });
    }
    expect(await count()).toBe(before);
    expect(await saldo(CASH)).toBe(50_000_000);
    await db().transaction((tx) => postJournal(tx, entry(bank, 50_000_000)));
    expect(await saldo(CASH)).toBe(0);
  });

  it('refuses any entry that takes money out of a bank account below zero, naming the account and its balance (issue 25 point 4)', async () => {
    const bank = await bankOf('CAB01');
    const [account] = (await db().execute(sql`select no_rekening, kode_bank, nama_rekening from rekening where nomor_akun = ${bank}`)).rows as
      { no_rekening: string; kode_bank: string; nama_rekening: string }[];
    await bringBankTo(db(), 'CAB01', bank, 4_000_000);
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const before = await count();
    const out = (amount: number, trx: string) => db().transaction((tx) => postJournal(tx, { ...entry(bank, amount), trx, lines: [
      { nomorAkun: CASH, debit: amount, kredit: 0 }, { nomorAkun: bank, debit: 0, kredit: amount },
    ] }));
    // Rp 4.000.000 in the account: Rp 5.000.000 out would leave −Rp 1.000.000, whatever the transaction.
    for (const trx of ['MUTASI_UANG_CASH', 'UANG_BANK', 'PEMBELIAN']) {
      await expect(out(5_000_000, trx)).rejects.toMatchObject({
        kind: 'validation', messageKey: 'saldoBankKurang',
        values: { rekening: `${account.kode_bank} ${account.no_rekening} (${account.nama_rekening})`, saldo: 'Rp. 4.000.000' },
      });
    }
    expect(await count()).toBe(before);
    expect(await saldo(bank)).toBe(4_000_000);
    // Exactly to zero is allowed; then not one Rupiah more.
    await out(4_000_000, 'MUTASI_UANG_CASH');
    expect(await saldo(bank)).toBe(0);
    await expect(out(1, 'MUTASI_UANG_CASH')).rejects.toMatchObject({ messageKey: 'saldoBankKurang', values: { saldo: 'Rp. 0' } });
    // Money into the account is never refused.
    await db().transaction((tx) => postJournal(tx, entry(bank, 1_000)));
    expect(await saldo(bank)).toBe(1_000);
  });

  it('lets only as many concurrent withdrawals through as the bank account holds (issue 25 point 4)', async () => {
    const bank = await bankOf('CAB01');
    await bringBankTo(db(), 'CAB01', bank, 10_000_000);
    // Eight withdrawals of Rp 3.000.000 race for Rp 10.000.000: three pass (Rp 9.000.000), five are refused, Rp 1.000.000 stays.
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => db().transaction((tx) => postJournal(tx, {
      ...entry(bank, 0), idempotencyKey: `race-${n}`,
      lines: [{ nomorAkun: CASH, debit: 3_000_000, kredit: 0 }, { nomorAkun: bank, debit: 0, kredit: 3_000_000 }],
    }))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.messageKey);
    expect(refused).toEqual(Array(5).fill('saldoBankKurang'));
    expect(await saldo(bank)).toBe(1_000_000);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('checks a batch of entries against the bank floor too (postJournals)', async () => {
    const bank = await bankOf('CAB01');
    await bringBankTo(db(), 'CAB01', bank, 2_000_000);
    const out = (n: number, amount: number) => ({ ...entry(bank, 0), idempotencyKey: `batch-${n}`,
      lines: [{ nomorAkun: CASH, debit: amount, kredit: 0 }, { nomorAkun: bank, debit: 0, kredit: amount }] });
    await expect(db().transaction((tx) => postJournals(tx, [out(1, 1_500_000), out(2, 1_500_000)]))).rejects.toMatchObject({ messageKey: 'saldoBankKurang' });
    expect(await saldo(bank)).toBe(2_000_000);
    await db().transaction((tx) => postJournals(tx, [out(3, 1_500_000), out(4, 500_000)]));
    expect(await saldo(bank)).toBe(0);
  });

  it('holds the floors per entry in a batch: a withdrawal before the deposit that would cover it is refused (issue 26 point 5)', async () => {
    const bank = await bankOf('CAB01');
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    for (const [account, prepare] of [[bank, () => bringBankTo(db(), 'CAB01', bank, 0)], [CASH, () => bringCashTo(db(), 'CAB01', 0)]] as const) {
      await prepare();
      // The other side of each entry: the owner's capital (money in from it, money out to it).
      const move = (key: string, amount: number) => ({
        kodeToko: 'CAB01', trx: 'SALDO_AWAL', keterangan: 'uji', createdBy: 'kasir', idempotencyKey: `${key}-${account}`,
        lines: amount < 0
          ? [{ nomorAkun: '3-1000', debit: -amount, kredit: 0 }, { nomorAkun: account, debit: 0, kredit: -amount }]
          : [{ nomorAkun: account, debit: amount, kredit: 0 }, { nomorAkun: '3-1000', debit: 0, kredit: amount }],
      });
      const before = await count();
      // Rp 0 held: Rp 1.000.000 out, then Rp 2.000.000 in. The batch's net (+Rp 1.000.000) would pass; the first entry does not.
      await expect(db().transaction((tx) => postJournals(tx, [move('tarik-dulu', -1_000_000), move('setor-kemudian', 2_000_000)])))
        .rejects.toMatchObject({ kind: 'validation', messageKey: account === CASH ? 'saldoKasKurang' : 'saldoBankKurang' });
      expect(await count()).toBe(before);
      expect(await saldo(account)).toBe(0);
      // The same two the other way round: in first, then out, Rp 1.000.000 left.
      await db().transaction((tx) => postJournals(tx, [move('setor-dulu', 2_000_000), move('tarik-kemudian', -1_000_000)]));
      expect(await count()).toBe(before + 2);
      expect(await saldo(account)).toBe(1_000_000);
    }
  });

  it('answers a batch like single entries: a replay with its first entry, another shop\'s account refused by name', async () => {
    const bank = await bankOf('CAB01');
    const other = await bankOf('CAB02');
    const [first] = await db().transaction((tx) => postJournals(tx, [entry(bank, 700, 'batch-replay-1')]));
    const posted = await db().transaction((tx) => postJournals(tx, [entry(bank, 700, 'batch-replay-1'), entry(bank, 300, 'batch-replay-2'), entry(bank, 200)]));
    expect(posted.map((one) => one.replayed)).toEqual([true, false, false]);
    expect(posted[0].jurnal.id).toBe(first.jurnal.id);
    expect(posted[1].jurnal.id).toBeLessThan(posted[2].jurnal.id);
    expect(posted[2].jurnal.idempotencyKey).toBeNull();
    await expect(db().transaction((tx) => postJournals(tx, [entry(bank, 100), entry(other, 100)])))
      .rejects.toMatchObject({ messageKey: 'akunTokoLain', values: { nomor: other } });
  });

  it('refuses unbalanced, zero, negative, fractional and huge amounts, and another shop\'s account, writing nothing', async () => {
    const bank = await bankOf('CAB01');
    const other = await bankOf('CAB02');
    const count = async () => ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const before = await count();
    const bad = [
      { ...entry(bank, 100), lines: [{ nomorAkun: bank, debit: 100, kredit: 0 }, { nomorAkun: CASH, debit: 0, kredit: 99 }] },
      entry(bank, 0), entry(bank, -5), entry(bank, 10.5), entry(bank, 10 ** 13), entry(other, 100),
    ];
    for (const input of bad) await expect(db().transaction((tx) => postJournal(tx, input))).rejects.toMatchObject({ kind: 'validation' });
    expect(await count()).toBe(before);
  });

  it('lets two shops post to a shared account at once: the sales of one never wait for another\'s (issue 26 point 10)', async () => {
    const sale = (kodeToko: string, amount: number) => ({
      kodeToko, trx: 'PENJUALAN_LAIN', keterangan: 'jual', createdBy: 'kasir',
      lines: [{ nomorAkun: cashAccountOf(kodeToko), debit: amount, kredit: 0 }, { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: amount }],
    });
    const salesBefore = await saldo(SALES_ACCOUNT);
    // A second poster of each shop, told to give up after 1 s rather than wait for a row lock.
    const quickly = (input: ReturnType<typeof sale>) => db().transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await postJournal(tx, input);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let posted = () => {};
    const hasPosted = new Promise<void>((resolve) => { posted = resolve; });
    // CAB01's sale posted and not committed: its balance rows stay locked until it ends.
    const first = db().transaction(async (tx) => {
      await postJournal(tx, sale('CAB01', 1_000_000));
      posted();
      await held;
    });
    await hasPosted;
    const started = performance.now();
    await quickly(sale('CAB02', 250_000));
    const waited = performance.now() - started;
    // The same shop does wait (its cash row is one), so the 1 s limit is what would stop a blocked poster.
    expect(await failure(quickly(sale('CAB01', 1_000)))).toMatch(/lock timeout/);
    release();
    await first;
    expect(waited).toBeLessThan(1_000);
    expect(await saldo(SALES_ACCOUNT)).toBe(salesBefore - 1_250_000);
    const rowsOfSales = (await db().execute(sql`select kode_toko, saldo::text from saldo_akun where nomor_akun = ${SALES_ACCOUNT} and kode_toko in ('CAB01', 'CAB02') order by 1`)).rows;
    expect(rowsOfSales).toHaveLength(2);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('keeps the ledger append-only and balanced at the database itself', async () => {
    const bank = await bankOf('CAB01');
    const { jurnal } = await db().transaction((tx) => postJournal(tx, entry(bank, 1000)));
    expect(await failure(db().execute(sql`update jurnal_detail set debit = 2000 where jurnal_id = ${jurnal.id} and debit > 0`))).toMatch(/append-only/);
    expect(await failure(db().execute(sql`delete from jurnal where id = ${jurnal.id}`))).toMatch(/append-only/);
    // A raw entry with one line is refused when its transaction commits.
    expect(await failure(db().transaction(async (tx) => {
      const [{ id }] = (await tx.execute(sql`insert into jurnal (no_jurnal, kode_toko, trx, created_by) values ('JU-X', 'CAB01', 'X', 'x') returning id`)).rows as { id: number }[];
      await tx.execute(sql`insert into jurnal_detail (jurnal_id, nomor_akun, debit, kredit) values (${id}, ${CASH}, 100, 0)`);
    }))).toMatch(/does not balance/);
    expect((await db().execute(sql`select count(*)::int as n from jurnal where no_jurnal = 'JU-X'`)).rows[0]).toEqual({ n: 0 });
  });
});
