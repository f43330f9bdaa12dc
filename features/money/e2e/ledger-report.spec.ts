import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { todayInJakarta } from '@/lib/format';
import { rupiahText } from '@/tests/e2e/support/expected';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { readPdf } from '@/tests/e2e/support/files';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

test('Laporan Jurnal: the entries of a period line by line and the trial balance, both balanced; owner only', async ({ page, browser }) => {
  const today = todayInJakarta();
  const from = `${today.slice(0, 8)}01`;
  const [sums] = await sql<{ debit: string; kredit: string; n: number }>(
    `select sum(d.debit)::text as debit, sum(d.kredit)::text as kredit, count(*)::int as n from jurnal_detail d join jurnal j on j.id = d.jurnal_id
      where j.kode_toko = 'CAB01' and (j.tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2`, [from, today]);
  await login(page, 'OWN');
  await page.goto(`/laporan-jurnal?tgl_from=${from}&tgl_to=${today}&kode_toko=CAB01&tampilan=JURNAL&cari=1`);
  await expect(page.getByText('Laporan Jurnal Tersedia')).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('[data-total=debit]')).toHaveText(rupiahText(sums.debit));
  await expect(table.locator('[data-total=kredit]')).toHaveText(rupiahText(sums.kredit));
  expect(sums.debit).toBe(sums.kredit);
  // The period's first entry is listed by its kind (the demo's opening entry is dated before its 90 days; Uang Kas and
  // the closings fill the days since).
  const [first] = await sql<{ trx: string }>(
    `select trx from jurnal where kode_toko = 'CAB01' and (tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2 order by tanggal, id limit 1`, [from, today]);
  // The transaction kind in words (PENJUALAN → "Penjualan"), not its code.
  const words: Record<string, string> = JSON.parse(readFileSync('messages/id.json', 'utf8')).codes.trx;
  if (first) await expect(table.getByText(words[first.trx], { exact: true }).first()).toBeVisible();
  if (first) await expect(table.getByText(first.trx.replaceAll('_', ' '), { exact: true })).toHaveCount(0);

  await page.getByLabel('Tampilan').selectOption('NERACA_SALDO');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page).toHaveURL(/tampilan=NERACA_SALDO/);
  await expect(table.getByRole('columnheader', { name: 'Saldo Akhir' })).toBeVisible();
  await expect(table.locator('[data-total=saldo_akhir]')).toHaveText('Rp. 0');
  const [cash] = await sql<{ saldo: string }>(`select coalesce(sum(saldo), 0)::text as saldo from saldo_akun where nomor_akun = '1-1100-CAB01'`);
  await expect(table.getByRole('row', { name: /1-1100-CAB01/ })).toContainText(rupiahText(cash.saldo));

  const pdf = await page.request.get(`/api/laporan/jurnal/pdf?tgl_from=${from}&tgl_to=${today}&kode_toko=CAB01&tampilan=NERACA_SALDO&cari=1`);
  const { text } = readPdf(await pdf.body());
  expect(text).toContain('Laporan Jurnal');
  expect(text).toContain('1-1100-CAB01');
  expect(text).toContain('Saldo Akhir');

  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'SPV');
  expect((await kasirPage.goto('/laporan-jurnal'))?.status()).toBe(403);
  expect((await kasirPage.request.get(`/api/laporan/jurnal/xlsx?tgl_from=${from}&tgl_to=${today}&cari=1`)).status()).toBe(403);
  await kasir.close();
});
