import { expect, test } from '@playwright/test';
import { subDays } from 'date-fns';
import { percentText, rupiahText } from '@/tests/e2e/support/expected';
import { readPdf } from '@/tests/e2e/support/files';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));
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
    `select d.kondisi, p.no_faktur_beli, d.harga::text, d.berat::text, d.harga_emas::text from pembelian p join pembelian_detail d using (no_faktur_beli)
      where p.kode_toko = 'CAB01' and p.status = 'AKTIF' and (p.tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2
      order by d.kondisi, p.tanggal, p.no_faktur_beli, d.urutan`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const kondisi = [...new Set(rows.map((row) => row.kondisi))];
  await expect(table.locator('tr[data-group]')).toHaveCount(kondisi.length);
  await expect(table.locator('tbody tr:not([data-group])')).toHaveCount(rows.length);
  // The derived figures, computed by PostgreSQL's exact numeric (round() goes half away from zero): price per gram
  // and the margin against the market price of the row's own karat on the day (its harga_emas).
  const [first] = await sql<{ per_gram: string; persen: string }>(
    `with p as (select round(harga / berat)::bigint as per_gram, harga_emas::numeric as emas from pembelian_detail where no_faktur_beli = $1 and urutan = 1)
     select per_gram::text, round((emas - per_gram) * 100 / emas, 2)::text as persen from p`,
    [rows[0].no_faktur_beli],
  );
  const firstRow = table.locator('tbody tr:not([data-group])').first();
  await expect(firstRow.locator('td').nth(1)).toHaveText(rows[0].no_faktur_beli);
  await expect(firstRow.locator('td').nth(10)).toHaveText(rupiahText(first.per_gram));
  await expect(firstRow.locator('td').nth(11)).toHaveText(percentText(first.persen));
  const [sum] = await sql<{ harga: string }>(
    `select sum(total_harga)::text as harga from pembelian where kode_toko = 'CAB01' and status = 'AKTIF'
      and (tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2`, [FROM, TO]);
  await expect(table.locator('[data-total=harga]')).toHaveText(rupiahText(sum.harga));

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
  // Redeemed loans only: a renewed or auctioned loan has ended too (tgl_lunas), but nothing was redeemed.
  const loans = await sql<{ no: string; hutang: string; bunga_rp: string; days: number; items: number }>(
    `select h.no_faktur_hutang as no, h.jumlah_hutang::text as hutang, h.bunga_rp::text,
            greatest((h.tgl_lunas at time zone '${JAKARTA_TZ}')::date - (h.tgl_hutang at time zone '${JAKARTA_TZ}')::date, 1) as days,
            (select count(*)::int from hutang_detail d where d.no_faktur_hutang = h.no_faktur_hutang) as items
       from hutang h where h.kode_toko = 'CAB02' and h.status = 'LUNAS'
        and (h.tgl_lunas at time zone '${JAKARTA_TZ}')::date between $1 and $2 order by h.tgl_lunas, h.no_faktur_hutang`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(loans.length);
  const interest = loans.map((loan) => BigInt(loan.bunga_rp) * BigInt(loan.days));
  await expect(table.locator('[data-total=bunga_pinjam]')).toHaveText(rupiahText(interest.reduce((a, b) => a + b, 0n)));
  await expect(table.locator('[data-total=total_bayar]')).toHaveText(
    rupiahText(loans.reduce((sum, loan, i) => sum + BigInt(loan.hutang) + interest[i], 0n)),
  );
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td').nth(1)).toHaveText(loans[0].no);
  // Actual rate = 100 × interest × 30 / days / principal, by PostgreSQL's exact numeric.
  const [rate] = await sql<{ r: string }>(`select round(100 * $1::numeric * 30 / $2 / $3, 2)::text as r`, [String(interest[0]), loans[0].days, loans[0].hutang]);
  await expect(first.locator('td').nth(10)).toHaveText(percentText(rate.r));
  expect((await first.locator('td').nth(12).innerText()).split(';')).toHaveLength(loans[0].items);

  await page.getByLabel('No Pinjam').fill(loans[0].no);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test('exact figures of fixed purchases and a fixed loan: half-up price per gram and percentages, written by hand', async ({ page }) => {
  const [global] = await sql<{ value: string }>(`select value from para_system where key = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE'`);
  const cleanUp = async () => {
    await sql(`delete from hutang where no_faktur_hutang = 'HT-E2E-EXACT-1'`);
  };
  await cleanUp();
  await setSetting('PARAMETER_HARGA_EMAS_GLOBAL_VALUE', '800000');
  try {
    // Rp 1.400.080 for 2,000 g is Rp 700.040/g: (800.000 − 700.040) / 800.000 × 100 = 12,495 % exactly, shown 12,50 %.
    // Rp 1.000.001 for 2,000 g is Rp 500.000,5/g, shown Rp 500.001; 37,499875 % shown 37,50 %.
    // Purchases are append-only (lines and all): written once per e2e database, on a day nothing else touches.
    const purchases = `(values ('PB-E2E-EXACT-1', '2.005', 1400080), ('PB-E2E-EXACT-2', '1.115', 1000001)) as v(no, berat_nota, harga)`;
    await sql(`insert into pembelian (no_faktur_beli, kode_toko, tanggal, kode_sales, total_berat, total_harga, bayar_tunai)
               select v.no, 'CAB01', '2020-03-10 10:00+07', 'CAB01-S1', 2.000, v.harga, v.harga from ${purchases}
               on conflict do nothing`);
    await sql(`insert into pembelian_detail (no_faktur_beli, urutan, kondisi, kelompok_harga, kode_group, nama_barang, harga_emas, berat_nota, berat,
                 harga_nota, harga)
               select v.no, 1, 'BAGUS', 'TOKO', (select min(kode_group) from group_barang), 'Cincin E2E', 800000, v.berat_nota::numeric, 2.000, 1500000, v.harga
                 from ${purchases}
               on conflict do nothing`);
    // Rp 10.000.000 pawned on 1 March, redeemed on 15 April 2020: 45 days at Rp 8.350 a day.
    await sql(`insert into hutang (no_faktur_hutang, kode_toko, kode_customer, kode_sales, tgl_hutang, jumlah_hutang, bunga, bunga_rp, tgl_lunas, status)
               values ('HT-E2E-EXACT-1', 'CAB02', 'CAB02-C00001', 'CAB02-S1', '2020-03-01 10:00+07', 10000000, 2.50, 8350, '2020-04-15 10:00+07', 'LUNAS')`);
    await sql(`insert into hutang_detail (no_faktur_hutang, nama_barang, berat) values ('HT-E2E-EXACT-1', 'Gelang', 10.005)`);

    await login(page, 'OWN');
    await page.goto('/laporan-pembelian-per-faktur?tgl_from=2020-03-10&tgl_to=2020-03-10&kode_toko=CAB01&kode_group=ALL&kelompok_harga=ALL&kondisi=ALL&cari=1');
    const table = page.getByRole('table', { name: 'Hasil laporan' });
    const rows = table.locator('tbody tr:not([data-group])');
    await expect(rows).toHaveCount(2);
    for (const [i, perGram, persen] of [[0, 'Rp. 700.040', '12,50 %'], [1, 'Rp. 500.001', '37,50 %']] as const) {
      await expect(rows.nth(i).locator('td').nth(10)).toHaveText(perGram);
      await expect(rows.nth(i).locator('td').nth(11)).toHaveText(persen);
    }
    await expect(rows.nth(1).locator('td').nth(6)).toHaveText('1,115');
    await expect(table.locator('[data-total=berat_nota]')).toHaveText('3,120');
    await expect(table.locator('[data-total=berat]')).toHaveText('4,000');
    await expect(table.locator('[data-total=harga]')).toHaveText('Rp. 2.400.081');

    await page.goto('/laporan-penebusan-detail?tgl_from=2020-04-15&tgl_to=2020-04-15&kode_toko=CAB02&sort_by=tgl_lunas&cari=1');
    const loan = table.locator('tbody tr').first();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(loan.locator('td').nth(5)).toHaveText('45');
    await expect(loan.locator('td').nth(6)).toHaveText('Rp. 10.000.000');
    await expect(loan.locator('td').nth(7)).toHaveText('2,50 %');
    await expect(loan.locator('td').nth(9)).toHaveText('Rp. 375.750');
    // 100 × 375.750 × 30 / 45 / 10.000.000 = 2,505 % exactly (a float computes 2,50499…), shown 2,51 %.
    await expect(loan.locator('td').nth(10)).toHaveText('2,51 %');
    await expect(loan.locator('td').nth(11)).toHaveText('Rp. 10.375.750');
    await expect(loan.locator('td').nth(12)).toHaveText('Gelang 10,005 g');
    await expect(table.locator('[data-total=total_bayar]')).toHaveText('Rp. 10.375.750');
  } finally {
    await setSetting('PARAMETER_HARGA_EMAS_GLOBAL_VALUE', global.value);
    await cleanUp();
  }
});
