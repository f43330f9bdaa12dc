import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { findMasterRows, getMasterOptions } from '@/features/masters/services/read-master';
import { MASTER_SERVICES } from '@/features/masters/services/registry';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { masterSchema } from '@/lib/masters/schema';
import { readGoldPrices } from '@/features/stock';
import { findGoldPriceHistory } from './gold-price-history';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const su = contextFor('su', 'SU');
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv2 = contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' });
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const sales = contextFor('sales', 'USER', { kodeToko: 'CAB01', appType: 'CABANG' });
const page = { page: 1, pageSize: 100, sort: null, dir: 'asc' as const, q: '' };

const rows = async (query: string) => (await db().execute(sql.raw(query))).rows;
const count = async (table: string) => ((await rows(`select count(*)::int as n from ${table}`))[0] as { n: number }).n;
/** Every stock master table, counted: a refused write leaves them all as they were. */
const TABLES = ['gudang', 'baki', 'group_barang', 'jenis', 'kadar', 'bandrol', 'kondisi_barang', 'supplier', 'harga_emas', 'parameter_ongkos'];
const snapshot = () => Promise.all(TABLES.map(count));

async function receiveItem(kodeToko: string, kodeBarcode: string, extra: Record<string, unknown>) {
  await db().transaction((tx) => postStockEntries(tx, {
    document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-TEST-${kodeBarcode}` },
    entries: [{ kind: 'RECEIVED', item: {
      kodeBarcode, kodeToko, kodeGroup: 'CC', kodeDept: 'EMU', kodeIntern: 'IN-T', namaBarang: 'Cincin Uji', berat: '2.000', size: '', kadar: '70.00',
      ongkos: 0, hargaJual: 1_000_000, kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: 'BAKI-CC1', ...extra,
    } }],
    idempotencyKey: `test:${kodeBarcode}`, createdBy: 'test',
  }));
}

describe('Master Gudang and Master Baki: the places of the user\'s shop', () => {
  it('adds, edits and deletes a warehouse of the own shop; another shop\'s rows are neither seen nor touched', async () => {
    await saveMaster({ ctx: spv, input: { id: 'gudang', value: { kode_gudang: 'gd-lantai2', nama_gudang: 'Lantai Dua' } } });
    expect(await rows(`select kode_toko, kode_gudang, nama_gudang, created_by from gudang where kode_gudang = 'GD-LANTAI2'`))
      .toEqual([{ kode_toko: 'CAB01', kode_gudang: 'GD-LANTAI2', nama_gudang: 'Lantai Dua', created_by: 'spv' }]);
    await saveMaster({ ctx: spv, input: { id: 'gudang', key: 'GD-LANTAI2', value: { kode_gudang: 'OTHER', nama_gudang: 'Lantai 2 Belakang' } } });
    expect(await rows(`select kode_gudang, nama_gudang from gudang where kode_toko = 'CAB01' and kode_gudang like 'GD-%'`))
      .toEqual([{ kode_gudang: 'GD-LANTAI2', nama_gudang: 'Lantai 2 Belakang' }]);

    // CAB02 lists only its three warehouses, and CAB01's row is not found for it (edit and delete).
    const list = await findMasterRows({ ctx: spv2, input: { id: 'gudang', ...page } });
    expect(list.data.map((row) => row.kode_gudang)).toEqual(['CAB02-BRANKAS', 'CAB02-CUCI', 'CAB02-ETALASE']);
    await expect(saveMaster({ ctx: spv2, input: { id: 'gudang', key: 'GD-LANTAI2', value: { kode_gudang: 'GD-LANTAI2', nama_gudang: 'X' } } })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(deleteMaster({ ctx: spv2, input: { id: 'gudang', key: 'GD-LANTAI2' } })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(deleteMaster({ ctx: spv2, input: { id: 'gudang', key: 'CAB01-CUCI' } })).rejects.toMatchObject({ kind: 'not-found' });

    await deleteMaster({ ctx: spv, input: { id: 'gudang', key: 'GD-LANTAI2' } });
    expect(await count(`gudang where kode_gudang = 'GD-LANTAI2'`)).toBe(0);
  });

  it('refuses deleting a warehouse that has trays or items, and a tray holding items', async () => {
    await expect(deleteMaster({ ctx: spv, input: { id: 'gudang', key: 'CAB01-ETALASE' } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'gudangDipakai', values: { kode: 'CAB01-ETALASE' } });
    // A hand-made warehouse with no tray but one item placed in it (a tray of another warehouse is not needed).
    await saveMaster({ ctx: spv, input: { id: 'gudang', value: { kode_gudang: 'GD-UJI', nama_gudang: 'Uji' } } });
    await saveMaster({ ctx: spv, input: { id: 'baki', value: { kode_baki: 'BK-UJI', nama_baki: 'Baki Uji', kode_gudang: 'GD-UJI', berat_baki: '412,5' } } });
    expect(await rows(`select kode_gudang, berat_baki from baki where kode_toko = 'CAB01' and kode_baki = 'BK-UJI'`)).toEqual([{ kode_gudang: 'GD-UJI', berat_baki: '412.500' }]);
    await expect(deleteMaster({ ctx: spv, input: { id: 'gudang', key: 'GD-UJI' } })).rejects.toMatchObject({ messageKey: 'gudangDipakai' });
    await receiveItem('CAB01', 'UJI000001', { kodeGudang: 'GD-UJI', kodeBaki: 'BK-UJI' });
    await expect(deleteMaster({ ctx: spv, input: { id: 'baki', key: 'BK-UJI' } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'bakiDipakai', values: { kode: 'BK-UJI' } });
    // The seeded trays hold the demo's items.
    await expect(deleteMaster({ ctx: spv, input: { id: 'baki', key: 'BAKI-CC1' } })).rejects.toMatchObject({ messageKey: 'bakiDipakai' });
    // A tray holding items does not move to another warehouse either.
    await expect(saveMaster({ ctx: spv, input: { id: 'baki', key: 'BK-UJI', value: { kode_baki: 'BK-UJI', nama_baki: 'Baki Uji', kode_gudang: 'CAB01-CUCI', berat_baki: '1' } } }))
      .rejects.toMatchObject({ messageKey: 'bakiDipakai', field: 'kode_gudang' });
    expect(await count(`baki where kode_baki = 'BK-UJI'`)).toBe(1);
    expect(await rows('select * from stock_balance_mismatches()')).toEqual([]);
    expect(await rows('select * from stock_item_mismatches()')).toEqual([]);
  });

  it('adds a tray only in a warehouse of the own shop, edits its weight and deletes an empty one', async () => {
    const options = await getMasterOptions({ ctx: spv, input: { id: 'baki' } });
    expect(options.gudangs?.map((option) => option.value)).toEqual(['CAB01-BRANKAS', 'CAB01-CUCI', 'CAB01-ETALASE']);
    await expect(saveMaster({ ctx: spv, input: { id: 'baki', value: { kode_baki: 'BK-X', nama_baki: 'X', kode_gudang: 'CAB02-BRANKAS', berat_baki: '1' } } }))
      .rejects.toMatchObject({ messageKey: 'optionUnknown', field: 'kode_gudang' });
    await saveMaster({ ctx: spv, input: { id: 'baki', value: { kode_baki: 'bk-brankas1', nama_baki: 'Brankas 1', kode_gudang: 'CAB01-BRANKAS', berat_baki: '398,250' } } });
    await saveMaster({ ctx: spv, input: { id: 'baki', key: 'BK-BRANKAS1', value: { kode_baki: 'BK-BRANKAS1', nama_baki: 'Brankas Satu', kode_gudang: 'CAB01-BRANKAS', berat_baki: '400.125' } } });
    expect(await MASTER_SERVICES.baki.find(db(), spv, 'BK-BRANKAS1')).toEqual({ kode_baki: 'BK-BRANKAS1', nama_baki: 'Brankas Satu', kode_gudang: 'CAB01-BRANKAS', berat_baki: '400.125' });
    expect(await MASTER_SERVICES.baki.find(db(), spv2, 'BK-BRANKAS1')).toBeUndefined();
    await deleteMaster({ ctx: spv, input: { id: 'baki', key: 'BK-BRANKAS1' } });
    expect(await count(`baki where kode_baki = 'BK-BRANKAS1'`)).toBe(0);
  });

  it('keeps warehouses and trays to the shop\'s supervisor, the owner and super users; the shop always the session\'s', async () => {
    const before = await snapshot();
    for (const ctx of [kasir, sales]) {
      await expect(saveMaster({ ctx, input: { id: 'gudang', value: { kode_gudang: 'GD-X', nama_gudang: 'X' } } })).rejects.toMatchObject({ kind: 'forbidden' });
      await expect(saveMaster({ ctx, input: { id: 'baki', value: { kode_baki: 'BK-X', nama_baki: 'X', kode_gudang: 'CAB01-CUCI', berat_baki: '1' } } })).rejects.toMatchObject({ kind: 'forbidden' });
      await expect(deleteMaster({ ctx, input: { id: 'gudang', key: 'CAB01-CUCI' } })).rejects.toMatchObject({ kind: 'forbidden' });
      // Reading stays open to them.
      // The demo's 20 trays of CAB01 and its buyback tray BAKI-BELI.
      expect((await findMasterRows({ ctx, input: { id: 'baki', ...page } })).meta.total).toBe(21);
    }
    // Every shop has a BAKI-CC1: each list holds its own only.
    const trays = await findMasterRows({ ctx: spv2, input: { id: 'baki', ...page, q: 'BAKI-CC1' } });
    expect(trays.data).toEqual([{ kode_baki: 'BAKI-CC1', nama_baki: 'CINCIN 1', kode_gudang: 'CAB02-ETALASE', berat_baki: '412.500' }]);
    // A kode_toko sent with the form is ignored: the row goes to the session's shop.
    await saveMaster({ ctx: spv2, input: { id: 'gudang', value: { kode_gudang: 'GD-Y', nama_gudang: 'Y', kode_toko: 'CAB01' } } });
    expect(await rows(`select kode_toko from gudang where kode_gudang = 'GD-Y'`)).toEqual([{ kode_toko: 'CAB02' }]);
    const after = await snapshot();
    after[0] -= 1;
    expect(after).toEqual(before);
  });
});

describe('the chain-wide stock masters', () => {
  it('adds, edits and deletes a group, a jenis, a kadar, a price tag, an item condition and a supplier', async () => {
    const cases = [
      { id: 'group', add: { kode_group: 'gw', nama_group: 'GIWANG' }, edit: { nama_group: 'GIWANG BARU' }, key: 'GW' },
      { id: 'jenis', add: { kode_dept: 'e16', nama_dept: 'EMAS 16K', kadar: '66,5', kadar_cetak: '665' }, edit: { nama_dept: 'EMAS 16 KARAT', kadar: '66.60', kadar_cetak: '16K' }, key: 'E16' },
      { id: 'kadar', add: { kode_kadar: 'k700', nama_kadar: '700', kadar: '70' }, edit: { nama_kadar: 'Tujuh Ratus', kadar: '70,25' }, key: 'K700' },
      { id: 'bandrol', add: { kode_bandrol: 'merah', nama_bandrol: 'Bandrol Merah' }, edit: { nama_bandrol: 'Merah Tua' }, key: 'MERAH' },
      { id: 'kondisi-barang', add: { kode_kondisi: 'baru', nama_kondisi: 'Baru' }, edit: { nama_kondisi: 'Baru Sekali' }, key: 'BARU' },
      { id: 'supplier', add: { kode_supplier: 'sp01', nama_supplier: 'UD Sinar', alamat: 'Jl. Braga 1', no_hp: '0812' }, edit: { nama_supplier: 'UD Sinar Jaya', alamat: '', no_hp: '' }, key: 'SP01' },
    ] as const;
    for (const { id, add, edit, key } of cases) {
      await saveMaster({ ctx: owner, input: { id, value: add } });
      const keyField = Object.keys(add)[0];
      await saveMaster({ ctx: su, input: { id, key, value: { ...add, ...edit } } });
      const stored = await MASTER_SERVICES[id].find(db(), owner, key);
      expect(stored, id).toMatchObject({ [keyField]: key });
      await deleteMaster({ ctx: owner, input: { id, key } });
      expect(await MASTER_SERVICES[id].find(db(), owner, key), id).toBeUndefined();
    }
  });

  it('stores a jenis\'s kadar exactly and refuses one above 100 with "Tidak Boleh Melebihi 100 !"', async () => {
    await saveMaster({ ctx: owner, input: { id: 'jenis', value: { kode_dept: 'E16', nama_dept: 'EMAS 16K', kadar: '66,5', kadar_cetak: '665' } } });
    expect(await rows(`select kadar, kadar_cetak from jenis where kode_dept = 'E16'`)).toEqual([{ kadar: '66.50', kadar_cetak: '665' }]);
    expect(masterSchema('jenis').safeParse({ kode_dept: 'X', nama_dept: 'X', kadar: '100,01', kadar_cetak: '1' }).error?.issues.map((issue) => issue.message)).toEqual(['percentOver100']);
    await expect(saveMaster({ ctx: owner, input: { id: 'kadar', value: { kode_kadar: 'K', nama_kadar: 'K', kadar: '101' } } })).rejects.toMatchObject({ kind: 'validation' });
    expect(await count(`kadar`)).toBe(0);
  });

  it('refuses deleting a group, jenis, price tag or supplier that items, prices or making fees use', async () => {
    await saveMaster({ ctx: owner, input: { id: 'bandrol', value: { kode_bandrol: 'MERAH', nama_bandrol: 'Merah' } } });
    await saveMaster({ ctx: owner, input: { id: 'supplier', value: { kode_supplier: 'SP01', nama_supplier: 'UD Sinar', alamat: '', no_hp: '' } } });
    await receiveItem('CAB01', 'UJI000002', { kodeBandrol: 'MERAH', kodeSupplier: 'SP01' });
    await expect(deleteMaster({ ctx: owner, input: { id: 'bandrol', key: 'MERAH' } })).rejects.toMatchObject({ kind: 'conflict', messageKey: 'bandrolDipakai', values: { kode: 'MERAH' } });
    await expect(deleteMaster({ ctx: owner, input: { id: 'supplier', key: 'SP01' } })).rejects.toMatchObject({ messageKey: 'supplierDipakai' });
    await expect(deleteMaster({ ctx: owner, input: { id: 'group', key: 'CC' } })).rejects.toMatchObject({ messageKey: 'groupDipakai', values: { kode: 'CC' } });
    await expect(deleteMaster({ ctx: owner, input: { id: 'jenis', key: 'EMU' } })).rejects.toMatchObject({ messageKey: 'jenisDipakai' });
    // A jenis with a gold price only (no item), and a group with a making fee only.
    await saveMaster({ ctx: owner, input: { id: 'jenis', value: { kode_dept: 'E16', nama_dept: 'EMAS 16K', kadar: '66', kadar_cetak: '660' } } });
    await saveMaster({ ctx: owner, input: { id: 'harga-emas', key: 'E16', value: { kode_dept: 'E16', harga_jual: '1.000.000', harga_beli: '900000' } } });
    await expect(deleteMaster({ ctx: owner, input: { id: 'jenis', key: 'E16' } })).rejects.toMatchObject({ messageKey: 'jenisDipakai' });
    await saveMaster({ ctx: owner, input: { id: 'group', value: { kode_group: 'GW', nama_group: 'GIWANG' } } });
    await saveMaster({ ctx: owner, input: { id: 'ongkos', value: { kode_group: 'GW', kode_dept: 'EMU', ongkos: '50000' } } });
    await expect(deleteMaster({ ctx: owner, input: { id: 'group', key: 'GW' } })).rejects.toMatchObject({ messageKey: 'groupDipakai' });
    // A group and a jenis that only a buyback line names (an outside item bought back): refused the same way.
    await saveMaster({ ctx: owner, input: { id: 'group', value: { kode_group: 'GB', nama_group: 'GELANG BELI' } } });
    await saveMaster({ ctx: owner, input: { id: 'jenis', value: { kode_dept: 'EB', nama_dept: 'EMAS BELI', kadar: '70', kadar_cetak: '700' } } });
    await db().execute(sql`insert into pembelian_detail (no_faktur_beli, urutan, kondisi, kelompok_harga, kode_group, kode_dept, nama_barang,
        harga_emas, berat_nota, berat, harga_nota, harga)
      select no_faktur_beli, 999, 'BAGUS', 'LUAR', 'GB', 'EB', 'Gelang Luar', 1000000, 1.000, 1.000, 900000, 900000 from pembelian limit 1`);
    expect(await count(`pembelian_detail where kode_group = 'GB' and kode_dept = 'EB'`)).toBe(1);
    await expect(deleteMaster({ ctx: owner, input: { id: 'group', key: 'GB' } })).rejects.toMatchObject({ kind: 'conflict', messageKey: 'groupDipakai', values: { kode: 'GB' } });
    await expect(deleteMaster({ ctx: owner, input: { id: 'jenis', key: 'EB' } })).rejects.toMatchObject({ kind: 'conflict', messageKey: 'jenisDipakai', values: { kode: 'EB' } });
    expect(await count(`group_barang where kode_group = 'GB'`)).toBe(1);
    expect(await count(`jenis where kode_dept = 'EB'`)).toBe(1);
    expect(await count(`bandrol`)).toBe(1);
    expect(await count(`supplier`)).toBe(1);
    expect(await rows('select * from stock_balance_mismatches()')).toEqual([]);
    expect(await rows('select * from stock_item_mismatches()')).toEqual([]);
  });

  it('keeps the chain-wide masters to OWN and SU at head office, writing nothing for others; the supplier list needs its module', async () => {
    const before = await snapshot();
    const ownCabang = contextFor('own-cabang', 'OWN', { kodeToko: 'CAB02', appType: 'CABANG' });
    for (const ctx of [spv, kasir, sales, contextFor('mu', 'MU'), contextFor('dev', 'DEV'), ownCabang]) {
      const writes = [
        saveMaster({ ctx, input: { id: 'group', value: { kode_group: 'GW', nama_group: 'X' } } }),
        saveMaster({ ctx, input: { id: 'jenis', key: 'EMU', value: { kode_dept: 'EMU', nama_dept: 'X', kadar: '1', kadar_cetak: '1' } } }),
        saveMaster({ ctx, input: { id: 'kadar', value: { kode_kadar: 'K', nama_kadar: 'K', kadar: '1' } } }),
        saveMaster({ ctx, input: { id: 'bandrol', value: { kode_bandrol: 'B', nama_bandrol: 'B' } } }),
        saveMaster({ ctx, input: { id: 'kondisi-barang', value: { kode_kondisi: 'K', nama_kondisi: 'K' } } }),
        saveMaster({ ctx, input: { id: 'supplier', value: { kode_supplier: 'S', nama_supplier: 'S', alamat: '', no_hp: '' } } }),
        saveMaster({ ctx, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: '1', harga_beli: '1' } } }),
        saveMaster({ ctx, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'EMU', ongkos: '1' } } }),
        deleteMaster({ ctx, input: { id: 'group', key: 'LT' } }),
      ];
      for (const write of writes) await expect(write, ctx.user.userId).rejects.toMatchObject({ kind: 'forbidden' });
    }
    const supplierOff = { ...owner, settings: { ...owner.settings, SUPPLIER_BARANG_MODULE: 'false' } };
    await expect(saveMaster({ ctx: supplierOff, input: { id: 'supplier', value: { kode_supplier: 'S', nama_supplier: 'S', alamat: '', no_hp: '' } } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
    await expect(findMasterRows({ ctx: supplierOff, input: { id: 'supplier', ...page } })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await snapshot()).toEqual(before);
    // Reading is open to any logged-in user of the route.
    expect((await findMasterRows({ ctx: sales, input: { id: 'jenis', ...page } })).data.map((row) => row.kode_dept)).toEqual(['EMU', 'ETU', 'LM', 'P18']);
  });
});

describe('Parameter Harga Emas and Parameter Ongkos', () => {
  it('appends a row per change; the price in force is the latest; buy above sale is refused; a repeated save adds nothing', async () => {
    // The installation's price and the same price dated the demo's first day (its back-dated documents are priced then).
    const historyBefore = await count(`harga_emas where kode_dept = 'EMU'`);
    expect(historyBefore).toBe(2);
    await saveMaster({ ctx: owner, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: '1.600.000', harga_beli: '1.500.000' } } });
    await saveMaster({ ctx: su, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: '1.650.000', harga_beli: '1.550.000' } } });
    await saveMaster({ ctx: su, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: '1.650.000', harga_beli: '1.550.000' } } });
    await expect(saveMaster({ ctx: owner, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: '1.000.000', harga_beli: '1.000.001' } } }))
      .rejects.toMatchObject({ kind: 'validation', messageKey: 'hargaBeliMelebihiJual', field: 'harga_beli' });
    expect(await rows(`select harga_jual::int as j, harga_beli::int as b, created_by from harga_emas where kode_dept = 'EMU' order by id`)).toEqual([
      { j: 1_505_000, b: 1_445_000, created_by: 'SYSTEM' },
      { j: 1_505_000, b: 1_445_000, created_by: 'SYSTEM' },
      { j: 1_600_000, b: 1_500_000, created_by: 'owner' },
      { j: 1_650_000, b: 1_550_000, created_by: 'su' },
    ]);
    const row = await MASTER_SERVICES['harga-emas'].find(db(), owner, 'EMU');
    expect(row).toMatchObject({ kode_dept: 'EMU', nama_dept: 'EMAS MUDA 17K', harga_jual: 1_650_000, harga_beli: 1_550_000, diubah_oleh: 'su' });
    const prices = await readGoldPrices(db());
    expect(prices.get('EMU')).toMatchObject({ hargaJual: 1_650_000, hargaBeli: 1_550_000 });
    expect(prices.get('LM')).toMatchObject({ hargaJual: 2_148_000, hargaBeli: 2_062_000 });
    // The history, newest first, of one jenis or of all.
    const history = await findGoldPriceHistory({ ctx: sales, input: { ...page, kodeDept: 'EMU' } });
    expect(history.data.map((change) => [change.harga_jual, change.created_by])).toEqual([[1_650_000, 'su'], [1_600_000, 'owner'], [1_505_000, 'SYSTEM'], [1_505_000, 'SYSTEM']]);
    // Four jenis with two rows each, and the two changes.
    expect((await findGoldPriceHistory({ ctx: sales, input: { ...page, kodeDept: null } })).meta.total).toBe(10);
    // No add and no delete: the table is append-only.
    await expect(saveMaster({ ctx: owner, input: { id: 'harga-emas', value: { kode_dept: 'EMU', harga_jual: '1', harga_beli: '1' } } })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(deleteMaster({ ctx: owner, input: { id: 'harga-emas', key: 'EMU' } })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(db().execute(sql`update harga_emas set harga_jual = 1`)).rejects.toThrow();
  });

  it('keeps a making fee per group and jenis: add, edit, delete; the pair is taken once; unknown choices refused', async () => {
    await saveMaster({ ctx: owner, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'EMU', ongkos: 'Rp. 75.000' } } });
    await saveMaster({ ctx: owner, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'EMU', ongkos: '75000' } } });
    await expect(saveMaster({ ctx: owner, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'EMU', ongkos: '80000' } } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'fieldTaken', field: 'kode_group' });
    await expect(saveMaster({ ctx: owner, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'NOPE', ongkos: '1' } } }))
      .rejects.toMatchObject({ messageKey: 'optionUnknown', field: 'kode_dept' });
    await saveMaster({ ctx: owner, input: { id: 'ongkos', key: 'CC / EMU', value: { kode_group: 'KL', kode_dept: 'LM', ongkos: '90000' } } });
    expect(await rows(`select kode_group, kode_dept, ongkos::int as ongkos from parameter_ongkos`)).toEqual([{ kode_group: 'CC', kode_dept: 'EMU', ongkos: 90_000 }]);
    const list = await findMasterRows({ ctx: sales, input: { id: 'ongkos', ...page } });
    expect(list.data).toEqual([{ kode: 'CC / EMU', kode_group: 'CC', kode_dept: 'EMU', ongkos: 90_000 }]);
    await deleteMaster({ ctx: owner, input: { id: 'ongkos', key: 'CC / EMU' } });
    expect(await count('parameter_ongkos')).toBe(0);
  });
});
