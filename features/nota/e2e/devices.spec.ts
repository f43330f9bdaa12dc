import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { allowsFeature, fakePrinter, printedSlips, setChoice } from '@/tests/e2e/support/fake-devices';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { postTestSale } from './sale-through-service';

// Issue 25 point 9: the receipt printer connects on the screens that print slips (and only there the page's
// Permissions-Policy lets it), the slip's ESC/POS bytes reach it, and the user is told why when it cannot connect.

const DENIED = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()';
const PRINTER = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(self), serial=(self), hid=(), display-capture=()';
const SCALE = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(self), hid=(), display-capture=()';

test('WebUSB and Web Serial are allowed on the printing and weighing screens only; a link there loads the page with its policy', async ({ page }) => {
  await login(page, 'SPV');
  for (const [path, policy] of [['/transaksi-penjualan', PRINTER], ['/lihat-penjualan', PRINTER], ['/transaksi-pembelian', PRINTER],
    ['/lihat-pembelian', PRINTER], ['/timbang-baki', SCALE], ['/home', DENIED], ['/data-barang', DENIED], ['/batal-penjualan', DENIED], ['/pindah-barang', DENIED]] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['permissions-policy'], path).toBe(policy);
    // What the browser made of it (Chrome's document.featurePolicy).
    expect(await allowsFeature(page, 'usb'), path).toBe(policy === PRINTER);
    expect(await allowsFeature(page, 'serial'), path).toBe(policy !== DENIED);
  }

  // From /home through the menu: the counter screen is loaded as a new document, so the printer is allowed on it.
  await page.goto('/home');
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
  await page.getByRole('link', { name: 'Transaksi Penjualan' }).first().click();
  await expect(page).toHaveURL(/\/transaksi-penjualan$/);
  await expect(page.getByLabel('Scan barcode barang')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await allowsFeature(page, 'usb')).toBe(true);
});

test('Lihat Penjualan prints the slip on a WebUSB printer: its bytes read back as the nota; a closed chooser is told', async ({ page }) => {
  // A sale not printed yet, posted by the sale service; its first line is Rp. 2.500.000.
  const nomor = postTestSale({ namaCustomer: 'Ibu Ratna', namaBarang: 'Cincin Emas Kuning' });
  await fakePrinter(page, 'usb');
  await login(page, 'SPV');
  await page.goto('/lihat-penjualan');
  await page.locator('#cari-q').fill(nomor);
  await page.locator('#cari-q').press('Enter');
  await page.getByRole('button', { name: nomor }).click();
  const actions = page.getByTestId('nota-actions');
  await expect(actions).toBeVisible();

  // The chooser closed without a printer: said, in the user's language.
  await setChoice(page, 'cancel');
  await actions.getByRole('button', { name: 'Printer USB' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tidak ada printer yang dipilih.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('nota-printer')).toHaveText('Printer: Belum ada printer');

  await setChoice(page, 'device');
  await actions.getByRole('button', { name: 'Printer USB' }).click();
  await expect(page.getByTestId('nota-printer')).toHaveText('Printer: Fake POS-58');
  await expectNoSeriousViolations(page, '/lihat-penjualan with a printer at 1366');
  await actions.getByRole('button', { name: 'Cetak Slip' }).click();
  await expect(page.getByText('Slip Berhasil Dicetak')).toBeVisible();
  const slips = await printedSlips(page);
  expect(slips).toHaveLength(1);
  const text = slips[0].lines.join('\n');
  for (const part of [nomor, 'Ibu Ratna', 'Cincin Emas Kuning', 'Rp. 2.500.000']) expect(text).toContain(part);
  expect(slips[0].cuts).toBe(1);

  // Printed again (a supervisor reprints without asking): the printer was closed after the first slip, so it opens again.
  await actions.getByRole('button', { name: 'Cetak Slip' }).click();
  await expect.poll(async () => (await printedSlips(page)).length).toBe(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, '/lihat-penjualan with a printer at 390');
  await page.screenshot({ path: 'test-results/nota-printer-390.png', fullPage: true });
});

test('Transaksi Pembelian from the keyboard: F2 to the payment, F9 saves, the slip prints on the serial printer, F8 again, F4 a new one', async ({ page }) => {
  await fakePrinter(page, 'serial');
  await page.addInitScript(() => {
    if (!localStorage.getItem('kilau.receiptPrinter')) localStorage.setItem('kilau.receiptPrinter', JSON.stringify({ kind: 'serial', vendorId: 0x067b, productId: 0x2303, name: 'Serial 67b:2303', width: 58 }));
  });
  await login(page, 'SPV');
  await page.goto('/transaksi-pembelian');
  const scan = page.getByLabel('Scan Barcode / No Nota Jual');
  await expect(scan).toBeFocused();
  await expect(page.getByTestId('counter-shortcuts')).toHaveText(/F2\s*Bayar.*F9\s*Simpan.*F8\s*Cetak slip.*F4\s*Transaksi baru/);
  // An unknown nota, told under the field.
  await page.keyboard.type('JL-TIDAK-ADA-1', { delay: 30 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('beli-scan-cue')).toHaveText('Barcode atau nota JL-TIDAK-ADA-1 tidak ditemukan di penjualan');

  // An outside item: 3.000 g of P18 at the jenis' buy price Rp 1.548.000/g = Rp 4.644.000.
  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('CC');
  await page.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('P18');
  await page.getByLabel('Nama Barang').fill('Gelang Luar Keyboard');
  await page.getByLabel('Berat Nota').fill('3,000');
  await page.getByLabel('Harga Nota').fill('5000000');
  await page.getByRole('button', { name: 'Tambah Barang Luar' }).click();
  await expect(page.getByTestId('beli-line')).toHaveCount(1);

  await page.keyboard.press('F2');
  await expect(page.getByLabel('Transfer', { exact: true })).toBeFocused();
  await page.keyboard.press('F9');
  const nomor = page.getByTestId('pembelian-nomor');
  await expect(nomor).toHaveText(/^BL-CAB01-\d{6}-\d{4}$/);
  const buyNo = (await nomor.textContent())!;
  expect(await sql(`select total_harga::text, bayar_tunai::text from pembelian where no_faktur_beli = $1`, [buyNo])).toEqual([{ total_harga: '4644000', bayar_tunai: '4644000' }]);
  await expect.poll(async () => (await printedSlips(page)).length).toBe(1);
  const first = (await printedSlips(page))[0].lines.join('\n');
  expect(first).toContain(buyNo);
  expect(first).toContain('Rp. 4.644.000');
  await expectNoSeriousViolations(page, '/transaksi-pembelian saved at 1366');

  // F8: the slip again (a supervisor reprints without asking), on the same serial port, closed after each slip.
  await page.keyboard.press('F8');
  await expect.poll(async () => (await printedSlips(page)).length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __portOpens: number }).__portOpens)).toBe(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, '/transaksi-pembelian saved at 390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.keyboard.press('F4');
  await expect(nomor).toBeHidden();
  await expect(scan).toBeFocused();
});
