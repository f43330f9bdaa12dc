import { canonicalSubject, documentSubject } from '@/lib/auth/otorisasi-subject';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { baki, gudang, stockOpname, stockOpnameScan } from '@/features/stock/schema';
import { barang, groupBarang, jenis, saldoStok, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { otorisasi } from '@/features/otorisasi/schema';
import { toko, users } from '@/lib/db/schema/shop';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { closeOpname } from './close-opname';
import { readOpname } from './read-opname';
import { scanOpname } from './scan-opname';
import { startOpname } from './start-opname';

const { db } = useTestDatabase({ demo: false });

const CAB01 = { kodeToko: 'CAB01', appType: 'CABANG' };
const CAB02 = { kodeToko: 'CAB02', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', CAB01);
const spv = contextFor('spv', 'SPV', CAB01);

/**
 * CAB01, warehouse G1: tray B1 holds A1 1.250 g, A2 2.500 g (E75) and A3 0.750 g (E99); tray B2 holds A4 3.000 g (E75);
 * S1 (E75, 1.000 g) was in B1 and is sold. CAB02 has X1 (E75, 2.000 g).
 */
async function seedStock() {
  await db().insert(toko).values([{ kodeToko: 'CAB01', namaToko: 'Bandung' }, { kodeToko: 'CAB02', namaToko: 'Surabaya' }]);
  await db().insert(users).values([
    { userId: 'kasir', level: 'KASIR', kodeToko: 'CAB01', passwordHash: 'x' }, { userId: 'spv', level: 'SPV', kodeToko: 'CAB01', passwordHash: 'x' },
  ]);
  await db().insert(groupBarang).values({ kodeGroup: 'CN', namaGroup: 'Cincin' });
  await db().insert(jenis).values([{ kodeDept: 'E75', namaDept: 'Emas 75', kadar: '75' }, { kodeDept: 'E99', namaDept: 'Emas 99', kadar: '99' }]);
  await db().insert(gudang).values([{ kodeToko: 'CAB01', kodeGudang: 'G1', namaGudang: 'Etalase' }, { kodeToko: 'CAB02', kodeGudang: 'G1', namaGudang: 'Etalase' }]);
  await db().insert(baki).values([
    { kodeToko: 'CAB01', kodeGudang: 'G1', kodeBaki: 'B1', namaBaki: 'Baki 1' }, { kodeToko: 'CAB01', kodeGudang: 'G1', kodeBaki: 'B2', namaBaki: 'Baki 2' },
    { kodeToko: 'CAB02', kodeGudang: 'G1', kodeBaki: 'B1', namaBaki: 'Baki 1' },
  ]);
  const item = (kodeBarcode: string, kodeToko: string, kodeDept: string, berat: string, kodeBaki: string) => ({
    kodeBarcode, kodeToko, kodeGroup: 'CN', kodeDept, kodeIntern: kodeBarcode, namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75', hargaJual: 1000,
    kodeGudang: 'G1', kodeBaki,
  });
  await db().transaction(async (tx) => {
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: 'TB-1' }, idempotencyKey: 'tb-1', createdBy: 'test',
      entries: [item('A1', 'CAB01', 'E75', '1.250', 'B1'), item('A2', 'CAB01', 'E75', '2.500', 'B1'), item('A3', 'CAB01', 'E99', '0.750', 'B1'),
        item('A4', 'CAB01', 'E75', '3.000', 'B2'), item('S1', 'CAB01', 'E75', '1.000', 'B1')].map((one) => ({ kind: 'RECEIVED' as const, item: one })),
    });
    await postStockEntries(tx, { document: { kodeToko: 'CAB02', jenis: 'TAMBAH_BARANG', nomor: 'TB-2' }, idempotencyKey: 'tb-2', createdBy: 'test', entries: [{ kind: 'RECEIVED', item: item('X1', 'CAB02', 'E75', '2.000', 'B1') }] });
    await postStockEntries(tx, { document: { kodeToko: 'CAB01', jenis: 'JUAL', nomor: 'FJ-1' }, idempotencyKey: 'fj-1', createdBy: 'test', entries: [{ kind: 'SOLD', kodeBarcode: 'S1' }] });
  });
}

const balances = async () => (await db().select().from(saldoStok).orderBy(saldoStok.kodeToko, saldoStok.kodeDept))
  .map((row) => `${row.kodeToko} ${row.kodeDept} ${row.qty} ${row.berat}`);
async function expectLedgerConsistent() {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
}
const start = (ctx: SessionContext = kasir, kodeBaki = 'B1', key = 'start-key-1') => startOpname({ ctx, input: { kodeGudang: 'G1', kodeBaki, idempotencyKey: key } });
const opnameDocuments = async () => db().select().from(stokDokumen).where(eq(stokDokumen.jenisDokumen, 'STOCK_OPNAME'));

describe('stock opname', () => {
  it('counts a tray: found, foreign (and why), a scan once; closing adjusts exactly the missing grams, once', async () => {
    await seedStock();
    const started = await start();
    expect(started.noOpname).toMatch(/^SO-CAB01-\d{6}-0001$/);
    expect(started.expected.map((item) => item.kodeBarcode)).toEqual(['A1', 'A2', 'A3']);
    expect(started.totals).toMatchObject({ expectedQty: 3, expectedBerat: '4.500', foundQty: 0, missingQty: 3 });

    await scanOpname({ ctx: kasir, input: { noOpname: started.noOpname, barcodes: ['a1', 'A4'] } });
    const state = await scanOpname({ ctx: kasir, input: { noOpname: started.noOpname, barcodes: ['A1', 'X1', 'S1', 'ZZZ', ''] } });
    expect(state.totals).toMatchObject({ foundQty: 1, foundBerat: '1.250', missingQty: 2, missingBerat: '3.250' });
    expect(state.foreign).toEqual([
      { kodeBarcode: 'A4', reason: 'BAKI_LAIN', where: 'G1 / B2' },
      { kodeBarcode: 'S1', reason: 'TERJUAL', where: '' },
      { kodeBarcode: 'X1', reason: 'TOKO_LAIN', where: 'CAB02' },
      { kodeBarcode: 'ZZZ', reason: 'TIDAK_DIKENAL', where: '' },
    ]);
    // A1 scanned twice is one scan.
    expect((await db().select().from(stockOpnameScan)).length).toBe(5);
    // A reload (another device) reads the same count.
    expect((await readOpname({ ctx: spv, input: { noOpname: started.noOpname } })).totals).toEqual(state.totals);

    expect(await balances()).toEqual(['CAB01 E75 3 6.750', 'CAB01 E99 1 0.750', 'CAB02 E75 1 2.000']);
    const closed = await closeOpname({ ctx: spv, input: { noOpname: started.noOpname } });
    expect(closed).toMatchObject({ status: 'CLOSED', closedBy: 'spv', approvedBy: 'spv' });
    expect(closed.expected.map((item) => `${item.kodeBarcode} ${item.hasil}`)).toEqual(['A1 FOUND', 'A2 MISSING', 'A3 MISSING']);
    // A2 (2.500 g E75) and A3 (0.750 g E99) leave the stock: 6.750 − 2.500 = 4.250, 0.750 − 0.750 = 0.
    expect(await balances()).toEqual(['CAB01 E75 2 4.250', 'CAB01 E99 0 0.000', 'CAB02 E75 1 2.000']);
    const statuses = await db().select({ kode: barang.kodeBarcode, status: barang.status, baki: barang.kodeBaki }).from(barang).orderBy(barang.kodeBarcode);
    expect(statuses.filter((row) => row.kode.startsWith('A'))).toEqual([
      { kode: 'A1', status: 'READY', baki: 'B1' }, { kode: 'A2', status: 'MISSING', baki: '' }, { kode: 'A3', status: 'MISSING', baki: '' }, { kode: 'A4', status: 'READY', baki: 'B2' },
    ]);
    const documents = await opnameDocuments();
    expect(documents.map((row) => [row.noDokumen, row.jumlahMutasi])).toEqual([[started.noOpname, 2]]);
    await expectLedgerConsistent();

    await expect(closeOpname({ ctx: spv, input: { noOpname: started.noOpname } })).rejects.toMatchObject({ messageKey: 'opnameSudahDitutup' });
    await expect(scanOpname({ ctx: kasir, input: { noOpname: started.noOpname, barcodes: ['A2'] } })).rejects.toMatchObject({ messageKey: 'opnameSudahDitutup' });
    expect((await opnameDocuments()).length).toBe(1);
  });

  it('reports an item sold during the count instead of adjusting it', async () => {
    await seedStock();
    const { noOpname } = await start();
    await scanOpname({ ctx: kasir, input: { noOpname, barcodes: ['A1'] } });
    await db().transaction((tx) => postStockEntries(tx, { document: { kodeToko: 'CAB01', jenis: 'JUAL', nomor: 'FJ-2' }, idempotencyKey: 'fj-2', createdBy: 'test', entries: [{ kind: 'SOLD', kodeBarcode: 'A2' }] }));
    const closed = await closeOpname({ ctx: spv, input: { noOpname } });
    expect(closed.expected.map((item) => `${item.kodeBarcode} ${item.hasil}`)).toEqual(['A1 FOUND', 'A2 BERUBAH', 'A3 MISSING']);
    expect((await db().select({ status: barang.status }).from(barang).where(eq(barang.kodeBarcode, 'A2')))[0].status).toBe('SOLD');
    expect((await opnameDocuments()).map((row) => row.jumlahMutasi)).toEqual([1]);
    await expectLedgerConsistent();
  });

  it('closes for a cashier only with a supervisor\'s grant, spent once; refuses another shop and a hidden screen with nothing written', async () => {
    await seedStock();
    const { noOpname } = await start();
    await expect(closeOpname({ ctx: kasir, input: { noOpname } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(closeOpname({ ctx: contextFor('spv2', 'SPV', CAB02), input: { noOpname } })).rejects.toMatchObject({ messageKey: 'opnameTidakDitemukan' });
    await expect(scanOpname({ ctx: contextFor('kasir2', 'KASIR', CAB02), input: { noOpname, barcodes: ['A1'] } })).rejects.toMatchObject({ messageKey: 'opnameTidakDitemukan' });
    const hidden = { ...kasir, hiddenMenuKeys: new Set(['/stock-opname']) };
    await expect(start(hidden, 'B2', 'start-key-2')).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(closeOpname({ ctx: hidden, input: { noOpname } })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await opnameDocuments()).toEqual([]);
    expect((await db().select().from(stockOpname)).map((row) => row.status)).toEqual(['OPEN']);
    expect(await db().select().from(stockOpnameScan)).toEqual([]);

    const now = new Date();
    await db().insert(otorisasi).values({
      keystore: 'K7Q2M9', kodeToko: 'CAB01', client: 'CAB01', fitur: 'TUTUP_STOCK_OPNAME', subject: canonicalSubject(documentSubject(noOpname, 'tutup')), mode: 'MANUAL', status: 'APPROVED', inputBy: 'kasir',
      expiresAt: new Date(now.getTime() + 60_000), decidedBy: 'spv', decidedAt: now,
    });
    const closed = await closeOpname({ ctx: kasir, input: { noOpname, otorisasi: 'k7q2m9' } });
    expect(closed).toMatchObject({ status: 'CLOSED', closedBy: 'kasir', approvedBy: 'spv' });
    expect((await db().select({ usedAt: otorisasi.usedAt }).from(otorisasi))[0].usedAt).not.toBeNull();
    await expectLedgerConsistent();
  });

  it('starts once per key and one open count per place; refuses an unknown tray', async () => {
    await seedStock();
    const first = await start();
    expect((await start()).noOpname).toBe(first.noOpname);
    await expect(start(kasir, 'B1', 'start-key-2')).rejects.toMatchObject({ messageKey: 'opnameSudahDibuka' });
    await expect(start(kasir, 'B9', 'start-key-3')).rejects.toMatchObject({ messageKey: 'bakiTidakDitemukan' });
    await expect(startOpname({ ctx: kasir, input: { kodeGudang: '', idempotencyKey: 'start-key-4' } })).rejects.toMatchObject({ kind: 'validation' });
    const warehouse = await start(kasir, '', 'start-key-5');
    expect(warehouse.expected.map((item) => item.kodeBarcode)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect((await db().select().from(stockOpname).where(and(eq(stockOpname.kodeToko, 'CAB01')))).length).toBe(2);
  });

  it('keeps every scan once when two devices count one tray at the same time', async () => {
    await seedStock();
    const { noOpname } = await start();
    const deviceA = ['A1', 'A2', 'A4', 'ZZ1', 'ZZ2'];
    const deviceB = ['A2', 'A3', 'ZZ2', 'A1', 'ZZ3'];
    await Promise.all([
      ...deviceA.map((code) => scanOpname({ ctx: kasir, input: { noOpname, barcodes: [code] } })),
      ...deviceB.map((code) => scanOpname({ ctx: spv, input: { noOpname, barcodes: [code] } })),
      scanOpname({ ctx: spv, input: { noOpname, barcodes: [...deviceA, ...deviceB] } }),
    ]);
    const scans = (await db().select({ code: stockOpnameScan.kodeBarcode }).from(stockOpnameScan)).map((row) => row.code).sort();
    expect(scans).toEqual(['A1', 'A2', 'A3', 'A4', 'ZZ1', 'ZZ2', 'ZZ3']);
    const state = await readOpname({ ctx: kasir, input: { noOpname } });
    expect(state.totals).toMatchObject({ foundQty: 3, missingQty: 0, foundBerat: '4.500' });
    expect(state.foreign.length).toBe(4);
  });
});
