import { expect, test } from '@playwright/test';
import { login } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone the sidebar is a closed drawer: the content has the full width; menu button, Escape, navigation', async ({ page }, testInfo) => {
  await login(page, 'OWN');
  const sidebar = page.getByTestId('sidebar');
  const menuButton = page.getByRole('button', { name: 'Buka menu' });
  await expect(sidebar).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // No minify button on a phone; the content starts at the left edge and takes the whole width.
  await expect(page.getByRole('button', { name: 'Perkecil menu' })).toBeHidden();
  const main = (await page.locator('main').boundingBox())!;
  expect(main.x).toBe(0);
  expect(main.width).toBe(390);
  await page.screenshot({ path: testInfo.outputPath('phone-closed.png') });

  await menuButton.click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
  // It slides in: measured once the slide has ended.
  await expect.poll(async () => (await sidebar.boundingBox())!.x).toBe(0);
  // It lies over the content, which keeps its width.
  expect((await page.locator('main').boundingBox())!.width).toBe(390);
  await page.screenshot({ path: testInfo.outputPath('phone-open.png') });
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A tap beside the drawer closes it.
  await menuButton.click();
  await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(sidebar).toBeHidden();

  // Choosing a screen closes it, and the screen gets the whole width.
  await menuButton.click();
  await sidebar.getByRole('button', { name: 'Setting' }).click();
  await sidebar.getByRole('link', { name: 'Setting System' }).click();
  await expect(page).toHaveURL(/\/settingsystem$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Setting System', level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-settingsystem.png'), fullPage: false });

  // Remembered as minified on a wide screen: on the phone the drawer still shows the whole menu.
  await page.evaluate(() => localStorage.setItem('kilau.sidebarMini', '1'));
  await page.reload();
  await menuButton.click();
  await expect(sidebar).toHaveAttribute('data-mini', 'false');
  await expect(sidebar.getByRole('searchbox')).toBeVisible();
});

test('on a wide screen the sidebar stays beside the content', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'OWN');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
  const aside = (await sidebar.boundingBox())!;
  expect((await page.locator('main').boundingBox())!.x).toBe(aside.x + aside.width);
});
