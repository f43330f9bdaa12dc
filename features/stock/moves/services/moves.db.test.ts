import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { findItemToMove, findTrayItems, pindahBarangItems, pindahSatuBaki } from './move-items';
import { batalTerimaKiriman, findIncomingShipments, findReceivedShipments, kirimBarangItems, terimaKiriman } from './kirim-barang';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const spv2 = contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' });
const ETALASE = 'CAB01-ETALASE';
// A day the demo's transfers (the last 90 days) leave without numbers: each document here is the day's first.
const now = new Date('2030-01-15T03:00:00Z');

const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const balance = async (kodeToko: string) =>
  Object.fromEntries((await rows<{ kode_dept: string; berat: string; qty: number }>(sql`select kode_dept, berat::text, qty from saldo_stok where kode_toko = ${kodeToko} order by kode_dept`))
    .map((row) => [row.kode_dept, `${row.berat}/${row.qty}`]));
/** A balance moved by whole items: `{ P18: [-14219, -1] }` takes 14,219 g and one piece off P18 (milligrams, pieces). */
const moved = (start: Record<string, string>, change: Record<string, [number, number]>) => Object.fromEntries(Object.entries(change).map(([dept, [mg, qty]]) => {
  const [grams, pieces] = start[dept].split('/');
  const total = BigInt(grams.replace('.', '')) + BigInt(mg);
  return [dept, `${total / 1000n}.${String(total % 1000n).padStart(3, '0')}/${Number(pieces) + qty}`];
}));
const place = async (barcode: string) =>
  (await rows<{ p: string }>(sql`select kode_toko || ' ' || kode_gudang || ' ' || kode_baki || ' ' || status as p from barang where kode_barcode = ${barcode}`))[0].p;
const counts = async () => (await rows<{ n: string }>(sql`
  select (select count(*) from pindah_barang) || '/' || (select count(*) from pindah_barang_detail) || '/' || (select count(*) from stok_dokumen) || '/' ||
         (select count(*) from mutasi_stok) || '/' || (select count(*) from kirim_barang) || '/' || (select count(*) from kirim_barang_detail) as n`))[0].n;
const expectLedgerAgrees = async () => {
  expect(await rows(sql`select * from stock_balance_mismatches()`)).toEqual([]);
  expect(await rows(sql`select * from stock_item_mismatches()`)).toEqual([]);
};
const seen = (kodeBarcode: string, kodeBaki: string, kodeGudang = ETALASE) => ({ kodeBarcode, kodeGudang, kodeBaki });

// Demo items (scale 1): CAB01000001 P18 14.219 g in BAKI-GL4, CAB01000002 LM 1.858 g in BAKI-CC1,
// CAB01000003 P18 2.354 g in BAKI-GL2, CAB01000004 ETU 3.973 g in BAKI-KL2 (after the demo's transfers). CAB01 holds P18 461.906 g / 81 pieces,
// LM 476.968 g / 70; CAB02 P18 463.571 g / 85, LM 317.162 g / 58 (after the demo's destroyed items and opname).
describe('pindah barang', () => {
  it('moves two items to another tray: one document, its entries, the shop balance per jenis unchanged, once per key', async () => {
    const before = await balance('CAB01');
    expect(await findItemToMove({ ctx: kasir, input: { kodeBarcode: 'CAB01000001' } }))
      .toEqual({ kodeBarcode: 'CAB01000001', namaBarang: expect.any(String), berat: '14.219', kodeGudang: ETALASE, kodeBaki: 'BAKI-GL4' });
    const input = { idempotencyKey: 'move-key-0001', kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1', items: [seen('CAB01000001', 'BAKI-GL4'), seen('CAB01000003', 'BAKI-GL2')] };
    const first = await pindahBarangItems({ ctx: kasir, input, now });
    expect(first).toEqual({ noPindah: 'PB-CAB01-300115-0001', replayed: false, totalQty: 2, totalBerat: '16.573' });
    expect(await pindahBarangItems({ ctx: kasir, input, now })).toEqual({ noPindah: 'PB-CAB01-300115-0001', replayed: true });
    expect(await place('CAB01000001')).toBe('CAB01 CAB01-ETALASE BAKI-CC1 READY');
    expect(await place('CAB01000003')).toBe('CAB01 CAB01-ETALASE BAKI-CC1 READY');
    expect(await rows(sql`select kode_gudang, kode_baki, total_qty, total_berat::text, input_by from pindah_barang where no_pindah = 'PB-CAB01-300115-0001'`))
      .toEqual([{ kode_gudang: ETALASE, kode_baki: 'BAKI-CC1', total_qty: 2, total_berat: '16.573', input_by: 'kasir' }]);
    expect(await rows(sql`select kode_barcode, berat::text, qty from pindah_barang_detail where no_pindah = 'PB-CAB01-300115-0001' order by kode_barcode`))
      .toEqual([{ kode_barcode: 'CAB01000001', berat: '14.219', qty: 1 }, { kode_barcode: 'CAB01000003', berat: '2.354', qty: 1 }]);
    expect(await rows(sql`select m.jenis_mutasi, m.dari_baki, m.ke_baki, m.qty, m.berat::text from mutasi_stok m join stok_dokumen d on d.id = m.dokumen_id
                          where d.no_dokumen = 'PB-CAB01-300115-0001' order by m.kode_barcode`))
      .toEqual([{ jenis_mutasi: 'MOVED', dari_baki: 'BAKI-GL4', ke_baki: 'BAKI-CC1', qty: 0, berat: '0.000' }, { jenis_mutasi: 'MOVED', dari_baki: 'BAKI-GL2', ke_baki: 'BAKI-CC1', qty: 0, berat: '0.000' }]);
    expect(await balance('CAB01')).toEqual(before);
    await expectLedgerAgrees();
  });

  it('lets exactly one of two users moving one item at the same moment succeed; the other is told where it went', async () => {
    const results = await Promise.allSettled([
      pindahBarangItems({ ctx: kasir, input: { idempotencyKey: 'race-kasir-01', kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1', items: [seen('CAB01000004', 'BAKI-KL2')] } }),
      pindahBarangItems({ ctx: spv, input: { idempotencyKey: 'race-spv-0001', kodeGudang: ETALASE, kodeBaki: 'BAKI-AT1', items: [seen('CAB01000004', 'BAKI-KL2')] } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    expect(refused).toMatchObject({ messageKey: 'stokBarangSudahPindah', values: { barcode: 'CAB01000004', baki: 'BAKI-KL2' } });
    expect(await rows(sql`select count(*)::int as n from pindah_barang where input_by in ('kasir', 'spv')`)).toEqual([{ n: 1 }]);
    await expectLedgerAgrees();
  });

  it('moves a whole tray: its READY items listed with count and weight, all to the new tray', async () => {
    const tray = await findTrayItems({ ctx: kasir, input: { kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1' } });
    const [{ n, berat }] = await rows<{ n: number; berat: string }>(sql`select count(*)::int as n, sum(berat)::text as berat from barang where kode_baki = 'BAKI-CC1' and kode_toko = 'CAB01' and status = 'READY'`);
    expect([tray.totalQty, tray.totalBerat]).toEqual([n, berat]);
    const done = await pindahSatuBaki({ ctx: kasir, input: { idempotencyKey: 'whole-tray-01', kodeGudang: ETALASE, kodeBaki: 'BAKI-AT1', items: tray.items.map((item) => seen(item.kodeBarcode, 'BAKI-CC1')) } });
    expect(done.totalQty).toBe(n);
    expect((await findTrayItems({ ctx: kasir, input: { kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1' } })).totalQty).toBe(0);
    await expectLedgerAgrees();
  });

  it('writes no half document when one item was sold, and refuses another shop, a hidden screen and the same tray', async () => {
    await db().transaction((tx) => postStockEntries(tx, { document: { kodeToko: 'CAB01', jenis: 'TEST', nomor: 'SOLD-1' }, idempotencyKey: 'test-sold-1', createdBy: 'test',
      entries: [{ kind: 'SOLD', kodeBarcode: 'CAB01000003' }] }));
    const before = await counts();
    await expect(pindahBarangItems({ ctx: kasir, input: { idempotencyKey: 'half-doc-001', kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1', items: [seen('CAB01000001', 'BAKI-GL4'), seen('CAB01000003', 'BAKI-GL2')] } }))
      .rejects.toMatchObject({ messageKey: 'stokBarangSudahTerjual', values: { barcode: 'CAB01000003' } });
    await expect(pindahBarangItems({ ctx: kasir2, input: { idempotencyKey: 'other-shop-01', kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-CC1', items: [seen('CAB01000001', 'BAKI-GL4')] } }))
      .rejects.toMatchObject({ messageKey: 'stokBarangTidakDitemukan' });
    await expect(pindahBarangItems({ ctx: { ...kasir, hiddenMenuKeys: new Set(['/pindah-barang']) }, input: { idempotencyKey: 'hidden-0001', kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1', items: [seen('CAB01000001', 'BAKI-GL4')] } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
    await expect(pindahBarangItems({ ctx: kasir, input: { idempotencyKey: 'same-tray-01', kodeGudang: ETALASE, kodeBaki: 'BAKI-GL4', items: [seen('CAB01000001', 'BAKI-GL4')] } }))
      .rejects.toMatchObject({ messageKey: 'pindahBakiSama' });
    await expect(pindahBarangItems({ ctx: kasir, input: { idempotencyKey: 'no-tray-001', kodeGudang: ETALASE, kodeBaki: 'BAKI-XX9', items: [seen('CAB01000001', 'BAKI-GL4')] } }))
      .rejects.toMatchObject({ messageKey: 'bakiTidakDitemukan' });
    await expect(findItemToMove({ ctx: kasir, input: { kodeBarcode: 'CAB01000003' } })).rejects.toMatchObject({ messageKey: 'stokBarangSudahTerjual' });
    expect(await counts()).toBe(before);
    await expectLedgerAgrees();
  });
});

describe('kirim barang, penerimaan and batal penerimaan', () => {
  it('sends items into transit, the receiving shop takes them in; a cancel sends them back to the origin', async () => {
    // The two items: CAB01000001 is P18 of 14,219 g, CAB01000002 LM of 1,858 g (16,077 g together).
    const start = { CAB01: await balance('CAB01'), CAB02: await balance('CAB02') };
    const cab01Sent = moved(start.CAB01, { P18: [-14_219, -1], LM: [-1_858, -1] });
    const input = { idempotencyKey: 'send-key-0001', kodeTokoTujuan: 'CAB02', keterangan: 'stok cabang', items: [seen('CAB01000001', 'BAKI-GL4'), seen('CAB01000002', 'BAKI-CC1')] };
    const sent = await kirimBarangItems({ ctx: kasir, input, now });
    expect(sent).toEqual({ noKirim: 'KB-CAB01-300115-0001', replayed: false, totalQty: 2, totalBerat: '16.077' });
    expect(await kirimBarangItems({ ctx: kasir, input, now })).toEqual({ noKirim: 'KB-CAB01-300115-0001', replayed: true });
    expect(await place('CAB01000001')).toBe('CAB02   TRANSIT');
    expect(await balance('CAB01')).toMatchObject(cab01Sent);
    expect(await balance('CAB02')).toMatchObject(moved(start.CAB02, { P18: [0, 0], LM: [0, 0] }));
    await expectLedgerAgrees();

    expect((await findIncomingShipments({ ctx: kasir2 })).map((row) => [row.noKirim, row.kodeToko, row.totalQty, row.totalBerat])).toEqual([['KB-CAB01-300115-0001', 'CAB01', 2, '16.077']]);
    expect(await findIncomingShipments({ ctx: kasir })).toEqual([]);
    await expect(terimaKiriman({ ctx: kasir, input: { idempotencyKey: 'wrong-shop-1', noKirim: sent.noKirim, kodeGudang: ETALASE, kodeBaki: 'BAKI-CC1' } }))
      .rejects.toMatchObject({ messageKey: 'kirimBarangTidakDitemukan' });
    const pusat = contextFor('owner', 'OWN');
    await expect(terimaKiriman({ ctx: pusat, input: { idempotencyKey: 'wrong-shop-2', noKirim: sent.noKirim, kodeGudang: 'PUSAT-ETALASE', kodeBaki: 'BAKI-CC1' } }))
      .rejects.toMatchObject({ messageKey: 'kirimBarangTidakDitemukan' });
    const terima = { idempotencyKey: 'receive-0001', noKirim: sent.noKirim, kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-LT2' };
    expect(await terimaKiriman({ ctx: kasir2, input: terima, now })).toEqual({ noTerima: 'TR-CAB02-300115-0001', replayed: false });
    expect(await terimaKiriman({ ctx: kasir2, input: terima, now })).toEqual({ noTerima: 'TR-CAB02-300115-0001', replayed: true });
    await expect(terimaKiriman({ ctx: kasir2, input: { ...terima, idempotencyKey: 'receive-0002' } })).rejects.toMatchObject({ messageKey: 'kirimSudahDiterima' });
    expect(await place('CAB01000002')).toBe('CAB02 CAB02-ETALASE BAKI-LT2 READY');
    expect(await balance('CAB01')).toMatchObject(cab01Sent);
    expect(await balance('CAB02')).toMatchObject(moved(start.CAB02, { P18: [14_219, 1], LM: [1_858, 1] }));
    await expectLedgerAgrees();

    // A cashier needs a supervisor's grant: refused, nothing written.
    const before = await counts();
    await expect(batalTerimaKiriman({ ctx: kasir2, input: { idempotencyKey: 'cancel-0001', noKirim: sent.noKirim, grant: null } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    expect(await counts()).toBe(before);
    expect((await findReceivedShipments({ ctx: spv2 })).map((row) => row.noKirim)).toEqual([sent.noKirim]);
    expect(await batalTerimaKiriman({ ctx: spv2, input: { idempotencyKey: 'cancel-0002', noKirim: sent.noKirim, grant: null }, now })).toEqual({ noBatal: 'BT-CAB02-300115-0001', replayed: false });
    expect(await place('CAB01000001')).toBe('CAB01   TRANSIT');
    expect(await balance('CAB02')).toMatchObject(moved(start.CAB02, { P18: [0, 0], LM: [0, 0] }));
    expect(await balance('CAB01')).toMatchObject(cab01Sent);
    // Back at the origin: its Penerimaan Barang lists the shipment and takes the items back into a tray.
    expect((await findIncomingShipments({ ctx: kasir })).map((row) => [row.noKirim, row.status])).toEqual([[sent.noKirim, 'DIKEMBALIKAN']]);
    await terimaKiriman({ ctx: kasir, input: { idempotencyKey: 'receive-back-1', noKirim: sent.noKirim, kodeGudang: ETALASE, kodeBaki: 'BAKI-GL4' } });
    expect(await balance('CAB01')).toMatchObject(moved(start.CAB01, { P18: [0, 0], LM: [0, 0] }));
    await expectLedgerAgrees();
  });

  it('refuses a cancel once an item moved since its reception, a switched-off module and the own shop as destination', async () => {
    const { noKirim } = await kirimBarangItems({ ctx: kasir, input: { idempotencyKey: 'send-key-0002', kodeTokoTujuan: 'CAB02', items: [seen('CAB01000001', 'BAKI-GL4'), seen('CAB01000002', 'BAKI-CC1')] } });
    await terimaKiriman({ ctx: kasir2, input: { idempotencyKey: 'receive-0003', noKirim, kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-LT2' } });
    await pindahBarangItems({ ctx: kasir2, input: { idempotencyKey: 'move-after-01', kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-LT3', items: [seen('CAB01000002', 'BAKI-LT2', 'CAB02-ETALASE')] } });
    const before = await counts();
    await expect(batalTerimaKiriman({ ctx: spv2, input: { idempotencyKey: 'cancel-0003', noKirim, grant: null } }))
      .rejects.toMatchObject({ messageKey: 'batalTerimaBarangSudahPindah', values: { barcode: 'CAB01000002' } });
    const off = { ...kasir, settings: { ...kasir.settings, KIRIM_BARANG_MODULE: 'false' } };
    await expect(kirimBarangItems({ ctx: off, input: { idempotencyKey: 'module-off-1', kodeTokoTujuan: 'CAB02', items: [seen('CAB01000003', 'BAKI-GL2')] } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(kirimBarangItems({ ctx: kasir, input: { idempotencyKey: 'own-shop-01', kodeTokoTujuan: 'CAB01', items: [seen('CAB01000003', 'BAKI-GL2')] } })).rejects.toMatchObject({ messageKey: 'kirimTokoTujuanInvalid' });
    await expect(kirimBarangItems({ ctx: kasir2, input: { idempotencyKey: 'other-item-1', kodeTokoTujuan: 'PUSAT', items: [seen('CAB01000003', 'BAKI-GL2')] } })).rejects.toMatchObject({ messageKey: 'stokBarangTidakDitemukan' });
    const hidden = (ctx: typeof kasir, path: string) => ({ ...ctx, hiddenMenuKeys: new Set([path]) });
    await expect(kirimBarangItems({ ctx: hidden(kasir, '/kirim-barang'), input: { idempotencyKey: 'hidden-send-1', kodeTokoTujuan: 'CAB02', items: [seen('CAB01000003', 'BAKI-GL2')] } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(findIncomingShipments({ ctx: hidden(kasir2, '/penerimaan-barang') })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(batalTerimaKiriman({ ctx: hidden(spv2, '/batal-penerimaan-barang'), input: { idempotencyKey: 'hidden-cancel', noKirim, grant: null } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(terimaKiriman({ ctx: hidden(kasir2, '/penerimaan-barang'), input: { idempotencyKey: 'hidden-recv-1', noKirim, kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-LT2' } })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await counts()).toBe(before);
    await expectLedgerAgrees();
  });
});
