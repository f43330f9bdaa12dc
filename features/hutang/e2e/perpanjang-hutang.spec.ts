import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { fakePrinter, printedSlips, setChoice } from '@/tests/e2e/support/fake-devices';
import { readPdf } from '@/tests/e2e/support/files';
import { approvedGrant, login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { daysAgo, e2eLoanNumber, lendDaysAgo } from './loan-fixtures';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/hutang-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/hutang-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Opens a loan on Lihat Hutang by scanning its slip, then its Perpanjang form. */
async function openRenewal(page: Page, nomor: string) {
  await page.goto('/lihat-hutang');
  const scan = page.getByLabel('Scan Barcode Surat Gadai');
  await scan.fill(nomor);
  await scan.press('Enter');
  await expect(page.getByRole('heading', { name: `${nomor} · Aktif` })).toBeVisible();
  await page.getByRole('button', { name: 'Perpanjang', exact: true }).click();
  const form = page.getByRole('region', { name: `Perpanjang Hutang ${nomor}` });
  await expect(form).toBeVisible();
  return form;
}

let bands = 'true';
/** Known bands: 2,5 %/month up to Rp 5.000.000 and 2 % above, for 1–60 days; 30 days and 7 of grace. */
test.beforeAll(async () => {
  [{ value: bands }] = await sql<{ value: string }>(`select value from para_system where key = 'PARAMETER_BUNGA_HUTANG_MODULE'`);
  await sql(`delete from para_bunga_hutang`);
  await sql(`insert into para_bunga_hutang (jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by, updated_by)
    values (0, 5000000, 1, 60, 2.5, 'e2e', 'e2e'), (5000001, 100000000, 1, 60, 2, 'e2e', 'e2e')`);
  await setSetting('LAMA_HUTANG_HARI', '30');
  await setSetting('MASA_TENGGANG_HUTANG_HARI', '7');
});
test.afterAll(async () => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', bands);
});

test('a loan renewed at a new rate typed by the cashier, paying the interest in cash and by transfer', async ({ page }) => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', 'false');
  const nomor = e2eLoanNumber('PJ');
  await lendDaysAgo(nomor, 100);
  await login(page, 'KASIR');
  const form = await openRenewal(page, nomor);
  await expectNoSeriousViolations(page);

  // Rp 5.000.000 at 2,5 %: 4.167 a day; 100 days: 4.167 × 100 = Rp 416.700, shown before anything is paid.
  await expect(form.getByTestId('perpanjang-lamaPinjam')).toHaveText('100');
  await expect(form.getByTestId('perpanjang-bungaPinjam')).toHaveText('Rp. 416.700');
  await expect(form.getByTestId('perpanjang-dibayarNasabah')).toHaveText('Rp. 416.700');
  await expect(form.getByTestId('perpanjang-lamaHariBaru')).toHaveText('30 hari');

  // No new rate: "Bunga baru wajib diisi", nothing sent.
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Bunga baru wajib diisi');
  await info.getByRole('button', { name: 'OK' }).click();
  expect(await sql(`select count(*)::int as n from hutang where hutang_asal = $1`, [nomor])).toEqual([{ n: 0 }]);

  // 3 % a month on Rp 5.000.000: 5.000.000 × 3 % / 30 = Rp 5.000 a day, Rp 150.000 in 30 days.
  await form.getByLabel('Bunga Baru (% per bulan)').fill('3');
  await expect(form.getByTestId('perpanjang-bungaRpBaru')).toHaveText('Rp. 5.000');
  await expect(form.getByTestId('perpanjang-bungaBulanBaru')).toHaveText('Rp. 150.000');
  await form.getByLabel('Tunai', { exact: true }).fill('400000');
  await form.getByLabel('Transfer', { exact: true }).fill('16700');
  await form.getByRole('combobox', { name: 'Rekening Toko' }).selectOption('81014567');
  await expect(form.getByTestId('perpanjang-sisa')).toHaveText('Rp. 0');
  await screenshots(page, 'perpanjang-form');
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} diperpanjang menjadi HT-CAB01-\\d{6}-\\d{4}`))).toBeVisible();

  const [renewed] = await sql<{ no: string; bunga: string; bunga_rp: number; jumlah: number; tempo: string }>(`select no_faktur_hutang as no, bunga::text, bunga_rp::int,
    jumlah_hutang::int as jumlah, tgl_jatuh_tempo::text as tempo from hutang where hutang_asal = $1`, [nomor]);
  // The new loan opens at once: Rp 5.000.000 at 3 %, due 30 days after today.
  await expect(page.getByRole('heading', { name: `${renewed.no} · Aktif` })).toBeVisible();
  expect(renewed).toEqual({ no: renewed.no, bunga: '3.00', bunga_rp: 5000, jumlah: 5_000_000, tempo: daysAgo(-30) });
  const history = page.getByTestId('renewal-history');
  await expect(history).toContainText(nomor);
  await expect(history).toContainText(renewed.no);
  await expect(history).toContainText('Rp. 416.700');

  expect(await sql(`select status from hutang where no_faktur_hutang = $1`, [nomor])).toEqual([{ status: 'PERPANJANG' }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang_pelunasan p on p.jurnal_id = d.jurnal_id
                     where p.no_faktur_hutang = $1 order by d.nomor_akun`, [nomor])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 400000, kredit: 0 },
    { nomor_akun: '1-1200-81014567', debit: 16700, kredit: 0 },
    { nomor_akun: '4-2000', debit: 0, kredit: 416700 },
  ]);
  // The items never moved: still pledged, in their first packet, now the new loan's.
  expect(await sql(`select d.kode_barcode, b.status, b.kode_baki from hutang_detail d join barang b on b.kode_barcode = d.kode_barcode
                     where d.no_faktur_hutang = $1 order by 1`, [renewed.no])).toEqual([
    { kode_barcode: `${nomor}-1`, status: 'PLEDGED', kode_baki: nomor }, { kode_barcode: `${nomor}-2`, status: 'PLEDGED', kode_baki: nomor },
  ]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'perpanjang-baru');
});

test('a loan renewed for less, the rate proposed by the interest bands for the new amount', async ({ page }) => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', 'true');
  const nomor = e2eLoanNumber('PK');
  await lendDaysAgo(nomor, 120);
  await login(page, 'KASIR');
  const form = await openRenewal(page, nomor);

  // 120 days × 4.167 = Rp 500.040. Renewed at Rp 4.000.000: the 2,5 % band, 4.000.000 × 2,5 % / 30 = 3.333,33 → Rp 3.334 a day;
  // the customer pays 500.040 + 1.000.000 = Rp 1.500.040.
  await form.getByLabel('Jumlah Hutang Baru').fill('4000000');
  await expect(form.getByTestId('perpanjang-bunga')).toHaveText('2,50 %');
  await expect(form.getByTestId('perpanjang-bungaRpBaru')).toHaveText('Rp. 3.334');
  await expect(form.getByTestId('perpanjang-pokokDibayar')).toHaveText('Rp. 1.000.000');
  await expect(form.getByTestId('perpanjang-dibayarNasabah')).toHaveText('Rp. 1.500.040');
  await expect(form.getByLabel('Bunga Baru (% per bulan)')).toHaveCount(0);
  await form.getByLabel('Tunai', { exact: true }).fill('1500040');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} diperpanjang menjadi`))).toBeVisible();
  expect(await sql(`select jumlah_hutang::int, bunga::text, bunga_rp::int from hutang where hutang_asal = $1`, [nomor]))
    .toEqual([{ jumlah_hutang: 4_000_000, bunga: '2.50', bunga_rp: 3334 }]);
  expect(await sql(`select jenis, lama_hari, bunga_pinjam::int, pokok_dibayar::int, total_bayar::int, bayar_tunai::int from hutang_pelunasan where no_faktur_hutang = $1`, [nomor]))
    .toEqual([{ jenis: 'PERPANJANG', lama_hari: 120, bunga_pinjam: 500040, pokok_dibayar: 1_000_000, total_bayar: 1_500_040, bayar_tunai: 1_500_040 }]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
});

/** A line centred on 32 columns, as the slip pads it. */
const centred = (text: string) => `${' '.repeat(Math.floor((32 - text.length) / 2))}${text}`;
/** A label and its value on one 32-column line, the value at the right edge. */
const row = (label: string, value: string) => `${label}${' '.repeat(32 - label.length - value.length)}${value}`;

test('the renewal receipt prints at once on the USB printer; the new loan slip is free; a receipt of the history is a reprint', async ({ page }) => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', 'false');
  await setSetting('DUPLICATE_PRINT_HUTANG', 'false');
  const nomor = e2eLoanNumber('PC');
  await lendDaysAgo(nomor, 100);
  await fakePrinter(page, 'usb');
  await login(page, 'KASIR');
  const form = await openRenewal(page, nomor);
  // The printer is picked once, from the loan's print buttons: the receipt goes to it by itself after the renewal.
  await setChoice(page, 'device');
  await page.getByRole('region', { name: 'Cetak surat gadai' }).getByRole('button', { name: 'Printer USB' }).click();
  await expect(page.getByTestId('nota-printer')).toHaveText('Printer: Fake POS-58');

  // Rp 5.000.000 lent 100 days ago at 2,5 %: 4.167 × 100 = Rp 416.700 of interest, paid in cash; renewed for the same
  // amount at 3 % a month: 5.000.000 × 3 % / 30 = Rp 5.000 a day, due 30 days from today, auctioned 7 days later.
  await form.getByLabel('Bunga Baru (% per bulan)').fill('3');
  await expect(form.getByTestId('perpanjang-dibayarNasabah')).toHaveText('Rp. 416.700');
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} diperpanjang menjadi HT-CAB01-\\d{6}-\\d{4}`))).toBeVisible();
  const [{ baru }] = await sql<{ baru: string }>(`select no_faktur_hutang as baru from hutang where hutang_asal = $1`, [nomor]);
  await expect(page.getByRole('heading', { name: `${baru} · Aktif` })).toBeVisible();
  const noPelunasan = (await page.getByTestId('pelunasan-nomor').textContent())!;
  await expect.poll(async () => (await printedSlips(page)).length).toBe(1);
  const receipt = (await printedSlips(page))[0].lines;
  const expected = [
    centred('BUKTI PERPANJANGAN GADAI'), centred(noPelunasan), `Gadai Lama: ${nomor}`, `Gadai Baru: ${baru}`,
  ];
  const at = receipt.indexOf(expected[0]);
  expect(receipt.slice(at, at + expected.length)).toEqual(expected);
  for (const line of [
    'Nasabah   : Bu Ratna E2E', row('Pinjaman Lama', 'Rp. 5.000.000'), row('Lama Pinjam', '100 hari'), 'Bunga', row('  100 x Rp. 4.167', 'Rp. 416.700'),
    row('Bunga Dibayar', 'Rp. 416.700'), row('Pinjaman Baru', 'Rp. 5.000.000'), row('Bunga Baru/Bulan', '3,00 %'), row('Bunga/Hari', 'Rp. 5.000'),
    row('Jatuh Tempo', daysAgo(-30)), row('Tgl Lelang', daysAgo(-37)), row('Dibayar Nasabah', 'Rp. 416.700'), row('  Tunai', 'Rp. 416.700'),
  ]) expect(receipt).toContain(line);
  // The principal is unchanged: no line paying it back or adding to it.
  expect(receipt.join(' ')).not.toMatch(/Pokok Dibayar|Tambah Pinjaman/);
  expect(receipt.join(' ')).toContain('Nasabah wajib menebus atau memperpanjang gadai');
  expect(await sql(`select dicetak from hutang_pelunasan where no_pelunasan = $1`, [noPelunasan])).toEqual([{ dicetak: 1 }]);
  await expectNoSeriousViolations(page, '/lihat-hutang after Perpanjang with the receipt and the new loan slip buttons');
  await page.screenshot({ path: 'test-results/perpanjang-bukti-1366.png', fullPage: true });

  // The new loan's Surat Bukti Gadai: its first print is free.
  await page.getByRole('region', { name: 'Cetak surat gadai' }).getByRole('button', { name: 'Cetak Slip' }).click();
  await expect.poll(async () => (await printedSlips(page)).length).toBe(2);
  const slip = (await printedSlips(page))[1].lines;
  expect(slip).toContain('       SURAT BUKTI GADAI');
  expect(slip).toContain(centred(baru));
  expect(slip).not.toContain('          CETAK ULANG');
  expect(await sql(`select dicetak from hutang where no_faktur_hutang = $1`, [baru])).toEqual([{ dicetak: 1 }]);

  // From the history, the renewal's receipt again: a reprint, so a supervisor approves it first.
  await page.getByRole('button', { name: `Cetak Bukti ${noPelunasan}` }).click();
  const again = page.getByRole('region', { name: 'Cetak bukti perpanjangan' });
  await again.getByRole('button', { name: 'Cetak Slip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(dialog.getByRole('img', { name: 'QR code permintaan otorisasi' })).toBeVisible();
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect.poll(async () => (await printedSlips(page)).length).toBe(3);
  const reprint = (await printedSlips(page))[2].lines;
  expect(reprint).toContain('          CETAK ULANG');
  expect(reprint).toContain(`Gadai Baru: ${baru}`);
  expect(await sql(`select dicetak from hutang_pelunasan where no_pelunasan = $1`, [noPelunasan])).toEqual([{ dicetak: 2 }]);

  // The A4, with a grant: the same receipt, read back from the PDF's text (test-results/ keeps it to look at).
  const grant = await approvedGrant('kasir', 'CETAK_ULANG_HUTANG', documentSubject(noPelunasan, 'cetak', 'a4'), 'spv');
  const a4 = await page.request.get(`/api/nota/perpanjangan-hutang/${noPelunasan}/a4?otorisasi=${grant}`);
  expect(a4.status()).toBe(200);
  const body = await a4.body();
  writeFileSync('test-results/perpanjang-bukti-a4.pdf', body);
  const pdf = readPdf(body);
  for (const part of ['BUKTI PERPANJANGAN GADAI', noPelunasan, nomor, baru, '3,00 %', 'Rp. 416.700', 'CETAK ULANG']) expect(pdf.text).toContain(part);
  // Without a grant any more print is refused; another kind's number is not found.
  expect((await page.request.get(`/api/nota/perpanjangan-hutang/${noPelunasan}/slip?width=80&format=pdf`)).status()).toBe(403);
  expect((await page.request.get(`/api/nota/perpanjangan-hutang/${baru}/slip?width=80&format=pdf`)).status()).toBe(404);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
});
