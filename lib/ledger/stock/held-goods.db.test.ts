import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { useDemoDatabase } from '../../../tests/support/db';
import { postStockEntries, type NewItem, type StockEntryInput } from './post-stock-entries';
import { RESERVATION_SHELF, SERVICE_VAULT } from './states';

const { db } = useDemoDatabase();

/** A jenis of its own, so its balances start at nothing. */
beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T97', namaDept: 'EMAS TITIP UJI', kadar: '75.00' });
});

const item = (kodeBarcode: string, berat: string, kodeGudang: string, kodeBaki: string): NewItem => ({
  kodeBarcode, kodeToko: 'CAB01', kodeGroup: 'CC', kodeDept: 'T97', kodeIntern: '', namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75.00',
  hargaJual: 0, kodeGudang, kodeBaki,
});

let documents = 0;
function post(entries: StockEntryInput[]) {
  documents++;
  return db().transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'UJI_TITIP', nomor: `TT-${documents}` }, entries, idempotencyKey: `titip-uji-${documents}`, createdBy: 'tester',
  }));
}

const itemRow = async (barcode: string) => (await db().execute(sql`select kode_gudang, kode_baki, status, berat from barang where kode_barcode = ${barcode}`)).rows[0];
const balance = async () => (await db().execute(sql`select berat, qty from saldo_stok where kode_dept = 'T97' and berat <> 0`)).rows;
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { key?: string; message?: string; cause?: { message?: string } }) =>
  String(error.key ?? error.cause?.message ?? error.message));
const invariantsHold = async () => {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
};

describe('held goods (decision 033): the reservation shelf and the repair vault', () => {
  it('holds a tray item for a customer out of the tray balance, refuses it to a sale that expects a tray item, and sells it to its customer', async () => {
    await post([{ kind: 'RECEIVED', item: item('H-1', '4.250', 'CAB01-ETALASE', 'BAKI-A') }]);
    expect(await balance()).toEqual([{ berat: '4.250', qty: 1 }]);
    await post([{ kind: 'RESERVED', kodeBarcode: 'H-1', to: { kodeGudang: RESERVATION_SHELF, kodeBaki: 'TU-UJI-1' } }]);
    expect(await itemRow('H-1')).toEqual({ kode_gudang: 'PESANAN', kode_baki: 'TU-UJI-1', status: 'RESERVED', berat: '4.250' });
    // Held: no longer in the tray's 4,25 g.
    expect(await balance()).toEqual([]);
    // The counter's sale expects a tray item.
    expect(await refusal(post([{ kind: 'SOLD', kodeBarcode: 'H-1', expected: { status: 'READY' } }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'MOVED', kodeBarcode: 'H-1', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-B' } }]))).toBe('stokBarangTidakTersedia');
    await post([{ kind: 'SOLD', kodeBarcode: 'H-1', expected: { status: 'RESERVED' } }]);
    expect(await itemRow('H-1')).toMatchObject({ status: 'SOLD', kode_gudang: '' });
    expect(await balance()).toEqual([]);
    await invariantsHold();
  });

  it('brings an order piece straight onto the shelf, and a released one back into a tray', async () => {
    await post([{ kind: 'ORDER_RECEIVED', item: item('H-2', '6.010', RESERVATION_SHELF, 'PS-UJI-1') }]);
    expect(await itemRow('H-2')).toEqual({ kode_gudang: 'PESANAN', kode_baki: 'PS-UJI-1', status: 'RESERVED', berat: '6.010' });
    expect((await db().execute(sql`select jenis_mutasi, qty from mutasi_stok where kode_barcode = 'H-2'`)).rows).toEqual([{ jenis_mutasi: 'ORDER_RECEIVED', qty: 0 }]);
    expect(await refusal(post([{ kind: 'RESERVATION_RELEASED', kodeBarcode: 'H-2' }]))).toBe('stokMutasiInvalid');
    await post([{ kind: 'RESERVATION_RELEASED', kodeBarcode: 'H-2', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A' } }]);
    expect(await balance()).toEqual([{ berat: '6.010', qty: 1 }]);
    await invariantsHold();
  });

  it('keeps a repair piece in custody, weighs it at completion, and gives it back; the database refuses a sale of it written by hand', async () => {
    await post([{ kind: 'SERVICE_RECEIVED', item: item('H-3', '3.000', SERVICE_VAULT, 'SV-UJI-1') }]);
    expect(await itemRow('H-3')).toEqual({ kode_gudang: 'SERVICE', kode_baki: 'SV-UJI-1', status: 'IN_SERVICE', berat: '3.000' });
    expect(await refusal(post([{ kind: 'SOLD', kodeBarcode: 'H-3' }]))).toBe('stokBarangTidakTersedia');
    // 0,150 g of gold added by the craftsman.
    await post([{ kind: 'SERVICE_WEIGHED', kodeBarcode: 'H-3', to: { berat: '3.150' } }]);
    expect(await itemRow('H-3')).toEqual({ kode_gudang: 'SERVICE', kode_baki: 'SV-UJI-1', status: 'IN_SERVICE', berat: '3.150' });
    const byHand = db().transaction(async (tx) => {
      const [{ id }] = (await tx.execute(sql`insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by)
        values ('CAB01', 'UJI', 'X-2', 'service-by-hand', 1, 'tester') returning id`)).rows as { id: number }[];
      const [last] = (await tx.execute(sql`select id from mutasi_stok where kode_barcode = 'H-3' order by id desc limit 1`)).rows as { id: number }[];
      await tx.execute(sql`insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki,
        dari_status, dari_berat, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
        values (${id}, 'H-3', 'T97', 'SOLD', ${last.id}, 'CAB01', 'SERVICE', 'SV-UJI-1', 'IN_SERVICE', 3.150, 'CAB01', '', '', 'SOLD', 3.150)`);
    });
    expect(await refusal(byHand)).toContain('mutasi_stok_transition');
    await post([{ kind: 'SERVICE_RETURNED', kodeBarcode: 'H-3' }]);
    expect(await itemRow('H-3')).toEqual({ kode_gudang: '', kode_baki: '', status: 'RETURNED', berat: '3.150' });
    expect(await balance()).toEqual([]);
    await invariantsHold();
  });
});
