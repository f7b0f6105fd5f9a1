import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shoot } from './pageCheck.ts';
import { admin, fan, logInFromHome, openSector, type SeatRef, seatLocator } from './shop.ts';

/** A sector no other spec buys in: the seats here are only blocked and freed again. */
const SECTOR = 'A17';

/** The first free seat on the fan's map, read before anyone changes it. */
async function firstFreeSeat(page: Page, skip = 0): Promise<SeatRef> {
  const seat = page.locator('circle.seat[data-state="free"]').nth(skip);
  await expect(seat).toBeVisible();
  return {
    row: (await seat.getAttribute('data-row')) ?? '',
    name: (await seat.getAttribute('data-seat')) ?? '',
  };
}

test('the admin blocks a seat in the seat editor while a fan has the sector open: the fan sees it go and come back live', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await logInFromHome(fanPage, fan);
  const sectorUrl = await openSector(fanPage, SECTOR);
  const uuid = sectorUrl.split('/').at(-2) ?? '';
  const seat = await firstFreeSeat(fanPage);
  const other = await firstFreeSeat(fanPage, 1);

  await logInFromHome(page, admin);
  await page.goto(`/admin/events/${uuid}`);
  await page.getByRole('link', { name: 'Miesta v hľadisku' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Miesta v hľadisku' })).toBeVisible();
  await shoot(page, 'seat-editor-arena');
  const sectorLink = page.getByRole('link', { name: new RegExp(`^Sektor ${SECTOR},`) });
  await sectorLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Sektor ${SECTOR}` })).toBeVisible();

  // The admin blocks the seat; the fan's open map shows it not for sale without reloading.
  await seatLocator(page, seat).click();
  await expect(seatLocator(page, seat)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('selected-count')).toHaveText('Vybrané: 1 miesto');
  await page.getByRole('button', { name: 'Zablokovať' }).click();
  await expect(seatLocator(page, seat)).toHaveAttribute('data-state', 'disabled');
  await expect(seatLocator(fanPage, seat)).toHaveAttribute('data-state', 'notForSale');
  await expect(seatLocator(fanPage, seat)).toHaveAttribute('aria-disabled', 'true');

  // The fan holds another seat: the editor shows it held and the club cannot change it.
  await seatLocator(fanPage, other).click();
  await expect(seatLocator(fanPage, other)).toHaveAttribute('data-state', 'mine');
  await expect(seatLocator(page, other)).toHaveAttribute('data-state', 'booked');
  await seatLocator(page, other).click({ force: true });
  await expect(seatLocator(page, other)).toHaveAttribute('aria-selected', 'false');
  await shoot(page, 'seat-editor-sector');

  // The admin frees the blocked seat again, by keyboard; the fan sees it free.
  await seatLocator(page, seat).focus();
  await page.keyboard.press('Enter');
  await expect(seatLocator(page, seat)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Uvoľniť' }).click();
  await expect(seatLocator(page, seat)).toHaveAttribute('data-state', 'active');
  await expect(seatLocator(fanPage, seat)).toHaveAttribute('data-state', 'free');

  // The fan lets the held seat go; nothing of the fan's cart is left behind for other specs.
  await seatLocator(fanPage, other).click();
  await expect(seatLocator(fanPage, other)).toHaveAttribute('data-state', 'free');
  await expect(seatLocator(page, other)).toHaveAttribute('data-state', 'active');
  await fanContext.close();
});

test('the admin marks wheelchair and companion places in the seat editor; the fans’ map shows them, and the marks go again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInFromHome(page, admin);
  const matches = (await (await page.request.get('/v2/event')).json()) as { data: { uuid: string }[] };
  const uuid = matches.data[0]?.uuid ?? '';
  await page.goto(`/admin/events/${uuid}/seats/${SECTOR}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sektor ${SECTOR}` })).toBeVisible();
  const wheelchair = { row: '12', name: '1' };
  const companion = { row: '12', name: '2' };
  const marks = page.getByRole('group', { name: 'Bezbariérové miesta' });
  await expect(marks.getByRole('button', { name: 'Pre vozíčkára' })).toBeDisabled();

  await seatLocator(page, wheelchair).click();
  await marks.getByRole('button', { name: 'Pre vozíčkára' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Označené pre vozíčkára: 1 miesto.' })).toBeVisible();
  await expect(seatLocator(page, wheelchair)).toHaveAttribute('aria-label', /miesto pre vozíčkára/);
  await seatLocator(page, companion).click();
  await marks.getByRole('button', { name: 'Pre sprievod' }).click();
  await expect(seatLocator(page, companion)).toHaveAttribute('aria-label', /miesto pre sprievod vozíčkára/);
  await expect(page.locator('.seat-access-wheelchair')).toHaveCount(1);
  await expect(page.locator('.seat-access-companion')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Stav miest' })).toContainText('Miesto pre vozíčkára');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await shoot(page, 'seat-editor-accessibility');

  // The fans' map of the match shows both places with their symbols.
  const sector = (await (await page.request.get(`/v2/arena/${uuid}/sector/${SECTOR}`)).json()) as {
    setup: Record<string, { name: string; accessibility?: string }[]>;
  };
  expect(sector.setup['12']?.filter((s) => s.accessibility).map((s) => [s.name, s.accessibility])).toEqual([
    ['1', 'WHEELCHAIR'],
    ['2', 'COMPANION'],
  ]);

  // Both selected again, the marks are taken away.
  await seatLocator(page, wheelchair).click();
  await seatLocator(page, companion).click();
  await marks.getByRole('button', { name: 'Zrušiť označenie' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Označenie zrušené: 2 miesta.' })).toBeVisible();
  await expect(page.locator('.seat-access-wheelchair, .seat-access-companion')).toHaveCount(0);
});
