import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export const fan = { email: 'fanusik@hokej.test', password: 'Fanusik123!' };
export const admin = { email: 'admin@hokej.test', password: 'Admin123!' };
export const cashier = { email: 'pokladna@hokej.test', password: 'Pokladna123!' };
/** The demo fan's friend: a seeded account that holds no ticket of the journeys' matches. */
export const friend = { email: 'treti.fanusik@hokej.test', password: 'Treti123!' };

/** Presses Enter on `target` after giving it the focus, as a keyboard user who tabbed to it would. */
export async function pressOn(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

/**
 * A browser already signed in as `user`, cookies agreed: the login answer stored as the web app keeps it
 * (localStorage "hokej.auth"). For journeys whose subject is not the login, which e2e/accounts.spec.ts and
 * the journeys that log in through the dialog cover.
 */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  user: { email: string; password: string },
  origin: string,
  /** More of the context's options: a phone's viewport and touch screen. */
  options: BrowserContextOptions = {},
) {
  const login = await request.post('/v2/user/login', { data: user });
  expect(login.status(), await login.text()).toBe(200);
  return browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'hokej.auth', value: await login.text() },
            { name: 'hokej.cookieConsent', value: 'true' },
          ],
        },
      ],
    },
  });
}

/** A newcomer agrees to cookies so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Súhlasím' }).click();
  await expect(page.getByRole('button', { name: 'Súhlasím' })).toBeHidden();
}

/** Fills the open login dialog and submits it. */
export async function submitLogin(page: Page, user: { email: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Heslo').fill(user.password);
  await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/** Opens the shop's home page, accepts cookies and logs in from the top bar. */
export async function logInFromHome(page: Page, user: { email: string; password: string }) {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await submitLogin(page, user);
  await expect(page.getByRole('dialog')).toBeHidden();
}

export type SeatRef = { row: string; name: string };

export const seatLocator = (page: Page, seat: SeatRef): Locator =>
  page.locator(`circle.seat[data-row="${seat.row}"][data-seat="${seat.name}"]`);

/** From the event list to `sector` of the first match; answers the sector page's address. */
export async function openSector(page: Page, sector: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Kúpiť vstupenky' })
    .click();
  await page.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(page).toHaveURL(/\/event\/[^/]+\/arena$/);
  const link = page.getByRole('link', { name: new RegExp(`^Sektor ${sector},`) });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/event/[^/]+/${sector}$`));
  return page.url();
}

/** `user` signs in on the home page and opens `sector` of the first match; answers the sector page's address. */
export async function openSectorAs(page: Page, user: { email: string; password: string }, sector: string) {
  await logInFromHome(page, user);
  return openSector(page, sector);
}

/** Holds the free seats at the given positions of the free ones, in order. */
export async function holdSeats(page: Page, positions: number[]): Promise<SeatRef[]> {
  const free = page.locator('circle.seat[data-state="free"]');
  await expect(free.first()).toBeVisible();
  const seats: SeatRef[] = [];
  for (const position of positions) {
    const seat = free.nth(position);
    const row = (await seat.getAttribute('data-row')) ?? '';
    const name = (await seat.getAttribute('data-seat')) ?? '';
    await seat.click();
    await expect(seatLocator(page, { row, name })).toHaveAttribute('data-state', 'mine');
    seats.push({ row, name });
  }
  return seats;
}
