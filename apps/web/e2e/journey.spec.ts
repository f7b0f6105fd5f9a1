import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { admin, fan, logInFromHome } from './shop.ts';

const seatLocator = (page: Page, row: string, name: string): Locator =>
  page.locator(`circle.seat[data-row="${row}"][data-seat="${name}"]`);

test('a fan holds two seats and another fan sees them taken and freed again without reloading', async ({
  browser,
}) => {
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();

  // Newcomer: cookie banner, login, "Kúpiť vstupenky", first match, a sector.
  await logInFromHome(fanPage, fan);
  await fanPage
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Kúpiť vstupenky' })
    .click();
  await expect(fanPage).toHaveURL(/\/events$/);
  await fanPage.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(fanPage).toHaveURL(/\/event\/[^/]+\/arena$/);
  const sector = fanPage.getByRole('link', { name: /^Sektor A12,/ });
  await sector.focus();
  await fanPage.keyboard.press('Enter');
  await expect(fanPage).toHaveURL(/\/event\/[^/]+\/A12$/);
  const sectorUrl = fanPage.url();

  // A second fan watches the same sector in another browser.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await logInFromHome(otherPage, admin);
  await otherPage.goto(sectorUrl);
  await expect(otherPage.locator('circle.seat').first()).toBeVisible();

  // Two free seats.
  const free = fanPage.locator('circle.seat[data-state="free"]');
  await expect(free.first()).toBeVisible();
  const picked: { row: string; name: string }[] = [];
  for (const index of [0, 2]) {
    const seat = free.nth(index);
    const row = (await seat.getAttribute('data-row')) ?? '';
    const name = (await seat.getAttribute('data-seat')) ?? '';
    await seat.click();
    await expect(seatLocator(fanPage, row, name)).toHaveAttribute('data-state', 'mine');
    picked.push({ row, name });
  }
  await expect(fanPage.getByTestId('selected-seat')).toHaveCount(2);
  await expect(fanPage.getByTestId('cart-count')).toHaveText('2');
  await expect(fanPage.getByRole('complementary').getByRole('timer')).toContainText(/\d\d:\d\d/);

  // ...and sees both seats taken without reloading (the push channel).
  for (const seat of picked) {
    await expect(seatLocator(otherPage, seat.row, seat.name)).toHaveAttribute('data-state', 'taken');
  }
  const [kept, released] = picked as [{ row: string; name: string }, { row: string; name: string }];
  // Freed in the first browser → free again in the second, without a reload.
  await fanPage.getByRole('button', { name: `Odobrať rad ${released.row}, miesto ${released.name}` }).click();
  await expect(seatLocator(fanPage, released.row, released.name)).toHaveAttribute('data-state', 'free');
  await expect(seatLocator(otherPage, released.row, released.name)).toHaveAttribute('data-state', 'free');
  await expect(seatLocator(otherPage, kept.row, kept.name)).toHaveAttribute('data-state', 'taken');
  await expect(seatLocator(otherPage, released.row, released.name)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Rad ${released.row}, miesto ${released.name}, voľné, \\d+,\\d\\d\\s€$`),
  );

  // Tidy up so a rerun against the same database starts clean.
  await fanPage.getByRole('button', { name: `Odobrať rad ${kept.row}, miesto ${kept.name}` }).click();
  await expect(fanPage.getByTestId('selected-seat')).toHaveCount(0);
  await otherContext.close();
  await fanContext.close();
});
