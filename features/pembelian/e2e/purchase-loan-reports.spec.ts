import { expect, test } from '@playwright/test';
import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { formatPercent, formatRupiah } from '@/lib/format';
import { bungaAktual, hargaPerGram, persentaseBeli } from '@/lib/reports/formulas';
import { readPdf } from '@/tests/e2e/support/files';
import { login, sql } from '@/tests/e2e/support/fixtures';

const day = (back: number) => formatInTimeZone(subDays(new Date(), back), 'Asia/Jakarta', 'yyyy-MM-dd');
const FROM = day(30);
const TO = day(0);

test('purchases per invoice: grouped by condition, derived price per gram and percentage, filters narrow', async ({ page }) => {
  const FROM = day(10);
  await login(page, 'OWN');
  await page.goto('/laporan-pembelian-per-faktur');
  await expect(page.getByRole('button', { name: 'Cari Data' })).toBeVisible();
  await expect(page.getByLabel('Kondisi Beli')).toHaveValue('ALL');
  await page.goto(`/laporan-pembelian-per-faktur?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB01&kode_group=ALL&kelompok_harga=ALL&kondisi=ALL&cari=1`);
  await expect(page.getByText('Laporan Tersedia', { exact: true })).toBeVisible();
  const rows = await sql<{ kondisi: string; no_faktur_beli: string; harga: string; berat: string; harga_emas: string }>(
    `select kondisi, no_faktur_beli, harga::text, berat::text, harga_emas::text from pembelian
      where kode_toko = 'CAB01' and (tanggal at time zone 'Asia/Jakarta')::date between $1 and $2 order by kondisi, tanggal, no_faktur_beli`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const kondisi = [...new Set(rows.map((row) => row.kondisi))];
  await expect(table.locator('tr[data-group]')).toHaveCount(kondisi.length);
  await expect(table.locator('tbody tr:not([data-group])')).toHaveCount(rows.length);
  const first = rows[0];
  const perGram = hargaPerGram(Number(first.harga), Number(first.berat));
  const firstRow = table.locator('tbody tr:not([data-group])').first();
  await expect(firstRow.locator('td').nth(10)).toHaveText(formatRupiah(perGram));
  // The margin compares with the market price of Parameter Harga Global.
  const [global] = await sql<{ value: string }>(`select value from para_system where key = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE'`);
  await expect(firstRow.locator('td').nth(11)).toHaveText(formatPercent(persentaseBeli(Number(global.value), perGram)));
  await expect(table.locator('[data-total=harga]')).toHaveText(formatRupiah(rows.reduce((sum, row) => sum + Number(row.harga), 0)));

  await page.getByLabel('Kondisi Beli').selectOption('RUSAK');
  await page.getByRole('button', { name: 'Cari Data' }).click();
  await expect(page).toHaveURL(/kondisi=RUSAK/);
  await expect(table.locator('tr[data-group]')).toHaveCount(1);
  await expect(table.locator('tr[data-group]')).toHaveAttribute('data-group', 'RUSAK');

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
  const { text } = readPdf(await pdf.body());
  expect(text).toContain('RUSAK');
  expect(text).not.toContain('PATAH');
});

test('loan redemptions: interest, actual rate and total by §9, the items of each loan, and the loan-number filter', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto(`/laporan-penebusan-detail?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB02&sort_by=tgl_lunas&cari=1`);
  await expect(page.getByText('Laporan Penebusan Detail Tersedia')).toBeVisible();
  const loans = await sql<{ no: string; hutang: string; bunga_rp: string; days: number; items: number }>(
    `select h.no_faktur_hutang as no, h.jumlah_hutang::text as hutang, h.bunga_rp::text,
            greatest((h.tgl_lunas at time zone 'Asia/Jakarta')::date - (h.tgl_hutang at time zone 'Asia/Jakarta')::date, 1) as days,
            (select count(*)::int from hutang_detail d where d.no_faktur_hutang = h.no_faktur_hutang) as items
       from hutang h where h.kode_toko = 'CAB02' and h.tgl_lunas is not null
        and (h.tgl_lunas at time zone 'Asia/Jakarta')::date between $1 and $2 order by h.tgl_lunas, h.no_faktur_hutang`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(loans.length);
  const interest = loans.map((loan) => Number(loan.bunga_rp) * loan.days);
  await expect(table.locator('[data-total=bunga_pinjam]')).toHaveText(formatRupiah(interest.reduce((a, b) => a + b, 0)));
  await expect(table.locator('[data-total=total_bayar]')).toHaveText(
    formatRupiah(loans.reduce((sum, loan, i) => sum + Number(loan.hutang) + interest[i], 0)),
  );
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td').nth(1)).toHaveText(loans[0].no);
  await expect(first.locator('td').nth(10)).toHaveText(formatPercent(bungaAktual(interest[0], loans[0].days, Number(loans[0].hutang))));
  expect((await first.locator('td').nth(12).innerText()).split(';')).toHaveLength(loans[0].items);

  await page.getByLabel('No Pinjam').fill(loans[0].no);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
});
