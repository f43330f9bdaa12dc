import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { postMutasi } from '@/features/money/services/post-mutasi';
import { getJournal, listAkunChoices, updateJournalAccounts } from './parameter-akun';
import { saveHargaGlobal } from './save-harga-global';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const rows = async () => (await db().execute(sql`select trx, kode_akun, nomor_akun, updated_by from para_akun_transaksi order by trx, kode_akun`)).rows;
const count = async (table: string) => ((await db().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;
const saldo = async (nomorAkun: string) => Number(((await db().execute(sql`select coalesce(sum(saldo), 0) as saldo from saldo_akun where nomor_akun = ${nomorAkun}`)).rows[0] as { saldo: string }).saldo);
const kirim = (kasToko: string | null, perjalanan: string | null = '1-1300') =>
  [{ kode_akun: 'KAS_DALAM_PERJALANAN', nomor_akun: perjalanan }, { kode_akun: 'KAS_TOKO', nomor_akun: kasToko }];

describe('Parameter Akun and Harga Global: who may change them', () => {
  it('refuses every level but OWN and SU at head office, and writes nothing', async () => {
    const before = await rows();
    const hargaGlobal = async () => (await db().execute(sql`select value, updated_by from para_system where key = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE'`)).rows[0];
    const price = await hargaGlobal();
    for (const ctx of [
      contextFor('sales', 'USER', { kodeToko: 'CAB01', appType: 'CABANG' }), contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' }),
      contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' }), contextFor('mu', 'MU'), contextFor('dev', 'DEV'),
      contextFor('own-cabang', 'OWN', { kodeToko: 'CAB02', appType: 'CABANG' }),
    ]) {
      await expect(updateJournalAccounts({ ctx, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT', detail: kirim(null, '3-1000') } }), ctx.user.userId)
        .rejects.toMatchObject({ kind: 'forbidden' });
      await expect(saveHargaGlobal({ ctx, input: { harga_global: 1 } }), ctx.user.userId).rejects.toMatchObject({ kind: 'forbidden' });
    }
    expect(await rows()).toEqual(before);
    expect(await hargaGlobal()).toEqual(price);

    await saveHargaGlobal({ ctx: contextFor('su', 'SU'), input: { harga_global: 2_345_000 } });
    expect(await hargaGlobal()).toEqual({ value: '2345000', updated_by: 'su' });
  });
});

describe('Parameter Akun: a shop\'s own accounts come from the transaction', () => {
  it('offers only the accounts of the whole chain, never a shop\'s cash or bank account', async () => {
    // The demo chart: capital, cash in transit and the counter's accounts are the chain's; cash and bank accounts belong to a shop.
    expect(await listAkunChoices({ ctx: owner })).toEqual([
      { nomor_akun: '1-1300', nama_akun: 'Kas Dalam Perjalanan' },
      { nomor_akun: '1-1400', nama_akun: 'Piutang Gadai' },
      { nomor_akun: '1-1500', nama_akun: 'Persediaan Emas Pembelian' },
      { nomor_akun: '2-1100', nama_akun: 'PPN Keluaran' },
      { nomor_akun: '2-1300', nama_akun: 'Kelebihan Lelang Nasabah' },
      { nomor_akun: '2-1400', nama_akun: 'Uang Muka Pesanan' },
      { nomor_akun: '2-1500', nama_akun: 'Titipan Uang Pelanggan' },
      { nomor_akun: '2-1600', nama_akun: 'Uang Muka Service' },
      { nomor_akun: '3-1000', nama_akun: 'Modal Pemilik' },
      { nomor_akun: '4-1000', nama_akun: 'Penjualan Emas' },
      { nomor_akun: '4-2000', nama_akun: 'Pendapatan Bunga Gadai' },
      { nomor_akun: '4-2100', nama_akun: 'Pendapatan Administrasi Gadai' },
      { nomor_akun: '4-3000', nama_akun: 'Pendapatan Service' },
      { nomor_akun: '4-9000', nama_akun: 'Pendapatan Lain-lain' },
      { nomor_akun: '4-9100', nama_akun: 'Pendapatan Uang Muka Hangus' },
      { nomor_akun: '6-1000', nama_akun: 'Selisih Kas' },
      { nomor_akun: '6-2000', nama_akun: 'Biaya Operasional Toko' },
    ]);
    expect((await getJournal({ ctx: owner, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT' } }))?.detail_akun.map((line) => [line.kode_akun, line.editable]))
      .toEqual([['KAS_DALAM_PERJALANAN', true], ['KAS_TOKO', false]]);
  });

  it('refuses pointing Mutasi Uang Cash at the Surabaya branch\'s cash, or fixing "this shop\'s cash" to any account', async () => {
    const before = await rows();
    await expect(updateJournalAccounts({ ctx: owner, input: { trx: 'MUTASI_UANG_CASH', type: 'DEFAULT', detail: [{ kode_akun: 'ASAL', nomor_akun: '1-1100-CAB02' }, { kode_akun: 'TUJUAN', nomor_akun: null }] } })).rejects.toMatchObject({ kind: 'validation', messageKey: 'akunMilikToko', values: { nomor: '1-1100-CAB02', toko: 'CAB02' } });
    const [bank] = (await db().execute(sql`select nomor_akun from rekening where kode_toko = 'CAB02' limit 1`)).rows as { nomor_akun: string }[];
    await expect(updateJournalAccounts({ ctx: owner, input: { trx: 'MUTASI_UANG_BANK', type: 'DEFAULT', detail: [{ kode_akun: 'ASAL', nomor_akun: null }, { kode_akun: 'TUJUAN', nomor_akun: bank.nomor_akun }] } })).rejects.toMatchObject({ messageKey: 'akunMilikToko' });
    for (const account of ['1-1100-PUSAT', '1-1300', '3-1000']) {
      await expect(updateJournalAccounts({ ctx: owner, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT', detail: kirim(account) } }))
        .rejects.toMatchObject({ messageKey: 'akunKasTokoDariTransaksi', values: { role: 'KAS TOKO' } });
    }
    expect(await rows()).toEqual(before);
  });

  it('the ledger refuses a parameter stored before these checks that posts one shop\'s transfer to another shop\'s cash', async () => {
    await db().execute(sql`update para_akun_transaksi set nomor_akun = '1-1100-CAB02' where trx = 'MUTASI_UANG_CASH' and kode_akun = 'ASAL'`);
    const [bri] = (await db().execute(sql`select no_rekening from rekening where kode_toko = 'CAB01' and kode_bank = 'BRI'`)).rows as { no_rekening: string }[];
    const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
    const entries = await count('jurnal');
    const cashBefore = [await saldo('1-1100-CAB01'), await saldo('1-1100-CAB02')];
    await expect(postMutasi({ ctx: kasir, input: { kind: 'CASH', kategori: 'SETORAN', asal: 'CASH', tujuan: 'BRI', tujuan_rekening: bri.no_rekening, jumlah: 1_000_000, keterangan: 'setor', idempotencyKey: 'lintas-toko-1' } })).rejects.toMatchObject({ kind: 'validation', messageKey: 'akunTokoLain', values: { nomor: '1-1100-CAB02' } });
    expect(await count('jurnal')).toBe(entries);
    // Both shops' cash stay where they were.
    expect([await saldo('1-1100-CAB01'), await saldo('1-1100-CAB02')]).toEqual(cashBefore);
  });
});
