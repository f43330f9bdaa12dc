import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN } from '@/tests/support/ledger-checks';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { cancelOrderSubject } from '../order-subjects';
import { cancelPesanan, findPesanan, getPesanan, payPesanan } from './manage-pesanan';
import { takePesanan } from './take-pesanan';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const otherShop = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));

const order = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: 'form-key-0001', namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Kenanga 7', noHpCustomer: '081298765432', kodeSales: 'CAB01-S1',
  tglTarget: '2030-01-01', bayarTunai: '500000',
  lines: [{ deskripsi: 'Liontin inisial', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: '0', aturanHarga: 'TETAP' as const, hargaTetap: '2750000' }],
  ...extra,
});

describe('the order services', () => {
  it('take an order of the user\'s shop, find it by phone, and refuse it to another shop as not found', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const taken = await takePesanan({ ctx: kasir, input: order() });
    expect(taken.jumlahBayar).toBe(500_000);
    const found = await findPesanan({ ctx: kasir, input: { q: '081298765432' } });
    expect(found.data.map((row) => row.noPesanan)).toEqual([taken.noPesanan]);
    expect(await refusal(getPesanan({ ctx: otherShop, input: { noPesanan: taken.noPesanan } }))).toBe('pesananTidakDitemukan');
    expect(await refusal(payPesanan({ ctx: otherShop, input: { idempotencyKey: 'form-key-0002', noPesanan: taken.noPesanan, bayarTunai: '1000' } }))).toBe('pesananTidakDitemukan');
    expect((await findPesanan({ ctx: otherShop, input: { q: taken.noPesanan } })).data).toEqual([]);
  });

  it('refuse a user whose access hides the orders menu, and bad input in the user\'s words, writing nothing', async () => {
    const hidden = { ...kasir, hiddenMenuKeys: new Set(['pesanan']) };
    expect(await refusal(takePesanan({ ctx: hidden, input: order() }))).toBe('notAvailable');
    expect(await refusal(findPesanan({ ctx: hidden, input: {} }))).toBe('notAvailable');
    const before = await db().execute(sql`select count(*)::int as n from pesanan`);
    expect(await refusal(takePesanan({ ctx: kasir, input: order({ namaCustomer: ' ' }) }))).toBe('pesananCustomerWajib');
    expect(await refusal(takePesanan({ ctx: kasir, input: order({ kodeSales: 'CAB02-S1' }) }))).toBe('pesananSalesWajib');
    expect(await refusal(takePesanan({ ctx: kasir, input: order({ bayarTunai: '0' }) }))).toBe('pesananDpWajib');
    expect((await db().execute(sql`select count(*)::int as n from pesanan`)).rows).toEqual(before.rows);
  });

  it('cancel only with a supervisor grant naming the order, the money it holds and the refund', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const taken = await takePesanan({ ctx: kasir, input: order() });
    const cancel = (uangKembali: string, keystore?: string) => cancelPesanan({ ctx: kasir, input: {
      idempotencyKey: 'form-key-0003', noPesanan: taken.noPesanan, uangKembali, alasan: 'Customer batal', keystore } });
    expect(await refusal(cancel('500000'))).toBe('otorisasiRequired');
    const grant = async (refund: number) => (await authorizeManual({ ctx: kasir, address: '10.0.0.25',
      input: { userId: 'spv', password: 'spv12345', fitur: 'BATAL_PESANAN', subject: cancelOrderSubject(taken.noPesanan, 500_000, refund) } })).keystore;
    // A grant for a refund of Rp 500.000 does not approve Rp 400.000.
    const keystore = await grant(500_000);
    expect(await refusal(cancel('400000', keystore))).toBe('otorisasiTidakSesuai');
    const done = await cancel('500000', keystore);
    expect(done).toMatchObject({ dibayar: 500_000, uangKembali: 500_000, hangus: 0 });
    expect((await db().execute(sql`select status, batal_disetujui_oleh from pesanan where no_pesanan = ${taken.noPesanan}`)).rows).toEqual([{ status: 'BATAL', batal_disetujui_oleh: 'spv' }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });
});
