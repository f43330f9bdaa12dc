import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { useDemoDatabase } from '../../../tests/support/db';
import { postStockEntries, type NewItem, type StockEntryInput } from './post-stock-entries';
import { CUSTODY_VAULT } from './states';

const { db } = useDemoDatabase();

/** A jenis of its own, so its balances start at nothing. */
beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T98', namaDept: 'EMAS GADAI UJI', kadar: '75.00' });
});

const pledged = (kodeBarcode: string, berat: string): NewItem => ({
  kodeBarcode, kodeToko: 'CAB01', kodeGroup: 'CC', kodeDept: 'T98', kodeIntern: 'GADAI', namaBarang: `Kalung ${kodeBarcode}`, berat, kadar: '75.00',
  hargaJual: 0, kodeGudang: CUSTODY_VAULT, kodeBaki: 'HT-UJI-1',
});

let documents = 0;
function post(entries: StockEntryInput[]) {
  documents++;
  return db().transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'UJI_GADAI', nomor: `GD-${documents}` }, entries, idempotencyKey: `gadai-uji-${documents}`, createdBy: 'tester',
  }));
}

const itemRow = async (barcode: string) => (await db().execute(sql`select kode_gudang, kode_baki, status, berat from barang where kode_barcode = ${barcode}`)).rows[0];
const balance = async () => (await db().execute(sql`select berat, qty from saldo_stok where kode_dept = 'T98'`)).rows;
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { key?: string; message?: string; cause?: { message?: string } }) =>
  String(error.key ?? error.cause?.message ?? error.message));

describe('custody: pledged gold on the gram ledger is never the shop stock', () => {
  it('takes a pledged item into the custody vault without touching the stock balance', async () => {
    const posted = await post([{ kind: 'PLEDGED', item: pledged('G-1', '5.125') }]);
    expect(posted.entries[0]).toMatchObject({ jenisMutasi: 'PLEDGED', qty: 0, berat: '0.000' });
    expect(await itemRow('G-1')).toEqual({ kode_gudang: 'GADAI', kode_baki: 'HT-UJI-1', status: 'PLEDGED', berat: '5.125' });
    expect(await balance()).toEqual([]);
  });

  it('refuses to sell, move, send or melt a pledged item, and the database refuses it written by hand', async () => {
    await post([{ kind: 'PLEDGED', item: pledged('G-2', '2.000') }]);
    expect(await refusal(post([{ kind: 'SOLD', kodeBarcode: 'G-2' }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'MOVED', kodeBarcode: 'G-2', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A' } }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'DESTROYED', kodeBarcode: 'G-2' }]))).toBe('stokBarangTidakTersedia');
    expect(await refusal(post([{ kind: 'SENT', kodeBarcode: 'G-2', to: { kodeToko: 'CAB02' } }]))).toBe('stokBarangTidakTersedia');
    // Past the kernel: an entry that takes a pledged item into a tray as a move breaks the transition check.
    const byHand = db().transaction(async (tx) => {
      const [{ id }] = (await tx.execute(sql`insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by)
        values ('CAB01', 'UJI', 'X-1', 'gadai-by-hand', 1, 'tester') returning id`)).rows as { id: number }[];
      const [last] = (await tx.execute(sql`select id from mutasi_stok where kode_barcode = 'G-2' order by id desc limit 1`)).rows as { id: number }[];
      await tx.execute(sql`insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki,
        dari_status, dari_berat, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
        values (${id}, 'G-2', 'T98', 'MOVED', ${last.id}, 'CAB01', 'GADAI', 'HT-UJI-1', 'PLEDGED', 2.000, 'CAB01', 'CAB01-ETALASE', 'BAKI-A', 'READY', 2.000)`);
    });
    expect(await refusal(byHand)).toContain('mutasi_stok_transition');
    expect(await itemRow('G-2')).toMatchObject({ status: 'PLEDGED', kode_gudang: 'GADAI' });
  });

  it('returns an item to its owner, takes it back when the redemption is cancelled, and forfeits it into a tray', async () => {
    await post([{ kind: 'PLEDGED', item: pledged('G-3', '3.500') }]);
    await post([{ kind: 'REDEEMED', kodeBarcode: 'G-3' }]);
    expect(await itemRow('G-3')).toEqual({ kode_gudang: '', kode_baki: '', status: 'REDEEMED', berat: '3.500' });
    // Back into custody needs its packet named.
    expect(await refusal(post([{ kind: 'REDEMPTION_CANCELLED', kodeBarcode: 'G-3' }]))).toBe('stokMutasiInvalid');
    await post([{ kind: 'REDEMPTION_CANCELLED', kodeBarcode: 'G-3', to: { kodeGudang: CUSTODY_VAULT, kodeBaki: 'HT-UJI-1' } }]);
    expect(await itemRow('G-3')).toMatchObject({ status: 'PLEDGED', kode_baki: 'HT-UJI-1' });
    expect(await balance()).toEqual([]);
    // At auction the shop takes it into stock: now it counts, 1 piece of 3,5 g.
    await post([{ kind: 'FORFEITED', kodeBarcode: 'G-3', to: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A' } }]);
    expect(await itemRow('G-3')).toEqual({ kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-A', status: 'READY', berat: '3.500' });
    expect(await balance()).toEqual([{ berat: '3.500', qty: 1 }]);
    expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
    expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
  });
});
