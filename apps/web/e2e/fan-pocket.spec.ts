import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { fan, holdSeats, logInFromHome, openSector } from './shop.ts';

const SECTOR = 'B14';

// Issue 22: after paying, the fan adds the match to the calendar (success page and My orders) and saves
// the ticket as an Apple Wallet pass. The e2e shop runs with throw-away wallet keys (playwright.config.ts).
test('a fan with a paid ticket downloads the match’s calendar file and the ticket’s Apple Wallet pass', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await logInFromHome(page, fan);
  await openSector(page, SECTOR);
  const [seat] = await holdSeats(page, [0]);
  await page.getByTestId('cart-icon').click();
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  // The success page: "Pridať do kalendára" once for the match, a calendar file with one event.
  await page.goto(`/order/success?orderId=${orderId}`);
  const add = page.getByRole('link', { name: /^Pridať do kalendára: HK Orly Zvolen – / });
  await expect(add).toHaveCount(1);
  await expect(add).toHaveText('Pridať do kalendára');
  const [ics] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(ics.suggestedFilename()).toBe('zapas.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await ics.path()) ?? '', 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1);
  expect(events[0]?.summary).toMatch(/^HK Orly Zvolen – /);
  expect(events[0]?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Bratislava');

  // My orders: the ticket offers the calendar and both wallets; the Apple pass is a signed .pkpass.
  await page.goto('/my-orders');
  const order = page.getByTestId('order').first();
  const line = order.getByTestId('order-item').filter({ hasText: `miesto ${seat?.name}` });
  await expect(line.getByRole('link', { name: /^Pridať zápas .+ do kalendára$/ })).toBeVisible();
  const apple = line.getByRole('button', { name: /^Pridať vstupenku č\. .+ do Apple Wallet$/ });
  await expect(line.getByRole('button', { name: /do Google Wallet$/ })).toBeVisible();
  const serial = ((await apple.getAttribute('aria-label')) ?? '').replace(/^.*č\. (\S+) .*$/, '$1');
  const [pkpass] = await Promise.all([page.waitForEvent('download'), apple.click()]);
  expect(pkpass.suggestedFilename()).toBe(`vstupenka-${serial}.pkpass`);
  const files = unzipSync(await readFile((await pkpass.path()) ?? ''));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
  const pass = JSON.parse(new TextDecoder().decode(files['pass.json']));
  expect(pass.serialNumber).toContain(serial);

  // The page with these buttons passes axe-core; screenshots to look at.
  await waitUntilSettled(page);
  expectCleanPages([await inspectPage(page, '/my-orders with wallets')]);
  await shootWidths(page, 'my-orders-wallets');
  await page.goto(`/order/success?orderId=${orderId}`);
  await waitUntilSettled(page);
  expectCleanPages([await inspectPage(page, '/order/success with calendar')]);
  await shootWidths(page, 'order-success-calendar');
  await context.close();
});
