import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../tests/support/db';
import { cashAccountOf, CAPITAL_ACCOUNT } from './accounts';
import { closeDayLock } from './day-lock';
import { postJournal } from './post-journal';
import { postStockEntries } from './stock/post-stock-entries';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

const { db } = useDemoDatabase();

const deposit = (kodeToko: string, key: string, tanggal?: Date) => ({
  kodeToko, trx: 'MUTASI_UANG_CASH', keterangan: 'modal', createdBy: 'owner', idempotencyKey: key, tanggal,
  lines: [{ nomorAkun: cashAccountOf(kodeToko), debit: 100_000, kredit: 0 }, { nomorAkun: CAPITAL_ACCOUNT, debit: 0, kredit: 100_000 }],
});
const closeDay = (kodeToko: string, tanggal: string) =>
  db().transaction(async (tx) => {
    await closeDayLock(tx, kodeToko, tanggal);
    await tx.execute(sql`insert into tutup_toko (kode_toko, tanggal, kas_awal, kas_masuk, kas_keluar, kas_akhir, kas_fisik, selisih, rincian,
                                                 disetujui_oleh, idempotency_key, created_by)
                         values (${kodeToko}, ${tanggal}::date, 0, 0, 0, 0, 0, 0, '{}'::jsonb, 'spv', ${`tutup-${kodeToko}-${tanggal}`}, 'spv')`);
  });
const message = (promise: Promise<unknown>) => promise.then(() => 'posted', (error: Error) => error.message);

describe('a closed day takes no more entries of its shop', () => {
  it('refuses a journal entry and a stock document on the closed Jakarta day, and takes them the next day and in other shops', async () => {
    // 2021-03-04 in Jakarta runs from 2021-03-03T17:00Z to 2021-03-04T17:00Z.
    await closeDay('CAB01', '2021-03-04');
    expect(await message(db().transaction((tx) => postJournal(tx, deposit('CAB01', 'dl-1', new Date('2021-03-04T16:59:59Z')))))).toBe('tokoSudahTutupOleh');
    expect(await message(db().transaction((tx) => postJournal(tx, deposit('CAB01', 'dl-2', new Date('2021-03-04T17:00:00Z')))))).toBe('posted');
    expect(await message(db().transaction((tx) => postJournal(tx, deposit('CAB02', 'dl-3', new Date('2021-03-04T10:00:00Z')))))).toBe('posted');
    const [item] = (await db().execute(sql`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'READY' limit 1`)).rows as { kode_barcode: string }[];
    const sell = db().transaction((tx) => postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'PENJUALAN', nomor: 'JL-TEST' }, idempotencyKey: 'dl-stock', createdBy: 'kasir',
      at: new Date('2021-03-04T05:00:00Z'), entries: [{ kind: 'SOLD', kodeBarcode: item.kode_barcode }],
    }));
    expect(await message(sell)).toBe('tokoSudahTutupOleh');
    // The refusal names who closed the day and when (Jakarta time), not "another account".
    await expect(db().transaction((tx) => postJournal(tx, deposit('CAB01', 'dl-4', new Date('2021-03-04T09:00:00Z')))))
      .rejects.toMatchObject({ messageKey: 'tokoSudahTutupOleh', values: { user: 'spv', waktu: expect.stringMatching(/^\d{2}:\d{2}$/) } });
    expect((await db().execute(sql`select count(*)::int as n from jurnal where idempotency_key in ('dl-1', 'dl-2', 'dl-3')`)).rows[0]).toEqual({ n: 2 });
  });

  it('a posting in flight when the closing starts commits first; one that starts during the closing is refused', async () => {
    const today = new Date();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA_TZ }).format(today);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The first posting has checked its day and is still open when the closing asks for the day.
    let checked!: () => void;
    const hasChecked = new Promise<void>((resolve) => { checked = resolve; });
    const inFlight = db().transaction(async (tx) => {
      await postJournal(tx, deposit('CAB02', 'dl-in-flight'));
      checked();
      await held;
    });
    await hasChecked;
    const closing = closeDay('CAB02', day);
    const order: string[] = [];
    closing.then(() => order.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await inFlight;
    await closing;
    expect(await message(db().transaction((tx) => postJournal(tx, deposit('CAB02', 'dl-late'))))).toBe('tokoSudahTutupOleh');
    expect((await db().execute(sql`select count(*)::int as n from jurnal where idempotency_key = 'dl-in-flight'`)).rows[0]).toEqual({ n: 1 });
  });
});
