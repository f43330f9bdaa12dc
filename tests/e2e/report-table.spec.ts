import { expect, test, type Locator, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));
const FROM = day(30);
const TO = day(0);

test.use({ viewport: { width: 1366, height: 768 } });

/** The part of an element's box inside the viewport, or null when none of it is. */
async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  if (!box) return null;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5 ? box : null;
}

test('the widest report at 1366×768: every column and the totals are reached inside the table\'s own frame, its header staying in view', async ({ page }, testInfo) => {
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from hutang where kode_toko = 'CAB02' and status = 'LUNAS'
        and (tgl_lunas at time zone '${JAKARTA_TZ}')::date between $1 and $2`, [FROM, TO]);
  expect(n).toBeGreaterThan(20);
  await login(page, 'OWN');
  await page.goto(`/laporan-penebusan-detail?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB02&sort_by=tgl_hutang&cari=1`);
  const frame = page.getByRole('region', { name: 'Tabel hasil laporan, dapat digulir' });
  const table = frame.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(n);
  await page.screenshot({ path: testInfo.outputPath('penebusan-1366.png') });

  // The page itself never scrolls sideways: only the frame does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  // The frame fits the screen, so its horizontal scrollbar and the totals row are on it once it is scrolled to.
  await frame.scrollIntoViewIfNeeded();
  const frameBox = (await frame.boundingBox())!;
  expect(frameBox.height).toBeLessThanOrEqual(768);

  // Keyboard alone: the frame takes the focus and scrolls with the keys.
  await frame.focus();
  await expect(frame).toBeFocused();
  await page.keyboard.press('End');
  await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');

  const lastHeader = table.locator('thead th').last();
  await expect(lastHeader).toHaveText('Barang');
  // Scrolled to its far right and bottom, the frame shows the last column's header and the totals together.
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
  await expect.poll(async () => (await inViewport(page, lastHeader)) !== null).toBe(true);
  const header = (await inViewport(page, lastHeader))!;
  expect(header.y).toBeGreaterThanOrEqual(frameBox.y - 1);
  expect(header.y + header.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  const total = table.locator('[data-total=total_bayar]');
  expect(await inViewport(page, total)).not.toBeNull();
  for (const column of ['Total Bayar', 'Total Bunga', 'Jumlah Pinjam']) await expect(table.locator('thead th', { hasText: column })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('penebusan-1366-scrolled.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(frame).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('penebusan-390.png'), fullPage: true });
  // On a phone the table scrolls inside its frame, which is no wider than the page's content column.
  const [frameWidth, scrollWidth, mainRight] = await frame.evaluate((el) => [el.getBoundingClientRect().right, el.scrollWidth - el.clientWidth, el.closest('main')!.getBoundingClientRect().right]);
  expect(frameWidth).toBeLessThanOrEqual(mainRight);
  expect(scrollWidth).toBeGreaterThan(0);
});

test('the report pager is in the user\'s language: Indonesian and English', async ({ page }) => {
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from pesanan_detail d join pesanan p on p.no_pesanan = d.no_pesanan
      where p.kode_toko = 'CAB01' and p.status <> 'BATAL' and (p.tgl_pesanan at time zone '${JAKARTA_TZ}')::date between $1 and $2`, [FROM, TO]);
  expect(n).toBeGreaterThan(100);
  const pages = Math.ceil(n / 100);
  await login(page, 'OWN');
  const url = `/laporan-pesanan-barang?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB01&cari=1`;
  await page.goto(url);
  const pager = page.getByRole('navigation', { name: 'Halaman laporan' });
  await expect(pager).toHaveText(`Baris 1–100 dari ${n}Halaman 1 dari ${pages}Berikutnya`);
  await pager.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(pager).toContainText(`Baris 101–${Math.min(200, n)} dari ${n}Sebelumnya`);
  await expect(pager).toContainText(`Halaman 2 dari ${pages}`);

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto(url);
  const english = page.getByRole('navigation', { name: 'Report pages' });
  await expect(english).toHaveText(`Rows 1–100 of ${n}Page 1 of ${pages}Next`);
  await expect(page.getByRole('region', { name: 'Report result table, scrollable' })).toBeVisible();
});
