import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './pageCheck.ts';
import { holder, renewedHolder } from './renewedHolder.ts';
import { logInFromHome, seatLocator, signedInContext } from './shop.ts';
import { setShopClockOffset } from './shopClock.ts';

// The relocation window (issue 21): a holder of a season of this test's own renews it for the next season
// (both made through the API as the back office does), then, once the relocation window opens by the shop's
// clock, changes the seat on the next season's map. The demo's own renewal campaign is left untouched.
const SHOTS = '/tmp/relocation';
const MINUTE = 60_000;

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a renewed holder sees the turn, then changes the seat on the new season’s map by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { seat, nextTitle } = await renewedHolder(request);
  await logInFromHome(page, holder);
  await page.goto('/my-season-tickets/renewals');
  const card = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
  // Before the relocation window: when the turn opens, no button yet.
  await expect(card.getByTestId('relocation-turn')).toContainText(/1\. v poradí, na rade budete od/, {
    timeout: 30_000,
  });
  await expect(card.getByRole('link', { name: /^Zmeniť miesto/ })).toHaveCount(0);
  await expectAccessible(page, { within: 'page' });
  await shots(page, 'renewals-turn');

  try {
    // The shop's clock a minute into the relocation window.
    await setShopClockOffset(11 * MINUTE);
    await page.reload();
    const change = card.getByRole('link', { name: /^Zmeniť miesto/ });
    await expect(change).toBeVisible({ timeout: 30_000 });
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-season-tickets\/renewals\/[^/]+\/relocate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zmena miesta permanentky' })).toBeFocused();
    const sectorLink = page.getByRole('link', { name: new RegExp(`^Sektor ${seat.sector},`) });
    await expect(sectorLink).toBeVisible();
    await expectAccessible(page, { within: 'page' });
    await shots(page, 'relocation-arena');
    await sectorLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/relocate\?sector=/);
    // The holder's own seat is taken; the next one in the row is free: chosen with the arrow keys and Enter.
    const own = seatLocator(page, seat);
    await expect(own).toBeVisible();
    await expect(own).not.toHaveAttribute('data-state', 'free');
    const target = seatLocator(page, { row: seat.row, name: '3' });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Nové miesto: Sektor ${seat.sector}, rad ${seat.row}, miesto 3`),
    ).toBeVisible();
    await expectAccessible(page, { within: 'page' });
    await shots(page, 'relocation-seat');
    await page.getByRole('button', { name: /^Potvrdiť zmenu miesta/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-season-tickets\/renewals\?offer=/);
    const moved = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
    await expect(moved).toContainText(`Sektor ${seat.sector}, rad ${seat.row}, miesto 3`);
    await expect(moved).toContainText(
      `Presunuté z miesta: Sektor ${seat.sector}, rad ${seat.row}, miesto ${seat.name}`,
    );
    await expectAccessible(page, { within: 'page' });
    await shots(page, 'renewals-moved');
  } finally {
    await setShopClockOffset(0);
  }
});

test('in English by keyboard: My season tickets with the holder form, and the renewal offer with its turn', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { nextTitle } = await renewedHolder(request);
  const thisTitle = nextTitle.replace('presuny B', 'presuny A');
  const context = await signedInContext(browser, request, holder, baseURL as string);
  const page = await context.newPage();
  await page.goto('/');
  const english = page.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The account menu to My season tickets.
  await page.getByRole('button', { name: /^Account:/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'My season tickets', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-season-tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My season tickets' })).toBeVisible();
  const ticket = page.getByRole('article').filter({ has: page.getByRole('heading', { name: thisTitle }) });
  await expect(ticket.getByTestId('registration-state')).toHaveText('Holder not registered');
  await expect(ticket).toContainText('Category');
  await expect(ticket).toContainText('Classic');
  await ticket.getByRole('button', { name: 'Register the holder' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Holder registration' });
  await form.getByRole('button', { name: 'Register the holder' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('Postcode is required.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('Country')).toHaveValue('SK');
  await expect(form.getByLabel('Country').locator('option:checked')).toHaveText('Slovakia');
  await expectAccessible(page, { within: 'page' });
  await shots(page, 'en-season-tickets');
  await form.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);

  // On to the renewals: the renewed offer and its relocation turn, in English.
  await page.getByRole('link', { name: 'Season ticket renewals' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-season-tickets\/renewals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Season ticket renewal' })).toBeVisible();
  const offer = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
  await expect(offer).toContainText('Renewed');
  await expect(offer).toContainText(`From season ticket ${thisTitle}`);
  await expect(offer.getByTestId('relocation-turn')).toContainText(
    /^Choosing another seat: you are number \d+ in line; your turn comes at /,
    { timeout: 30_000 },
  );
  await expect(page.locator('main')).not.toContainText(/Obnoven|Podržané|Sektor|Držiteľ|Zmeniť/);
  await expectAccessible(page, { within: 'page' });
  await shots(page, 'en-renewals');
  await context.close();
});
