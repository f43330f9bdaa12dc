import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { receiveTestItems } from '@/tests/support/sale-fixtures';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { cancelPreOrderSubject } from '../subjects';
import { cancelPreOrderService } from './cancel-pre-order';
import { closePreOrderItems, takePreOrder } from './pre-orders';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const kasirLain = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const hiding = (ctx: SessionContext, ...paths: string[]) => ({ ...ctx, user: { ...ctx.user, userId: `${ctx.user.userId}-hidden` }, hiddenMenuKeys: new Set(paths) });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const grant = async (noPo: string, dibayar: number, kembali: number) => (await authorizeManual({ ctx: kasir, address: '10.0.0.28',
  input: { userId: 'spv', password: 'spv12345', fitur: 'BATAL_PESANAN', subject: cancelPreOrderSubject(noPo, dibayar, kembali) } })).keystore;

let noPo = '';
beforeEach(async () => {
  await bringCashTo(db(), 'CAB01', 10_000_000);
  await db().transaction((tx) => receiveTestItems(tx, 'PB', 2));
  noPo = (await takePreOrder({ ctx: kasir, input: { namaCustomer: 'Bu Sari', namaBarang: 'Gelang', kodeDept: 'P18', berat: '1,5', harga: '1500000', bayarTunai: '200000', idempotencyKey: 'po-batal-take-1' } })).noPo;
  await closePreOrderItems({ ctx: kasir, input: { noPo, barcodes: ['PB00001', 'PB00002'], idempotencyKey: 'po-batal-close-1' } });
});

describe('Lihat Pre Order: Batal', () => {
  it('cancels with a grant naming the PO and the refund: Rp 150.000 back, Rp 50.000 forfeited, the items back in their tray; a replay posts once', async () => {
    const input = { noPo, uangKembali: '150.000', alasan: 'Customer membatalkan', idempotencyKey: 'po-batal-form-1' };
    expect(await refusal(cancelPreOrderService({ ctx: kasir, input }))).toBe('otorisasiRequired');
    // A grant for the whole refund does not approve a smaller one.
    expect(await refusal(cancelPreOrderService({ ctx: kasir, input: { ...input, keystore: await grant(noPo, 200_000, 200_000) } }))).toBe('otorisasiTidakSesuai');
    const keystore = await grant(noPo, 200_000, 150_000);
    const done = await cancelPreOrderService({ ctx: kasir, input: { ...input, keystore } });
    expect(done).toMatchObject({ noPo, dibayar: 200_000, uangKembali: 150_000, hangus: 50_000, replayed: false });
    expect(done.noBatal).toMatch(/^XPO-CAB01-/);
    // The same request again answers the first cancellation, without a second grant.
    expect(await cancelPreOrderService({ ctx: kasir, input })).toMatchObject({ noBatal: done.noBatal, replayed: true });
    expect(await rows(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${done.jurnalId} order by nomor_akun`)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 150_000 }, { nomor_akun: '2-1400', debit: 200_000, kredit: 0 }, { nomor_akun: '4-9100', debit: 0, kredit: 50_000 },
    ]);
    expect(await rows(sql`select count(*)::int as n from jurnal where idempotency_key like 'po-batal:%'`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select status, batal_disetujui_oleh, refund_rp::int, hangus_rp::int from pre_order where no_po = ${noPo}`))
      .toEqual([{ status: 'BATAL', batal_disetujui_oleh: 'spv', refund_rp: 150_000, hangus_rp: 50_000 }]);
    expect(await rows(sql`select kode_barcode, status, kode_gudang, kode_baki from barang where kode_barcode like 'PB0000%' order by 1`)).toEqual([
      { kode_barcode: 'PB00001', status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' },
      { kode_barcode: 'PB00002', status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' },
    ]);
    expect(await rows(sql`select count(*)::int as n from pre_order_barang where no_po = ${noPo} and aktif`)).toEqual([{ n: 0 }]);
    expect(await refusal(cancelPreOrderService({ ctx: kasir, input: { ...input, idempotencyKey: 'po-batal-form-2' } }))).toBe('preOrderSudahSelesai');
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('refuses a hidden screen, another shop, a refund above the advance and no reason, writing nothing', async () => {
    const input = { noPo, uangKembali: '200.000', alasan: 'Batal', idempotencyKey: 'po-batal-form-3' };
    await expect(cancelPreOrderService({ ctx: hiding(kasir, '/lihat-pre-order'), input })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(cancelPreOrderService({ ctx: { ...kasir, settings: { ...kasir.settings, PRE_ORDER_MODULE: 'false' } }, input })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await refusal(cancelPreOrderService({ ctx: kasirLain, input }))).toBe('preOrderTidakDitemukan');
    const spv = contextFor('spv', 'SPV', shop);
    expect(await refusal(cancelPreOrderService({ ctx: spv, input: { ...input, uangKembali: '200.001' } }))).toBe('preOrderRefundMelebihi');
    expect(await refusal(cancelPreOrderService({ ctx: spv, input: { ...input, alasan: ' ' } }))).toBe('preOrderAlasanWajib');
    expect(await refusal(cancelPreOrderService({ ctx: spv, input: { ...input, uangKembali: 'abc' } }))).toBe('preOrderUangKembaliInvalid');
    expect(await rows(sql`select status from pre_order where no_po = ${noPo}`)).toEqual([{ status: 'OPEN' }]);
    expect(await rows(sql`select count(*)::int as n from barang where kode_barcode like 'PB0000%' and status = 'RESERVED'`)).toEqual([{ n: 2 }]);
    // A supervisor of the shop approves his own cancellation: the whole advance back, nothing forfeited, no 4-9100 line.
    const done = await cancelPreOrderService({ ctx: spv, input });
    expect(done).toMatchObject({ uangKembali: 200_000, hangus: 0 });
    expect(await rows(sql`select nomor_akun from jurnal_detail where jurnal_id = ${done.jurnalId} order by nomor_akun`)).toEqual([{ nomor_akun: '1-1100-CAB01' }, { nomor_akun: '2-1400' }]);
  });
});
