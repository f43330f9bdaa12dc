import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { useDemoDatabase } from '../../../tests/support/db';
import { postStockDocuments, postStockEntries, type NewItem, type PostStockInput, type StockEntryInput } from './post-stock-entries';

const { db } = useDemoDatabase();

/** A jenis of its own, so its balances start at nothing and every figure below is written by hand. */
beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T99', namaDept: 'EMAS UJI', kadar: '75.00' });
});

const item = (kodeBarcode: string, berat: string, kodeToko = 'CAB01', kodeBaki = 'BAKI-A'): NewItem => ({
  kodeBarcode, kodeToko, kodeGroup: 'CC', kodeDept: 'T99', kodeIntern: 'IN-1', namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75.00',
  hargaJual: 1_000_000, kodeGudang: `${kodeToko}-ETALASE`, kodeBaki,
});

let documents = 0;
function post(entries: StockEntryInput[], kodeToko = 'CAB01', extra: Partial<PostStockInput> = {}, tx?: Tx) {
  documents++;
  const input: PostStockInput = {
    document: { kodeToko, jenis: 'UJI', nomor: `UJI-${documents}` }, entries, idempotencyKey: `uji-${documents}`, createdBy: 'tester', ...extra,
  };
  return tx ? postStockEntries(tx, input) : db().transaction((own) => postStockEntries(own, input));
}

async function balances() {
  return (await db().execute(sql`select kode_toko, berat, qty from saldo_stok where kode_dept = 'T99' order by kode_toko`)).rows;
}

async function itemRow(barcode: string) {
  return (await db().execute(sql`select kode_toko, kode_gudang, kode_baki, status, berat from barang where kode_barcode = ${barcode}`)).rows[0];
}

async function mismatches() {
  const balance = (await db().execute(sql`select * from stock_balance_mismatches()`)).rows;
  const items = (await db().execute(sql`select * from stock_item_mismatches()`)).rows;
  return { balance, items };
}

/** The text PostgreSQL refused a statement or a commit with (drizzle wraps it). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (reason: { message?: string; cause?: { message?: string } }) => reason);
  return String(error?.cause?.message ?? error?.message ?? 'not refused');
}

describe('postStockEntries', () => {
  it('receives items into the balance of their shop and jenis, grams exact', async () => {
    const posted = await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }, { kind: 'RECEIVED', item: item('T-2', '2.505') }]);
    expect(posted.replayed).toBe(false);
    expect(posted.entries.map(({ kodeBarcode, jenisMutasi, kodeToko, qty, berat }) => ({ kodeBarcode, jenisMutasi, kodeToko, qty, berat }))).toEqual([
      { kodeBarcode: 'T-1', jenisMutasi: 'RECEIVED', kodeToko: 'CAB01', qty: 1, berat: '1.250' },
      { kodeBarcode: 'T-2', jenisMutasi: 'RECEIVED', kodeToko: 'CAB01', qty: 1, berat: '2.505' },
    ]);
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '3.755', qty: 2 }]);
    expect(await itemRow('T-2')).toEqual({ kode_toko: 'CAB01', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-A', status: 'READY', berat: '2.505' });
    expect(await mismatches()).toEqual({ balance: [], items: [] });
  });

  it('moves, re-weighs, sells, buys back, sends and receives: balances follow, transit counts in neither shop', async () => {
    await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }, { kind: 'RECEIVED', item: item('T-2', '2.505') }, { kind: 'RECEIVED', item: item('T-3', '0.001') }]);
    const moved = await post([{ kind: 'MOVED', kodeBarcode: 'T-1', expected: { kodeBaki: 'BAKI-A' }, to: { kodeGudang: 'CAB01-BRANKAS', kodeBaki: 'BAKI-B' } }]);
    expect(moved.entries[0]).toMatchObject({ qty: 0, berat: '0.000' });
    expect(await itemRow('T-1')).toEqual({ kode_toko: 'CAB01', kode_gudang: 'CAB01-BRANKAS', kode_baki: 'BAKI-B', status: 'READY', berat: '1.250' });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '3.756', qty: 3 }]);

    await post([{ kind: 'ADJUSTED', kodeBarcode: 'T-2', expected: { berat: '2.505' }, to: { berat: '2.5' } }]);
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '3.751', qty: 3 }]);

    await post([{ kind: 'SOLD', kodeBarcode: 'T-3' }]);
    expect(await itemRow('T-3')).toEqual({ kode_toko: 'CAB01', kode_gudang: '', kode_baki: '', status: 'SOLD', berat: '0.001' });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '3.750', qty: 2 }]);

    // Bought back at another branch: its stock now.
    await post([{ kind: 'BOUGHT_BACK', kodeBarcode: 'T-3', to: { kodeGudang: 'CAB02-CUCI', kodeBaki: 'BAKI-BELI', berat: '0.002' } }], 'CAB02');
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '3.750', qty: 2 }, { kode_toko: 'CAB02', berat: '0.002', qty: 1 }]);

    await post([{ kind: 'SENT', kodeBarcode: 'T-1', to: { kodeToko: 'CAB02' } }]);
    expect(await itemRow('T-1')).toEqual({ kode_toko: 'CAB02', kode_gudang: '', kode_baki: '', status: 'TRANSIT', berat: '1.250' });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '2.500', qty: 1 }, { kode_toko: 'CAB02', berat: '0.002', qty: 1 }]);

    await post([{ kind: 'RECEIVED_FROM_SHOP', kodeBarcode: 'T-1', to: { kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-C' } }], 'CAB02');
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '2.500', qty: 1 }, { kode_toko: 'CAB02', berat: '1.252', qty: 2 }]);

    await post([{ kind: 'DESTROYED', kodeBarcode: 'T-2' }]);
    await post([{ kind: 'ADJUSTED', kodeBarcode: 'T-1', to: { status: 'MISSING' } }], 'CAB02');
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '0.000', qty: 0 }, { kode_toko: 'CAB02', berat: '0.002', qty: 1 }]);
    // One item, one history: each entry continues the one before.
    const history = (await db().execute(sql`
      select jenis_mutasi, dari_status, ke_status, kode_toko, qty, berat from mutasi_stok where kode_barcode = 'T-1' order by id`)).rows;
    expect(history).toEqual([
      { jenis_mutasi: 'RECEIVED', dari_status: null, ke_status: 'READY', kode_toko: 'CAB01', qty: 1, berat: '1.250' },
      { jenis_mutasi: 'MOVED', dari_status: 'READY', ke_status: 'READY', kode_toko: 'CAB01', qty: 0, berat: '0.000' },
      { jenis_mutasi: 'SENT', dari_status: 'READY', ke_status: 'TRANSIT', kode_toko: 'CAB01', qty: -1, berat: '-1.250' },
      { jenis_mutasi: 'RECEIVED_FROM_SHOP', dari_status: 'TRANSIT', ke_status: 'READY', kode_toko: 'CAB02', qty: 1, berat: '1.250' },
      { jenis_mutasi: 'ADJUSTED', dari_status: 'READY', ke_status: 'MISSING', kode_toko: 'CAB02', qty: -1, berat: '-1.250' },
    ]);
    expect(await mismatches()).toEqual({ balance: [], items: [] });
  });

  it('refuses an item no longer where the user saw it, with a message naming it, and writes nothing', async () => {
    await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }, { kind: 'RECEIVED', item: item('T-2', '2.000') }]);
    await post([{ kind: 'SOLD', kodeBarcode: 'T-1' }]);
    const entriesBefore = (await db().execute(sql`select count(*)::int as n from mutasi_stok`)).rows[0];
    await expect(post([{ kind: 'SOLD', kodeBarcode: 'T-2' }, { kind: 'SOLD', kodeBarcode: 'T-1' }]))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'stokBarangSudahTerjual', values: { barcode: 'T-1' } });
    await expect(post([{ kind: 'MOVED', kodeBarcode: 'T-2', expected: { kodeBaki: 'BAKI-Z' }, to: { kodeBaki: 'BAKI-B' } }]))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'stokBarangSudahPindah', values: { barcode: 'T-2', baki: 'BAKI-Z' } });
    await expect(post([{ kind: 'ADJUSTED', kodeBarcode: 'T-2', expected: { berat: '2.001' }, to: { berat: '2.5' } }]))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'stokBeratBerubah' });
    await expect(post([{ kind: 'MOVED', kodeBarcode: 'T-2', to: { kodeBaki: 'BAKI-B' } }], 'CAB02'))
      .rejects.toMatchObject({ kind: 'not-found', messageKey: 'stokBarangTidakDitemukan', values: { barcode: 'T-2' } });
    await expect(post([{ kind: 'RECEIVED_FROM_SHOP', kodeBarcode: 'T-2', to: { kodeBaki: 'BAKI-B' } }]))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'stokBarangTidakTersedia' });
    await expect(post([{ kind: 'RECEIVED', item: item('T-3', '1.000') }, { kind: 'RECEIVED', item: item('T-2', '1.000') }]))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'stokBarcodeSudahAda', values: { barcode: 'T-2' } });
    await expect(post([{ kind: 'SOLD', kodeBarcode: 'T-2' }, { kind: 'MOVED', kodeBarcode: 'T-2' }]))
      .rejects.toMatchObject({ kind: 'validation', messageKey: 'stokBarangGanda' });
    await expect(post([{ kind: 'RECEIVED', item: item('T-4', '0.000') }])).rejects.toMatchObject({ messageKey: 'stokBeratInvalid', values: { barcode: 'T-4' } });
    await expect(post([{ kind: 'RECEIVED', item: item('T-4', '1.0005') }])).rejects.toMatchObject({ messageKey: 'stokBeratInvalid' });
    await expect(post([{ kind: 'SENT', kodeBarcode: 'T-2' }])).rejects.toMatchObject({ messageKey: 'stokMutasiInvalid' });
    await expect(post([])).rejects.toMatchObject({ messageKey: 'stokDokumenKosong' });
    expect((await db().execute(sql`select count(*)::int as n from mutasi_stok`)).rows[0]).toEqual(entriesBefore);
    expect(await itemRow('T-2')).toEqual({ kode_toko: 'CAB01', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-A', status: 'READY', berat: '2.000' });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '2.000', qty: 1 }]);
  });

  it('a replayed key returns the first result and writes nothing; the key on another document is refused', async () => {
    await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }]);
    const input: PostStockInput = {
      document: { kodeToko: 'CAB01', jenis: 'JUAL', nomor: 'FJ-1' }, entries: [{ kind: 'SOLD', kodeBarcode: 'T-1' }], idempotencyKey: 'jual-1', createdBy: 'kasir',
    };
    const first = await db().transaction((tx) => postStockEntries(tx, input));
    const again = await db().transaction((tx) => postStockEntries(tx, input));
    expect(again).toEqual({ ...first, replayed: true });
    expect((await db().execute(sql`select count(*)::int as n from mutasi_stok where kode_barcode = 'T-1'`)).rows[0]).toEqual({ n: 2 });
    await expect(db().transaction((tx) => postStockEntries(tx, { ...input, document: { ...input.document, nomor: 'FJ-2' } })))
      .rejects.toMatchObject({ messageKey: 'idempotencyKeyReused' });
    // Two posts of one key at the same moment: one writes, the other waits for it and answers its result.
    await post([{ kind: 'RECEIVED', item: item('T-2', '2.000') }]);
    const racing = { ...input, entries: [{ kind: 'SOLD' as const, kodeBarcode: 'T-2' }], idempotencyKey: 'jual-2', document: { ...input.document, nomor: 'FJ-3' } };
    const both = await Promise.all([0, 1].map(() => db().transaction((tx) => postStockEntries(tx, racing))));
    expect(both.map((result) => result.replayed).sort()).toEqual([false, true]);
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '0.000', qty: 0 }]);
  });

  it('postStockEntries is a batch of one: a batch answers a document posted before, posts the rest, numbers them last (issue 26 point 5)', async () => {
    await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }, { kind: 'RECEIVED', item: item('T-2', '2.000') }]);
    const sale = (barcode: string, n: number): PostStockInput => ({
      document: { kodeToko: 'CAB01', jenis: 'JUAL', nomor: '' }, entries: [{ kind: 'SOLD', kodeBarcode: barcode }], idempotencyKey: `jual-batch-${n}`, createdBy: 'kasir',
    });
    const [first] = await db().transaction((tx) => postStockDocuments(tx, [sale('T-1', 1)], { numbers: async () => ['FJ-B1'] }));
    expect(first).toMatchObject({ replayed: false, dokumen: { noDokumen: 'FJ-B1' } });
    // T-1 is SOLD now: its document replayed beside a new one is answered, not refused as stock out; numbers are asked
    // for after the items are locked and checked, and an item refused asks for none.
    const asked: string[] = [];
    const both = await db().transaction((tx) => postStockDocuments(tx, [sale('T-1', 1), sale('T-2', 2)], { numbers: async (docs) => { asked.push(docs.map((d) => d.idempotencyKey).join()); return ['FJ-B2']; } }));
    expect(both.map((one) => [one.replayed, one.dokumen.noDokumen])).toEqual([[true, 'FJ-B1'], [false, 'FJ-B2']]);
    expect(asked).toEqual(['jual-batch-2']);
    await expect(db().transaction((tx) => postStockDocuments(tx, [sale('T-2', 3)], { numbers: async () => { asked.push('3'); return ['FJ-B3']; } })))
      .rejects.toMatchObject({ messageKey: 'stokBarangSudahTerjual' });
    expect(asked).toEqual(['jual-batch-2']);
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '0.000', qty: 0 }]);
  });

  it('the database refuses edits of entries, items changed around the ledger and balances written directly', async () => {
    await post([{ kind: 'RECEIVED', item: item('T-1', '1.250') }]);
    expect(await refusal(db().execute(sql`update mutasi_stok set ke_baki = 'X'`))).toMatch(/append-only: UPDATE on mutasi_stok/);
    expect(await refusal(db().execute(sql`delete from mutasi_stok`))).toMatch(/append-only: DELETE on mutasi_stok/);
    expect(await refusal(db().execute(sql`update stok_dokumen set no_dokumen = 'X'`))).toMatch(/append-only: UPDATE on stok_dokumen/);
    expect(await refusal(db().execute(sql`delete from stok_dokumen`))).toMatch(/append-only: DELETE on stok_dokumen/);
    expect(await refusal(db().execute(sql`update saldo_stok set qty = qty + 1`))).toMatch(/saldo_stok moves only with stock entries/);
    // An item moved, sold or re-weighed without an entry: refused when its transaction commits.
    for (const change of [sql`kode_baki = 'BAKI-X'`, sql`status = 'SOLD', kode_gudang = '', kode_baki = ''`, sql`berat = 1.251, berat_kotor = 1.251`, sql`kode_toko = 'CAB02'`]) {
      expect(await refusal(db().execute(sql`update barang set ${change} where kode_barcode = 'T-1'`))).toMatch(/T-1: shop, place, state, weight or jenis changed without a stock entry/);
    }
    // An item added without its entry.
    expect(await refusal(db().execute(sql`
      insert into barang (kode_barcode, kode_toko, kode_group, kode_dept, kode_intern, nama_barang, berat, berat_kotor, kadar, harga_jual, kode_gudang, kode_baki)
      values ('T-9', 'CAB01', 'CC', 'T99', 'I', 'Cincin T-9', 1, 1, 75, 1, 'G', 'B')`))).toMatch(/T-9: shop, place, state, weight or jenis changed without a stock entry/);
    // Fields the ledger does not follow stay editable.
    await db().execute(sql`update barang set nama_barang = 'Cincin Baru', harga_jual = 2000000 where kode_barcode = 'T-1'`);
    // An entry written by hand that does not start where the item is.
    expect(await refusal(db().transaction(async (tx) => {
      await tx.execute(sql`insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by) values ('CAB01', 'X', 'X', 'x', 1, 'x')`);
      await tx.execute(sql`
        insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki, dari_status, dari_berat,
                                 ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
        select currval('stok_dokumen_id_seq'), 'T-1', 'T99', 'MOVED', id, 'CAB01', 'CAB01-ETALASE', 'BAKI-Q', 'READY', 1.250, 'CAB01', 'G', 'B', 'READY', 1.250
          from mutasi_stok where kode_barcode = 'T-1'`);
    }))).toMatch(/stock entry of T-1 does not start where its item's last entry left it/);
    // A second first entry, or a fork of an item's history.
    expect(await refusal(db().execute(sql`
      insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
      select dokumen_id, 'T-1', 'T99', 'RECEIVED', 'CAB01', 'G', 'B', 'READY', 1 from mutasi_stok limit 1`))).toMatch(/mutasi_stok_awal/);
    expect(await refusal(db().execute(sql`
      insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
      values ((select max(id) from stok_dokumen), 'T-1', 'T99', 'SOLD', 'CAB01', '', '', 'SOLD', 1)`))).toMatch(/mutasi_stok_transition/);
    expect(await mismatches()).toEqual({ balance: [], items: [] });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '1.250', qty: 1 }]);
  });

  it('a transaction killed after half of its entries leaves nothing', async () => {
    await post(Array.from({ length: 10 }, (_, n) => ({ kind: 'RECEIVED' as const, item: item(`T-${n}`, '1.000') })));
    // A connection of its own, so that its loss is this test's to handle.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', () => {});
    await client.connect();
    const outcome = drizzle(client).transaction(async (tx) => {
      const [{ pid }] = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      await post(Array.from({ length: 5 }, (_, n) => ({ kind: 'SOLD' as const, kodeBarcode: `T-${n}` })), 'CAB01', {}, tx);
      // The server loses this connection in the middle of the work: the second half never comes.
      await db().execute(sql`select pg_terminate_backend(${pid})`);
      await post(Array.from({ length: 5 }, (_, n) => ({ kind: 'SOLD' as const, kodeBarcode: `T-${n + 5}` })), 'CAB01', {}, tx);
    });
    await expect(outcome).rejects.toBeDefined();
    await client.end().catch(() => {});
    expect((await db().execute(sql`select count(*)::int as n from mutasi_stok where jenis_mutasi = 'SOLD' and kode_dept = 'T99'`)).rows[0]).toEqual({ n: 0 });
    expect((await db().execute(sql`select count(*)::int as n from barang where kode_dept = 'T99' and status = 'READY'`)).rows[0]).toEqual({ n: 10 });
    expect(await balances()).toEqual([{ kode_toko: 'CAB01', berat: '10.000', qty: 10 }]);
    expect(await mismatches()).toEqual({ balance: [], items: [] });
  });
});
