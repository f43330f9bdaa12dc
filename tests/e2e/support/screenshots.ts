import type { Page } from '@playwright/test';

/** The page as a user sees it at 1366×768 and on a 390 px phone, full length, in test-results/ (then back to 1366). */
export async function screenshotBothWidths(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}
