import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { admin, fan, holdSeats, logInFromHome, openSector, type SeatRef, seatLocator } from './shop.ts';

const SECTOR = 'A14';

/** The cart icon leads to the checkout; consents given; "Zaplatiť kartou" goes to the sandbox gateway. */
async function checkoutByCard(page: Page) {
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Košík a platba' })).toBeVisible();
  // Contact details come from the account.
  await expect(page.getByLabel('E-mail')).toHaveValue(fan.email);
  await expect(page.getByLabel('Telefónne číslo')).not.toHaveValue('');
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Testovacia platobná brána' })).toBeVisible();
}

/** "12,50 €" (as the shop prints it) in cents. */
const euroCents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

const newestOrder = (page: Page) => page.getByTestId('order').first();

test('a fan buys two seats (one for a child) with a coupon by card, downloads the tickets and the invoice, and re-pays a declined order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const fanContext = await browser.newContext({ acceptDownloads: true });
  const page = await fanContext.newPage();
  await logInFromHome(page, fan);
  const sectorUrl = await openSector(page, SECTOR);

  // A second buyer watches the same sector.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInFromHome(other, admin);
  await other.goto(sectorUrl);
  await expect(other.locator('circle.seat').first()).toBeVisible();

  const seats = await holdSeats(page, [0, 2]);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  for (const seat of seats) {
    await expect(seatLocator(other, seat)).toHaveAttribute('data-buy-state', 'BOOKED');
  }

  // Checkout: the second seat becomes a child's ticket, which costs less.
  await page.getByTestId('cart-icon').click();
  await expect(page.getByTestId('checkout-item')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Vstupenky' }).getByRole('timer')).toContainText(/\d\d:\d\d/);
  const totalBefore = await page.getByTestId('checkout-total').textContent();
  const [adultSeat, childSeat] = seats as [SeatRef, SeatRef];
  await page
    .getByLabel(`Typ vstupenky pre sektor ${SECTOR}, rad ${childSeat.row}, miesto ${childSeat.name}`)
    .selectOption('CHILD');
  await expect(page.getByTestId('checkout-total')).not.toHaveText(totalBefore ?? '');
  await expect(page.getByText(/do 12 rokov vrátane/)).toBeVisible();

  // A coupon: an unknown code is said in the error dialog; the demo's ORLY10 (any case) takes 10 % off.
  const fullTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
  const couponField = page.getByLabel('Zľavový kód');
  await couponField.fill('NEEXISTUJE');
  await page.getByRole('button', { name: 'Uplatniť' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Zľavový kód sa nenašiel');
  await dialog.getByRole('button', { name: 'Rozumiem' }).click();
  await expect(dialog).toHaveCount(0);
  await couponField.fill('orly10');
  await page.getByRole('button', { name: 'Uplatniť' }).click();
  await expect(page.getByTestId('checkout-coupon')).toContainText('ORLY10');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(fullTotal);
  const discount = ((await page.getByTestId('checkout-discount').textContent()) ?? '').replace('−', '');
  const discountedTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
  expect(discountedTotal).not.toBe(fullTotal);
  expect(euroCents(discountedTotal) + euroCents(discount)).toBe(euroCents(fullTotal));
  expect(euroCents(discount)).toBe(Math.floor((euroCents(fullTotal) * 10 + 50) / 100));

  await checkoutByCard(page);
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();

  // Back in the shop, the status page asks until the payment is settled.
  await expect(page).toHaveURL(/\/payment\/status\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The other buyer saw both seats sold, without reloading.
  for (const seat of seats) {
    await expect(seatLocator(other, seat)).toHaveAttribute('data-buy-state', 'SOLD');
    await expect(seatLocator(other, seat)).toHaveAttribute('data-state', 'taken');
  }

  // My orders: the new order is paid, with an adult's and a child's ticket; the tickets and the invoice download as PDFs.
  await page.getByRole('link', { name: 'Moje objednávky' }).last().click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const paid = newestOrder(page);
  await expect(paid.getByTestId('order-status')).toHaveText('Zaplatená');
  await expect(paid.getByTestId('order-total')).toHaveText(discountedTotal);
  await expect(paid.getByTestId('order-discount')).toContainText(`Zľava (ORLY10): −${discount}`);
  await expect(paid.getByTestId('order-item')).toHaveCount(2);
  await expect(paid.getByText(`rad ${adultSeat.row}, miesto ${adultSeat.name} · Dospelý`)).toBeVisible();
  await expect(
    paid.getByText(`rad ${childSeat.row}, miesto ${childSeat.name} · Dieťa do 12 rokov`),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    paid.getByRole('button', { name: 'Stiahnuť vstupenky' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vstupenky-.+\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    paid.getByRole('button', { name: 'Stiahnuť faktúru' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^faktura-.+\.pdf$/);
  const invoicePdf = await readFile((await invoice.path()) ?? '');
  expect(invoicePdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A second purchase is declined at the gateway: the order waits, re-payable.
  await page.goto(sectorUrl);
  await holdSeats(page, [4]);
  await checkoutByCard(page);
  await page.getByRole('button', { name: 'Zamietnuť platbu' }).click();
  await expect(page).toHaveURL(/\/payment\/status\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Platba bola zamietnutá' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaplatiť znova' })).toBeVisible();

  await page.getByRole('link', { name: 'Moje objednávky' }).last().click();
  const declined = newestOrder(page);
  await expect(declined.getByTestId('order-status')).toHaveText('Čaká na platbu');
  await expect(declined.getByRole('timer')).toContainText(/\d\d:\d\d/);
  await declined.getByRole('button', { name: 'Zaplatiť znova' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
  await page.getByRole('link', { name: 'Moje objednávky' }).last().click();
  await expect(newestOrder(page).getByTestId('order-status')).toHaveText('Zaplatená');
  await expect(newestOrder(page).getByRole('button', { name: 'Zaplatiť znova' })).toHaveCount(0);

  await otherContext.close();
  await fanContext.close();
});
