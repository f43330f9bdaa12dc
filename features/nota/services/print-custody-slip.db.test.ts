import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import id from '@/messages/id.json';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN } from '@/tests/support/ledger-checks';
import { receiveTestItems } from '@/tests/support/sale-fixtures';
import { payPesanan } from '@/features/pesanan/services/manage-pesanan';
import { takePesanan } from '@/features/pesanan/services/take-pesanan';
import { completeService, postService } from '@/features/service/services/repairs';
import { takeTitipan } from '@/features/titipan/services/titipan';
import { custodyWaText, layoutCustodySlip, type CustodySlipLabels } from '../slip/custody-layout';
import { decodeEscPos } from '../slip/escpos-decode';
import { encodeSlip } from '../slip/escpos';
import { printCustodySlip, sendCustodySlipWa, type PrintedCustodySlip } from './print-custody-slip';

// Issue 28 point 7: an order's, a deposit's and a repair ticket's slip, read from their own tables through their
// features' doors, laid out and encoded as the route sends it, and "Kirim WA" of them (a completed repair's says ready).
const { db } = useDemoDatabase();
const base = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
/** The deposits' figures below: PPN 1,1 % and the sale's rounding to Rp 500 (as the deposits' own tests). */
const kasir: SessionContext = { ...base, settings: { ...base.settings, PPN_PENJUALAN_PERSEN: '1.1', PEMBULATAN_PENJUALAN: '500' } };
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const withSettings = (ctx: SessionContext, settings: Record<string, string>): SessionContext => ({ ...ctx, settings: { ...ctx.settings, ...settings } });
const labels: CustodySlipLabels = { ...id.custodySlip, copyPelanggan: id.nota.copyPelanggan, copyInternal: id.nota.copyInternal };
/** The thermal slip as the route encodes it (Indonesian labels, 58 mm), decoded back to its lines. */
const thermal = (printed: PrintedCustodySlip, columns = 32) =>
  decodeEscPos(encodeSlip(layoutCustodySlip(printed.document, labels, { columns, duplicate: printed.duplicate, ellipsis: '...' }), columns));
let n = 0;
const key = (what: string) => `slip-${what}-${Date.now()}-${++n}`;

/**
 * A repair of CAB01 completed: a bracelet 4,500 g in and 4,600 g out, 0,100 g of P18 gold added at Rp 1.000.000 a gram
 * = Rp 100.000; the work Rp 150.000, so Rp 250.000 in all; Rp 80.000 down, Rp 170.000 left to pay.
 */
async function completedRepair(): Promise<string> {
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1000000, 900000, 'tester')`);
  await bringCashTo(db(), 'CAB01', 10_000_000);
  const { noService } = await postService({ ctx: kasir, input: {
    idempotencyKey: key('svc'), namaCustomer: 'Rina Wati', noHpCustomer: '081211112222', alamatCustomer: 'Jl. Kenanga 1', estimasiBiaya: '200.000', bayarTunai: '80.000',
    pieces: [{ deskripsi: 'Patri gelang', kodeGroup: 'KL', kodeDept: 'P18', berat: '4,500' }],
  } });
  await completeService({ ctx: kasir, input: { idempotencyKey: key('selesai'), noService, biayaAkhir: '150.000', weights: [{ urutan: 1, beratKeluar: '4,600' }] } });
  return noService;
}

describe('printCustodySlip', () => {
  it("prints a completed repair: its number, the weights in and out, the cost, the down payment and what is left, ready to collect, the terms", async () => {
    const noService = await completedRepair();
    const printed = await printCustodySlip({ ctx: kasir, input: { kind: 'service', nomor: noService.toLowerCase() } });
    expect(printed.duplicate).toBe(false);
    const { lines, cuts } = thermal(printed);
    for (const line of [
      '        SERVICE SELESAI', `      ${noService}`, 'Pelanggan: Rina Wati', 'Alamat   : Jl. Kenanga 1', 'No HP    : 081211112222', '1. Patri gelang',
      '   Berat                4,500 gr', '   Berat Akhir          4,600 gr', '                     Rp. 100.000', 'Total Berat             4,500 gr',
      'Total Berat Akhir       4,600 gr', 'Estimasi Biaya       Rp. 200.000', 'Biaya Service        Rp. 150.000', 'Emas Tambahan        Rp. 100.000',
      'Total Biaya          Rp. 250.000', 'Uang Muka             Rp. 80.000', 'Sisa Bayar           Rp. 170.000', 'Barang service Anda sudah',
      'Barang service diambil dengan',
    ]) expect(lines).toContain(line);
    expect(cuts).toBe(1);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('prints an order with each payment and its receipt number, two copies with DUPLICATE_PRINT_PESANAN, the terms on the first only', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    // A fixed price of Rp 2.750.000 (no PPN on this shop); Rp 500.000 down, Rp 250.000 paid later, Rp 2.000.000 left.
    const taken = await takePesanan({ ctx: base, input: {
      idempotencyKey: key('ps'), namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Kenanga 7', noHpCustomer: '081298765432', kodeSales: 'CAB01-S1',
      tglTarget: '2030-01-01', bayarTunai: '500000',
      lines: [{ deskripsi: 'Liontin inisial', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: '0', aturanHarga: 'TETAP' as const, hargaTetap: '2750000' }],
    } });
    await payPesanan({ ctx: base, input: { idempotencyKey: key('bayar'), noPesanan: taken.noPesanan, bayarTunai: '250000' } });
    const receipts = (await db().execute(sql`select no_bayar, jenis from pesanan_bayar where no_pesanan = ${taken.noPesanan} order by id`)).rows as { no_bayar: string; jenis: string }[];
    expect(receipts.map((row) => row.jenis)).toEqual(['DP', 'BAYAR']);

    const single = thermal(await printCustodySlip({ ctx: base, input: { kind: 'pesanan', nomor: taken.noPesanan } }));
    expect(single.cuts).toBe(1);
    const printed = await printCustodySlip({ ctx: withSettings(base, { DUPLICATE_PRINT_PESANAN: 'true' }), input: { kind: 'pesanan', nomor: taken.noPesanan } });
    expect(printed.duplicate).toBe(true);
    const { lines, cuts } = thermal(printed);
    expect(cuts).toBe(2);
    const internal = lines.indexOf('            Internal');
    expect(lines[0]).toBe('           Pelanggan');
    const [first, second] = [lines.slice(0, internal), lines.slice(internal)];
    for (const copy of [first, second]) {
      for (const line of [
        '          NOTA PESANAN', `      ${taken.noPesanan}`, 'Tgl Target            2030-01-01', '1. Liontin inisial', '   Berat                3,000 gr',
        '                   Rp. 2.750.000', 'Estimasi Harga     Rp. 2.750.000', 'Uang Muka            Rp. 500.000', `  ${receipts[0].no_bayar}`,
        'Pembayaran           Rp. 250.000', `  ${receipts[1].no_bayar}`, 'Total Dibayar        Rp. 750.000', 'Sisa Bayar         Rp. 2.000.000',
      ]) expect(copy).toContain(line);
    }
    expect(first).toContain('Uang muka pesanan tidak dapat');
    expect(second.join('\n')).not.toContain('Uang muka pesanan');
  });

  it('prints a deposit: the held item, its price with PPN, the deposit and what is left; the flag is the deposits\' own', async () => {
    await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1000000, 900000, 'tester')`);
    await bringCashTo(db(), 'CAB01', 10_000_000);
    await db().transaction((tx) => receiveTestItems(tx, 'SLP', 1));
    // SLP00001: 1,001 g at Rp 1.000.000 + ongkos Rp 100.000 = Rp 1.101.000; PPN 1,1 % = Rp 12.111; Rp 1.113.111; Rp 500.000 down, Rp 613.111 left.
    const deposit = await takeTitipan({ ctx: kasir, input: {
      idempotencyKey: key('tu'), kodeBarcode: 'SLP00001', kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', noHpCustomer: '081234567890', alamatCustomer: 'Jl. Melati 5', bayarTunai: '500.000',
    } });
    const printed = await printCustodySlip({ ctx: withSettings(kasir, { DUPLICATE_PRINT_PESANAN: 'true' }), input: { kind: 'titipan', nomor: deposit.noTitip } });
    expect(printed.duplicate).toBe(false);
    const { lines } = thermal(printed);
    for (const line of [
      '          NOTA TITIPAN', `      ${deposit.noTitip}`, '   SLP00001', '   Berat                1,001 gr', 'Harga Barang       Rp. 1.101.000', 'PPN                   Rp. 12.111',
      'Total Harga        Rp. 1.113.111', 'Uang Muka            Rp. 500.000', 'Sisa Bayar           Rp. 613.111',
    ]) expect(lines).toContain(line);
    expect((await printCustodySlip({ ctx: withSettings(kasir, { DUPLICATE_PRINT_TITIPAN: 'true' }), input: { kind: 'titipan', nomor: deposit.noTitip } })).duplicate).toBe(true);
  });

  it("refuses another shop's document as not found and a user who may not open the kind's screens, writing nothing", async () => {
    const noService = await completedRepair();
    await expect(printCustodySlip({ ctx: kasir2, input: { kind: 'service', nomor: noService } })).rejects.toMatchObject({ kind: 'not-found', messageKey: 'serviceTidakDitemukan' });
    await expect(printCustodySlip({ ctx: kasir2, input: { kind: 'pesanan', nomor: 'PS-CAB01-000000-0000' } })).rejects.toMatchObject({ messageKey: 'pesananTidakDitemukan' });
    await expect(printCustodySlip({ ctx: kasir2, input: { kind: 'titipan', nomor: 'TU-CAB01-000000-0000' } })).rejects.toMatchObject({ messageKey: 'titipanTidakDitemukan' });
    const hidden: SessionContext = { ...kasir, hiddenMenuKeys: new Set(['/transaksi-services', '/lihat-services']) };
    await expect(printCustodySlip({ ctx: hidden, input: { kind: 'service', nomor: noService } })).rejects.toMatchObject({ kind: 'forbidden' });
    // A user whose access rights leave out the Service menu: refused by the route table's gate, as the screens are.
    const noServiceMenu: SessionContext = { ...kasir, hiddenMenuKeys: new Set(['service']) };
    await expect(printCustodySlip({ ctx: noServiceMenu, input: { kind: 'service', nomor: noService } })).rejects.toMatchObject({ kind: 'forbidden' });
    // Lihat Titipan is one of the sale's screens: a user without the sales menu prints no deposit.
    await expect(printCustodySlip({ ctx: { ...kasir, hiddenMenuKeys: new Set(['penjualan']) }, input: { kind: 'titipan', nomor: 'TU-1' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(printCustodySlip({ ctx: kasir, input: { kind: 'service', nomor: ' ' } })).rejects.toMatchObject({ kind: 'validation' });
    await expect(printCustodySlip({ ctx: kasir, input: { kind: 'hutang' as 'service', nomor: noService } })).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('Kirim WA of a repair, an order, a deposit', () => {
  const received: { authorization?: string; body: { receiver: string; message: string; type: string } }[] = [];
  let gateway: http.Server;
  let url = '';
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => { text += chunk; });
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const waOn = () => withSettings(kasir, { WHATSAPP_MODULE: 'true', WHATSAPP_GATEWAY_URL: url, WHATSAPP_GATEWAY_TOKEN: 'rahasia-123', WHATSAPP_GATEWAY_ALLOWED_HOSTS: '127.0.0.1' });
  const text = (document: Parameters<typeof custodyWaText>[0]) => custodyWaText(document, labels);

  it('tells the customer a completed repair is ready: the ticket, the weight out, what is left to pay; to 62…', async () => {
    const noService = await completedRepair();
    expect(await sendCustodySlipWa({ ctx: waOn(), input: { kind: 'service', nomor: noService }, text })).toEqual({ sent: true, receiver: '6281211112222' });
    const sent = received.at(-1)!;
    expect(sent.authorization).toBe('Bearer rahasia-123');
    expect(sent.body.receiver).toBe('6281211112222');
    expect(sent.body.type).toBe('text');
    const message = sent.body.message.split('\n');
    expect(message.slice(0, 2)).toEqual(['*Kilau Emas Bandung*', `SERVICE SELESAI: ${noService}`]);
    for (const line of ['Barang service Anda sudah selesai dan dapat diambil di toko.', '1. Patri gelang 4,500 gr → 4,600 gr Rp. 100.000', 'Total Berat Akhir: 4,600 gr',
      'Total Biaya: Rp. 250.000', 'Sisa Bayar: Rp. 170.000']) expect(message).toContain(line);
  });

  it('is refused with WHATSAPP_MODULE off and to another shop, sending nothing', async () => {
    const noService = await completedRepair();
    const before = received.length;
    await expect(sendCustodySlipWa({ ctx: kasir, input: { kind: 'service', nomor: noService }, text })).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'waModuleOff' });
    await expect(sendCustodySlipWa({ ctx: withSettings(kasir2, { WHATSAPP_MODULE: 'true', WHATSAPP_GATEWAY_URL: url, WHATSAPP_GATEWAY_ALLOWED_HOSTS: '127.0.0.1' }),
      input: { kind: 'service', nomor: noService }, text })).rejects.toMatchObject({ messageKey: 'serviceTidakDitemukan' });
    expect(received.length).toBe(before);
  });
});
