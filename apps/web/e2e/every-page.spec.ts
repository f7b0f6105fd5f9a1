import { expect, type Page, test } from '@playwright/test';
import {
  checkPage,
  expectCleanPages,
  inspectPage,
  type PageFinding,
  recordLayoutShift,
} from './pageCheck.ts';
import { acceptCookies, admin, cashier, fan, logInFromHome } from './shop.ts';

// Issue 19: every page of the shop and of the back office, as a visitor, a fan, an admin and a cashier,
// has no serious or critical axe-core violation and a cumulative layout shift under 0.1 when it loads.

const articles = ['permanentky', 'vstupne-podmienky', 'predajne-miesta', 'ako-nakupovat', 'ochrana-sukromia'];

async function firstIds(page: Page) {
  const events = (await (await page.request.get('/v2/event')).json()) as { data: { uuid: string }[] };
  const seasons = (await (await page.request.get('/v2/season')).json()) as { data: { uuid: string }[] };
  const event = events.data[0]?.uuid;
  const season = seasons.data[0]?.uuid;
  expect(event, 'the demo has a match').toBeTruthy();
  expect(season, 'the demo has a season').toBeTruthy();
  return { event: event as string, season: season as string };
}

/** The address of the first link in the page's main area whose address matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const href = hrefs.find((h) => h !== null && pattern.test(h));
  expect(href, `a link like ${pattern} on ${page.url()}`).toBeTruthy();
  return href as string;
}

test.beforeEach(async ({ page }) => {
  await recordLayoutShift(page);
});

test('a visitor meets no serious accessibility problem and no layout shift on the public pages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const findings: PageFinding[] = [];
  await page.goto('/');
  await acceptCookies(page);
  const paths = [
    '/',
    ...articles.map((hash) => `/page/${hash}`),
    '/register',
    '/verify?hash=neplatny&email=nikto%40hokej.test',
    '/reset/neplatny-odkaz',
    '/payment/status?orderId=00000000-0000-4000-8000-000000000000',
    '/order/success?orderId=00000000-0000-4000-8000-000000000000',
    '/checkout/push/00000000-0000-4000-8000-000000000000',
    '/invoice/push/00000000-0000-4000-8000-000000000000',
    `/transfer/${'x'.repeat(43)}`,
    '/stranka-ktora-neexistuje',
  ];
  for (const path of paths) findings.push(await checkPage(page, path));

  // A guarded page for a visitor: the login-required dialog over it.
  await page.goto('/events');
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(await inspectPage(page, '/events (login dialog)'));
  expectCleanPages(findings);
});

test('a fan meets no serious accessibility problem and no layout shift in the shop', async ({ page }) => {
  test.setTimeout(240_000);
  await logInFromHome(page, fan);
  const { event, season } = await firstIds(page);
  const findings: PageFinding[] = [];
  const paths = [
    '/',
    '/events',
    `/event/${event}/arena`,
    `/event/${event}/A11`,
    `/season/${season}/arena`,
    `/season/${season}/A11`,
    '/checkout',
    '/account',
    '/my-orders',
    '/my-season-tickets',
    '/invoice',
    '/admin',
  ];
  for (const path of paths) findings.push(await checkPage(page, path));
  expectCleanPages(findings);
});

test('an admin meets no serious accessibility problem and no layout shift in the back office', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await logInFromHome(page, admin);
  const findings: PageFinding[] = [];
  const lists = [
    '/admin',
    '/admin/queue',
    '/admin/renewals',
    '/admin/check-in',
    '/admin/bank',
    '/admin/payment-types',
    '/admin/coupons',
    '/admin/audit-log',
    '/admin/push-carts',
    '/admin/articles',
  ];
  for (const path of lists) findings.push(await checkPage(page, path));

  findings.push(await checkPage(page, '/admin/sales'));
  findings.push(await checkPage(page, await firstLink(page, /^\/admin\/sales\/[^/]+$/), '/admin/sales/:id'));
  findings.push(await checkPage(page, '/admin/orders'));
  findings.push(
    await checkPage(page, await firstLink(page, /^\/admin\/orders\/[^/]+$/), '/admin/orders/:id'),
  );
  for (const kind of ['events', 'seasons']) {
    findings.push(await checkPage(page, `/admin/${kind}`));
    // The first existing match or season (not the form for a new one).
    const setup = await firstLink(page, new RegExp(`^/admin/${kind}/(?!new$)[^/]+$`));
    findings.push(await checkPage(page, setup, `/admin/${kind}/:id`));
    findings.push(await checkPage(page, `${setup}/seats`, `/admin/${kind}/:id/seats`));
    findings.push(await checkPage(page, `${setup}/seats/A11`, `/admin/${kind}/:id/seats/A11`));
  }
  expectCleanPages(findings);
});

test('a cashier meets no serious accessibility problem and no layout shift at the box office', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInFromHome(page, cashier);
  const findings: PageFinding[] = [];
  for (const path of ['/admin', '/admin/check-in', '/admin/orders', '/admin/push-carts', '/admin/coupons']) {
    findings.push(await checkPage(page, path));
  }
  expectCleanPages(findings);
});
