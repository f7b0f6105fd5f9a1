import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectAccessible, shoot } from './pageCheck.ts';
import { admin, fan, logInFromHome, openSector, seatLocator } from './shop.ts';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? (el?.labels?.[0]?.textContent || el?.textContent || '').trim();
  });

test('best seats together: by keyboard from the arena, side by side in one row, in the cart and on the map', async ({
  page,
}) => {
  // A busy machine and screenshots take this over the default 45 s.
  test.setTimeout(120_000);
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
  await shoot(page, 'best-seats-arena', { height: 844, after: 'as before' });

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
  await shoot(page, 'best-seats-found', { height: 844, after: 'as before' });
});

test('best season seats: from the season’s arena, side by side in one row, as CLASSIC season tickets', async ({
  page,
}) => {
  // A busy machine and screenshots take this over the default 45 s.
  test.setTimeout(120_000);
  await logInFromHome(page, fan);
  const seasons = (await (await page.request.get('/v2/season')).json()) as { data: { uuid: string }[] };
  const season = seasons.data[0]?.uuid;
  expect(season, 'the demo season').toBeTruthy();
  await page.goto(`/season/${season}/arena`);
  const form = page.getByRole('region', { name: 'Nájsť najlepšie miesta' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'best-seats-season-arena', { height: 844, after: 'as before' });

  // A sector no other journey uses: its rows are as the seed left them.
  await form.getByRole('combobox', { name: 'Počet miest' }).selectOption('2');
  await form.getByRole('combobox', { name: 'Sektor' }).selectOption('B37');
  await form.getByRole('button', { name: 'Nájsť najlepšie miesta' }).click();
  await expect(page).toHaveURL(new RegExp(`/season/${season}/B37$`));
  const mine = page.locator('circle.seat[data-state="mine"]');
  await expect(mine).toHaveCount(2);
  const seats = await mine.evaluateAll((els) =>
    els.map((el) => ({ row: el.getAttribute('data-row') ?? '', name: Number(el.getAttribute('data-seat')) })),
  );
  expect(new Set(seats.map((s) => s.row)).size).toBe(1);
  const names = seats.map((s) => s.name).sort((a, b) => a - b);
  expect((names[1] ?? 0) - (names[0] ?? 0)).toBe(1);
  await expect(page.getByTestId('seat-announcer')).toHaveText(
    new RegExp(`^Pridané do košíka: sektor B37, rad ${seats[0]?.row}, miesta ${names.join(', ')}, zostáva`),
  );
  await expect(page.getByTestId('selected-seat')).toHaveCount(2);
  await expect(
    page.getByTestId('selected-seat').first().getByRole('combobox', { name: 'Kategória permanentky' }),
  ).toHaveValue('CLASSIC');
  await expectAccessible(page);
  await shoot(page, 'best-seats-season-found', { height: 844, after: 'as before' });
});

test('best seats together: when no block fits, SEATS_NOT_TOGETHER is said in Slovak with the next step', async ({
  page,
}) => {
  // A busy machine and screenshots take this over the default 45 s.
  test.setTimeout(120_000);
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
    'Toľko voľných miest vedľa seba v jednom rade už nie je. Skúste menej miest, iný sektor alebo iné cenové pásmo.',
  );
  await expect(alert.getByRole('button', { name: 'Skúsiť 3 miesta' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Hľadať na celom štadióne' })).toBeVisible();
  await expect(page.locator('circle.seat[data-state="mine"]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'best-seats-not-together', { height: 844, after: 'as before' });

  // The next step: without the wheelchair filter, fewer seats in this sector fit at once.
  await form.getByRole('checkbox', { name: 'Len miesta pre vozíčkárov' }).uncheck();
  await alert.getByRole('button', { name: 'Skúsiť 3 miesta' }).click();
  await expect(page.locator('circle.seat[data-state="mine"]')).toHaveCount(3);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('seat-announcer')).toHaveText(
    /^Pridané do košíka: sektor B15, rad \d+, miesta /,
  );
});

/** Marks seats of `row` in `sector` as wheelchair or companion places (or none), as the admin, through the API. */
async function setAccessibility(
  request: APIRequestContext,
  uuid: string,
  seats: { sector: string; row: string; name: string }[],
  accessibility: 'WHEELCHAIR' | 'COMPANION' | null,
) {
  const login = await request.post('/v2/user/login', { data: admin });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const answer = await request.put(`/v2/admin/events/${uuid}/seats/accessibility`, {
    headers,
    data: { seats, accessibility },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('wheelchair and companion places: a symbol on the map, in the list and in the name; best seats find them', async ({
  page,
  request,
}) => {
  // A busy machine and screenshots take this over the default 45 s.
  test.setTimeout(120_000);
  const sector = 'B14';
  await logInFromHome(page, fan);
  await openSector(page, sector);
  const uuid = page.url().split('/event/')[1]?.split('/')[0] ?? '';
  const wheelchair = { sector, row: '12', name: '5' };
  const companion = { sector, row: '12', name: '6' };
  await setAccessibility(request, uuid, [wheelchair], 'WHEELCHAIR');
  await setAccessibility(request, uuid, [companion], 'COMPANION');
  try {
    await page.reload();
    await expect(seatLocator(page, wheelchair)).toHaveAttribute(
      'aria-label',
      /^Rad 12, miesto 5, voľné, miesto pre vozíčkára, \d+,\d\d\s€/,
    );
    await expect(seatLocator(page, companion)).toHaveAttribute(
      'aria-label',
      /^Rad 12, miesto 6, voľné, miesto pre sprievod vozíčkára, \d+,\d\d\s€/,
    );
    await expect(page.locator('.seat-access-wheelchair')).toHaveCount(1);
    await expect(page.locator('.seat-access-companion')).toHaveCount(1);
    const legend = page.getByRole('list', { name: 'Legenda' });
    await expect(legend).toContainText('Miesto pre vozíčkára');
    await expect(legend).toContainText('Sprievod vozíčkára');
    await expectAccessible(page);
    await shoot(page, 'seat-accessibility-map', { height: 844, after: 'as before' });
    // On a phone, where the sector fits 390 px, the badge is drawn larger so its symbol can be made out.
    const badgeWidth = async () =>
      (await page.locator('.seat-access-wheelchair > circle').boundingBox())?.width ?? 0;
    const desktopBadge = await badgeWidth();
    const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(badgeWidth).toBeGreaterThanOrEqual(12);
    await page.setViewportSize(desktop);
    await expect.poll(badgeWidth).toBeCloseTo(desktopBadge, 0);

    // Best seats for a wheelchair: the two marked places, side by side.
    const form = page.getByRole('region', { name: 'Nájsť najlepšie miesta' });
    await form.getByRole('combobox', { name: 'Počet miest' }).selectOption('2');
    await form.getByRole('checkbox', { name: 'Len miesta pre vozíčkárov' }).check();
    await form.getByRole('button', { name: 'Nájsť najlepšie miesta' }).click();
    await expect(seatLocator(page, wheelchair)).toHaveAttribute('data-state', 'mine');
    await expect(seatLocator(page, companion)).toHaveAttribute('data-state', 'mine');

    // The list alternative names and shows them too.
    await page.getByRole('link', { name: 'Vybrať zo zoznamu' }).click();
    const list = page.getByTestId('seat-list');
    await list.getByRole('combobox', { name: 'Rad' }).selectOption('12');
    const listed = list.getByRole('button', { name: /^Rad 12, miesto 5, moje miesto, miesto pre vozíčkára/ });
    await expect(listed.locator('svg.seat-access-icon')).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, 'seat-accessibility-list', { height: 844, after: 'as before' });
  } finally {
    await setAccessibility(request, uuid, [wheelchair, companion], null);
  }
});
