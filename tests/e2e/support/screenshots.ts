import { expect, type Page } from '@playwright/test';

/**
 * The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/<name>-1366.png,
 * -390.png); on the phone the page itself is not wider than the screen (a wide table scrolls in its own box).
 */
export async function screenshotBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}
