import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { checkPage, expectCleanPages, inspectPage, type PageFinding, shootWidths } from './pageCheck.ts';
import { seasonWithMatches } from './seasonWithMatches.ts';
import { acceptCookies, admin, fan, logInFromHome } from './shop.ts';

// Issue 20's native-speaker review in the browser: each corrected text where a fan or an admin meets it,
// the page axe-clean, and screenshots at 1280 and 390 px into SHOTS to look at.

const NBSP = '\u00a0';

/** The whole text of the page's main area, spaces as they are (a no-break space stays one). */
const mainText = (page: Page) => page.locator('main').evaluate((main) => main.textContent ?? '');

test('the season page states the ages registration checks, in Slovak and in English', async ({ page }) => {
  const findings: PageFinding[] = [];
  await page.goto('/');
  await acceptCookies(page);
  findings.push(await checkPage(page, '/page/permanentky'));
  await expect(
    page.getByText('zvýhodnená permanentka pre deti do 15 rokov vrátane (vek k prvému dňu sezóny)'),
  ).toBeVisible();
  await expect(page.getByText(/študentov denného štúdia od 15 do 26 rokov/)).toBeVisible();
  await shootWidths(page, 'texts-season-page-sk');
  findings.push(await checkPage(page, '/page/ako-nakupovat'));
  await expect(
    page.getByText(/vyberte konkrétne miesta\. .* obsadené a zablokované miesta vybrať nemožno/),
  ).toBeVisible();

  await page.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' }).click();
  findings.push(await checkPage(page, '/page/permanentky', '/page/permanentky (en)'));
  await expect(page.getByText(/children aged 15 or under on the first day of the season/)).toBeVisible();
  await expect(page.getByText(/a corporate season ticket with an invoice/)).toBeVisible();
  await shootWidths(page, 'texts-season-page-en');
  findings.push(await checkPage(page, '/page/vstupne-podmienky', '/page/vstupne-podmienky (en)'));
  await expect(page.getByText('Entering the arena')).toBeVisible();
  await expect(page.getByText(/signposted by the main box office/)).toBeVisible();
  await shootWidths(page, 'texts-entry-page-en');
  findings.push(await checkPage(page, '/register', '/register (en)'));
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  await shootWidths(page, 'texts-register-en');
  expectCleanPages(findings);
});

test('the holder reads the share with a no-break space (50 %) in My orders', async ({ page, request }) => {
  test.setTimeout(180_000);
  const season = await seasonWithMatches(request);
  await logInFromHome(page, fan);
  await page.goto('/my-orders');
  const order = page.getByRole('article', { name: `Objednávka č. ${season.orderNumber}` });
  await order.getByRole('button', { name: /^Uvoľniť miesto na zápas/ }).click();
  const panel = order.getByRole('region', { name: 'Uvoľnenie miesta na jeden zápas' });
  await expect(panel.getByTestId('release-match').first()).toBeVisible();
  expect(await panel.evaluate((node) => node.textContent ?? '')).toMatch(
    new RegExp(`dostanete \\d+${NBSP}% z jeho ceny`),
  );
  expectCleanPages([await inspectPage(page, 'my-orders seat release')]);
  await shootWidths(page, 'texts-my-orders-release');
});

test('the back office’s queue and renewals read as a native speaker writes', async ({ page }) => {
  test.setTimeout(120_000);
  await logInFromHome(page, admin);
  const findings: PageFinding[] = [];
  findings.push(await checkPage(page, '/admin/queue'));
  expect(await mainText(page)).toContain(
    'pri otvorení dostanú náhodné poradie; tí, ktorí prídu neskôr, sa zaradia za nich v poradí príchodu.',
  );
  await shootWidths(page, 'texts-admin-queue');
  findings.push(await checkPage(page, '/admin/renewals'));
  await expect(page.getByText(/si v období presunov môžu vybrať iné voľné miesto/).first()).toBeVisible();
  await shootWidths(page, 'texts-admin-renewals');
  findings.push(await checkPage(page, '/admin/coupons'));
  expect(await mainText(page)).toMatch(new RegExp(`\\d${NBSP}%`));
  expect(await mainText(page)).not.toMatch(/\d %/);
  await shootWidths(page, 'texts-admin-coupons');
  expectCleanPages(findings);
});
