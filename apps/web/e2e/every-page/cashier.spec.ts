import { test } from '@playwright/test';
import { checkPage, expectCleanPages, type PageFinding } from '../pageCheck.ts';
import { cashier, logInFromHome } from '../shop.ts';
import { recordLayoutShiftOfEachTest } from './everyPage.ts';

recordLayoutShiftOfEachTest();

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
