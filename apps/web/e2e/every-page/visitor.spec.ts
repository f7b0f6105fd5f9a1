import { expect, test } from '@playwright/test';
import { checkPage, expectCleanPages, inspectPage, type PageFinding } from '../pageCheck.ts';
import { acceptCookies } from '../shop.ts';
import { articles, recordLayoutShiftOfEachTest } from './everyPage.ts';

recordLayoutShiftOfEachTest();

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
