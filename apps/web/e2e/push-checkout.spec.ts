import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  acceptCookies,
  admin,
  holdSeats,
  logInFromHome,
  openSector,
  type SeatRef,
  seatLocator,
} from './shop.ts';

// Another sector than the other journeys, so their seats do not meet in one database.
const SECTOR = 'A13';

/** The access token the web app keeps in localStorage ("hokej.auth"). */
async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('hokej.auth');
    return raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  });
  expect(token, 'the admin is logged in').toBeTruthy();
  return token as string;
}

test('the club sends a cart by link; a customer without an account sets a child ticket and pays it by card', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The admin picks two seats in the ordinary cart.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInFromHome(adminPage, admin);
  const sectorUrl = await openSector(adminPage, SECTOR);
  const seats = await holdSeats(adminPage, [0, 2]);
  const [adultSeat, childSeat] = seats as [SeatRef, SeatRef];

  // A third party watches the sector.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await logInFromHome(watcher, admin);
  await watcher.goto(sectorUrl);
  for (const seat of seats)
    await expect(seatLocator(watcher, seat)).toHaveAttribute('data-buy-state', 'BOOKED');

  // The cart becomes a push link, with the customer's contact prefilled.
  const created = await adminPage.request.post('/v2/admin/push-carts', {
    headers: { Authorization: `Bearer ${await storedAccessToken(adminPage)}` },
    data: {
      contact: {
        firstName: 'Peter',
        lastName: 'Kováč',
        email: 'peter.kovac@example.sk',
        phoneNumber: '+421905111222',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { pushId, items } = (await created.json()) as { pushId: string; items: unknown[] };
  expect(items).toHaveLength(2);

  // The customer opens the link in a fresh browser, without logging in.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(`/checkout/push/${pushId}`);
  await acceptCookies(customer);
  await expect(customer.getByRole('heading', { level: 1, name: 'Košík a platba' })).toBeVisible();
  await expect(customer.getByTestId('checkout-item')).toHaveCount(2);
  await expect(customer.getByLabel('E-mail')).toHaveValue('peter.kovac@example.sk');
  await expect(customer.getByText('Košík z tohto odkazu sa dá zaplatiť iba platobnou kartou.')).toBeVisible();
  await expect(customer.getByTestId('push-valid-until')).toContainText('Odkaz na košík platí do');

  const totalBefore = (await customer.getByTestId('checkout-total').textContent()) ?? '';
  await customer
    .getByLabel(`Typ vstupenky pre sektor ${SECTOR}, rad ${childSeat.row}, miesto ${childSeat.name}`)
    .selectOption('CHILD');
  await expect(customer.getByTestId('checkout-total')).not.toHaveText(totalBefore);
  await expect(
    customer.getByLabel(`Typ vstupenky pre sektor ${SECTOR}, rad ${adultSeat.row}, miesto ${adultSeat.name}`),
  ).toHaveValue('ADULT');

  await customer.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await customer.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await customer.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await expect(customer).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+/);
  await customer.getByRole('button', { name: 'Zaplatiť', exact: true }).click();

  await expect(customer).toHaveURL(/\/push\/payment\/status\?orderId=[^&]+&pushId=/);
  await expect(customer.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
  await expect(customer.getByText(/Vstupenky sme poslali e-mailom/)).toBeVisible();

  // The watcher sees both seats sold, without reloading.
  for (const seat of seats) {
    await expect(seatLocator(watcher, seat)).toHaveAttribute('data-buy-state', 'SOLD');
  }

  // The paid link opens nothing more.
  await customer.goto(`/checkout/push/${pushId}`);
  await expect(customer.getByRole('heading', { name: 'Tento odkaz na košík už neplatí' })).toBeVisible();

  await customerContext.close();
  await watcherContext.close();
  await adminContext.close();
});

test('a link nobody issued says it no longer works', async ({ page }) => {
  await page.goto(`/checkout/push/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Tento odkaz na košík už neplatí' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
