import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { useDemoDatabase } from '../../../tests/support/db';
import { postStockEntries, type NewItem, type StockEntryInput } from './post-stock-entries';
import { SAMPLE_SHELF } from './states';

const { db } = useDemoDatabase();

/** A jenis of its own, so its balances start at nothing. */
beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T96', namaDept: 'EMAS CONTOH UJI', kadar: '75.00' });
});

const item = (kodeBarcode: string, berat: string): NewItem => ({
  kodeBarcode, kodeToko: 'CAB01', kodeGroup: 'CC', kodeDept: 'T96', kodeIntern: '', namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75.00',
  hargaJual: 0, kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A',
});

let documents = 0;
function post(entries: StockEntryInput[]) {
  documents++;
  return db().transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'UJI_CONTOH', nomor: `CT-${documents}` }, entries, idempotencyKey: `contoh-uji-${documents}`, createdBy: 'tester',
  }));
}

const itemRow = async (barcode: string) => (await db().execute(sql`select kode_gudang, kode_baki, status, berat from barang where kode_barcode = ${barcode}`)).rows[0];
const balance = async () => (await db().execute(sql`select berat, qty from saldo_stok where kode_dept = 'T96' and berat <> 0`)).rows;
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { key?: string; message?: string; cause?: { message?: string } }) =>
  String(error.key ?? error.cause?.message ?? error.message));

describe('a display item lent as an order\'s sample (Ambil Barang Contoh)', () => {
  it('leaves its tray\'s balance on the sample shelf, cannot be sold, moved or lent twice, and comes back to READY in a tray', async () => {
    await post([{ kind: 'RECEIVED', item: item('C-1', '2.345') }, { kind: 'RECEIVED', item: item('C-2', '1.000') }]);
    expect(await balance()).toEqual([{ berat: '3.345', qty: 2 }]);
    await post([{ kind: 'SAMPLE_LENT', kodeBarcode: 'C-1', expected: { status: 'READY' }, to: { kodeGudang: SAMPLE_SHELF, kodeBaki: 'PS-UJI-1' } }]);
    expect(await itemRow('C-1')).toEqual({ kode_gudang: 'CONTOH', kode_baki: 'PS-UJI-1', status: 'ON_LOAN', berat: '2.345' });
    // stok_dihitung counts READY only: 3,345 g − 2,345 g = 1,000 g, one piece.
    expect(await balance()).toEqual([{ berat: '1.000', qty: 1 }]);
    expect((await db().execute(sql`select jenis_mutasi, qty, berat from mutasi_stok where kode_barcode = 'C-1' order by id`)).rows)
      .toEqual([{ jenis_mutasi: 'RECEIVED', qty: 1, berat: '2.345' }, { jenis_mutasi: 'SAMPLE_LENT', qty: -1, berat: '-2.345' }]);
    // Not sellable, even by a sale that does not say what it expects; not movable; not lent twice.
    expect(await refusal(post([{ kind: 'SOLD', kodeBarcode: 'C-1' }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'MOVED', kodeBarcode: 'C-1', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-B' } }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'SAMPLE_LENT', kodeBarcode: 'C-1', to: { kodeGudang: SAMPLE_SHELF, kodeBaki: 'PS-UJI-2' } }]))).toBe('stokBarangTidakTersedia');
    // A return needs its tray.
    expect(await refusal(post([{ kind: 'SAMPLE_RETURNED', kodeBarcode: 'C-1' }]))).toBe('stokMutasiInvalid');
    await post([{ kind: 'SAMPLE_RETURNED', kodeBarcode: 'C-1', expected: { status: 'ON_LOAN', kodeBaki: 'PS-UJI-1' }, to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A' } }]);
    expect(await itemRow('C-1')).toEqual({ kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-A', status: 'READY', berat: '2.345' });
    expect(await balance()).toEqual([{ berat: '3.345', qty: 2 }]);
    expect(await refusal(post([{ kind: 'SAMPLE_RETURNED', kodeBarcode: 'C-1', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A' } }]))).toBe('stokBarangTidakTersedia');
    expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
    expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
  });

  it('the database refuses a sale of a lent item written by hand', async () => {
    await post([{ kind: 'RECEIVED', item: item('C-3', '3.000') }]);
    await post([{ kind: 'SAMPLE_LENT', kodeBarcode: 'C-3', to: { kodeGudang: SAMPLE_SHELF, kodeBaki: 'PS-UJI-3' } }]);
    const byHand = db().transaction(async (tx) => {
      const [{ id }] = (await tx.execute(sql`insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by)
        values ('CAB01', 'UJI', 'X-3', 'contoh-by-hand', 1, 'tester') returning id`)).rows as { id: number }[];
      const [last] = (await tx.execute(sql`select id from mutasi_stok where kode_barcode = 'C-3' order by id desc limit 1`)).rows as { id: number }[];
      await tx.execute(sql`insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki,
        dari_status, dari_berat, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
        values (${id}, 'C-3', 'T96', 'SOLD', ${last.id}, 'CAB01', 'CONTOH', 'PS-UJI-3', 'ON_LOAN', 3.000, 'CAB01', '', '', 'SOLD', 3.000)`);
    });
    expect(await refusal(byHand)).toContain('mutasi_stok_transition');
  });
});
