import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { cancelOrder } from './cancel-order';
import { pickUpOrder } from './pick-up-order';
import { receivePiece } from './receive-piece';
import { payOrder, takeOrder, type OrderLine, type SaleRules } from './take-order';

const { db } = useDemoDatabase();

// Ordered 10 Jan 2027 10:00 Jakarta at Rp 1.000.000/g (P18); picked up 4 Feb 2027 11:00 Jakarta at Rp 1.050.000/g.
const ORDERED = new Date('2027-01-10T03:00:00Z');
const ARRIVED = new Date('2027-02-03T03:00:00Z');
const PICKED = new Date('2027-02-04T04:00:00Z');
const RULES: SaleRules = { step: 500, down: false, ppnPersen: '1.1' };
const NO_PPN: SaleRules = { step: 500, down: false, ppnPersen: '0' };

const ring: OrderLine = { deskripsi: 'Cincin ukir nama', kodeDept: 'P18', kadar: '75', berat: '5.000', ongkos: 150_000, aturanHarga: 'GRAM' };
const fixed: OrderLine = { deskripsi: 'Liontin inisial', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: 0, aturanHarga: 'TETAP', hargaTetap: 2_750_000 };

const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { message?: string }) => String(error.message));
const rekeningOf = async () => (await rows<{ no_rekening: string; nomor_akun: string }>(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`))[0];
const linesOf = (jurnalId: number) => rows(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${jurnalId} order by debit desc, kredit desc, nomor_akun`);
const trayOf = async () => (await rows<{ kode_gudang: string; kode_baki: string }>(sql`select kode_gudang, kode_baki from baki where kode_toko = 'CAB01' order by kode_baki limit 1`))[0];

async function prepare() {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by) values
    ('P18', 1000000, 900000, '2027-01-09T00:00:00Z', 'tester'), ('P18', 1050000, 950000, '2027-02-01T00:00:00Z', 'tester')`);
}
const take = (lines: OrderLine[], key: string, dp: { bayarTunai: number; bayarTransfer?: number; noRekeningTransfer?: string }, rules = RULES, kodeToko = 'CAB01') =>
  db().transaction((tx) => takeOrder(tx, {
    kodeToko, kodeSales: 'CAB01-S1', namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Kenanga 7, Bandung', noHpCustomer: '081298765432',
    tglTarget: '2027-02-01', lines, rules, bayarTransfer: 0, ...dp, idempotencyKey: key, createdBy: 'kasir1', at: ORDERED,
  }));
const arrive = (noPesanan: string, berat: string, key: string, kodeToko = 'CAB01') =>
  db().transaction((tx) => receivePiece(tx, { kodeToko, noPesanan, pieces: [{ urutan: 1, berat, kodeGroup: 'CC' }], idempotencyKey: key, createdBy: 'kasir1', at: ARRIVED }));
const pickUp = (noPesanan: string, bayarTunai: number, key: string, rules = RULES) =>
  db().transaction((tx) => pickUpOrder(tx, { kodeToko: 'CAB01', noPesanan, bayarTunai, bayarTransfer: 0, rules, idempotencyKey: key, createdBy: 'kasir2', at: PICKED }));

async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
}

describe('an order from its down payment to its pickup', () => {
  it('takes the down payment into 2-1400, a payment up to the remainder, the piece onto the reservation shelf and sells it at its real weight', async () => {
    await prepare();
    const bank = await rekeningOf();
    // 5,000 g × Rp 1.000.000 + Rp 150.000 = Rp 5.150.000; PPN 1,1 % = Rp 56.650: estimate Rp 5.206.650.
    const order = await take([ring], 'ps-1', { bayarTunai: 2_000_000 });
    expect(order).toMatchObject({ totalHarga: 5_206_650, jumlahBayar: 2_000_000, sisa: 3_206_650, replayed: false });
    expect(order.noPesanan).toMatch(/^PS-CAB01-270110-\d{4}$/);
    expect(await linesOf(order.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 2_000_000, kredit: 0 },
      { nomor_akun: '2-1400', debit: 0, kredit: 2_000_000 },
    ]);
    expect((await take([ring], 'ps-1', { bayarTunai: 2_000_000 })).replayed).toBe(true);
    expect(await rows(sql`select count(*)::int as n from pesanan where idempotency_key = 'ps-1'`)).toEqual([{ n: 1 }]);

    const paid = await db().transaction((tx) => payOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, bayarTunai: 0, bayarTransfer: 500_000, noRekeningTransfer: bank.no_rekening, idempotencyKey: 'bps-1', createdBy: 'kasir1', at: ORDERED,
    }));
    expect(paid).toMatchObject({ jumlah: 500_000, jumlahBayar: 2_500_000, sisa: 2_706_650 });
    expect(paid.noBayar).toMatch(/^BPS-CAB01-270110-\d{4}$/);
    expect(await linesOf(paid.jurnalId)).toEqual([
      { nomor_akun: bank.nomor_akun, debit: 500_000, kredit: 0 },
      { nomor_akun: '2-1400', debit: 0, kredit: 500_000 },
    ]);
    // §5: never above the remainder (Rp 2.706.650).
    expect(await refusal(db().transaction((tx) => payOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, bayarTunai: 2_706_651, bayarTransfer: 0, idempotencyKey: 'bps-2', createdBy: 'kasir1', at: ORDERED,
    })))).toBe('pesananBayarMelebihiSisa');
    // Picked up before it arrived: refused.
    expect(await refusal(pickUp(order.noPesanan, 0, 'ambil-0'))).toBe('pesananBelumTiba');

    const received = await arrive(order.noPesanan, '5.250', 'tps-1');
    expect(received.noTerima).toMatch(/^TPS-CAB01-270203-\d{4}$/);
    expect(await rows(sql`select kode_barcode, status, kode_gudang, kode_baki, berat::text from barang where kode_baki = ${order.noPesanan}`))
      .toEqual([{ kode_barcode: `${order.noPesanan}-1`, status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: order.noPesanan, berat: '5.250' }]);
    expect(await rows(sql`select jenis_mutasi, ke_status from mutasi_stok where kode_barcode = ${`${order.noPesanan}-1`}`)).toEqual([{ jenis_mutasi: 'ORDER_RECEIVED', ke_status: 'RESERVED' }]);
    expect(await refusal(arrive(order.noPesanan, '5.250', 'tps-2'))).toBe('pesananSudahTiba');

    // 5,250 g × Rp 1.050.000 = 5.512.500 + 150.000 = Rp 5.662.500; PPN 1,1 % = 62.287,5 → Rp 62.288; total Rp 5.724.788;
    // less Rp 2.500.000 paid: Rp 3.224.788 to pay.
    expect(await refusal(pickUp(order.noPesanan, 3_224_787, 'ambil-1'))).toBe('pesananBayarKurang');
    const picked = await pickUp(order.noPesanan, 3_224_788, 'ambil-2');
    expect(picked).toMatchObject({ subtotal: 5_662_500, ppn: 62_288, total: 5_724_788, dibayar: 2_500_000, sisa: 3_224_788, kembali: 0 });
    expect(picked.noPenjualan).toMatch(/^JL-CAB01-270204-\d{4}$/);
    expect(await linesOf(picked.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 3_224_788, kredit: 0 },
      { nomor_akun: '2-1400', debit: 2_500_000, kredit: 0 },
      { nomor_akun: '4-1000', debit: 0, kredit: 5_662_500 },
      { nomor_akun: '2-1100', debit: 0, kredit: 62_288 },
    ]);
    expect(await rows(sql`select status, no_penjualan, harga_akhir::int from pesanan where no_pesanan = ${order.noPesanan}`))
      .toEqual([{ status: 'DIAMBIL', no_penjualan: picked.noPenjualan, harga_akhir: 5_724_788 }]);
    // The pickup is a sale like the counter's: its penjualan row, lines with the price snapshot, the down payments as uang muka.
    expect(await rows(sql`select kode_sales, subtotal::int, ppn::int, uang_muka::int, akun_uang_muka, bayar_tunai::int, no_referensi from penjualan
      where no_faktur_jual = ${picked.noPenjualan}`)).toEqual([{
      kode_sales: 'CAB01-S1', subtotal: 5_662_500, ppn: 62_288, uang_muka: 2_500_000, akun_uang_muka: '2-1400', bayar_tunai: 3_224_788, no_referensi: order.noPesanan,
    }]);
    expect(await rows(sql`select kode_barcode, berat::text, harga_per_gram::int, ongkos::int, harga_jual::int from penjualan_detail where no_faktur_jual = ${picked.noPenjualan}`))
      .toEqual([{ kode_barcode: `${order.noPesanan}-1`, berat: '5.250', harga_per_gram: 1_050_000, ongkos: 150_000, harga_jual: 5_662_500 }]);
    expect(await rows(sql`select status from barang where kode_barcode = ${`${order.noPesanan}-1`}`)).toEqual([{ status: 'SOLD' }]);
    expect((await pickUp(order.noPesanan, 3_224_788, 'ambil-2')).replayed).toBe(true);
    expect(await refusal(pickUp(order.noPesanan, 3_224_788, 'ambil-3'))).toBe('pesananSudahSelesai');
    await expectLedgersWhole();
  });

  it('hands back in cash what the down payment passes a lighter piece by', async () => {
    await prepare();
    // 10,000 g × Rp 1.000.000 = Rp 10.000.000 estimated, Rp 9.000.000 down; it weighs 8,000 g: 8 × 1.050.000 = Rp 8.400.000.
    const order = await take([{ ...ring, berat: '10.000', ongkos: 0 }], 'ps-2', { bayarTunai: 9_000_000 }, NO_PPN);
    expect(order.totalHarga).toBe(10_000_000);
    await arrive(order.noPesanan, '8.000', 'tps-3');
    expect(await refusal(pickUp(order.noPesanan, 1, 'ambil-4', NO_PPN))).toBe('pesananBayarMelebihiSisa');
    const picked = await pickUp(order.noPesanan, 0, 'ambil-5', NO_PPN);
    expect(picked).toMatchObject({ total: 8_400_000, sisa: 0, kembali: 600_000 });
    // The sale applies Rp 8.400.000 of the down payment; a second entry hands the other Rp 600.000 back in cash.
    expect(await linesOf(picked.jurnalId)).toEqual([
      { nomor_akun: '2-1400', debit: 8_400_000, kredit: 0 },
      { nomor_akun: '4-1000', debit: 0, kredit: 8_400_000 },
    ]);
    expect(await rows(sql`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join jurnal j on j.id = d.jurnal_id
      where j.keterangan like ${`Kembali uang muka pesanan ${order.noPesanan}%`} order by d.debit desc`)).toEqual([
      { nomor_akun: '2-1400', debit: 600_000, kredit: 0 },
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 600_000 },
    ]);
    expect(await rows(sql`select total_harga::int, uang_muka::int, bayar_tunai::int, no_referensi from penjualan where no_faktur_jual = ${picked.noPenjualan}`))
      .toEqual([{ total_harga: 8_400_000, uang_muka: 8_400_000, bayar_tunai: 0, no_referensi: order.noPesanan }]);
    await expectLedgersWhole();
  });

  it('refuses another shop\'s order as not found, a down payment above the estimate, and an order without a down payment', async () => {
    await prepare();
    const order = await take([fixed], 'ps-3', { bayarTunai: 1_000_000 });
    expect(await refusal(arrive(order.noPesanan, '3.000', 'tps-4', 'CAB02'))).toBe('pesananTidakDitemukan');
    // Rp 2.750.000 + PPN 30.250 = Rp 2.780.250.
    expect(order.totalHarga).toBe(2_780_250);
    expect(await refusal(take([fixed], 'ps-4', { bayarTunai: 2_780_251 }))).toBe('pesananBayarMelebihiSisa');
    expect(await refusal(take([fixed], 'ps-5', { bayarTunai: 0 }))).toBe('pesananDpWajib');
    expect(await refusal(take([{ ...ring, berat: '0' }], 'ps-6', { bayarTunai: 1 }))).toBe('pesananBeratInvalid');
  });
});

describe('refusals that write nothing', () => {
  it('refuses another shop\'s rekening, a weight that is not one, a gross weight below the gold weight, and money on a closed order', async () => {
    await prepare();
    const [other] = await rows<{ no_rekening: string }>(sql`select no_rekening from rekening where kode_toko = 'CAB02' order by no_rekening limit 1`);
    expect(await refusal(take([fixed], 'ps-20', { bayarTunai: 0, bayarTransfer: 100_000, noRekeningTransfer: other.no_rekening }))).toBe('pesananRekeningInvalid');
    const order = await take([fixed], 'ps-21', { bayarTunai: 100_000 });
    expect(await refusal(arrive(order.noPesanan, '0.000', 'tps-20'))).toBe('pesananBeratInvalid');
    expect(await refusal(db().transaction((tx) => receivePiece(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, pieces: [{ urutan: 1, berat: '3.000', beratKotor: '2.900', kodeGroup: 'CC' }], idempotencyKey: 'tps-21', createdBy: 'kasir1', at: ARRIVED,
    })))).toBe('pesananBeratInvalid');
    // Cancelled before it arrived: no tray needed, all of it forfeited.
    const done = await db().transaction((tx) => cancelOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, uangKembali: 0, alasan: 'Tidak diambil', disetujuiOleh: 'spv1', idempotencyKey: 'xps-20', createdBy: 'kasir1', at: PICKED,
    }));
    expect(await linesOf(done.jurnalId!)).toEqual([{ nomor_akun: '2-1400', debit: 100_000, kredit: 0 }, { nomor_akun: '4-9100', debit: 0, kredit: 100_000 }]);
    expect(await refusal(db().transaction((tx) => payOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, bayarTunai: 1_000, bayarTransfer: 0, idempotencyKey: 'bps-20', createdBy: 'kasir1', at: PICKED,
    })))).toBe('pesananSudahSelesai');
    expect(await refusal(arrive(order.noPesanan, '3.000', 'tps-22'))).toBe('pesananSudahSelesai');
    expect(await rows(sql`select count(*)::int as n from barang where kode_baki = ${order.noPesanan}`)).toEqual([{ n: 0 }]);
    await expectLedgersWhole();
  });
});

describe('a cancelled order', () => {
  it('pays back the refund in cash, forfeits the rest to 4-9100 and puts the arrived piece in a tray as stock', async () => {
    await prepare();
    const tray = await trayOf();
    const order = await take([fixed], 'ps-7', { bayarTunai: 1_000_000 });
    await arrive(order.noPesanan, '2.980', 'tps-5');
    const cancel = (uangKembali: number, key: string) => db().transaction((tx) => cancelOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, uangKembali, alasan: 'Customer batal', disetujuiOleh: 'spv1',
      tray: { kodeGudang: tray.kode_gudang, kodeBaki: tray.kode_baki }, idempotencyKey: key, createdBy: 'kasir1', at: PICKED,
    }));
    expect(await refusal(cancel(1_000_001, 'xps-0'))).toBe('pesananRefundMelebihi');
    const done = await cancel(600_000, 'xps-1');
    expect(done).toMatchObject({ dibayar: 1_000_000, uangKembali: 600_000, hangus: 400_000, replayed: false });
    expect(done.noBatal).toMatch(/^XPS-CAB01-270204-\d{4}$/);
    expect(await linesOf(done.jurnalId!)).toEqual([
      { nomor_akun: '2-1400', debit: 1_000_000, kredit: 0 },
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 600_000 },
      { nomor_akun: '4-9100', debit: 0, kredit: 400_000 },
    ]);
    expect(await rows(sql`select status, kode_gudang, kode_baki from barang where kode_barcode = ${`${order.noPesanan}-1`}`))
      .toEqual([{ status: 'READY', kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki }]);
    expect(await rows(sql`select status, batal_disetujui_oleh from pesanan where no_pesanan = ${order.noPesanan}`)).toEqual([{ status: 'BATAL', batal_disetujui_oleh: 'spv1' }]);
    expect((await cancel(600_000, 'xps-1')).replayed).toBe(true);
    expect(await refusal(cancel(0, 'xps-2'))).toBe('pesananSudahSelesai');
    await expectLedgersWhole();
  });

  it('refuses a refund above the cash in the till', async () => {
    await prepare();
    const bank = await rekeningOf();
    const order = await take([fixed], 'ps-8', { bayarTunai: 0, bayarTransfer: 2_000_000, noRekeningTransfer: bank.no_rekening });
    await bringCashTo(db(), 'CAB01', 1_000_000);
    const result = await refusal(db().transaction((tx) => cancelOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, uangKembali: 2_000_000, alasan: 'Customer batal', disetujuiOleh: 'spv1', idempotencyKey: 'xps-3', createdBy: 'kasir1', at: PICKED,
    })));
    expect(result).not.toBe('not refused');
    expect(await rows(sql`select status from pesanan where no_pesanan = ${order.noPesanan}`)).toEqual([{ status: 'OPEN' }]);
  });
});

describe('orders at once', () => {
  it('lets one of two cashiers pick up an order, and two payments never pass the remainder together; 2-1400 is the open orders\' money', async () => {
    await prepare();
    // The demo's live orders and pre-orders of CAB01 hold their own money in 2-1400 (taken through the kernels too).
    const saldoNow = async () => Number((await rows<{ saldo: string }>(sql`select coalesce(sum(saldo), 0)::text as saldo from saldo_akun where nomor_akun = '2-1400' and kode_toko = 'CAB01'`))[0].saldo);
    const demoSaldo = await saldoNow();
    const a = await take([ring], 'ps-9', { bayarTunai: 2_000_000 });
    const b = await take([ring], 'ps-10', { bayarTunai: 1_000_000 });
    await take([fixed], 'ps-11', { bayarTunai: 500_000 });
    await arrive(a.noPesanan, '5.000', 'tps-6');
    // 5,000 g × 1.050.000 + 150.000 = 5.400.000; PPN 59.400; total 5.459.400 less 2.000.000 = 3.459.400.
    const both = await Promise.allSettled([pickUp(a.noPesanan, 3_459_400, 'ambil-a1'), pickUp(a.noPesanan, 3_459_400, 'ambil-a2')]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason.message))).toEqual(['pesananSudahSelesai']);
    // b's remainder: 5.206.650 − 1.000.000 = 4.206.650; two payments of 3.000.000 cannot both pass.
    const pay = (key: string) => db().transaction((tx) => payOrder(tx, { kodeToko: 'CAB01', noPesanan: b.noPesanan, bayarTunai: 3_000_000, bayarTransfer: 0, idempotencyKey: key, createdBy: 'kasir1', at: ORDERED }));
    const payments = await Promise.allSettled([pay('bps-a'), pay('bps-b')]);
    expect(payments.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(payments.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason.message))).toEqual(['pesananBayarMelebihiSisa']);
    await expectLedgersWhole();

    // Open orders: b (1.000.000 + 3.000.000) and c (500.000) = Rp 4.500.000 credited to 2-1400; a's money was applied.
    expect(await saldoNow() - demoSaldo).toBe(-4_500_000);
    const [{ held }] = await rows<{ held: string }>(sql`select coalesce(sum(b.jumlah), 0)::text as held from pesanan_bayar b join pesanan o using (no_pesanan)
      where o.kode_toko = 'CAB01' and o.status in ('OPEN', 'TIBA') and b.jenis in ('DP', 'BAYAR') and o.idempotency_key not like 'demo:%'`);
    expect(Number(held)).toBe(4_500_000);
  });
});
