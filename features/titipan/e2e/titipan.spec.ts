import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { onE2eDatabase } from '@/features/hutang/e2e/loan-fixtures';
import { postStockEntries } from '@/features/stock/kernel';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/titipan-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/titipan-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** A tray item of CAB01 of the test's own jenis T97 (sold at Rp 1.000.000/g), in CAB01-ETALASE / BAKI-CC1. */
async function trayItem(kodeBarcode: string, berat: string, ongkos: number) {
  await onE2eDatabase((db) => db.transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: `TB-${kodeBarcode}` }, idempotencyKey: `e2e-titip-item-${kodeBarcode}`, createdBy: 'e2e',
    entries: [{ kind: 'RECEIVED', item: {
      kodeBarcode, kodeToko: 'CAB01', kodeGroup: 'CC', kodeDept: 'T97', kodeIntern: 'IN-T97', namaBarang: `Cincin Titip ${kodeBarcode}`, berat, kadar: '75.00',
      ongkos, hargaJual: 0, kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1',
    } }],
  })));
}
const run = Date.now() % 1_000_000;

async function scan(page: Page, label: string, code: string) {
  const input = page.getByLabel(label);
  await input.fill(code);
  await input.press('Enter');
}

/** Takes a deposit through the form: the item scanned, the customer, the cash left; answers the deposit's number. */
async function takeDeposit(page: Page, barcode: string, nama: string, tunai: string) {
  const form = page.locator('section[aria-labelledby="titip-uang-title"]');
  await scan(page, 'Scan Barcode Barang', barcode);
  await expect(page.getByTestId('titipan-item')).toContainText(barcode);
  await form.getByRole('combobox', { name: 'Sales' }).selectOption('CAB01-S1');
  await form.getByLabel('Nama Customer').fill(nama);
  await form.getByLabel('No HP').fill('081234567890');
  await form.getByLabel('Alamat').fill('Jl. Melati 5, Bandung');
  await form.getByLabel('Bayar Tunai').fill(tunai);
  await form.getByRole('button', { name: 'Simpan Titipan' }).click();
  await expect(page.getByText(/^Titipan TU-CAB01-\d{6}-\d{4} berhasil disimpan$/)).toBeVisible();
  const [row] = await sql<{ no_titip: string }>(`select no_titip from titip_uang where kode_barcode = $1 and status = 'AKTIF'`, [barcode]);
  return row.no_titip;
}

test.beforeAll(async () => {
  await sql(`insert into jenis (kode_dept, nama_dept, kadar, kadar_cetak) values ('T97', 'EMAS UJI TITIP', 75, '750') on conflict do nothing`);
  await sql(`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('T97', 1000000, 900000, 'e2e')`);
  await setSetting('PPN_PENJUALAN_PERSEN', '1.1');
});
test.afterAll(async () => {
  await setSetting('PPN_PENJUALAN_PERSEN', '0');
});

test('a deposit on a tray item, the item refused at the counter, then sold to the customer for the remainder', async ({ page }) => {
  const barcode = `TUA${run}`;
  await trayItem(barcode, '2.500', 150_000);
  await login(page, 'KASIR');
  await page.goto('/lihat-titipan');
  await expect(page.getByRole('heading', { name: 'Lihat Titipan' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // 2,500 g × Rp 1.000.000 + ongkos Rp 150.000 = Rp 2.650.000; PPN 1,1 % = Rp 29.150; total Rp 2.679.150.
  await scan(page, 'Scan Barcode Barang', barcode);
  await expect(page.getByTestId('titipan-harga')).toHaveText('Rp. 2.650.000');
  await expect(page.getByTestId('titipan-total')).toHaveText('Rp. 2.679.150');
  // Above the price: told before anything is sent.
  const form = page.locator('section[aria-labelledby="titip-uang-title"]');
  await form.getByLabel('Bayar Tunai').fill('2679151');
  await form.getByRole('combobox', { name: 'Sales' }).selectOption('CAB01-S1');
  await form.getByLabel('Nama Customer').fill('Siti Titip E2E');
  await form.getByLabel('No HP').fill('081234567890');
  await form.getByRole('button', { name: 'Simpan Titipan' }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Titipan tidak boleh melebihi harga barang (Rp. 2.679.150)');
  await info.getByRole('button', { name: 'OK' }).click();
  expect(await sql(`select count(*)::int as n from titip_uang where kode_barcode = $1`, [barcode])).toEqual([{ n: 0 }]);
  await form.getByLabel('Bayar Tunai').fill('1000000');
  await expect(page.getByTestId('titipan-sisa')).toHaveText('Rp. 1.679.150');
  await screenshots(page, 'titip');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Simpan Titipan' }).click();
  await expect(page.getByText(/^Titipan TU-CAB01-\d{6}-\d{4} berhasil disimpan$/)).toBeVisible();
  const [deposit] = await sql<{ no_titip: string; harga_total: number; dp_rp: number; ppn: number }>(
    `select no_titip, harga_total::int, dp_rp::int, ppn::int from titip_uang where kode_barcode = $1`, [barcode]);
  expect(deposit).toMatchObject({ harga_total: 2_679_150, dp_rp: 1_000_000, ppn: 29_150 });
  const no = deposit.no_titip;
  expect(await sql(`select status, kode_gudang, kode_baki from barang where kode_barcode = $1`, [barcode])).toEqual([{ status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: no }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join titip_uang t on t.jurnal_id = d.jurnal_id
    where t.no_titip = $1 order by d.nomor_akun`, [no])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 1_000_000, kredit: 0 },
    { nomor_akun: '2-1500', debit: 0, kredit: 1_000_000 },
  ]);

  // The counter's own sale screen refuses the held item.
  await page.goto('/transaksi-penjualan');
  await scan(page, 'Scan barcode barang', barcode);
  await expect(page.getByText(`Stok habis: ${barcode}`)).toBeVisible();

  // Jual: the remainder Rp 1.679.150 in cash.
  await page.goto('/lihat-titipan');
  await page.getByLabel('Cari No Titip / Nama Customer').fill(no);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  const row = page.getByTestId('titipan-row').filter({ hasText: no });
  await expect(row).toContainText('Rp. 2.679.150');
  await expect(row).toContainText('Rp. 1.000.000');
  await row.getByRole('button', { name: `Jual ${no}` }).click();
  const panel = page.locator('section[aria-labelledby="titipan-open"]');
  await expect(panel.getByTestId('titipan-jual-sisa')).toHaveText('Rp. 1.679.150');
  await expectNoSeriousViolations(page);
  await panel.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(page.getByText(new RegExp(`^Titipan ${no} terjual dengan faktur JL-CAB01-\\d{6}-\\d{4}$`))).toBeVisible();
  await expect(row).toContainText('Terjual');
  await expect(row.getByRole('button', { name: `Jual ${no}` })).toHaveCount(0);
  expect(await sql(`select status from barang where kode_barcode = $1`, [barcode])).toEqual([{ status: 'SOLD' }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join titip_uang t on t.jurnal_jual_id = d.jurnal_id
    where t.no_titip = $1 order by d.nomor_akun`, [no])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 1_679_150, kredit: 0 },
    { nomor_akun: '2-1100', debit: 0, kredit: 29_150 },
    { nomor_akun: '2-1500', debit: 1_000_000, kredit: 0 },
    { nomor_akun: '4-1000', debit: 0, kredit: 2_650_000 },
  ]);
});

test('a deposit cancelled with a refund (the supervisor approves his own): the item back in its tray, the rest forfeited', async ({ page }) => {
  const barcode = `TUB${run}`;
  await trayItem(barcode, '1.000', 50_000);
  await login(page, 'SPV');
  await page.goto('/lihat-titipan');
  // 1,000 g × Rp 1.000.000 + Rp 50.000 = Rp 1.050.000; PPN Rp 11.550; deposit Rp 300.000.
  const no = await takeDeposit(page, barcode, 'Budi Batal E2E', '300000');
  await page.getByLabel('Cari No Titip / Nama Customer').fill(no);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  const row = page.getByTestId('titipan-row').filter({ hasText: no });
  await expect(row).toContainText('Rp. 1.061.550');
  await row.getByRole('button', { name: `Batal ${no}` }).click();
  const panel = page.locator('section[aria-labelledby="titipan-open"]');
  await panel.getByLabel('Uang Kembali').fill('200000');
  await expect(panel.getByTestId('titipan-hangus')).toHaveText('Rp. 100.000');
  await panel.getByLabel('Alasan Batal').fill('Customer tidak jadi membeli');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'batal');
  await panel.getByRole('button', { name: 'Batalkan Titipan' }).click();
  await expect(page.getByText(`Titipan ${no} berhasil dibatalkan`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Batal ${no}` })).toHaveCount(0);
  await expect(row).toContainText('Batal');
  expect(await sql(`select status, refund_rp::int, hangus_rp::int, alasan_batal, disetujui_oleh is not null as approved from titip_uang where no_titip = $1`, [no]))
    .toEqual([{ status: 'BATAL', refund_rp: 200_000, hangus_rp: 100_000, alasan_batal: 'Customer tidak jadi membeli', approved: true }]);
  expect(await sql(`select status, kode_gudang, kode_baki from barang where kode_barcode = $1`, [barcode])).toEqual([{ status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join titip_uang t on t.jurnal_batal_id = d.jurnal_id
    where t.no_titip = $1 order by d.nomor_akun`, [no])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 200_000 },
    { nomor_akun: '2-1500', debit: 300_000, kredit: 0 },
    { nomor_akun: '4-9100', debit: 0, kredit: 100_000 },
  ]);
});

test('Validasi Titipan: the supervisor validates the day\'s deposit', async ({ page }) => {
  const barcode = `TUC${run}`;
  await trayItem(barcode, '1.000', 50_000);
  await login(page, 'SPV');
  await page.goto('/lihat-titipan');
  const no = await takeDeposit(page, barcode, 'Citra Validasi E2E', '100000');
  await page.goto('/validasi-titipan');
  await expect(page.getByRole('heading', { name: 'Validasi Titipan' })).toBeVisible();
  await expect(page.getByTestId(`validasi-${no}`)).toHaveText('Belum divalidasi');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Validasi \(\d+\)$/ }).click();
  await expect(page.getByTestId(`validasi-${no}`)).toHaveText(/^Divalidasi /);
  expect(await sql(`select divalidasi_oleh is not null as done from titip_uang where no_titip = $1`, [no])).toEqual([{ done: true }]);
});
