import { documentSubject } from '@/lib/auth/otorisasi-subject';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import type { SessionContext } from '@/lib/auth/context';
import type { AppError } from '@/lib/errors/app-error';
import { approvedGrant, insertBuyback, insertSale, jakartaTimeOf } from '../test-support';
import { printNota } from './print-nota';
import { readNota } from './read-nota';
import { recordNotaPrint } from './record-nota-print';
import { sendNotaWa } from './send-nota-wa';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const withSettings = (ctx: SessionContext, settings: Record<string, string>): SessionContext => ({ ...ctx, settings: { ...ctx.settings, ...settings } });
const prints = async (nomor: string) => (await db().execute(sql`select dicetak, dicetak_thermal as thermal, dicetak_slip_pdf as slip_pdf, dicetak_a4 as a4
  from penjualan where no_faktur_jual = ${nomor}`)).rows[0];

describe('readNota', () => {
  it("reads a sale of the user's shop with its lines, PPN, payments, change and the Jakarta date", async () => {
    const nomor = await insertSale(db());
    const nota = await readNota({ ctx: kasir, input: { kind: 'penjualan', nomor: nomor.toLowerCase() } });
    expect(nota).toMatchObject({
      kind: 'penjualan', nomor, status: 'AKTIF', tanggal: await jakartaTimeOf(db(), 'penjualan', nomor), kasir: 'kasir',
      toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111' },
      customer: { nama: 'Ibu Maria Goretti Kusumawardhani Susanto', alamat: 'Jl. Cihampelas No. 160, Bandung', noHp: '081234567890' },
      jumlahBarang: 2, totalBerat: '3.450', subtotal: 3_810_000, ppnPersen: '1.10', ppn: 41_910, total: 3_851_910,
      bayar: { tunai: 2_851_910, transfer: 1_000_000, kartu: 0 }, uangDiterima: 5_000_000, kembalian: 2_148_090, dicetak: 0,
      cetak: { thermal: 0, 'slip-pdf': 0, a4: 0 },
    });
    expect(nota.lines.map((line) => [line.namaBarang, line.berat, line.hargaPerGram, line.ongkos, line.hargaTetap, line.harga])).toEqual([
      ['Cincin Emas Kuning Motif Daun Semanggi Bermata Zirkon', '2.150', 1_000_000, 350_000, false, 2_500_000], ['Anting Tusuk', '1.300', 1_000_000, 10_000, false, 1_310_000],
    ]);
  });

  it('reads a buyback, and finds no nota of another shop or an unknown number', async () => {
    const nomor = await insertBuyback(db());
    expect(await readNota({ ctx: kasir, input: { kind: 'pembelian', nomor } })).toMatchObject({
      kind: 'pembelian', nomor, tanggal: await jakartaTimeOf(db(), 'pembelian', nomor), total: 2_850_000, bayar: { tunai: 2_850_000, transfer: 0, kartu: 0 }, kembalian: 0,
      lines: [{ namaBarang: 'Cincin Polos', berat: '3.000', hargaPerGram: 950_000, ongkos: null, hargaTetap: false, harga: 2_850_000 }],
    });
    await expect(readNota({ ctx: kasir2, input: { kind: 'pembelian', nomor } })).rejects.toMatchObject({ messageKey: 'notaNotFound' });
    await expect(readNota({ ctx: kasir, input: { kind: 'penjualan', nomor } })).rejects.toMatchObject({ messageKey: 'notaNotFound' });
    await expect(readNota({ ctx: kasir, input: { kind: 'hutang' as 'penjualan', nomor } })).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('printing a nota', () => {
  it('prints each form once for free at the sale (the slip, then the A4); a second print of a form spends a supervisor grant, or is refused and not counted', async () => {
    const nomor = await insertSale(db());
    const print = (form: 'thermal' | 'slip-pdf' | 'a4', ctx = kasir, grant?: string) => printNota({ ctx, input: { kind: 'penjualan', nomor, form, grant } });
    // The thermal slip at the sale, then the A4 nota for the customer's file: neither asks for a supervisor.
    expect(await print('thermal')).toMatchObject({ reprint: false, duplicate: false, nota: { dicetak: 1, cetak: { thermal: 1, 'slip-pdf': 0, a4: 0 } } });
    expect(await print('a4')).toMatchObject({ reprint: false, nota: { dicetak: 2, cetak: { thermal: 1, 'slip-pdf': 0, a4: 1 } } });
    // The PDF slip is a form of its own (either width): its first print is free too.
    expect(await print('slip-pdf')).toMatchObject({ reprint: false, nota: { dicetak: 3, cetak: { thermal: 1, 'slip-pdf': 1, a4: 1 } } });
    expect(await prints(nomor)).toEqual({ dicetak: 3, thermal: 1, slip_pdf: 1, a4: 1 });

    // A second A4 is a reprint: refused without a grant, or with a wrong one, and not counted.
    await expect(print('a4')).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(recordNotaPrint({ ctx: kasir, input: { kind: 'penjualan', nomor, form: 'a4', grant: 'NOPE' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(print('thermal')).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    expect(await prints(nomor)).toEqual({ dicetak: 3, thermal: 1, slip_pdf: 1, a4: 1 });

    const grant = await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_PENJUALAN', keystore: 'ABCDEF123456', subject: documentSubject(nomor, 'cetak', 'a4') });
    // A buyback's reprint grant does not open a sale's reprint.
    await approvedGrant(db(), { userId: 'kasir', fitur: 'CETAK_ULANG_PEMBELIAN', keystore: 'PEMBELIAN123', subject: documentSubject(nomor, 'cetak', 'a4') });
    await expect(print('a4', kasir, 'PEMBELIAN123')).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // A grant for the A4 does not reprint the thermal slip.
    await expect(print('thermal', kasir, grant)).rejects.toMatchObject({ messageKey: 'otorisasiTidakSesuai' });
    expect(await print('a4', kasir, grant.toLowerCase())).toMatchObject({ reprint: true, nota: { dicetak: 4, cetak: { a4: 2 } } });
    await expect(print('a4', kasir, grant)).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // A supervisor of the shop reprints without asking anyone.
    expect(await print('thermal', spv)).toMatchObject({ reprint: true, nota: { dicetak: 5, cetak: { thermal: 2 } } });
    expect(await prints(nomor)).toEqual({ dicetak: 5, thermal: 2, slip_pdf: 1, a4: 2 });
  });

  it('counts a buyback\'s forms the same way', async () => {
    const nomor = await insertBuyback(db());
    const print = (form: 'thermal' | 'slip-pdf' | 'a4') => printNota({ ctx: kasir, input: { kind: 'pembelian', nomor, form } });
    expect(await print('slip-pdf')).toMatchObject({ reprint: false, nota: { cetak: { thermal: 0, 'slip-pdf': 1, a4: 0 } } });
    expect(await print('a4')).toMatchObject({ reprint: false, nota: { dicetak: 2, cetak: { thermal: 0, 'slip-pdf': 1, a4: 1 } } });
    await expect(print('slip-pdf')).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
  });

  it("prints two copies when the slip type's duplicate flag is on, and never another shop's nota", async () => {
    const sale = await insertSale(db());
    const buy = await insertBuyback(db());
    const duplicate = withSettings(kasir, { DUPLICATE_PRINT_PEMBELIAN: 'true' });
    expect((await printNota({ ctx: duplicate, input: { kind: 'pembelian', nomor: buy, form: 'thermal' } })).duplicate).toBe(true);
    expect((await printNota({ ctx: duplicate, input: { kind: 'penjualan', nomor: sale, form: 'thermal' } })).duplicate).toBe(false);
    await expect(printNota({ ctx: kasir2, input: { kind: 'penjualan', nomor: sale, form: 'thermal' } })).rejects.toMatchObject({ messageKey: 'notaNotFound' });
  });
});

describe('Kirim WA through the gateway', () => {
  type Received = { url?: string; authorization?: string; body: { receiver: string; message: string; type: string } };
  const received: Received[] = [];
  let answer: object = { success: true };
  let gateway: http.Server;
  let base = '';
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => { text += chunk; });
      request.on('end', () => {
        received.push({ url: request.url, authorization: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const waOn = () => withSettings(kasir, {
    // The test's gateway listens on 127.0.0.1: an on-premise gateway, named by the allow-list.
    WHATSAPP_MODULE: 'true', WHATSAPP_GATEWAY_URL: base, WHATSAPP_GATEWAY_TOKEN: 'rahasia-123', WHATSAPP_GATEWAY_ALLOWED_HOSTS: '127.0.0.1',
    TEMPLATE_WA: 'Halo {nama_customer}, nota {no_faktur} dari {nama_toko} ({tanggal}): {jumlah_barang} barang {total_berat} gr, total {total_harga}. {tidak_dikenal}',
  });

  it('posts receiver (0 → 62), the filled template, type text and the token, and reads success', async () => {
    const nomor = await insertSale(db());
    answer = { success: true };
    expect(await sendNotaWa({ ctx: waOn(), input: { kind: 'penjualan', nomor } })).toEqual({ sent: true, receiver: '6281234567890' });
    expect(received.at(-1)).toEqual({
      url: '/api/chat/send', authorization: 'Bearer rahasia-123',
      body: {
        receiver: '6281234567890', type: 'text',
        message: `Halo Ibu Maria Goretti Kusumawardhani Susanto, nota ${nomor} dari Kilau Emas Bandung (${await jakartaTimeOf(db(), 'penjualan', nomor)}): 2 barang 3,450 gr, total Rp. 3.851.910. {tidak_dikenal}`,
      },
    });
  });

  it("answers only a known reason, never the gateway's own text (issue 25 point 5)", async () => {
    const nomor = await insertBuyback(db());
    answer = { success: false, message: '<b>Nomor</b> tidak aktif, hubungi 0812-xxxx' };
    expect(await sendNotaWa({ ctx: waOn(), input: { kind: 'pembelian', nomor } })).toEqual({ sent: false, receiver: '6281299990000', reason: 'notRegistered' });
    answer = { success: 'yes' };
    expect(await sendNotaWa({ ctx: waOn(), input: { kind: 'pembelian', nomor } })).toEqual({ sent: false, receiver: '6281299990000', reason: 'notRegistered' });
    const unreachable = withSettings(waOn(), { WHATSAPP_GATEWAY_URL: 'http://127.0.0.1:9' });
    expect(await sendNotaWa({ ctx: unreachable, input: { kind: 'pembelian', nomor } })).toEqual({ sent: false, receiver: '6281299990000', reason: 'unreachable' });
  });

  it('refuses a gateway at a private address unless the allow-list names it, a name resolving to one included, sending nothing (issue 25 point 5)', async () => {
    const nomor = await insertSale(db());
    const before = received.length;
    const port = new URL(base).port;
    const notAllowed = (url: string) => withSettings(waOn(), { WHATSAPP_GATEWAY_URL: url, WHATSAPP_GATEWAY_ALLOWED_HOSTS: '' });
    for (const url of [base, `http://2130706433:${port}/api`, `http://0x7f.1:${port}/api`, `http://[::1]:${port}`, `http://0.0.0.0:${port}`, 'http://169.254.169.254/latest', `http://localhost:${port}/api`]) {
      await expect(sendNotaWa({ ctx: notAllowed(url), input: { kind: 'penjualan', nomor } }), url).rejects.toMatchObject({ kind: 'validation', messageKey: 'waGatewayPrivat' });
    }
    // A public-looking name that resolves, when it is sent, to the server itself or the metadata address.
    for (const address of ['127.0.0.1', '169.254.169.254', '::1']) {
      const lookup = async () => [{ address, family: address.includes(':') ? 6 as const : 4 as const }];
      await expect(sendNotaWa({ ctx: notAllowed(`http://wa-gateway.example.com:${port}/api`), input: { kind: 'penjualan', nomor }, lookup }))
        .rejects.toMatchObject({ messageKey: 'waGatewayPrivat' });
    }
    expect(received.length).toBe(before);
    // Named by the allow-list, the same name is sent to: to the address checked, whatever a second lookup would say.
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const allowed = withSettings(waOn(), { WHATSAPP_GATEWAY_URL: `http://wa-gateway.lan:${port}/api`, WHATSAPP_GATEWAY_ALLOWED_HOSTS: 'wa-gateway.lan' });
    answer = { success: true };
    expect(await sendNotaWa({ ctx: allowed, input: { kind: 'penjualan', nomor }, lookup })).toEqual({ sent: true, receiver: '6281234567890' });
    expect(received.length).toBe(before + 1);
  });

  it('lets a user send at most 10 a minute; another user still sends (issue 25 point 5)', async () => {
    const nomor = await insertSale(db());
    answer = { success: true };
    const before = received.length;
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(await sendNotaWa({ ctx: waOn(), input: { kind: 'penjualan', nomor } }).then((r) => (r.sent ? 'sent' : 'not sent'), (error: AppError) => `${error.messageKey} ${error.values.max}`));
    }
    expect(results).toEqual([...Array(10).fill('sent'), 'waTerlaluSering 10', 'waTerlaluSering 10']);
    expect(received.length).toBe(before + 10);
    const spvOn = withSettings(spv, waOn().settings);
    expect(await sendNotaWa({ ctx: spvOn, input: { kind: 'penjualan', nomor } })).toMatchObject({ sent: true });
    // A minute later the allowance is back.
    await db().execute(sql`update login_throttle set window_start = now() - interval '61 seconds' where key = 'wa:kasir'`);
    expect(await sendNotaWa({ ctx: waOn(), input: { kind: 'penjualan', nomor } })).toMatchObject({ sent: true });
  });

  it('is refused with the module off, without a phone number or without a gateway, sending nothing', async () => {
    const nomor = await insertSale(db(), { noHp: '' });
    const before = received.length;
    await expect(sendNotaWa({ ctx: kasir, input: { kind: 'penjualan', nomor } })).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'waModuleOff' });
    await expect(sendNotaWa({ ctx: waOn(), input: { kind: 'penjualan', nomor } })).rejects.toMatchObject({ messageKey: 'waNoHpKosong' });
    const other = await insertSale(db());
    await expect(sendNotaWa({ ctx: withSettings(waOn(), { WHATSAPP_GATEWAY_URL: '' }), input: { kind: 'penjualan', nomor: other } })).rejects.toMatchObject({ messageKey: 'waGatewayBelumDiatur' });
    expect(received.length).toBe(before);
  });
});
