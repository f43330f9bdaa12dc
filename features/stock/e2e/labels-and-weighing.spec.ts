import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { readPdf } from '@/tests/e2e/support/files';
import { fakeScale as strictScale, setChoice } from '@/tests/e2e/support/fake-devices';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { jakartaDay } from '@/lib/time/jakarta';

const today = () => jakartaDay(new Date());
/** "18.382" → "18,382": the app's weight text, written here by hand rather than by the app's formatter. */
const shown = (grams: string) => grams.replace('.', ',');

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await file.path())!);
}

test('Cetak Barcode prints the chosen item and a whole tray as 60×15 mm labels', async ({ page }) => {
  const [item] = await sql<{ kode_barcode: string; nama_barang: string; berat: string; harga_jual: string; kadar_cetak: string }>(
    `select b.kode_barcode, b.nama_barang, b.berat::text, b.harga_jual::text, j.kadar_cetak from barang b join jenis j on j.kode_dept = b.kode_dept
      where b.kode_toko = 'CAB01' and b.status = 'READY' order by b.kode_barcode limit 1`);
  await login(page, 'SPV');
  // The add-item screen's link after saving.
  await page.goto(`/cetak-barcode?barcode=${item.kode_barcode}`);
  await expect(page.getByRole('heading', { name: 'Cetak Barcode' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Barcode yang akan dicetak' })).toContainText(item.kode_barcode);
  await expectNoSeriousViolations(page);
  const section = page.getByRole('region', { name: 'Label Per Barang' });
  const body = await download(page, () => section.getByRole('button', { name: 'Cetak Label' }).click());
  const pdf = readPdf(body);
  expect(pdf.pages).toBe(1);
  // 60 × 15 mm in points: 170.079 × 42.52.
  expect(pdf.pageSize).toMatch(/^170\.07\d* x 42\.5\d*/);
  expect(pdf.text).toContain(item.kode_barcode);
  expect(pdf.text).toContain(`${shown(item.berat)} gr`);
  expect(pdf.text).toContain(`Rp. ${Number(item.harga_jual).toLocaleString('de-DE')}`);
  if (item.kadar_cetak) expect(pdf.text).toContain(item.kadar_cetak);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain(item.nama_barang.slice(0, 10));
  fs.writeFileSync('/tmp/kilau-label.pdf', body);
  const images = execFileSync('pdfimages', ['-list', '/tmp/kilau-label.pdf']).toString().trim().split('\n').slice(2);
  // The barcode: 2 px a module, 40 px high, 1-bit.
  expect(images).toHaveLength(1);
  expect(images[0].trim().split(/\s+/).slice(3, 5)).toEqual([expect.stringMatching(/^\d+$/), '40']);

  // A barcode the shop does not hold: the server's words in an info modal.
  const input = page.getByRole('textbox', { name: 'Barcode' });
  await input.fill('TIDAK-ADA-123');
  await input.press('Enter');
  await section.getByRole('button', { name: 'Cetak Label' }).click();
  await expect(page.getByRole('dialog')).toContainText('Barcode TIDAK-ADA-123 tidak ditemukan');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from barang where kode_toko = 'CAB01' and status = 'READY' and kode_baki = 'BAKI-CC1'`);
  await page.getByLabel('Kode Gudang').selectOption('CAB01-ETALASE');
  await page.getByLabel('Kode Baki').selectOption('BAKI-CC1');
  const tray = await download(page, () => page.getByRole('region', { name: 'Label Satu Baki' }).getByRole('button', { name: 'Cetak Label' }).click());
  expect(readPdf(tray).pages).toBe(n);
});

/** A balance on a serial port that prints one reading, as an A&D-style indicator does. */
async function fakeScale(page: Page, line: string) {
  await page.addInitScript((text) => {
    const bytes = new TextEncoder().encode(text);
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      async open() {
        // The reading arrives cut in two chunks, as a serial port delivers it.
        port.readable = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(0, 7));
            setTimeout(() => controller.enqueue(bytes.slice(7)), 50);
          },
        });
      },
      async close() {},
    };
    Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port }, configurable: true });
  }, line);
}

async function trayFigures() {
  const [tray] = await sql<{ berat_baki: string; berat_barang: string; n: number }>(
    `select k.berat_baki::text, sum(b.berat_kotor)::text as berat_barang, count(*)::int as n
       from baki k join barang b on b.kode_toko = k.kode_toko and b.kode_baki = k.kode_baki and b.status = 'READY'
      where k.kode_toko = 'CAB01' and k.kode_baki = 'BAKI-CC1' group by k.berat_baki`);
  return tray;
}

/** "18.382" → 18382. */
const milligrams = (grams: string) => Number(plus(grams, 0).replace('.', ''));

/** grams text + milligrams, in whole milligrams without floats. */
const plus = (grams: string, milligrams: number) => {
  const [whole, fraction = ''] = grams.split('.');
  const total = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0')) + BigInt(milligrams);
  return `${total / 1000n}.${String(total % 1000n).padStart(3, '0')}`;
};

async function chooseTray(page: Page, baki = 'BAKI-CC1') {
  await page.goto('/timbang-baki');
  await page.getByLabel('Kode Gudang').selectOption('CAB01-ETALASE');
  await page.getByLabel('Kode Baki').selectOption(baki);
}

test('Timbang Baki: a serial scale\'s reading within the tolerance is OK; a typed reading over it is SELISIH; both in the reports', async ({ page }) => {
  const { berat_baki, berat_barang, n } = await trayFigures();
  // The items' gross weights plus the empty tray, 20 mg over: within the 50 mg tolerance.
  const okReading = plus(berat_baki, milligrams(berat_barang) + 20);
  await fakeScale(page, `ST,GS,+  ${okReading} g\r\n`);
  await login(page, 'SPV');
  await page.goto('/timbang-baki');
  await expectNoSeriousViolations(page);

  // Nothing chosen: the spec's messages.
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  await expect(page.getByRole('dialog')).toContainText('Mohon Untuk Pilih Kode Gudang');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Kode Gudang').selectOption('CAB01-ETALASE');
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  await expect(page.getByRole('dialog')).toContainText('Mohon Untuk Pilih Kode Baki');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Kode Baki').selectOption('BAKI-CC1');
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  await expect(page.getByRole('region', { name: 'Barang di Baki' }).locator('tbody tr')).toHaveCount(n);
  await expect(page.getByText(`${shown(berat_barang)} gr`)).toBeVisible();
  await page.getByLabel('Urutkan Berdasarkan').selectOption('nama_barang');
  const names = () => page.getByRole('region', { name: 'Barang di Baki' }).locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(async () => {
    const shownNames = await names();
    return shownNames.join('|') === [...shownNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('|');
  }).toBe(true);
  await expectNoSeriousViolations(page, '/timbang-baki started');

  await page.getByRole('button', { name: 'Hubungkan Timbangan' }).click();
  await expect(page.getByLabel('Berat Timbang (gr)')).toHaveValue(shown(okReading));
  await page.getByRole('button', { name: 'Simpan Timbang' }).click();
  await expect(page.getByTestId('timbang-status')).toHaveText('OK');
  // Over and under carry their sign (and colour): +0,020 over, −1,000 under.
  await expect(page.getByTestId('timbang-selisih')).toHaveText('+0,020 gr');
  await expect(page.getByTestId('timbang-selisih')).toHaveClass(/text-emerald-800/);

  // Typed, one gram light: SELISIH.
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  const lightReading = plus(okReading, -1020);
  await page.getByLabel('Berat Timbang (gr)').fill(shown(lightReading));
  await page.getByRole('button', { name: 'Simpan Timbang' }).click();
  await expect(page.getByTestId('timbang-status')).toHaveText('SELISIH');
  await expect(page.getByTestId('timbang-selisih')).toHaveText('\u22121,000 gr');
  await expect(page.getByTestId('timbang-selisih')).toHaveClass(/text-red-800/);

  const weighings = await sql<{ no_timbang: string; status: string; ditimbang_by: string }>(
    `select no_timbang, status, ditimbang_by from timbang_baki where kode_toko = 'CAB01' and kode_baki = 'BAKI-CC1' and status <> 'PROSES' order by no_timbang desc limit 2`);
  expect(weighings.map((row) => row.status)).toEqual(['SELISIH', 'OK']);

  await page.goto(`/laporan-timbang-baki?tgl_from=${today()}&tgl_to=${today()}&cari=1`);
  const report = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(report).toContainText(weighings[0].no_timbang);
  await expect(report.locator('tr', { hasText: weighings[0].no_timbang })).toContainText('\u22121,000');
  await expect(report.locator('tr', { hasText: weighings[1].no_timbang })).toContainText('+0,020');
  await expectNoSeriousViolations(page);
  await page.goto(`/laporan-aktivitas-timbang-baki?tgl_from=${today()}&tgl_to=${today()}&cari=1`);
  await expect(page.getByRole('table', { name: 'Hasil laporan' }).locator('tr', { hasText: weighings[1].no_timbang })).toContainText(weighings[1].ditimbang_by);
  await expectNoSeriousViolations(page);
});

test('Timbang Baki: an empty tray says Data Tidak Tersedia and starts nothing', async ({ page }) => {
  await sql(`insert into baki (kode_toko, kode_baki, kode_gudang, nama_baki, berat_baki) values ('CAB01', 'BAKI-E2E-KOSONG', 'CAB01-ETALASE', 'Kosong E2E', '300')
    on conflict do nothing`);
  await login(page, 'SPV');
  await chooseTray(page, 'BAKI-E2E-KOSONG');
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  await expect(page.getByRole('dialog')).toContainText('Data Tidak Tersedia');
  expect(await sql(`select 1 from timbang_baki where kode_baki = 'BAKI-E2E-KOSONG'`)).toEqual([]);
});

test('Timbang Baki: two trays weighed in a row on the same page both read the scale (the port closes after each); a closed chooser is told', async ({ page }) => {
  const { berat_baki, berat_barang } = await trayFigures();
  const reading = plus(berat_baki, milligrams(berat_barang) + 10);
  // A port that opens once until it is closed, as Chrome's: the second weighing needs the first one's port closed.
  await strictScale(page, `ST,GS,+  ${reading} g\r\n`);
  await login(page, 'SPV');
  await chooseTray(page);
  for (const round of [1, 2]) {
    await page.getByRole('button', { name: 'Mulai Timbang' }).click();
    await page.getByRole('button', { name: 'Hubungkan Timbangan' }).click();
    await expect(page.getByLabel('Berat Timbang (gr)'), `weighing ${round}`).toHaveValue(shown(reading));
    await page.getByRole('button', { name: 'Simpan Timbang' }).click();
    await expect(page.getByTestId('timbang-status')).toHaveText('OK');
    await expect(page.getByTestId('timbang-selisih')).toHaveText('+0,010 gr');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __portOpens: number }).__portOpens)).toBe(round);
  }

  // The chooser closed without a port: the user is told, and may type the reading.
  await page.getByRole('button', { name: 'Mulai Timbang' }).click();
  await setChoice(page, 'cancel');
  await page.getByRole('button', { name: 'Hubungkan Timbangan' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tidak ada port timbangan yang dipilih.');
  await expectNoSeriousViolations(page, '/timbang-baki told at 1366');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Hubungkan Timbangan' })).toBeVisible();
  await expectNoSeriousViolations(page, '/timbang-baki at 390');
  // The started weighing is discarded, so the tray is free for the other specs.
  await page.getByRole('button', { name: 'Reset Timbang' }).click();
  await expect(page.getByRole('button', { name: 'Hubungkan Timbangan' })).toBeHidden();
});
