import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { bringCashTo } from '@/tests/support/cash';
import { useDemoDatabase } from '@/tests/support/db';
import { postStockEntries } from '@/features/stock';
import { cancelPembelian } from './cancel-pembelian';
import { kondisiPembelianService } from './kondisi-master';
import { validateDocuments } from '@/features/validasi/services/validate';
import { findPembelian } from './find-pembelian';
import { findMeltable, meltPembelian } from './melt-pembelian';
import { findOwnItems, postPembelian, previewPembelian } from './post-pembelian';
import { SQL_JAKARTA } from '@/lib/time/sql';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });

const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const count = async () => (await rows<{ n: string }>(sql`
  select (select count(*) from pembelian) || '/' || (select count(*) from pembelian_detail) || '/' || (select count(*) from jurnal) || '/' ||
         (select count(*) from stok_dokumen) || '/' || (select count(*) from mutasi_stok) || '/' || (select count(*) from barang) as n`))[0].n;
const cash = async (kodeToko = 'CAB01') => Number((await rows<{ saldo: string }>(sql`select coalesce(sum(saldo), 0)::text as saldo from saldo_akun where nomor_akun = ${`1-1100-${kodeToko}`}`))[0].saldo);
const expectLedgersAgree = async () => {
  expect(await rows(sql`select * from stock_balance_mismatches()`)).toEqual([]);
  expect(await rows(sql`select * from stock_item_mismatches()`)).toEqual([]);
  expect(await rows(sql`select jurnal_id from jurnal_detail group by jurnal_id having sum(debit) <> sum(kredit)`)).toEqual([]);
};

/** CAB01000002 (LM 1.858 g, demo) sold on a sale of today for `hargaJual`: what a customer brings back. */
async function sellDemoItem(hargaJual = 4_200_000) {
  await db().transaction(async (tx) => {
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'PENJUALAN', nomor: 'JL-CAB01-TEST-0001' }, idempotencyKey: 'test-sale-0001', createdBy: 'kasir',
      entries: [{ kind: 'SOLD', kodeBarcode: 'CAB01000002', expected: { status: 'READY' } }],
    });
    await tx.execute(sql`insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, total_berat, subtotal, total_harga, bayar_tunai, uang_diterima,
                                               nama_customer, alamat_customer, no_hp_customer)
      values ('JL-CAB01-TEST-0001', 'CAB01', now(), 'CAB01-S1', 1.858, ${hargaJual}, ${hargaJual}, ${hargaJual}, ${hargaJual}, 'Bu Sari', 'Jl. Braga 1', '08123456789')`);
    await tx.execute(sql`insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, harga_per_gram,
      ongkos, harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual)
      values ('JL-CAB01-TEST-0001', 1, 'CAB01000002', 'Cincin Test LM', 'CC', 'LM', 99.90, 1.858, 2148000, 200000, false, 500, false, 4191000, ${hargaJual})`);
  });
}

// Default settings: PEMBULATAN_PEMBELIAN Rp 1.000 up, BATAS_KENAIKAN_HARGA_BELI_PERSEN 0, TOLERANSI_BERAT_PEMBELIAN 0.100 g.
// Demo prices in force: LM sale Rp 2.148.000/g, buy Rp 2.062.000/g; P18 sale Rp 1.613.000/g; HB-18K Rp 1.420.000/g.
const ownLine = { kodeBarcode: 'CAB01000002', kondisi: 'BAGUS', kelompokHarga: 'TOKO' as const, berat: '1.850' };
const outsideLine = {
  kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Luar', kondisi: 'KUSAM', kelompokHarga: 'LUAR' as const, kodeHarga: 'HB-18K',
  beratNota: '3.000', berat: '2.950', hargaNota: '5000000', tujuan: 'HANCUR' as const,
};
const base = { kodeBaki: 'BAKI-BELI', kodeSales: 'CAB01-S1', namaCustomer: 'Bu Sari', alamatCustomer: 'Jl. Braga 1', noHpCustomer: '08123456789' };

describe('transaksi pembelian', () => {
  it('buys back an own item and an outside one: lines, one journal entry, the gram entries, posted once per key', async () => {
    await sellDemoItem();
    expect(await findOwnItems({ ctx: kasir, input: { code: 'jl-cab01-test-0001' } })).toEqual([{
      kodeBarcode: 'CAB01000002', noFakturJual: 'JL-CAB01-TEST-0001', namaBarang: 'Cincin Test LM', kodeGroup: 'CC', kodeDept: 'LM', berat: '1.858', hargaJual: 4_200_000,
      // The original nota's customer, for the buyback screen to fill in.
      customer: { nama: 'Bu Sari', alamat: 'Jl. Braga 1', noHp: '08123456789' },
    }]);
    // own: 1.850 g × Rp 2.062.000 = Rp 3.814.700 → up to Rp 3.815.000 (0.008 g short of the receipt: within 0.100)
    // outside: 2.950 g × Rp 1.420.000 (HB-18K) = Rp 4.189.000 exactly (0.050 g short: within)
    const preview = await previewPembelian({ ctx: kasir, input: { lines: [ownLine, outsideLine] } });
    expect(preview.total).toBe(8_004_000);
    expect(preview.needs).toEqual({ harga: false, berat: false });
    const before = await cash();
    const input = { ...base, idempotencyKey: 'beli-key-0001', lines: [ownLine, outsideLine], bayarTunai: '4004000', bayarTransfer: '4000000', noRekeningTransfer: '81014567' };
    const first = await postPembelian({ ctx: kasir, input });
    expect(first).toMatchObject({ total: 8_004_000, replayed: false });
    expect(first.nomor).toMatch(/^BL-CAB01-\d{6}-\d{4}$/);
    const counted = await count();
    expect(await postPembelian({ ctx: kasir, input })).toEqual({ nomor: first.nomor, total: 8_004_000, replayed: true });
    expect(await count()).toBe(counted);

    expect(await rows(sql`select kode_barcode, no_faktur_jual, kondisi, kelompok_harga, kode_dept, harga_emas::int8::text, harga_beli_per_gram::text,
        berat_nota::text, berat::text, harga_nota::text, harga_hitung::text, harga::text, tujuan, disetujui_oleh
      from pembelian_detail where no_faktur_beli = ${first.nomor} order by urutan`)).toEqual([
      { kode_barcode: 'CAB01000002', no_faktur_jual: 'JL-CAB01-TEST-0001', kondisi: 'BAGUS', kelompok_harga: 'TOKO', kode_dept: 'LM', harga_emas: '2148000',
        harga_beli_per_gram: '2062000', berat_nota: '1.858', berat: '1.850', harga_nota: '4200000', harga_hitung: '3815000', harga: '3815000', tujuan: 'BAKI', disetujui_oleh: null },
      { kode_barcode: `${first.nomor}-2`, no_faktur_jual: null, kondisi: 'KUSAM', kelompok_harga: 'LUAR', kode_dept: 'P18', harga_emas: '1613000',
        harga_beli_per_gram: '1420000', berat_nota: '3.000', berat: '2.950', harga_nota: '5000000', harga_hitung: '4189000', harga: '4189000', tujuan: 'HANCUR', disetujui_oleh: null },
    ]);
    expect(await rows(sql`select total_berat::text, total_harga::text, bayar_tunai::text, bayar_transfer::text, no_rekening_transfer, nama_customer, status
      from pembelian where no_faktur_beli = ${first.nomor}`)).toEqual([{
      total_berat: '4.800', total_harga: '8004000', bayar_tunai: '4004000', bayar_transfer: '4000000', no_rekening_transfer: '81014567', nama_customer: 'Bu Sari', status: 'AKTIF',
    }]);
    // D gold bought back 8.004.000 = K cash 4.004.000 + K the rekening's account 4.000.000
    expect(await rows(sql`select j.trx, d.nomor_akun, d.debit::text, d.kredit::text from jurnal j join jurnal_detail d on d.jurnal_id = j.id
      join pembelian p on p.jurnal_id = j.id where p.no_faktur_beli = ${first.nomor} order by d.nomor_akun`)).toEqual([
      { trx: 'PEMBELIAN', nomor_akun: '1-1100-CAB01', debit: '0', kredit: '4004000' },
      { trx: 'PEMBELIAN', nomor_akun: '1-1200-81014567', debit: '0', kredit: '4000000' },
      { trx: 'PEMBELIAN', nomor_akun: '1-1500', debit: '8004000', kredit: '0' },
    ]);
    expect(await cash()).toBe(before - 4_004_000);
    expect(await rows(sql`select m.kode_barcode, m.jenis_mutasi, m.dari_status, m.ke_status, m.ke_baki, m.ke_berat::text, m.qty, m.berat::text
      from mutasi_stok m join pembelian p on p.stok_dokumen_id = m.dokumen_id where p.no_faktur_beli = ${first.nomor} order by m.kode_barcode`)).toEqual([
      { kode_barcode: `${first.nomor}-2`, jenis_mutasi: 'RECEIVED', dari_status: null, ke_status: 'READY', ke_baki: 'BAKI-BELI', ke_berat: '2.950', qty: 1, berat: '2.950' },
      { kode_barcode: 'CAB01000002', jenis_mutasi: 'BOUGHT_BACK', dari_status: 'SOLD', ke_status: 'READY', ke_baki: 'BAKI-BELI', ke_berat: '1.850', qty: 1, berat: '1.850' },
    ]);
    await expect(findOwnItems({ ctx: kasir, input: { code: 'CAB01000002' } })).rejects.toMatchObject({ messageKey: 'pembelianBarangSudahDibeli' });
    await expectLedgersAgree();

    // Hancur Pembelian: the outside item (marked HANCUR) melted; its grams leave the stock as scrap of its jenis.
    const meltable = await findMeltable({ ctx: kasir });
    expect(meltable.filter((item) => item.noFakturBeli === first.nomor)).toMatchObject([
      { kodeBarcode: `${first.nomor}-2`, tujuan: 'HANCUR', berat: '2.950' }, { kodeBarcode: 'CAB01000002', tujuan: 'BAKI', berat: '1.850' },
    ]);
    await expect(meltPembelian({ ctx: kasir, input: { idempotencyKey: 'melt-key-0001', barcodes: [`${first.nomor}-2`], alasan: 'lebur' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    const melted = await meltPembelian({ ctx: spv, input: { idempotencyKey: 'melt-key-0001', barcodes: [`${first.nomor}-2`], alasan: 'lebur' } });
    expect(melted).toMatchObject({ scrap: [{ kodeDept: 'P18', qty: 1, berat: '2.950' }], replayed: false });
    expect(melted.nomor).toMatch(/^HP-CAB01-/);
    await expect(meltPembelian({ ctx: spv, input: { idempotencyKey: 'melt-key-0002', barcodes: ['CAB01000001'], alasan: 'x' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianBukanBarangBeli' });
    // A buyback whose item was melted is not cancelled.
    await expect(cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0001', noFakturBeli: first.nomor, alasan: 'salah' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianBarangSudahPindah' });
    await expectLedgersAgree();
  });

  it('cancels today’s buyback with a grant: the reversing entry and BUYBACK_CANCELLED entries; not twice, not yesterday’s', async () => {
    await sellDemoItem();
    const { nomor } = await postPembelian({ ctx: kasir, input: { ...base, idempotencyKey: 'beli-key-0002', lines: [ownLine], bayarTunai: '3815000' } });
    // Batal Pembelian offers today's active buybacks not validated yet: this one, and no validated or cancelled one.
    const offered = async () => (await findPembelian({ ctx: spv, input: { status: 'DAPAT_BATAL', pageSize: 100 } })).data.map((row) => row.noFakturBeli);
    expect(await offered()).toContain(nomor);
    expect((await findPembelian({ ctx: spv, input: { status: 'DAPAT_BATAL', pageSize: 100 } })).data.every((row) => row.status === 'AKTIF' && !row.divalidasi)).toBe(true);
    const before = await cash();
    await expect(cancelPembelian({ ctx: kasir, input: { idempotencyKey: 'batal-key-0002', noFakturBeli: nomor, alasan: 'salah input' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0002', noFakturBeli: nomor, alasan: ' ' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianAlasanRequired' });
    const result = await cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0002', noFakturBeli: nomor, alasan: 'salah input' } });
    expect(result).toMatchObject({ nomor, replayed: false });
    expect(await cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0002', noFakturBeli: nomor, alasan: 'salah input' } })).toMatchObject({ replayed: true });
    expect(await cash()).toBe(before + 3_815_000);
    expect(await offered()).not.toContain(nomor);
    const validated = await postPembelian({ ctx: kasir, input: { ...base, idempotencyKey: 'beli-key-valid', lines: [outsideLine], bayarTunai: '4189000' } });
    expect(await offered()).toContain(validated.nomor);
    await validateDocuments({ ctx: spv, input: { pembelian: [validated.nomor] } });
    expect(await offered()).not.toContain(validated.nomor);
    expect(await rows(sql`select j.trx, j.reverses_id = p.jurnal_id as reverses, d.nomor_akun, d.debit::text, d.kredit::text
      from pembelian p join jurnal j on j.id = p.jurnal_batal_id join jurnal_detail d on d.jurnal_id = j.id where p.no_faktur_beli = ${nomor} order by d.nomor_akun`)).toEqual([
      { trx: 'BATAL_PEMBELIAN', reverses: true, nomor_akun: '1-1100-CAB01', debit: '3815000', kredit: '0' },
      { trx: 'BATAL_PEMBELIAN', reverses: true, nomor_akun: '1-1500', debit: '0', kredit: '3815000' },
    ]);
    expect(await rows(sql`select m.jenis_mutasi, m.dari_status, m.ke_status, m.qty, m.berat::text from mutasi_stok m join pembelian p on p.stok_dokumen_batal_id = m.dokumen_id
      where p.no_faktur_beli = ${nomor}`)).toEqual([{ jenis_mutasi: 'BUYBACK_CANCELLED', dari_status: 'READY', ke_status: 'SOLD', qty: -1, berat: '-1.850' }]);
    expect(await rows(sql`select status, alasan_batal, dibatalkan_oleh, batal_disetujui_oleh from pembelian where no_faktur_beli = ${nomor}`))
      .toEqual([{ status: 'BATAL', alasan_batal: 'salah input', dibatalkan_oleh: 'spv', batal_disetujui_oleh: 'spv' }]);
    await expect(cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0003', noFakturBeli: nomor, alasan: 'lagi' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianSudahBatal' });
    // A demo buyback of yesterday.
    const [yesterday] = await rows<{ no: string }>(sql`select no_faktur_beli as no from pembelian where kode_toko = 'CAB01'
      and (tanggal at time zone ${SQL_JAKARTA})::date = (now() at time zone ${SQL_JAKARTA})::date - 1 limit 1`);
    await expect(cancelPembelian({ ctx: spv, input: { idempotencyKey: 'batal-key-0004', noFakturBeli: yesterday.no, alasan: 'lama' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianBatalKemarin' });
    await expectLedgersAgree();
  });

  it('asks for authorization above the price limit and beyond the weight tolerance, and records the approver', async () => {
    await sellDemoItem();
    // Rp 3.900.000 > Rp 3.815.000 × (1 + 0 %); 1.700 g is 0.158 g short of 1.858 g > 0.100 g
    const line = { ...ownLine, berat: '1.700', harga: '3900000' };
    expect((await previewPembelian({ ctx: kasir, input: { lines: [line] } })).needs).toEqual({ harga: true, berat: true });
    const input = { ...base, idempotencyKey: 'beli-key-0003', lines: [line], bayarTunai: '3900000' };
    const counted = await count();
    await expect(postPembelian({ ctx: kasir, input })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    expect(await count()).toBe(counted);
    const { nomor } = await postPembelian({ ctx: spv, input });
    expect(await rows(sql`select harga_hitung::text, harga::text, disetujui_oleh from pembelian_detail where no_faktur_beli = ${nomor}`))
      // 1.700 g × Rp 2.062.000 = Rp 3.505.400 → Rp 3.506.000 computed; Rp 3.900.000 paid, approved by spv
      .toEqual([{ harga_hitung: '3506000', harga: '3900000', disetujui_oleh: 'spv' }]);
  });

  it('refuses bad input and writes nothing: zero and negative weights and prices, payments, a foreign rekening, cash below zero', async () => {
    await sellDemoItem();
    // CAB01's cash at Rp 50.000.000 (what its demo sales brought in is banked), for the cash-below-zero case below.
    await bringCashTo(db(), 'CAB01', 50_000_000);
    const counted = await count();
    const post = (patch: Record<string, unknown>, line: Record<string, unknown> = outsideLine) =>
      postPembelian({ ctx: kasir, input: { ...base, idempotencyKey: `bad-${Math.random()}`, lines: [line], bayarTunai: '4189000', ...patch } as never });
    await expect(post({}, { ...outsideLine, berat: '0' })).rejects.toMatchObject({ messageKey: 'pembelianBeratInvalid' });
    await expect(post({}, { ...outsideLine, berat: '-1.5' })).rejects.toMatchObject({ messageKey: 'pembelianBeratInvalid' });
    await expect(post({}, { ...outsideLine, beratNota: '0.000' })).rejects.toMatchObject({ messageKey: 'pembelianBeratNotaInvalid' });
    await expect(post({}, { ...outsideLine, harga: '-5000' })).rejects.toMatchObject({ messageKey: 'pembelianHargaInvalid' });
    await expect(post({}, { ...outsideLine, hargaNota: '-1' })).rejects.toMatchObject({ messageKey: 'pembelianHargaNotaInvalid' });
    // §5: an own item's weight is not above its stock (sold) weight
    await expect(post({ bayarTunai: '3861000' }, { ...ownLine, berat: '1.872' })).rejects.toMatchObject({ messageKey: 'pembelianBeratMelebihiStok' });
    await expect(post({ bayarTunai: '100' })).rejects.toMatchObject({ messageKey: 'pembelianBayarInvalid' });
    await expect(post({ bayarTunai: '0' })).rejects.toMatchObject({ messageKey: 'pembelianMetodeBayar' });
    // CAB02's rekening
    await expect(post({ bayarTunai: '0', bayarTransfer: '4189000', noRekeningTransfer: '81024567' })).rejects.toMatchObject({ messageKey: 'pembelianRekeningInvalid' });
    await expect(post({ kodeBaki: 'BAKI-NOPE' })).rejects.toMatchObject({ messageKey: 'pembelianBakiInvalid', field: 'kodeBaki' });
    // 40 g × Rp 1.420.000 = Rp 56.800.000 in cash: more than CAB01's Rp 50.000.000
    expect(await cash()).toBe(50_000_000);
    // (its receipt shows Rp 60.000.000: below it, the price needs no grant and the cash floor is what refuses it)
    await expect(post({ bayarTunai: '56800000' }, { ...outsideLine, beratNota: '40', berat: '40', hargaNota: '60000000' })).rejects.toMatchObject({ messageKey: 'saldoKasKurang' });
    // another shop's cashier may buy the chain's item back, but names his own shop's salesperson
    await expect(postPembelian({ ctx: kasir2, input: { ...base, idempotencyKey: 'bad-cab02', lines: [ownLine], bayarTunai: '3815000' } }))
      .rejects.toMatchObject({ messageKey: 'pembelianSalesRequired', field: 'kodeSales' });
    expect(await count()).toBe(counted);
    await expectLedgersAgree();
  });

  it('measures a Parameter Harga Beli code from the line\'s own jenis: the 24K code on a 17K line needs a grant; a forged code is refused', async () => {
    // EMU (17K) is bought at Rp 1.445.000/g; HB-24K pays Rp 1.980.000/g (+37 %).
    const line = { kodeGroup: 'CC', kodeDept: 'EMU', namaBarang: 'Cincin Luar 17K', kondisi: 'BAGUS', kelompokHarga: 'LUAR' as const, kodeHarga: 'HB-24K',
      beratNota: '2.000', berat: '2.000', tujuan: 'BAKI' as const };
    // 2.000 g × Rp 1.980.000 = Rp 3.960.000 offered; the cap is 2.000 g × Rp 1.445.000 = Rp 2.890.000 (+0 %).
    expect((await previewPembelian({ ctx: kasir, input: { lines: [line] } })).lines[0]).toMatchObject({
      hargaBeliPerGram: 1_980_000, hargaHitung: 3_960_000, harga: 3_960_000, batasHarga: 2_890_000, needs: { harga: true, berat: false },
    });
    const input = { ...base, idempotencyKey: 'beli-key-i25-1', lines: [line], bayarTunai: '3960000' };
    const counted = await count();
    await expect(postPembelian({ ctx: kasir, input })).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'otorisasiRequired' });
    expect(await count()).toBe(counted);
    // A code under the jenis' own price needs nothing: 2.000 g × Rp 1.250.000 (HB-16K) = Rp 2.500.000.
    expect(await postPembelian({ ctx: kasir, input: { ...input, idempotencyKey: 'beli-key-i25-2', lines: [{ ...line, kodeHarga: 'HB-16K' }], bayarTunai: '2500000' } }))
      .toMatchObject({ total: 2_500_000, replayed: false });
    await expect(previewPembelian({ ctx: kasir, input: { lines: [{ ...line, kodeHarga: 'HB-99K' }] } })).rejects.toMatchObject({ messageKey: 'pembelianKodeHargaInvalid' });
    await expect(postPembelian({ ctx: kasir, input: { ...input, idempotencyKey: 'beli-key-i25-3', lines: [{ ...line, kodeHarga: 'HB-99K' }] } }))
      .rejects.toMatchObject({ messageKey: 'pembelianKodeHargaInvalid' });
  });

  it('asks for authorization when an outside item is paid above its receipt price (nota Rp 6.000.000, paid Rp 6.503.000)', async () => {
    // LM 3.200 g × Rp 2.062.000 = Rp 6.598.400 → Rp 6.599.000: the jenis' limit is above the receipt, which caps the line.
    const line = { kodeGroup: 'CC', kodeDept: 'LM', namaBarang: 'Cincin Luar LM', kondisi: 'BAGUS', kelompokHarga: 'LUAR' as const,
      beratNota: '3.200', berat: '3.200', hargaNota: '6000000', harga: '6503000', tujuan: 'BAKI' as const };
    expect((await previewPembelian({ ctx: kasir, input: { lines: [line] } })).lines[0]).toMatchObject({
      hargaHitung: 6_599_000, hargaNota: 6_000_000, harga: 6_503_000, batasHarga: 6_000_000, needs: { harga: true, berat: false },
    });
    const input = { ...base, idempotencyKey: 'beli-key-i25-4', lines: [line], bayarTransfer: '6503000', noRekeningTransfer: '81014567' };
    await expect(postPembelian({ ctx: kasir, input })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // At the receipt's price: free. Above it with a supervisor: recorded with his name.
    await postPembelian({ ctx: kasir, input: { ...input, idempotencyKey: 'beli-key-i25-5', lines: [{ ...line, harga: '6000000' }], bayarTransfer: '6000000' } });
    const { nomor } = await postPembelian({ ctx: spv, input: { ...input, idempotencyKey: 'beli-key-i25-6' } });
    expect(await rows(sql`select harga_nota::text, harga::text, disetujui_oleh from pembelian_detail where no_faktur_beli = ${nomor}`))
      .toEqual([{ harga_nota: '6000000', harga: '6503000', disetujui_oleh: 'spv' }]);
  });

  it('never buys an own item back above what the customer paid for it without a grant (the Rp 1 loop)', async () => {
    // Sold for Rp 1 (a fixed price set to Rp 1): its gold is worth 1.850 g × Rp 2.062.000 → Rp 3.815.000, but the cap is Rp 1.
    await sellDemoItem(1);
    expect((await previewPembelian({ ctx: kasir, input: { lines: [ownLine] } })).lines[0]).toMatchObject({
      hargaNota: 1, hargaHitung: 3_815_000, harga: 3_815_000, batasHarga: 1, needs: { harga: true, berat: false },
    });
    const counted = await count();
    await expect(postPembelian({ ctx: kasir, input: { ...base, idempotencyKey: 'beli-key-i25-7', lines: [ownLine], bayarTunai: '3815000' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // Even with the browser claiming another receipt price: the snapshot decides.
    await expect(postPembelian({ ctx: kasir, input: { ...base, idempotencyKey: 'beli-key-i25-8', lines: [{ ...ownLine, hargaNota: '9000000' }], bayarTunai: '3815000' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    expect(await count()).toBe(counted);
  });

  it('measures an own item\'s cap from its sale\'s snapshot, under a wider limit too', async () => {
    await sellDemoItem();
    // BATAS_KENAIKAN_HARGA_BELI_PERSEN 20: the jenis' limit is Rp 3.815.000 × 1,2 = Rp 4.578.000; the customer paid Rp 4.200.000.
    const wide = { ...kasir, settings: { ...kasir.settings, BATAS_KENAIKAN_HARGA_BELI_PERSEN: '20' } };
    const at = async (harga: string) => (await previewPembelian({ ctx: wide, input: { lines: [{ ...ownLine, harga }] } })).lines[0];
    expect(await at('4200000')).toMatchObject({ batasHarga: 4_200_000, needs: { harga: false, berat: false } });
    expect(await at('4200001')).toMatchObject({ batasHarga: 4_200_000, needs: { harga: true, berat: false } });
  });

  it('keeps a purchase condition a line names', async () => {
    await expect(db().transaction((tx) => kondisiPembelianService.remove(tx, spv, 'BAGUS'))).rejects.toMatchObject({ messageKey: 'kondisiDipakai' });
  });
});
