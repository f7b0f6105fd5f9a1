import { test } from '@playwright/test';
import { checkPage, expectCleanPages, type PageFinding } from '../pageCheck.ts';
import { admin, logInFromHome } from '../shop.ts';
import { firstLink, recordLayoutShiftOfEachTest } from './everyPage.ts';

// The back office in two tests, which the pages project runs side by side.

recordLayoutShiftOfEachTest();

test('an admin meets no serious accessibility problem and no layout shift in the back office lists', async ({
  page,
}) => {
  test.setTimeout(240_000);
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
    '/admin/club',
  ];
  for (const path of lists) findings.push(await checkPage(page, path));
  expectCleanPages(findings);
});

test('an admin meets no serious accessibility problem and no layout shift on sales, orders, matches and seasons', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logInFromHome(page, admin);
  const findings: PageFinding[] = [];
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
