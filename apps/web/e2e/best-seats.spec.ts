import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { fan, logInFromHome, openSector } from './shop.ts';

/** axe-core on the page's own content: no serious or critical finding. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Screenshots to look at (not to compare) when SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? (el?.labels?.[0]?.textContent || el?.textContent || '').trim();
  });

test('best seats together: by keyboard from the arena, side by side in one row, in the cart and on the map', async ({
  page,
}) => {
  await logInFromHome(page, fan);
  await page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Kúpiť vstupenky' })
    .click();
  await page.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(page).toHaveURL(/\/event\/[^/]+\/arena$/);
  const form = page.getByRole('region', { name: 'Nájsť najlepšie miesta' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'best-seats-arena');

  // By keyboard alone: the count, then Tab through the sector, the band and the check box to the button.
  const count = form.getByRole('combobox', { name: 'Počet miest' });
  await count.focus();
  await count.selectOption('3');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Sektor');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Cenové pásmo');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Len miesta pre vozíčkárov');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Nájsť najlepšie miesta');
  await page.keyboard.press('Enter');

  // The seats' sector opens with three seats of mine side by side in one row, and the live region says which.
  await expect(page).toHaveURL(/\/event\/[^/]+\/[A-Z]\d+$/);
  const mine = page.locator('circle.seat[data-state="mine"]');
  await expect(mine).toHaveCount(3);
  const seats = await mine.evaluateAll((els) =>
    els.map((el) => ({ row: el.getAttribute('data-row') ?? '', name: Number(el.getAttribute('data-seat')) })),
  );
  expect(new Set(seats.map((s) => s.row)).size).toBe(1);
  const names = seats.map((s) => s.name).sort((a, b) => a - b);
  expect((names[2] ?? 0) - (names[0] ?? 0)).toBe(2);
  const sector = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  await expect(page.getByTestId('seat-announcer')).toHaveText(
    new RegExp(
      `^Pridané do košíka: sektor ${sector}, rad ${seats[0]?.row}, miesta ${names.join(', ')}, zostáva 1[45]:\\d\\d$`,
    ),
  );
  await expect(page.getByTestId('selection-bar')).toContainText('Vybrané: 3 miesta');
  await expect(page.getByTestId('selected-seat')).toHaveCount(3);
  await expectAccessible(page);
  await shoot(page, 'best-seats-found');
});

test('best seats together: when no block fits, SEATS_NOT_TOGETHER is said in Slovak with the next step', async ({
  page,
}) => {
  await logInFromHome(page, fan);
  await openSector(page, 'B15');
  const form = page.getByRole('region', { name: 'Nájsť najlepšie miesta' });
  await expect(form.getByRole('combobox', { name: 'Sektor' })).toHaveValue('B15');
  // The demo arena has no wheelchair places: no block of them fits.
  await form.getByRole('combobox', { name: 'Počet miest' }).selectOption('4');
  await form.getByRole('checkbox', { name: 'Len miesta pre vozíčkárov' }).check();
  await form.getByRole('button', { name: 'Nájsť najlepšie miesta' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(
    'Toľko voľných miest vedľa seba v jednom rade už nie je. Skúste menej miest, iný sektor alebo cenové pásmo.',
  );
  await expect(alert.getByRole('button', { name: 'Skúsiť 3 miesta' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Hľadať v celej aréne' })).toBeVisible();
  await expect(page.locator('circle.seat[data-state="mine"]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'best-seats-not-together');

  // The next step: without the wheelchair filter, fewer seats in this sector fit at once.
  await form.getByRole('checkbox', { name: 'Len miesta pre vozíčkárov' }).uncheck();
  await alert.getByRole('button', { name: 'Skúsiť 3 miesta' }).click();
  await expect(page.locator('circle.seat[data-state="mine"]')).toHaveCount(3);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('seat-announcer')).toHaveText(
    /^Pridané do košíka: sektor B15, rad \d+, miesta /,
  );
});
