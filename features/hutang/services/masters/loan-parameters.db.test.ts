import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { findMasterRows, getMasterOptions } from '@/features/masters/services/read-master';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const su = contextFor('su', 'SU');
const cabang = { kodeToko: 'CAB01', appType: 'CABANG' };
const spv = contextFor('spv', 'SPV', cabang);
const ownCabang = contextFor('owncab', 'OWN', cabang);
const kasir = contextFor('kasir', 'KASIR', cabang);
const page = { page: 1, pageSize: 100, sort: null, dir: 'asc' as const, q: '' };
const withSettings = (ctx: SessionContext, settings: Record<string, string>) => ({ ...ctx, settings: { ...ctx.settings, ...settings } });

const rows = async (query: string) => (await db().execute(sql.raw(query))).rows;
const idOf = async (table: string, where: string) => ((await rows(`select id from ${table} where ${where}`))[0] as { id: number }).id;

describe('Parameter Bunga Hutang: bands by amount and term, never two for one loan', () => {
  const band = (value: Record<string, unknown>) => ({ jumlah_dari: '0', jumlah_sampai: '5000000', hari_dari: '1', hari_sampai: '30', bunga: '2,5', ...value });
  const bands = () => rows('select jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by from para_bunga_hutang order by jumlah_dari, hari_dari');

  it('lists the demo bands in order of amount and term; any level reads them', async () => {
    const list = await findMasterRows({ ctx: kasir, input: { id: 'bunga-hutang', ...page } });
    expect(list.meta.total).toBe(9);
    expect(list.data.slice(0, 3).map(({ no: _, ...row }) => row)).toEqual([
      { jumlah_dari: 0, jumlah_sampai: 5_000_000, hari_dari: 1, hari_sampai: 30, bunga: '2.50' },
      { jumlah_dari: 0, jumlah_sampai: 5_000_000, hari_dari: 31, hari_sampai: 60, bunga: '2.25' },
      { jumlah_dari: 0, jumlah_sampai: 5_000_000, hari_dari: 61, hari_sampai: 120, bunga: '2.00' },
    ]);
  });

  it('adds a band once (a replayed create writes nothing more), edits and deletes it', async () => {
    const value = band({ jumlah_dari: 'Rp. 1.000.000.001', jumlah_sampai: '2000000000', bunga: '1,25' });
    await saveMaster({ ctx: owner, input: { id: 'bunga-hutang', value } });
    await saveMaster({ ctx: owner, input: { id: 'bunga-hutang', value } });
    const added = await rows(`select id, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by from para_bunga_hutang where jumlah_dari = 1000000001`);
    expect(added.map(({ id: _, ...row }) => row)).toEqual([{ jumlah_sampai: '2000000000', hari_dari: 1, hari_sampai: 30, bunga: '1.25', created_by: 'owner' }]);
    const key = String((added[0] as { id: number }).id);

    // The same amounts for a longer term do not overlap it; its own edit does not overlap itself.
    await saveMaster({ ctx: su, input: { id: 'bunga-hutang', value: band({ jumlah_dari: '1000000001', jumlah_sampai: '2000000000', hari_dari: '31', hari_sampai: '90', bunga: '1' }) } });
    await saveMaster({ ctx: su, input: { id: 'bunga-hutang', key, value: band({ jumlah_dari: '1000000001', jumlah_sampai: '3000000000', hari_dari: '1', hari_sampai: '30', bunga: '1,2' }) } });
    expect(await rows(`select jumlah_sampai, hari_sampai, bunga, updated_by from para_bunga_hutang where id = ${key}`))
      .toEqual([{ jumlah_sampai: '3000000000', hari_sampai: 30, bunga: '1.20', updated_by: 'su' }]);

    await deleteMaster({ ctx: owner, input: { id: 'bunga-hutang', key } });
    expect(await rows(`select id from para_bunga_hutang where id = ${key}`)).toEqual([]);
    await expect(deleteMaster({ ctx: owner, input: { id: 'bunga-hutang', key: 'abc' } })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(saveMaster({ ctx: owner, input: { id: 'bunga-hutang', key: '999999', value: band({}) } })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('refuses a band sharing an amount and a term with another, naming it, and writes nothing', async () => {
    const before = await bands();
    const first = await idOf('para_bunga_hutang', 'jumlah_dari = 0 and hari_dari = 1');
    // Rp 4.000.000–6.000.000 for 20–40 days: the first band (Rp 0–5.000.000, 1–30 days) would also match a loan of Rp 4.500.000 for 25 days.
    await expect(saveMaster({ ctx: owner, input: { id: 'bunga-hutang', value: band({ jumlah_dari: '4000000', jumlah_sampai: '6000000', hari_dari: '20', hari_sampai: '40' }) } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'bungaHutangTumpangTindih', values: { no: String(first) } });
    // Touching at one end is an overlap too: the bounds are inclusive.
    await expect(saveMaster({ ctx: owner, input: { id: 'bunga-hutang', value: band({ jumlah_dari: '5000000', jumlah_sampai: '5000000', hari_dari: '30', hari_sampai: '30' }) } }))
      .rejects.toMatchObject({ messageKey: 'bungaHutangTumpangTindih', values: { no: String(first) } });
    // Editing the 31–60 days band down to 25 days would overlap the first.
    const second = await idOf('para_bunga_hutang', 'jumlah_dari = 0 and hari_dari = 31');
    await expect(saveMaster({ ctx: owner, input: { id: 'bunga-hutang', key: String(second), value: band({ hari_dari: '25', hari_sampai: '60' }) } }))
      .rejects.toMatchObject({ messageKey: 'bungaHutangTumpangTindih', values: { no: String(first) } });
    expect(await bands()).toEqual(before);
  });

  it('refuses bounds out of order, a rate of 0 or above 100, and a term of 0 days', async () => {
    const before = await bands();
    const refused = async (value: Record<string, unknown>, expected: object) =>
      expect(saveMaster({ ctx: owner, input: { id: 'bunga-hutang', value: band({ jumlah_dari: '3000000000', jumlah_sampai: '4000000000', ...value }) } })).rejects.toMatchObject(expected);
    await refused({ jumlah_sampai: '2999999999' }, { kind: 'validation', messageKey: 'bandJumlahTerbalik', field: 'jumlah_sampai' });
    await refused({ hari_dari: '40', hari_sampai: '39' }, { kind: 'validation', messageKey: 'bandHariTerbalik', field: 'hari_sampai' });
    await refused({ bunga: '0' }, { kind: 'validation', messageKey: 'fieldInvalid', field: 'bunga' });
    await refused({ bunga: '100,01' }, { kind: 'validation', messageKey: 'percentOver100', field: 'bunga' });
    await refused({ hari_dari: '0' }, { kind: 'validation', messageKey: 'fieldInvalid', field: 'hari_dari' });
    await refused({ jumlah_sampai: '' }, { kind: 'validation', messageKey: 'fieldRequired', field: 'jumlah_sampai' });
    expect(await bands()).toEqual(before);
  });

  it('is written by the chain\'s keepers only, and read only while its module is on', async () => {
    for (const ctx of [spv, ownCabang, kasir]) {
      await expect(saveMaster({ ctx, input: { id: 'bunga-hutang', value: band({ jumlah_dari: '3000000000', jumlah_sampai: '4000000000' }) } }))
        .rejects.toMatchObject({ kind: 'forbidden' });
    }
    await expect(findMasterRows({ ctx: withSettings(owner, { PARAMETER_BUNGA_HUTANG_MODULE: 'false' }), input: { id: 'bunga-hutang', ...page } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('Parameter Plafond Hutang: one share per kadar', () => {
  const band = (value: Record<string, unknown>) => ({ kadar_dari: '10', kadar_sampai: '29,99', persen: '70', ...value });
  const bands = () => rows('select kadar_dari, kadar_sampai, persen from plafond_hutang_kadar order by kadar_dari');

  it('lists the demo bands, adds one below them, edits and deletes it', async () => {
    const list = await findMasterRows({ ctx: kasir, input: { id: 'plafond-hutang', ...page } });
    expect(list.data.map(({ no: _, ...row }) => row)).toEqual([
      { kadar_dari: '30.00', kadar_sampai: '69.99', persen: '75.00' },
      { kadar_dari: '70.00', kadar_sampai: '79.99', persen: '80.00' },
      { kadar_dari: '80.00', kadar_sampai: '100.00', persen: '85.00' },
    ]);
    await saveMaster({ ctx: owner, input: { id: 'plafond-hutang', value: band({}) } });
    await saveMaster({ ctx: owner, input: { id: 'plafond-hutang', value: band({}) } });
    const key = String(await idOf('plafond_hutang_kadar', `kadar_dari = 10`));
    expect(await rows(`select kadar_sampai, persen, created_by from plafond_hutang_kadar where kadar_dari = 10`))
      .toEqual([{ kadar_sampai: '29.99', persen: '70.00', created_by: 'owner' }]);
    await saveMaster({ ctx: owner, input: { id: 'plafond-hutang', key, value: band({ kadar_dari: '20', persen: '72,5' }) } });
    expect(await rows(`select kadar_dari, kadar_sampai, persen from plafond_hutang_kadar where id = ${key}`))
      .toEqual([{ kadar_dari: '20.00', kadar_sampai: '29.99', persen: '72.50' }]);
    await deleteMaster({ ctx: owner, input: { id: 'plafond-hutang', key } });
    expect((await bands()).length).toBe(3);
  });

  it('refuses an overlapping kadar range, a kadar of 0 or above 100, a share of 0 or above 100, and bounds out of order', async () => {
    const before = await bands();
    const band70 = await idOf('plafond_hutang_kadar', 'kadar_dari = 70');
    const refused = async (value: Record<string, unknown>, expected: object) =>
      expect(saveMaster({ ctx: owner, input: { id: 'plafond-hutang', value: band(value) } })).rejects.toMatchObject(expected);
    await refused({ kadar_dari: '75', kadar_sampai: '85' }, { kind: 'conflict', messageKey: 'plafondKadarTumpangTindih', values: { no: String(band70) } });
    await refused({ kadar_dari: '29', kadar_sampai: '30' }, { kind: 'conflict', messageKey: 'plafondKadarTumpangTindih' });
    await refused({ kadar_dari: '0' }, { kind: 'validation', messageKey: 'hutangKadarInvalid', field: 'kadar_dari' });
    await refused({ kadar_sampai: '100,01' }, { kind: 'validation', messageKey: 'hutangKadarInvalid', field: 'kadar_sampai' });
    await refused({ persen: '0' }, { kind: 'validation', messageKey: 'fieldInvalid', field: 'persen' });
    await refused({ persen: '101' }, { kind: 'validation', messageKey: 'percentOver100', field: 'persen' });
    await refused({ kadar_dari: '25', kadar_sampai: '20' }, { kind: 'validation', messageKey: 'bandKadarTerbalik', field: 'kadar_sampai' });
    const band80 = await idOf('plafond_hutang_kadar', 'kadar_dari = 80');
    await expect(saveMaster({ ctx: owner, input: { id: 'plafond-hutang', key: String(band80), value: band({ kadar_dari: '79,99', kadar_sampai: '100' }) } }))
      .rejects.toMatchObject({ messageKey: 'plafondKadarTumpangTindih', values: { no: String(band70) } });
    expect(await bands()).toEqual(before);
  });

  it('the database refuses overlapping bands written by hand, for both parameters', async () => {
    await expect(db().execute(sql`insert into plafond_hutang_kadar (kadar_dari, kadar_sampai, persen) values (75, 76, 50)`))
      .rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(db().execute(sql`insert into para_bunga_hutang (jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga) values (1, 2, 1, 1, 1)`))
      .rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('is written by the chain\'s keepers only, and read only while its module is on', async () => {
    for (const ctx of [spv, ownCabang]) {
      await expect(saveMaster({ ctx, input: { id: 'plafond-hutang', value: band({}) } })).rejects.toMatchObject({ kind: 'forbidden' });
    }
    await expect(findMasterRows({ ctx: withSettings(owner, { PLAFOND_HUTANG_MODULE: 'false' }), input: { id: 'plafond-hutang', ...page } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('Parameter Hutang Pokok: Rupiah per gram of each jenis', () => {
  const nominal = withSettings(owner, { PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: 'true' });

  it('is there only with its module on and the value NOMINAL (HARGA_EMAS hides it)', async () => {
    await expect(findMasterRows({ ctx: owner, input: { id: 'hutang-pokok', ...page } })).rejects.toMatchObject({ kind: 'forbidden' });
    const hargaEmas = withSettings(nominal, { PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'HARGA_EMAS' });
    await expect(findMasterRows({ ctx: hargaEmas, input: { id: 'hutang-pokok', ...page } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(saveMaster({ ctx: hargaEmas, input: { id: 'hutang-pokok', key: 'EMU', value: { kode_dept: 'EMU', nominal_per_gram: '1' } } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
    await expect(saveMaster({ ctx: withSettings(spv, { PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: 'true' }), input: { id: 'hutang-pokok', key: 'EMU', value: { kode_dept: 'EMU', nominal_per_gram: '1' } } }))
      .rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('lists the demo jenis, edits one, refuses a second row for a jenis, an unknown jenis and Rp 0; deletes and adds again', async () => {
    const list = await findMasterRows({ ctx: nominal, input: { id: 'hutang-pokok', ...page } });
    expect(list.data).toEqual([
      { kode_dept: 'EMU', nama_dept: 'EMAS MUDA 17K', nominal_per_gram: 1_225_000 },
      { kode_dept: 'ETU', nama_dept: 'EMAS TUA 22K', nominal_per_gram: 1_605_000 },
      { kode_dept: 'LM', nama_dept: 'LOGAM MULIA 24K', nominal_per_gram: 1_750_000 },
      { kode_dept: 'P18', nama_dept: 'PERHIASAN 18K', nominal_per_gram: 1_315_000 },
    ]);
    expect((await getMasterOptions({ ctx: nominal, input: { id: 'hutang-pokok' } })).jenis?.map((option) => option.value)).toEqual(['EMU', 'ETU', 'LM', 'P18']);
    await saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', key: 'EMU', value: { kode_dept: 'LM', nominal_per_gram: 'Rp. 1.200.000' } } });
    await expect(saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', value: { kode_dept: 'EMU', nominal_per_gram: '1000000' } } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'fieldTaken', field: 'kode_dept' });
    await expect(saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', value: { kode_dept: 'XX', nominal_per_gram: '1000000' } } }))
      .rejects.toMatchObject({ kind: 'validation', messageKey: 'optionUnknown', field: 'kode_dept' });
    await expect(saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', key: 'EMU', value: { kode_dept: 'EMU', nominal_per_gram: '0' } } }))
      .rejects.toMatchObject({ kind: 'validation', field: 'nominal_per_gram' });
    // The key stays: an edit sending another jenis changes EMU's amount only.
    expect(await rows(`select kode_dept, nominal_per_gram, updated_by from para_hutang_pokok where kode_dept in ('EMU', 'LM') order by kode_dept`))
      .toEqual([{ kode_dept: 'EMU', nominal_per_gram: '1200000', updated_by: 'owner' }, { kode_dept: 'LM', nominal_per_gram: '1750000', updated_by: 'SYSTEM' }]);
    await deleteMaster({ ctx: nominal, input: { id: 'hutang-pokok', key: 'EMU' } });
    await saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', value: { kode_dept: 'EMU', nominal_per_gram: '1250000' } } });
    await saveMaster({ ctx: nominal, input: { id: 'hutang-pokok', value: { kode_dept: 'EMU', nominal_per_gram: '1250000' } } });
    expect(await rows(`select nominal_per_gram, created_by from para_hutang_pokok where kode_dept = 'EMU'`)).toEqual([{ nominal_per_gram: '1250000', created_by: 'owner' }]);
  });
});

describe('Master Kondisi Pinjaman', () => {
  it('adds, renames and deletes a condition; one a pledged item names stays', async () => {
    await saveMaster({ ctx: owner, input: { id: 'kondisi-pinjaman', value: { kode_kondisi: 'retak', nama_kondisi: 'Retak' } } });
    await saveMaster({ ctx: owner, input: { id: 'kondisi-pinjaman', key: 'RETAK', value: { kode_kondisi: 'RETAK', nama_kondisi: 'Retak Halus' } } });
    const list = await findMasterRows({ ctx: kasir, input: { id: 'kondisi-pinjaman', ...page } });
    expect(list.data.map((row) => row.kode_kondisi)).toEqual(['BAGUS', 'KUSAM', 'RETAK', 'RUSAK']);
    expect(list.data.find((row) => row.kode_kondisi === 'RETAK')).toEqual({ kode_kondisi: 'RETAK', nama_kondisi: 'Retak Halus' });
    await deleteMaster({ ctx: owner, input: { id: 'kondisi-pinjaman', key: 'RETAK' } });

    await db().execute(sql`update hutang_detail set kode_kondisi = 'KUSAM' where id = (select min(id) from hutang_detail)`);
    await expect(deleteMaster({ ctx: owner, input: { id: 'kondisi-pinjaman', key: 'KUSAM' } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'kondisiDipakai', values: { kode: 'KUSAM' } });
    await expect(saveMaster({ ctx: spv, input: { id: 'kondisi-pinjaman', value: { kode_kondisi: 'X', nama_kondisi: 'X' } } })).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
