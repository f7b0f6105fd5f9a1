import { test } from '@playwright/test';
import { checkPage, expectCleanPages, type PageFinding } from '../pageCheck.ts';
import { fan, logInFromHome } from '../shop.ts';
import { firstIds, recordLayoutShiftOfEachTest } from './everyPage.ts';

recordLayoutShiftOfEachTest();

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
