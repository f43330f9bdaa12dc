import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { findPreOrders, takePreOrder } from './pre-orders';
import { importPreOrders } from './import-pre-orders';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const moduleOff = { ...kasir, settings: { ...kasir.settings, PRE_ORDER_MODULE: 'false' } } as typeof kasir;
const form = (key: string) => ({ namaCustomer: 'Bu Sari', namaBarang: 'Gelang', kodeDept: 'P18', berat: '1,5', harga: '1500000', bayarTunai: '200000', idempotencyKey: key });
const csv = (rows: string[]) => Buffer.from(['Nama Customer,No HP,Nama Barang,Kode Dept,Berat,Harga,Bayar Tunai', ...rows].join('\n'));
// The demo takes two pre-orders of its own in every shop (3 days back, through the kernel): these tests count theirs beside them.
const DEMO_POS = 2;
const count = async () => ((await db().execute(sql`select count(*)::int as n from pre_order where idempotency_key not like 'demo:%'`)).rows[0] as { n: number }).n;

describe('pre-order services', () => {
  it('refuses everything when PRE_ORDER_MODULE is off, writing nothing', async () => {
    await expect(takePreOrder({ ctx: moduleOff, input: form('svc-key-off-1') })).rejects.toMatchObject({ messageKey: 'notAvailable' });
    await expect(findPreOrders({ ctx: moduleOff, input: {} })).rejects.toMatchObject({ messageKey: 'notAvailable' });
    await expect(importPreOrders({ ctx: moduleOff, input: { fileName: 'a.csv', bytes: csv(['A,1,B,P18,1,1000,100']), idempotencyKey: 'svc-key-off-2' } })).rejects.toMatchObject({ messageKey: 'notAvailable' });
    expect(await count()).toBe(0);
  });

  it('an unknown jenis is told, nothing written', async () => {
    await expect(takePreOrder({ ctx: kasir, input: { ...form('svc-key-jenis'), kodeDept: 'TIDAKADA' } })).rejects.toMatchObject({ messageKey: 'preOrderJenisRequired' });
    expect(await count()).toBe(0);
  });

  it('lists the shop’s POs 50 a page: { preorders, count, skip, limit, page }', async () => {
    for (let i = 0; i < 51; i++) await takePreOrder({ ctx: kasir, input: form(`svc-key-list-${i}`) });
    const first = await findPreOrders({ ctx: kasir, input: {} });
    expect({ n: first.preorders.length, count: first.count, skip: first.skip, limit: first.limit, page: first.page }).toEqual({ n: 50, count: 51 + DEMO_POS, skip: 0, limit: 50, page: 1 });
    // 1.500.000 less 200.000 paid: 1.300.000 left.
    expect(first.preorders[0]).toMatchObject({ totalHarga: 1_500_000, dibayar: 200_000, sisa: 1_300_000, status: 'OPEN', berat: '1.500' });
    const second = await findPreOrders({ ctx: kasir, input: { page: 2 } });
    expect({ n: second.preorders.length, skip: second.skip, page: second.page }).toEqual({ n: 1 + DEMO_POS, skip: 50, page: 2 });
    const finished = await findPreOrders({ ctx: kasir, input: { status: 'FINISH' } });
    expect({ n: finished.preorders.length, count: finished.count, limit: finished.limit }).toEqual({ n: 0, count: 0, limit: 9999 });
    // Another shop sees none of them (only its own demo POs).
    const other = await findPreOrders({ ctx: contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' }), input: {} });
    expect(other.count).toBe(DEMO_POS);
    expect(other.preorders.filter((po) => po.namaCustomer === 'Bu Sari')).toEqual([]);
  });

  it('imports all rows or none, listing every bad row with its line', async () => {
    const bad = await importPreOrders({ ctx: kasir, input: { fileName: 'po.csv', bytes: csv(['Rina,0812,Kalung,P18,3.5,3000000,1000000', 'Budi,0813,Gelang,P18,0,1000000,100000', 'Tono,0814,Cincin,XX9,1,1000000,2000000']), idempotencyKey: 'svc-key-imp-1' } });
    expect(bad).toEqual({ ok: false, problems: [
      { line: 3, key: 'preOrderBeratInvalid', values: {} },
      { line: 4, key: 'preOrderBayarInvalid', values: {} },
    ] });
    expect(await count()).toBe(0);
    const good = await importPreOrders({ ctx: kasir, input: { fileName: 'po.csv', bytes: csv(['Rina,0812,Kalung,P18,3.5,3000000,1000000', 'Budi,0813,Gelang,p18,1,1000000,100000']), idempotencyKey: 'svc-key-imp-2' } });
    expect(good.ok).toBe(true);
    expect((await db().execute(sql`select nama_customer, kode_dept, berat::text, total_harga::int, bayar_tunai::int from pre_order where idempotency_key not like 'demo:%' order by nama_customer`)).rows).toEqual([
      { nama_customer: 'Budi', kode_dept: 'P18', berat: '1.000', total_harga: 1_000_000, bayar_tunai: 100_000 },
      { nama_customer: 'Rina', kode_dept: 'P18', berat: '3.500', total_harga: 3_000_000, bayar_tunai: 1_000_000 },
    ]);
    // One journal entry per PO, each K 2-1400 its payment.
    expect((await db().execute(sql`select d.kredit::int from jurnal_detail d join pre_order p on p.jurnal_id = d.jurnal_id where d.nomor_akun = '2-1400' and p.idempotency_key not like 'demo:%' order by 1`)).rows)
      .toEqual([{ kredit: 100_000 }, { kredit: 1_000_000 }]);
  });
});
