import type { Page } from '@playwright/test';
import { clubNames, slovakLeft } from './english.ts';
import { expect, test } from './fixtures.ts';
import { inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { fan, holdSeats } from './shop.ts';

// Issue 22, English on the web: a fan whose browser prefers English walks every fan page of the shop. Each
// page is in English (<html lang="en">, no Slovak line but the club's own names), has no serious or
// critical axe-core finding, and is shot at 1280 and 390 px (SHOTS) to be looked at.
test.use({ locale: 'en-US' });

const SECTOR = 'A11';
const ARTICLES = ['permanentky', 'vstupne-podmienky', 'predajne-miesta', 'ako-nakupovat', 'ochrana-sukromia'];

type Finding = { page: string; slovak: string[]; violations: string[] };

/** Opens `path`, waits until it is drawn and notes its Slovak lines and axe-core findings; shoots it. */
async function walkTo(page: Page, path: string, name: string, keep: readonly string[]): Promise<Finding> {
  await page.goto(path);
  return look(page, name, keep);
}

async function look(page: Page, name: string, keep: readonly string[]): Promise<Finding> {
  await waitUntilSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const { violations } = await inspectPage(page, name);
  const slovak = await slovakLeft(page, keep);
  await shootWidths(page, `english-walk-${name}`);
  return { page: name, slovak, violations };
}

/** Signs the demo fan in from the top bar, in English. */
async function signIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(fan.email);
  await dialog.getByLabel('Password', { exact: true }).fill(fan.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The club's own names, the demo fan's surname (top bar, My account) and the Slovak disability card's name
 * (ZŤP, as IČO is kept), which stay as written.
 */
const keptNames = async (page: Page) => [...(await clubNames(page.request)), 'Fanúšik', 'ZŤP'];

function expectClean(findings: Finding[]) {
  const dirty = findings.filter((f) => f.slovak.length > 0 || f.violations.length > 0);
  expect(dirty, JSON.stringify(dirty, null, 2)).toEqual([]);
}

test('a visitor reads the public pages in English: no Slovak shown but the club’s names, axe clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'I agree' }).click();
  const keep = await keptNames(page);
  const findings = [await look(page, 'home-visitor', keep)];
  for (const hash of ARTICLES) findings.push(await walkTo(page, `/page/${hash}`, `page-${hash}`, keep));
  findings.push(await walkTo(page, '/register', 'register', keep));
  findings.push(await walkTo(page, '/reset/not-a-link', 'reset', keep));
  findings.push(await walkTo(page, '/page-that-does-not-exist', 'not-found', keep));
  expectClean(findings);
});

test('a fan buys in English: home, matches, seasons, arena, sector, cart, invoice details', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page);
  const keep = await keptNames(page);
  const events = (await (await page.request.get('/v2/event')).json()) as { data: { uuid: string }[] };
  const event = events.data[0]?.uuid ?? '';
  expect(event, 'the demo has a match').toBeTruthy();
  const findings = [await walkTo(page, '/', 'home', keep)];
  findings.push(await walkTo(page, '/events', 'events', keep));
  await page.getByRole('tab', { name: 'Season tickets' }).click();
  findings.push(await look(page, 'events-seasons', keep));
  findings.push(await walkTo(page, `/event/${event}/arena`, 'arena', keep));
  findings.push(await walkTo(page, `/event/${event}/${SECTOR}`, 'sector', keep));
  await holdSeats(page, [0]);
  findings.push(await look(page, 'sector-held', keep));
  findings.push(await walkTo(page, '/checkout', 'checkout', keep));
  findings.push(await walkTo(page, '/invoice', 'invoice', keep));
  expectClean(findings);
});

test('a fan’s own pages in English: My account, My orders, season tickets and renewals', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const keep = await keptNames(page);
  const findings = [await walkTo(page, '/account', 'account', keep)];
  findings.push(await walkTo(page, '/my-orders', 'my-orders', keep));
  findings.push(await walkTo(page, '/my-season-tickets', 'my-season-tickets', keep));
  findings.push(await walkTo(page, '/my-season-tickets/renewals', 'renewals', keep));
  expectClean(findings);
});
