import { expect, test, type Page } from '@playwright/test';
import type { Level } from '../../lib/auth/levels';
import { passesGate, type GateContext } from '../../lib/routes/gate';
import { BUILT_PATHS, ROUTES } from '../../lib/routes/table';
import { DEFAULT_SETTINGS } from '../../lib/settings/keys';
import { expectNoSeriousViolations } from './support/axe';
import { login } from './support/fixtures';

// Issue 14 point 7: no serious or critical WCAG 2.0/2.1 A and AA violation on any built screen, and every screen
// usable by keyboard alone. The list of screens comes from BUILT_PATHS, so a new screen is checked the day it is built.

test.use({ viewport: { width: 1366, height: 768 } });

const OWNER: GateContext = { level: 'OWN', appType: 'PUSAT', settings: DEFAULT_SETTINGS };
const BRANCH_CASHIER: GateContext = { level: 'KASIR', appType: 'CABANG', settings: DEFAULT_SETTINGS };

/** Public screens, checked without a session ('/' with a session only redirects to /home). */
const PUBLIC_PATHS = [...BUILT_PATHS].filter((path) => ROUTES.find((route) => route.path === path)?.gate === 'public');
const loggedIn = [...BUILT_PATHS].filter((path) => !PUBLIC_PATHS.includes(path));
/**
 * Screens behind a module that is off by default: their own spec switches it on and runs axe there
 * (features/money/e2e/validasi-non-cash.spec.ts, features/hutang/e2e/loan-parameters.spec.ts).
 */
const WITH_MODULE_SPEC = ['/validasi-non-cash', '/parameter-hutang-pokok'];
/** Every logged-in screen as the owner; a branch's own screens (Kirim Uang Pusat) as its cashier. */
const AS_OWNER = loggedIn.filter((path) => passesGate(gateOf(path), OWNER));
const AS_CASHIER = loggedIn.filter((path) => !AS_OWNER.includes(path) && !WITH_MODULE_SPEC.includes(path));

function gateOf(path: string) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is built but has no row in ROUTES`);
  return route.gate;
}

async function openScreen(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await page.waitForLoadState('networkidle');
}

test('every built screen is checked by one of the lists below', () => {
  for (const path of AS_CASHIER) expect(passesGate(gateOf(path), BRANCH_CASHIER), `${path}: no demo user opens it`).toBe(true);
  expect(PUBLIC_PATHS.length + AS_OWNER.length + AS_CASHIER.length + WITH_MODULE_SPEC.length).toBe(BUILT_PATHS.size);
});

test.describe('axe, WCAG 2 A and AA: no serious or critical violation', () => {
  for (const path of PUBLIC_PATHS) {
    test(`public ${path}`, async ({ page }) => {
      await openScreen(page, path, path === '/404' ? 404 : 200);
      await expectNoSeriousViolations(page);
    });
  }

  test('the 404 screen of an unknown path', async ({ page }) => {
    await openScreen(page, '/tidak-ada-halaman-ini', 404);
    await expectNoSeriousViolations(page);
  });

  for (const [level, paths] of [['OWN', AS_OWNER], ['KASIR', AS_CASHIER]] as const) {
    test.describe(`as ${level}`, () => {
      let page: Page;
      // One login for the whole list: each screen only navigates. (axe needs a page of an explicit context.)
      test.beforeAll(async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        page = await context.newPage();
        await login(page, level as Level);
      });
      test.afterAll(async () => page.context().close());

      for (const path of paths) {
        test(path, async () => {
          await openScreen(page, path, 200);
          await expectNoSeriousViolations(page);
        });
      }
    });
  }

  test('a cashier: home, a report and the not-available screen', async ({ page }) => {
    await login(page, 'KASIR');
    await expectNoSeriousViolations(page);
    await openScreen(page, '/laporan-batal-pesanan', 200);
    await expectNoSeriousViolations(page);
    await openScreen(page, '/settingsystem', 403);
    await expect(page.getByTestId('not-available')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a master add form open in its modal', async ({ page }) => {
    await login(page, 'OWN');
    await openScreen(page, '/master-bank', 200);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('Hak Akses with a hidden group: its greyed entries stay readable', async ({ page }) => {
    await login(page, 'OWN');
    await openScreen(page, '/hak-akses-users?level=KASIR', 200);
    await page.getByRole('checkbox', { name: 'Dashboard', exact: true }).first().uncheck();
    await expectNoSeriousViolations(page);
  });

  test('a report with results', async ({ page }) => {
    await login(page, 'OWN');
    await openScreen(page, '/laporan-kelompok-barang?kode_toko=CAB01&kode_dept=ALL&group_by=NAMA_BARANG&cari=1', 200);
    await expect(page.getByRole('table', { name: 'Hasil laporan' }).locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the minified sidebar with a floating submenu open', async ({ page }) => {
    await login(page, 'OWN');
    await page.getByRole('button', { name: 'Perkecil menu' }).click();
    await page.getByRole('button', { name: 'Laporan', exact: true }).hover();
    await expect(page.getByTestId('floating-submenu')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('keyboard alone', () => {
  /** What has focus now: its tag, name and whether a focus ring (an outline or a box-shadow ring) is drawn. */
  const focused = (page: Page) => page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the last control Tab leaves the page: the last element stays active but is not focused, so draws no ring.
    if (!element || element === document.body || !document.hasFocus()) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      ring: outline || style.boxShadow !== 'none',
      inMain: !!element.closest('main'),
      inDialog: !!element.closest('dialog[open]'),
    };
  });

  test('the skip link comes first and leads to the first control of the page', async ({ page }) => {
    await login(page, 'OWN');
    await openScreen(page, '/master-bank', 200);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const firstControl = page.locator('main').locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]').first();
    await expect(firstControl).toBeFocused();
  });

  test('every control reached by Tab shows a focus ring', async ({ page }) => {
    await login(page, 'OWN');
    for (const path of ['/master-bank', '/laporan-kelompok-barang?kode_toko=CAB01&kode_dept=ALL&group_by=NAMA_BARANG&cari=1']) {
      await openScreen(page, path, 200);
      const withoutRing = new Set<string>();
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now && !now.ring) withoutRing.add(now.label);
      }
      expect([...withoutRing], `${path}: controls without a visible focus ring`).toEqual([]);
    }
  });

  test('the sidebar is reached by Tab and opens a screen with Enter', async ({ page }) => {
    await login(page, 'OWN');
    const laporan = page.getByTestId('sidebar').getByRole('button', { name: 'Laporan', exact: true });
    for (let stop = 0; stop < 60 && !(await laporan.evaluate((element) => element === document.activeElement)); stop++) await page.keyboard.press('Tab');
    await expect(laporan).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(laporan).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const link = page.getByTestId('sidebar').locator('a:focus');
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a modal keeps focus inside while tabbing and closes on Escape, giving focus back', async ({ page }) => {
    await login(page, 'OWN');
    await openScreen(page, '/master-bank', 200);
    const add = page.getByRole('button', { name: 'Tambah Data' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let stop = 0; stop < 25; stop++) {
        await page.keyboard.press(key);
        expect((await focused(page))?.inDialog, `${key} ×${stop + 1} left the dialog`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});
