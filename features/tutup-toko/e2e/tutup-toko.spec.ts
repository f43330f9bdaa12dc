import { expect, test, type Page } from '@playwright/test';
import { todayInJakarta } from '@/lib/format';
import { rupiahText } from '@/tests/e2e/support/expected';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { readPdf } from '@/tests/e2e/support/files';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

// This spec CLOSES CAB02 TODAY (the e2e database is shared by every spec of a run): no other spec posts journal entries
// or stock documents of CAB02 today. Every other shop and day is left as it was.

/** spv2: the supervisor of CAB02 (login() signs in the first demo user of a level, CAB01's). */
async function loginSpv2(page: Page) {
  await page.goto('/');
  await page.getByLabel('User ID').fill('spv2');
  await page.getByLabel('Password', { exact: true }).fill('spv12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
const saldo = async (nomorAkun: string) => Number((await sql<{ s: string }>(`select coalesce(sum(saldo), 0)::text as s from saldo_akun where nomor_akun = $1`, [nomorAkun]))[0].s);

test('Tutup Toko: the day\'s figures, the counted cash and its difference, closed once; the shop\'s day then takes no more entries', async ({ page }) => {
  const today = todayInJakarta();
  await loginSpv2(page);
  await page.goto('/tutup-toko');
  const cash = await saldo('1-1100-CAB02');
  // Expected closing = the cash account's balance now (nothing is dated after now).
  await expect(page.getByTestId('kasAkhir')).toHaveText(rupiahText(cash));
  await expect(page.getByTestId('closing-day')).toContainText(today);
  await expectNoSeriousViolations(page, '/tutup-toko');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/tutup-toko-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Counted Rp 5.000 short, typed as digits and shown with the Rupiah mask.
  await page.getByRole('textbox', { name: 'Kas Fisik' }).fill(String(cash - 5000));
  await expect(page.getByRole('textbox', { name: 'Kas Fisik' })).toHaveValue(rupiahText(cash - 5000));
  await expect(page.getByTestId('selisih')).toHaveText(rupiahText(-5000));
  await page.getByRole('button', { name: 'Tutup Toko' }).click();
  await expect(page.getByText('Toko Berhasil Ditutup')).toBeVisible();
  await expect(page.getByTestId('closed-by')).toContainText('spv2');
  const [row] = await sql<{ kas_akhir: string; kas_fisik: string; selisih: string; disetujui_oleh: string }>(
    `select kas_akhir::text, kas_fisik::text, selisih::text, disetujui_oleh from tutup_toko where kode_toko = 'CAB02' and tanggal = $1::date`, [today]);
  expect(row).toEqual({ kas_akhir: String(cash), kas_fisik: String(cash - 5000), selisih: '-5000', disetujui_oleh: 'spv2' });
  // The difference entry brings the cash to the count: the next day opens with it.
  expect(await saldo('1-1100-CAB02')).toBe(cash - 5000);
  await expectNoSeriousViolations(page, '/tutup-toko closed');

  // After the close, the counter screens say so on arrival, naming who closed the shop and when, with their forms locked
  // (before, the sale screen worked until Simpan and then blamed "another account").
  const [{ waktu }] = await sql<{ waktu: string }>(`select to_char(created_at at time zone '${JAKARTA_TZ}', 'HH24:MI') as waktu from tutup_toko
      where kode_toko = 'CAB02' and tanggal = $1::date`, [today]);
  const banner = `Toko sudah ditutup hari ini oleh spv2 pukul ${waktu}. Transaksi baru tidak bisa disimpan sampai besok.`;
  const entries = async () => (await sql<{ n: number }>(`select count(*)::int as n from jurnal where kode_toko = 'CAB02'`))[0].n;
  const before = await entries();
  await page.goto('/uang-kas');
  await expect(page.getByTestId('day-closed')).toHaveText(banner);
  await expect(page.getByRole('button', { name: 'Tambah Uang Kas' })).toBeDisabled();
  await page.goto('/transaksi-penjualan');
  await expect(page.getByTestId('day-closed')).toHaveText(banner);
  await expect(page.getByLabel('Scan barcode barang')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Simpan Penjualan' })).toBeDisabled();
  await expectNoSeriousViolations(page, '/transaksi-penjualan closed');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('day-closed')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/transaksi-pembelian');
  await expect(page.getByTestId('day-closed')).toHaveText(banner);
  expect(await entries()).toBe(before);
});

test('Laporan Keuangan Akhir Hari and Laporan EOD: the demo\'s closed days, PDF and Excel', async ({ page }) => {
  const today = todayInJakarta();
  const from = `${today.slice(0, 8)}01`;
  await login(page, 'SPV');
  await page.goto(`/laporan-keuangan-akhir-hari?tgl_from=${from}&tgl_to=${today}&kode_toko=CAB01&cari=1`);
  const table = page.getByRole('table').first();
  // One row per day of the period; the days before today closed by the demo (spv), today open.
  const closed = await sql<{ tanggal: string; kas_fisik: string }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, kas_fisik::text from tutup_toko where kode_toko = 'CAB01' and tanggal between $1::date and $2::date order by tanggal`, [from, today]);
  await expect(table.getByRole('columnheader', { name: 'Kas Fisik' })).toBeVisible();
  if (closed.length > 0) await expect(table.getByText(rupiahText(closed[0].kas_fisik)).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/laporan-keuangan-akhir-hari');
  const pdf = await page.request.get(`/api/laporan/keuangan-akhir-hari/pdf?tgl_from=${from}&tgl_to=${today}&kode_toko=CAB01&cari=1`);
  expect(pdf.status()).toBe(200);
  expect(readPdf(await pdf.body()).text).toContain('Laporan Keuangan Akhir Hari');
  expect((await page.request.get(`/api/laporan/keuangan-akhir-hari/xlsx?tgl_from=${from}&tgl_to=${today}&kode_toko=CAB01&cari=1`)).status()).toBe(200);

  await page.goto(`/laporan-eod?tgl_from=${today}&tgl_to=${today}&kode_toko=CAB01&cari=1`);
  const [jenis] = await sql<{ kode_dept: string; qty: number }>(`select kode_dept, qty from saldo_stok where kode_toko = 'CAB01' and qty > 0 order by kode_dept limit 1`);
  await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: jenis.kode_dept }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/laporan-eod');
  const eodPdf = await page.request.get(`/api/laporan/eod/pdf?tgl_from=${today}&tgl_to=${today}&kode_toko=CAB01&cari=1`);
  expect(eodPdf.status()).toBe(200);
  expect(readPdf(await eodPdf.body()).text).toContain('Laporan EOD');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/laporan-eod-390.png', fullPage: true });
});
