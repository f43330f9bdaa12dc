import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { baki, gudang, timbangBaki, timbangBakiDetail } from '@/features/stock/schema';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { toko } from '@/lib/db/schema/shop';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { saveWeighing } from './save-weighing';
import { getWeighing, resetWeighing, startWeighing } from './weighing-session';

const { db } = useTestDatabase({ demo: false });
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir1', 'KASIR', shop);
const tray = { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1' };

/** A tray weighing 412,500 g empty with three items of gross 5,125 + 3,250 + 10,007 = 18,382 g; another shop's tray. */
async function seed() {
  await db().insert(toko).values([{ kodeToko: 'CAB01', namaToko: 'Cabang 1' }, { kodeToko: 'CAB02', namaToko: 'Cabang 2' }]);
  await db().insert(groupBarang).values({ kodeGroup: 'CC', namaGroup: 'Cincin' });
  await db().insert(jenis).values({ kodeDept: 'EMU', namaDept: 'Emas Muda', kadar: '37.5', kadarCetak: '375' });
  await db().insert(gudang).values([{ kodeToko: 'CAB01', kodeGudang: 'CAB01-ETALASE', namaGudang: 'Etalase' }, { kodeToko: 'CAB02', kodeGudang: 'CAB02-ETALASE', namaGudang: 'Etalase' }]);
  await db().insert(baki).values([
    { kodeToko: 'CAB01', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1', namaBaki: 'Cincin 1', beratBaki: '412.500' },
    { kodeToko: 'CAB01', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-KOSONG', namaBaki: 'Kosong', beratBaki: '300.000' },
    { kodeToko: 'CAB02', kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-CC1', namaBaki: 'Cincin 1', beratBaki: '400.000' },
  ]);
  const item = (kodeBarcode: string, namaBarang: string, berat: string, beratKotor: string, kodeToko = 'CAB01') => ({
    kodeBarcode, kodeToko, kodeGroup: 'CC', kodeDept: 'EMU', kodeIntern: kodeBarcode, namaBarang, berat, beratKotor, kadar: '37.5',
    hargaJual: 1_000_000, kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: 'BAKI-CC1',
  });
  await db().transaction(async (tx) => {
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: 'TB-1' },
      entries: [item('B0003', 'Cincin Anak', '5.000', '5.125'), item('B0001', 'Gelang Rantai', '3.100', '3.250'), item('B0002', 'Anting Bulat', '10.000', '10.007'), item('SOLD1', 'Terjual', '2.000', '2.000')]
        .map((one) => ({ kind: 'RECEIVED' as const, item: one })),
      idempotencyKey: 'tb-1', createdBy: 'test',
    });
    await postStockEntries(tx, { document: { kodeToko: 'CAB01', jenis: 'JUAL', nomor: 'FJ-1' }, entries: [{ kind: 'SOLD', kodeBarcode: 'SOLD1' }], idempotencyKey: 'fj-1', createdBy: 'test' });
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB02', jenis: 'TAMBAH_BARANG', nomor: 'TB-2' },
      entries: [{ kind: 'RECEIVED', item: item('X0001', 'Lain Toko', '1.000', '1.000', 'CAB02') }], idempotencyKey: 'tb-2', createdBy: 'test',
    });
  });
}

const written = async () => ({
  headers: (await db().select({ n: count() }).from(timbangBaki))[0].n,
  lines: (await db().select({ n: count() }).from(timbangBakiDetail))[0].n,
});

async function expectLedgerClean() {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
}

describe('tray weighing', () => {
  it('starts from the READY items, sorted as asked, and gets the open weighing', async () => {
    await seed();
    const started = await startWeighing({ ctx: kasir, input: { ...tray, sort: 'nama_barang' } });
    expect(started.noTimbang).toMatch(/^TBK-CAB01-\d{6}-0001$/);
    expect(started).toMatchObject({ beratBaki: '412.500', jumlahBarang: 3, beratBarang: '18.382', toleransi: '0.050', status: 'PROSES', createdBy: 'kasir1' });
    expect(started.items.map((item) => item.namaBarang)).toEqual(['Anting Bulat', 'Cincin Anak', 'Gelang Rantai']);
    const again = await startWeighing({ ctx: kasir, input: tray });
    expect(again.noTimbang).toBe(started.noTimbang);
    expect(again.items.map((item) => item.kodeBarcode)).toEqual(['B0001', 'B0002', 'B0003']);
    expect((await getWeighing({ ctx: kasir, input: tray }))?.noTimbang).toBe(started.noTimbang);
    expect(await written()).toEqual({ headers: 1, lines: 3 });
    await expectLedgerClean();
  });

  it('is OK within the tolerance: 430,900 − 412,500 = 18,400 g, 0,018 g over 18,382', async () => {
    await seed();
    const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
    const saved = await saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang: '430,900' }, now: new Date('2026-11-23T03:00:00Z') });
    expect(saved).toEqual({ noTimbang, beratTimbang: '430.900', beratBersih: '18.400', selisih: '0.018', status: 'OK', replayed: false });
    const [row] = await db().select().from(timbangBaki);
    expect(row).toMatchObject({ status: 'OK', beratTimbang: '430.900', selisih: '0.018', ditimbangBy: 'kasir1', ditimbangAt: new Date('2026-11-23T03:00:00Z') });
    expect(await getWeighing({ ctx: kasir, input: tray })).toBeNull();
  });

  it('is SELISIH past the tolerance on either side, and exactly at it still OK', async () => {
    await seed();
    const weigh = async (beratTimbang: string) => {
      const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
      return saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang } });
    };
    // 412,500 + 18,382 = 430,882 expected gross.
    expect(await weigh('430.932')).toMatchObject({ selisih: '0.050', status: 'OK' });
    expect(await weigh('430.933')).toMatchObject({ selisih: '0.051', status: 'SELISIH' });
    expect(await weigh('425.882')).toMatchObject({ beratBersih: '13.382', selisih: '-5.000', status: 'SELISIH' });
  });

  it('saves once: the same reading replays, another is refused', async () => {
    await seed();
    const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
    await saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang: '430.882' } });
    expect(await saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang: '430,882' } })).toMatchObject({ replayed: true, status: 'OK', selisih: '0.000' });
    await expect(saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang: '431' } })).rejects.toMatchObject({ messageKey: 'timbangSudahDisimpan' });
  });

  it('reset discards the open weighing only', async () => {
    await seed();
    const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
    expect(await resetWeighing({ ctx: kasir, input: tray })).toEqual({ discarded: noTimbang });
    expect(await written()).toEqual({ headers: 0, lines: 0 });
    expect(await resetWeighing({ ctx: kasir, input: tray })).toEqual({ discarded: null });
  });

  it('says Data Tidak Tersedia for an empty tray and writes nothing', async () => {
    await seed();
    await expect(startWeighing({ ctx: kasir, input: { kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-KOSONG' } })).rejects.toMatchObject({ messageKey: 'timbangDataTidakTersedia' });
    expect(await written()).toEqual({ headers: 0, lines: 0 });
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    await seed();
    await expect(startWeighing({ ctx: kasir, input: { kodeGudang: '', kodeBaki: 'BAKI-CC1' } })).rejects.toMatchObject({ messageKey: 'pilihKodeGudang' });
    await expect(startWeighing({ ctx: kasir, input: { kodeGudang: 'CAB01-ETALASE' } })).rejects.toMatchObject({ messageKey: 'pilihKodeBaki' });
    const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
    for (const beratTimbang of ['', 'abc', '-1', '0', '1.2345']) {
      await expect(saveWeighing({ ctx: kasir, input: { noTimbang, beratTimbang } })).rejects.toMatchObject({ kind: 'validation' });
    }
    const [row] = await db().select().from(timbangBaki);
    expect(row).toMatchObject({ status: 'PROSES', beratTimbang: null });
  });

  it('refuses another shop\'s tray and weighing, and a user whose access tree hides the screen', async () => {
    await seed();
    const other = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
    await expect(startWeighing({ ctx: kasir, input: { kodeGudang: 'CAB02-ETALASE', kodeBaki: 'BAKI-CC1' } })).rejects.toMatchObject({ messageKey: 'bakiTidakDitemukan' });
    const { noTimbang } = await startWeighing({ ctx: kasir, input: tray });
    await expect(saveWeighing({ ctx: other, input: { noTimbang, beratTimbang: '430.882' } })).rejects.toMatchObject({ messageKey: 'timbangTidakAda' });
    const hidden: SessionContext = { ...kasir, user: { ...kasir.user, userId: 'kasir-hidden' }, hiddenMenuKeys: new Set(['/timbang-baki']) };
    await expect(startWeighing({ ctx: hidden, input: tray })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(saveWeighing({ ctx: hidden, input: { noTimbang, beratTimbang: '430.882' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(resetWeighing({ ctx: hidden, input: tray })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(getWeighing({ ctx: hidden, input: tray })).rejects.toMatchObject({ kind: 'forbidden' });
    const [row] = await db().select().from(timbangBaki);
    expect(row).toMatchObject({ status: 'PROSES' });
  });
});
