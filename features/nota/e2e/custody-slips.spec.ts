import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { decodeEscPos } from '@/features/nota/slip/escpos-decode';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { allowsFeature, fakePrinter, printedSlips, setChoice } from '@/tests/e2e/support/fake-devices';
import { readPdf } from '@/tests/e2e/support/files';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';

// Issue 28 point 7: an order's, a deposit's and a repair ticket's slip through the counter's printing (ESC/POS to a
// fake printer injected into the page, PDF slips and A4), every print free; "Kirim WA" of a completed repair tells the
// customer it is ready (a button the cashier presses). The screens that print are allowed WebUSB and Web Serial.

const PRINTER = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(self), serial=(self), hid=(), display-capture=()';
/** A line centred on 32 columns, as the slip pads it. */
const centred = (text: string) => `${' '.repeat(Math.floor((32 - text.length) / 2))}${text}`;

async function screenshots(page: Page, name: string) {
  fs.mkdirSync('test-results', { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/custody-slip-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/custody-slip-${name}-390.png`, fullPage: true });
  await expectNoSeriousViolations(page, `${name} at 390 px`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

test.beforeAll(async () => {
  await sql(`insert into jenis (kode_dept, nama_dept, kadar, kadar_cetak) values ('T94', 'EMAS UJI SLIP', 75, '750') on conflict do nothing`);
  await sql(`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('T94', 1000000, 900000, 'e2e')`);
});

test.afterEach(async () => {
  await setSetting('DUPLICATE_PRINT_PESANAN', 'false');
  await setSetting('WHATSAPP_MODULE', 'false');
  await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '');
});

test('a repair ticket prints at Transaksi Services on a USB printer; completed, its slip prints again and Kirim WA tells the customer it is ready', async ({ page }) => {
  test.setTimeout(180_000);
  const received: { body: { receiver: string; message: string; type: string } }[] = [];
  const gateway = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => { text += chunk; });
    request.on('end', () => {
      received.push({ body: JSON.parse(text) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  try {
    await setSetting('WHATSAPP_MODULE', 'true');
    await setSetting('WHATSAPP_GATEWAY_URL', `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    await setSetting('WHATSAPP_GATEWAY_TOKEN', 'token-e2e');
    await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '127.0.0.1');
    const phone = `0813${String(Date.now()).slice(-8)}`;
    await fakePrinter(page, 'usb');
    await login(page, 'KASIR');

    // The screens that print these slips may use the printer (their Permissions-Policy), as the sale's do.
    for (const path of ['/transaksi-pesanan', '/lihat-pesanan', '/lihat-titipan', '/lihat-services', '/transaksi-services']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['permissions-policy'], path).toBe(PRINTER);
      expect(await allowsFeature(page, 'usb'), path).toBe(true);
      expect(await allowsFeature(page, 'serial'), path).toBe(true);
    }

    // A necklace 5,125 g in; Rp 200.000 estimated, Rp 100.000 down.
    await page.getByLabel('Nama Customer').fill('Wati Slip E2E');
    await page.getByLabel('No HP').fill(phone);
    await page.getByLabel('Alamat').fill('Jl. Anggrek 9, Bandung');
    const line = page.locator('li[data-line="0"]');
    await line.getByLabel('Deskripsi').fill('Patri kalung');
    await line.getByRole('combobox', { name: 'Group' }).selectOption('KL');
    await line.getByRole('combobox', { name: 'Jenis' }).selectOption('T94');
    await line.getByLabel('Berat Masuk').fill('5,125');
    await page.getByLabel('Estimasi Biaya').fill('200000');
    await page.getByLabel('Bayar Tunai').fill('100000');
    await page.keyboard.press('F9');
    const nomor = page.getByTestId('nomor-service');
    await expect(nomor).toHaveText(/^SV-CAB01-\d{6}-\d{4}$/);
    const no = (await nomor.textContent())!;

    const actions = page.getByTestId('nota-actions');
    await expect(actions).toBeVisible();
    await setChoice(page, 'device');
    await actions.getByRole('button', { name: 'Printer USB' }).click();
    await expect(page.getByTestId('nota-printer')).toHaveText('Printer: Fake POS-58');
    await actions.getByRole('button', { name: 'Cetak Slip' }).click();
    await expect(page.getByText('Slip Berhasil Dicetak')).toBeVisible();
    const [received1] = await printedSlips(page);
    const head = ['      TANDA TERIMA SERVICE', centred(no)];
    expect(received1.lines.slice(received1.lines.indexOf(head[0]), received1.lines.indexOf(head[0]) + 2)).toEqual(head);
    for (const text of ['Pelanggan: Wati Slip E2E', `No HP    : ${phone}`, '1. Patri kalung', '   EMAS UJI SLIP', '   Berat                5,125 gr',
      'Estimasi Biaya       Rp. 200.000', 'Uang Muka            Rp. 100.000', 'Barang service diambil dengan']) expect(received1.lines).toContain(text);
    expect(received1.cuts).toBe(1);
    await expectNoSeriousViolations(page, '/transaksi-services saved with its slip buttons');
    await screenshots(page, 'transaksi-services');

    // Selesai: 5,125 → 5,375 g (0,250 g × Rp 1.000.000 = Rp 250.000), the work Rp 150.000: Rp 400.000, Rp 300.000 left.
    await page.goto('/lihat-services');
    await page.getByLabel('Cari No Service / Customer / No HP').fill(phone);
    await page.locator('form').filter({ has: page.locator('#service-q') }).getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('button', { name: `Selesai ${no}` }).click();
    await page.getByLabel('Berat Keluar barang 1').fill('5,375');
    await page.getByLabel('Biaya Service').fill('150000');
    await page.getByRole('button', { name: 'Simpan Selesai' }).click();
    const slip = page.getByTestId('service-slip');
    await expect(slip.getByRole('button', { name: 'Kirim WA Barang Siap' })).toBeEnabled();
    // Completing prints nothing by itself; the remembered printer prints the completed ticket when asked, free.
    expect(await printedSlips(page)).toHaveLength(0);
    await slip.getByRole('button', { name: 'Cetak Slip' }).click();
    await expect.poll(async () => (await printedSlips(page)).length).toBe(1);
    const done = (await printedSlips(page))[0].lines;
    for (const text of ['        SERVICE SELESAI', centred(no), '   Berat Akhir          5,375 gr', '                     Rp. 250.000', 'Biaya Service        Rp. 150.000',
      'Emas Tambahan        Rp. 250.000', 'Total Biaya          Rp. 400.000', 'Sisa Bayar           Rp. 300.000', 'Barang service Anda sudah']) expect(done).toContain(text);

    await slip.getByRole('button', { name: 'Kirim WA Barang Siap' }).click();
    await expect(page.getByText('Pemberitahuan Berhasil Dikirim')).toBeVisible();
    const message = received.at(-1)!.body;
    expect(message.receiver).toBe(`62${phone.slice(1)}`);
    for (const text of [`SERVICE SELESAI: ${no}`, 'Barang service Anda sudah selesai dan dapat diambil di toko.', '1. Patri kalung 5,125 gr → 5,375 gr Rp. 250.000',
      'Total Berat Akhir: 5,375 gr', 'Sisa Bayar: Rp. 300.000']) expect(message.message.split('\n')).toContain(text);
    await expectNoSeriousViolations(page, '/lihat-services with a completed ticket\'s slip');
    await screenshots(page, 'lihat-services');
  } finally {
    gateway.close();
  }
});

test("an order's and a deposit's slips over HTTP: the thermal bytes, the PDF slip and the A4, two copies with the order flag; another shop's is not found", async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-6);
  const noPesanan = `PS-CAB01-E2E-${stamp}`;
  const noTitip = `TU-CAB01-E2E-${stamp}`;
  // An order: 3,000 g at a fixed Rp 2.750.000 with Rp 500.000 paid; a deposit on a 1,001 g item of Rp 1.113.111 with Rp 500.000 down.
  await sql(`insert into pesanan (no_pesanan, kode_toko, kode_sales, nama_customer, no_hp_customer, tgl_target, tgl_pesanan, total_berat, total_qty, ongkos, total_harga, jumlah_bayar, status, created_by)
    values ($1, 'CAB01', 'CAB01-S1', 'Dewi Pesan E2E', '081298765432', '2030-01-01', now(), 3, 1, 0, 2750000, 500000, 'OPEN', 'kasir')`, [noPesanan]);
  await sql(`insert into pesanan_detail (no_pesanan, deskripsi, berat, ongkos, sub_total, kode_dept, kadar, aturan_harga, harga_tetap) values ($1, 'Liontin inisial', 3, 0, 2750000, 'T94', 75, 'TETAP', 2750000)`, [noPesanan]);
  await sql(`insert into titip_uang (no_titip, kode_toko, no_pesanan, tanggal, nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp, status, nama_customer, ppn, created_by)
    values ($1, 'CAB01', '-', now(), 'Cincin titip E2E', 1.001, 1101000, 100000, 1113111, 500000, 'AKTIF', 'Siti Titip E2E', 12111, 'kasir')`, [noTitip]);
  await login(page, 'KASIR');

  const thermal = await page.request.get(`/api/nota/pesanan/${noPesanan}/slip?width=58&format=escpos`);
  expect(thermal.status()).toBe(200);
  expect(thermal.headers()['content-type']).toBe('application/octet-stream');
  const one = decodeEscPos(new Uint8Array(await thermal.body()));
  for (const text of ['          NOTA PESANAN', centred(noPesanan), 'Pelanggan: Dewi Pesan E2E', 'Tgl Target            2030-01-01', '1. Liontin inisial',
    '   EMAS UJI SLIP 75,00%', '   Berat                3,000 gr', 'Estimasi Harga     Rp. 2.750.000', 'Total Dibayar        Rp. 500.000',
    'Sisa Bayar         Rp. 2.250.000']) expect(one.lines).toContain(text);
  expect(one.cuts).toBe(1);

  await setSetting('DUPLICATE_PRINT_PESANAN', 'true');
  // Every print is free: the same slip again, now in two copies.
  const two = decodeEscPos(new Uint8Array(await (await page.request.get(`/api/nota/pesanan/${noPesanan}/slip?width=58&format=escpos`)).body()));
  expect(two.cuts).toBe(2);
  expect(two.lines[0]).toBe('           Pelanggan');
  expect(two.lines).toContain('            Internal');
  expect(two.lines.join('\n').split('Uang muka pesanan tidak dapat').length).toBe(2);

  const pdf58 = await page.request.get(`/api/nota/pesanan/${noPesanan}/slip?width=58&format=pdf`);
  expect(pdf58.status()).toBe(200);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/custody-slip-pesanan-58.pdf', await pdf58.body());
  const roll = readPdf(await pdf58.body());
  expect(roll.pages).toBe(2);
  for (const text of ['NOTA PESANAN', noPesanan, 'Dewi Pesan E2E', 'Rp. 2.750.000', 'Rp. 2.250.000', 'Pelanggan', 'Internal']) expect(roll.text).toContain(text);
  const a4 = await page.request.get(`/api/nota/titipan/${noTitip}/a4`);
  expect(a4.status()).toBe(200);
  const body = await a4.body();
  fs.writeFileSync('test-results/custody-slip-titipan-a4.pdf', body);
  const page4 = readPdf(body);
  for (const text of ['NOTA TITIPAN', noTitip, 'Siti Titip E2E', 'Cincin titip E2E', '1,001 gr', 'Rp. 1.113.111', 'Rp. 613.111', 'Barang disimpan toko']) expect(page4.text).toContain(text);

  // Another shop's cashier: not found, in the user's words.
  const cab02 = await browser.newContext();
  try {
    const other = await cab02.newPage();
    await other.goto('/');
    await other.getByLabel('User ID').fill('kasir2');
    await other.getByLabel('Password', { exact: true }).fill('kasir123');
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other).toHaveURL(/\/home$/);
    const missing = await other.request.get(`/api/nota/pesanan/${noPesanan}/slip?width=58&format=escpos`);
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toBe(`Pesanan ${noPesanan} tidak ditemukan`);
    expect((await other.request.get(`/api/nota/titipan/${noTitip}/a4`)).status()).toBe(404);
  } finally {
    await cab02.close();
  }

  // Lihat Titipan: Cetak on the deposit's row shows its buttons; Lihat Pesanan: the opened order shows its own.
  await page.goto('/lihat-titipan');
  await page.getByRole('button', { name: `Cetak ${noTitip}` }).click();
  await expect(page.getByTestId('titipan-slip').getByTestId('nota-actions')).toBeVisible();
  await expectNoSeriousViolations(page, '/lihat-titipan with a deposit\'s slip buttons');
  await screenshots(page, 'lihat-titipan');
  await page.goto('/lihat-pesanan');
  await page.getByRole('button', { name: `Buka ${noPesanan}` }).click();
  await expect(page.getByTestId('nota-actions')).toBeVisible();
  await expectNoSeriousViolations(page, '/lihat-pesanan with an order\'s slip buttons');
});
