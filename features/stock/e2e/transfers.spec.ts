import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { subDays } from 'date-fns';
import { readPdf } from '@/tests/e2e/support/files';
import { approvedGrant, login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));

test('stock transfers of a period, each with its TANDA TERIMA as PDF (a photo per item) and Excel', async ({ page }) => {
  // A transfer of the spv's shop that holds an item without a photo: its receipt shows the placeholder there.
  const [transfer] = await sql<{ no_pindah: string; tanggal: string; items: number }>(
    `select p.no_pindah, to_char(p.tanggal at time zone '${JAKARTA_TZ}', 'YYYY-MM-DD') as tanggal, count(*)::int as items
       from pindah_barang p join pindah_barang_detail d on d.no_pindah = p.no_pindah join barang b on b.kode_barcode = d.kode_barcode
      where p.kode_toko = 'CAB01' and (p.tanggal at time zone '${JAKARTA_TZ}')::date >= $1
      group by p.no_pindah, p.tanggal having bool_or(b.photo_path is null) order by p.no_pindah limit 1`,
    [day(30)],
  );
  expect(transfer).toBeTruthy();
  await login(page, 'SPV');
  await page.goto(`/lihat-pindah-barang?tgl_from=${transfer.tanggal}&tgl_to=${transfer.tanggal}&cari=1`);
  await expect(page.getByText('Data Hutang Tersedia')).toBeVisible();
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from pindah_barang where kode_toko = 'CAB01' and (tanggal at time zone '${JAKARTA_TZ}')::date = $1`, [transfer.tanggal],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(n);
  await expect(page.getByRole('button', { name: 'Export Pdf' })).toHaveCount(n);
  const receiptUrl = (format: string) => `/api/pindah-barang/${transfer.no_pindah}/${format}`;

  // Each copy is a reprint, which needs a supervisor's authorization: the shop's supervisor gives it himself, no grant (issue 14).
  const pdf = await page.request.get(receiptUrl('pdf'));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
  const body = await pdf.body();
  const { text } = readPdf(body);
  expect(text).toContain('TANDA TERIMA');
  expect(text).toContain(transfer.no_pindah);
  // The shop's address wraps between words at 48 characters (it read "…Kota Bandung, J" / "awa Barat 40111").
  const lines = text.split('\n').map((line) => line.trim());
  expect(lines).toContain('Jl. Braga No. 45, Sumur Bandung, Kota Bandung,');
  expect(lines).toContain('Jawa Barat 40111');
  fs.writeFileSync('/tmp/kilau-receipt.pdf', body);
  expect(execFileSync('pdfinfo', ['/tmp/kilau-receipt.pdf']).toString()).toMatch(/Page size:\s+595\.28 x 841\.89/);
  const images = execFileSync('pdfimages', ['-list', '/tmp/kilau-receipt.pdf']).toString().trim().split('\n').slice(2)
    .filter((line) => line.trim().split(/\s+/)[2] === 'image');
  // One 20 mm picture per item row, the placeholder included (its transparency travels as a separate mask).
  expect(images).toHaveLength(transfer.items);
  const excel = await page.request.get(receiptUrl('xlsx'));
  expect(excel.headers()['content-disposition']).toContain('TANDA_TERIMA.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await excel.body()).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell('A1').value).toBe('TANDA TERIMA');
  expect(sheet.getCell('A1').isMerged).toBe(true);
  expect(sheet.getImages()).toHaveLength(transfer.items);
});

test('a branch user cannot open another shop\'s receipt', async ({ page }) => {
  const [other] = await sql<{ no_pindah: string }>(`select no_pindah from pindah_barang where kode_toko = 'CAB02' limit 1`);
  await login(page, 'SPV');
  const refused = await page.request.get(`/api/pindah-barang/${other.no_pindah}/pdf?otorisasi=${await approvedGrant('spv', 'CETAK_ULANG_PINDAH_BARANG', documentSubject(other.no_pindah, 'cetak'))}`);
  expect(refused.status()).toBe(404);
});
