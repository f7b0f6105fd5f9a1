import { expect, type Page } from '@playwright/test';
import { clubNames, slovakLeft } from './english.ts';
import { inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { fan } from './shop.ts';

// Issue 22's walk through the fan pages in English (english-walk*.spec.ts): each page is in English
// (<html lang="en">, no Slovak line but the club's own names), has no serious or critical axe-core finding,
// and is shot at 1280 and 390 px (SHOTS) to be looked at.

export type Finding = { page: string; slovak: string[]; violations: string[] };

/** Opens `path`, waits until it is drawn and notes its Slovak lines and axe-core findings; shoots it. */
export async function walkTo(
  page: Page,
  path: string,
  name: string,
  keep: readonly string[],
): Promise<Finding> {
  await page.goto(path);
  return look(page, name, keep);
}

/** The page as it stands now (after a click, a dialog opened): its Slovak lines and axe-core findings. */
export async function look(page: Page, name: string, keep: readonly string[]): Promise<Finding> {
  await waitUntilSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const { violations } = await inspectPage(page, name);
  const slovak = await slovakLeft(page, keep);
  await shootWidths(page, `english-walk-${name}`);
  return { page: name, slovak, violations };
}

/** Fills the open sign-in dialog in English and waits for it to close. */
export async function submitEnglishLogin(page: Page, user: { email: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs `user` (the demo fan unless named) in from the top bar, in English. */
export async function signIn(page: Page, user: { email: string; password: string } = fan) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await submitEnglishLogin(page, user);
}

/**
 * The club's own names, the names of the seeded people the walk signs in as (the demo fan's surname, the
 * friend and season holder Tomáš Nováčik: top bar, My account, a transfer's sender and recipient) and the
 * Slovak disability card's name (ZŤP, as IČO is kept), which stay as written. Asked after the test made its
 * own matches and seasons, whose names it keeps too.
 */
export const keptNames = async (page: Page) => [
  ...(await clubNames(page.request)),
  'Tomáš Nováčik',
  'Fanúšik',
  'ZŤP',
];

export function expectClean(findings: Finding[]) {
  const dirty = findings.filter((f) => f.slovak.length > 0 || f.violations.length > 0);
  expect(dirty, JSON.stringify(dirty, null, 2)).toEqual([]);
}
