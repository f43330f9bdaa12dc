import { documentSubject } from '@/lib/auth/otorisasi-subject';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { approvedGrant, login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { readPdf } from '@/tests/e2e/support/files';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { decodeEscPos } from '../slip/escpos-decode';
import { postTestSale } from './sale-through-service';

// The nota routes (issue 16): slips as ESC/POS bytes decoded back to text, PDFs read with pdftotext, reprints that need
// a supervisor's grant, and "Kirim WA" through a gateway this spec runs. Each test's sale is posted by the sale service
// (the counter screen that posts one is tested in its own spec).

/** The nota of every test: a sale posted by the sale service (sale-through-service.ts), with the names the slip wraps. */
const insertSale = (noHp = '081234567890') => postTestSale({ noHp, namaCustomer: 'Ibu Maria Goretti', alamatCustomer: 'Jl. Cihampelas 160', namaBarang: 'Cincin Emas Kuning Motif Daun' });
const slip = async (request: APIRequestContext, nomor: string, query = 'width=58&format=escpos') => request.get(`/api/nota/penjualan/${nomor}/slip?${query}`);

test.afterEach(async () => {
  await setSetting('DUPLICATE_PRINT_PENJUALAN', 'false');
  await setSetting('WHATSAPP_MODULE', 'false');
});

const prints = async (nomor: string) => (await sql(`select dicetak, dicetak_thermal as thermal, dicetak_slip_pdf as slip_pdf, dicetak_a4 as a4
  from penjualan where no_faktur_jual = $1`, [nomor]))[0];

test('the thermal slip decodes back to the nota; each form prints once free, a second print of it needs a supervisor grant; two copies with the flag', async ({ page }) => {
  const nomor = insertSale();
  await login(page, 'KASIR');
  const first = await slip(page.request, nomor);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/octet-stream');
  const decoded = decodeEscPos(await first.body());
  expect(decoded.lines[0]).toBe('       Kilau Emas Bandung');
  // Fields wrap at 20 between words; labels in Indonesian; each line shows its price per gram and ongkos.
  const sold = [
    'Pelanggan: Ibu Maria Goretti', 'Alamat   : Jl. Cihampelas 160', '--------------------------------',
    '1. Cincin Emas Kuning', '   Motif Daun', '   Harga/Gram      Rp. 1.000.000', '   Ongkos            Rp. 350.000', '   2,150 gr        Rp. 2.500.000',
    '2. Anting Tusuk', '   Harga/Gram      Rp. 1.000.000', '   Ongkos             Rp. 10.000', '   1,300 gr        Rp. 1.310.000',
  ];
  const at = decoded.lines.indexOf(sold[0]);
  expect(decoded.lines.slice(at, at + 4)).toEqual(sold.slice(0, 4));
  for (const line of ['         NOTA PENJUALAN', ...sold, 'PPN 1,10 %            Rp. 41.910', 'Total              Rp. 3.851.910', 'Kembalian          Rp. 2.148.090']) {
    expect(decoded.lines).toContain(line);
  }
  expect(decoded.lines.at(-1)).toBe('<CUT>');
  expect(decoded.cuts).toBe(1);
  expect(decoded.lines).not.toContain('           Pelanggan');

  // The PDF slip and the A4 nota are forms of their own: their first print at the sale is free.
  expect((await slip(page.request, nomor, 'width=80&format=pdf')).status()).toBe(200);
  expect((await page.request.get(`/api/nota/penjualan/${nomor}/a4`)).status()).toBe(200);
  expect(await prints(nomor)).toEqual({ dicetak: 3, thermal: 1, slip_pdf: 1, a4: 1 });

  // The same form again is a reprint, refused without a grant and not counted.
  for (const again of [() => slip(page.request, nomor), () => slip(page.request, nomor, 'width=58&format=pdf'), () => page.request.get(`/api/nota/penjualan/${nomor}/a4`)]) {
    const refused = await again();
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toMatch(/otorisasi/i);
  }
  expect(await prints(nomor)).toEqual({ dicetak: 3, thermal: 1, slip_pdf: 1, a4: 1 });

  await setSetting('DUPLICATE_PRINT_PENJUALAN', 'true');
  const grant = await approvedGrant('kasir', 'CETAK_ULANG_PENJUALAN', documentSubject(nomor, 'cetak', 'thermal'), 'spv');
  const again = decodeEscPos(await (await slip(page.request, nomor, `width=58&format=escpos&otorisasi=${grant}`)).body());
  expect(again.cuts).toBe(2);
  expect(again.lines[0]).toBe('           Pelanggan');
  const internal = again.lines.indexOf('            Internal');
  expect(internal).toBeGreaterThan(0);
  expect(again.lines.filter((line) => line === '          CETAK ULANG')).toHaveLength(2);
  expect(again.lines.slice(0, internal).join('\n')).toContain('Barang yang sudah dibeli');
  expect(again.lines.slice(internal).join('\n')).not.toContain('Barang yang sudah dibeli');
  // The grant is spent: the same keystore opens nothing more.
  expect((await slip(page.request, nomor, `width=58&format=escpos&otorisasi=${grant}`)).status()).toBe(403);
  expect(await prints(nomor)).toEqual({ dicetak: 4, thermal: 2, slip_pdf: 1, a4: 1 });
});

test('at the counter the slip and then the A4 nota print without a supervisor; a second A4 asks for one (1366 and 390 px)', async ({ page }) => {
  const nomor = insertSale();
  await login(page, 'KASIR');
  await page.goto('/lihat-penjualan');
  await page.getByLabel('Cari (no nota, nama, no HP)').fill(nomor);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: nomor }).click();
  const actions = page.getByTestId('nota-actions');
  await expect(actions).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });

  // No printer chosen: "Cetak Slip" opens the PDF slip. Then the A4 nota for the customer's file. Neither asks anyone.
  await actions.getByRole('button', { name: 'PDF Slip 58 mm' }).click();
  await expect.poll(() => prints(nomor)).toEqual({ dicetak: 1, thermal: 0, slip_pdf: 1, a4: 0 });
  await actions.getByRole('button', { name: 'Nota A4' }).click();
  await expect.poll(() => prints(nomor)).toEqual({ dicetak: 2, thermal: 0, slip_pdf: 1, a4: 1 });
  await expect(dialog).toHaveCount(0);
  await expectNoSeriousViolations(page, 'lihat-penjualan with a nota open');

  // The A4 once more: a reprint, the supervisor's dialog first; closed, nothing is printed.
  await actions.getByRole('button', { name: 'Nota A4' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code permintaan otorisasi' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/nota-reprint-390.png', fullPage: true });
  await expectNoSeriousViolations(page, 'reprint authorization at 390 px');
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect.poll(() => prints(nomor)).toEqual({ dicetak: 3, thermal: 0, slip_pdf: 1, a4: 2 });
  expect(await sql(`select decided_by, used_at is not null as used from otorisasi where fitur = 'CETAK_ULANG_PENJUALAN' and mode = 'MANUAL' order by id desc limit 1`))
    .toEqual([{ decided_by: 'spv', used: true }]);
});

test('PDF slips at 58 and 80 mm and the A4 nota, in Indonesian and Japanese; another shop gets none', async ({ page, browser }) => {
  const nomor = insertSale();
  await login(page, 'SPV'); // a supervisor of the shop reprints without asking anyone
  const slip58 = readPdf(await (await slip(page.request, nomor, 'width=58&format=pdf')).body());
  expect(slip58.pageSize).toMatch(/^164\.409 x/);
  expect(slip58.text).toContain('NOTA PENJUALAN');
  expect(slip58.text).toContain('Rp. 3.851.910');

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'jp', url: page.url() }]);
  const slip80 = readPdf(await (await slip(page.request, nomor, 'width=80&format=pdf')).body());
  expect(slip80.pageSize).toMatch(/^226\.772 x/);
  for (const text of ['販売伝票', '合計', 'お釣り', '再発行', 'Rp. 2.148.090']) expect(slip80.text).toContain(text);
  const a4 = await page.request.get(`/api/nota/penjualan/${nomor}/a4`);
  expect(a4.headers()['content-type']).toBe('application/pdf');
  const a4Text = readPdf(await a4.body());
  expect(a4Text.pageSize).toContain('595.28 x 841.89');
  for (const text of ['Kilau Emas Bandung', '販売伝票', nomor, '品名', 'Anting Tusuk', 'Rp. 1.310.000', '付加価値税 1.10 %', '印刷者 spv']) expect(a4Text.text).toContain(text);

  const cab02 = await browser.newContext();
  const cab02Page = await cab02.newPage();
  await cab02Page.goto('/');
  await cab02Page.getByLabel('User ID').fill('kasir2');
  await cab02Page.getByLabel('Password', { exact: true }).fill('kasir123');
  await cab02Page.getByRole('button', { name: 'Login' }).click();
  await expect(cab02Page).toHaveURL(/\/home$/);
  const foreign = await cab02Page.request.get(`/api/nota/penjualan/${nomor}/a4`);
  expect(foreign.status()).toBe(404);
  expect((await cab02Page.request.get(`/api/nota/hutang/${nomor}/a4`)).status()).toBe(404);
  await cab02.close();
});

test('Kirim WA posts the nota to the gateway; its answer or "No Wa Tidak Terdaftar" is shown; module off refuses', async ({ page }) => {
  const received: { authorization?: string; body: { receiver: string; message: string; type: string } }[] = [];
  let answer: object = { success: true };
  const gateway = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => { text += chunk; });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  try {
    const nomor = insertSale();
    await setSetting('WHATSAPP_GATEWAY_URL', `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    await setSetting('WHATSAPP_GATEWAY_TOKEN', 'token-e2e');
    // The spec's gateway listens on 127.0.0.1: an on-premise gateway the allow-list names.
    await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '127.0.0.1');
    await setSetting('TEMPLATE_WA', 'Nota {no_faktur} {nama_toko}: {jumlah_barang} barang, {total_berat} gr, {total_harga}');
    await login(page, 'KASIR');
    const send = () => page.request.post(`/api/nota/penjualan/${nomor}/wa`, { headers: { origin: new URL(page.url()).origin } });

    const off = await send();
    expect(off.status()).toBe(403);
    expect(received).toHaveLength(0);

    await setSetting('WHATSAPP_MODULE', 'true');
    const sent = await send();
    expect(sent.status(), await sent.text()).toBe(200);
    expect(await sent.json()).toMatchObject({ sent: true, receiver: '6281234567890', message: 'Invoice Berhasil Dikirim' });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer token-e2e',
      body: { receiver: '6281234567890', type: 'text', message: `Nota ${nomor} Kilau Emas Bandung: 2 barang, 3,450 gr, Rp. 3.851.910` },
    });

    answer = { success: false };
    expect(await (await send()).json()).toMatchObject({ sent: false, message: 'No Wa Tidak Terdaftar' });
    // The gateway's own text never reaches the cashier (issue 25 point 5).
    answer = { success: false, message: '<img src=x onerror=alert(1)> Nomor diblokir' };
    expect(await (await send()).json()).toMatchObject({ sent: false, message: 'No Wa Tidak Terdaftar' });
    expect((await page.request.post(`/api/nota/penjualan/${nomor}/wa`, { headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  } finally {
    gateway.close();
    await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '');
  }
});
