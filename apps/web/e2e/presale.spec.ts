import type { APIRequestContext, Page } from '@playwright/test';
import { toDateTimeInput } from '../src/shared/backoffice/dateTimeInput.ts';
import { expect, test } from './fixtures.ts';
import { pageReview, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { seasonWithMatches } from './seasonWithMatches.ts';
import { admin, fan, friend, logInFromHome, pressOn, signedInContext } from './shop.ts';
import { needsServerDatabase, setShopClockOffset } from './shopClock.ts';
import { bearer } from './todaysMatch.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** "Predpredaj pre držiteľov permanentiek do 03.12.2026 18:30. Vstupenky si môžete kúpiť po jeho skončení." */
const REFUSED =
  /^Predpredaj pre držiteľov permanentiek do \d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}\. Vstupenky si môžete kúpiť po jeho skončení\.$/;

test('the club sets a holders’ presale in the match editor; the shop shows it and refuses a fan without a season ticket on the seat map', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/v2/user/login', { data: admin });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  // The last match of the season: the other specs buy at the first ones.
  const events = (await (await request.get('/v2/event')).json()).data as { uuid: string; title: string }[];
  const match = events.at(-1);
  if (!match) throw new Error('no match');
  const review = pageReview();
  try {
    await logInFromHome(page, admin);
    await page.goto(`/admin/events/${match.uuid}`);
    const form = page.getByRole('form', { name: 'Predpredaj' });
    await form.getByLabel('Predpredaj od').fill(toDateTimeInput(new Date(Date.now() - HOUR)));
    await form.getByLabel('Predpredaj do').fill(toDateTimeInput(new Date(Date.now() + 2 * HOUR)));
    await expect(form.getByLabel('Pre koho')).toHaveValue('SEASON_HOLDERS');
    await form.getByLabel('Limit vstupeniek na osobu').fill('4');
    await form.getByRole('button', { name: 'Uložiť predpredaj' }).click();
    await expect(page.getByText('Predpredaj bol uložený.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Zrušiť predpredaj' })).toBeVisible();
    await review.check(page, 'match editor with a presale', 'presale-editor');

    // The shop: the list and the match's arena say who may buy until when.
    await page.goto('/events');
    const notice = /^Predpredaj pre držiteľov permanentiek do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
    await expect(page.getByRole('article', { name: match.title }).last().getByText(notice)).toBeVisible();
    await review.check(page, 'match list in a presale', 'presale-list');
    await page.goto(`/event/${match.uuid}/arena`);
    await expect(page.getByText(notice)).toBeVisible();
    await waitUntilSettled(page);
    await review.check(page, 'arena in a presale', 'presale-arena');

    // The admin holds no season ticket: a seat of the map is refused with the presale's message.
    const link = page.getByRole('link', { name: /^Sektor / }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/event/${match.uuid}/[^/]+$`));
    const seat = page.locator('circle.seat[data-state="free"]').first();
    await expect(seat).toBeVisible();
    await seat.click();
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(seat).not.toHaveAttribute('data-state', 'mine');
    await review.check(page, 'seat map refusing a non-holder', 'presale-refused');
    review.expectClean();
  } finally {
    const removed = await request.put(`/v2/admin/events/${match.uuid}/presale`, {
      headers,
      data: { presale: null },
    });
    expect(removed.status()).toBe(200);
  }
});

/** A hold of the best seats of `matchId` through the API: its status and refusal code. */
async function tryBestSeats(
  request: APIRequestContext,
  headers: Record<string, string>,
  matchId: string,
  count: number,
) {
  const answer = await request.post('/v2/cart', {
    headers,
    data: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: matchId, count },
  });
  return {
    status: answer.status(),
    code: answer.ok() ? null : ((await answer.json()) as { code: string }).code,
  };
}

test('in the holders’ presale, by the shop’s clock, a season holder buys a seat of the season’s match by keyboard; a fan without the season ticket is refused', async ({
  browser,
  request,
  baseURL,
}) => {
  needsServerDatabase(test);
  await setShopClockOffset(0);
  // About a minute on a quiet machine; the shared test machine (load 30 on 2 cores) took four.
  test.setTimeout(300_000);
  // A season of its own with two matches; the demo fan holds a paid season ticket of it. The later match
  // gets a holders' presale from 5 minutes from now for three hours, at most 2 tickets a holder (the
  // match editor's form is the first test's; here the API sets it, as that form does).
  const season = await seasonWithMatches(request);
  const match = season.later;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const set = await request.put(`/v2/admin/events/${match.id}/presale`, {
    headers: season.staff,
    data: { presale: { from: at(5 * MINUTE), to: at(3 * HOUR), audience: 'SEASON_HOLDERS', limit: 2 } },
  });
  expect(set.status(), await set.text()).toBe(200);
  const holderApi = await bearer(request, fan);
  const otherApi = await bearer(request, friend);
  const review = pageReview();
  const contexts: Awaited<ReturnType<typeof signedInContext>>[] = [];
  /** A browser signed in as `user` whose clock is the shop's, `offset` ahead of the real one. */
  const signedIn = async (user: { email: string; password: string }, offset: number): Promise<Page> => {
    const context = await signedInContext(browser, request, user, baseURL as string);
    contexts.push(context);
    await context.clock.install({ time: Date.now() + offset });
    return context.newPage();
  };
  try {
    // Before the presale starts even a holder is refused; nobody holds a seat of the match.
    expect(await tryBestSeats(request, holderApi, match.id, 1)).toEqual({
      status: 409,
      code: 'PRESALE_NOT_STARTED',
    });

    // Six minutes on by the shop's clock (the database's, which every hold reads): the presale runs. The
    // browsers' clocks move with it (the cart's countdown); less than the access token's 10 minutes, so
    // their fresh login still counts as fresh.
    const offset = 6 * MINUTE;
    await setShopClockOffset(offset);

    // The fan without this season's ticket: the API and the seat map refuse, saying until when.
    expect(await tryBestSeats(request, otherApi, match.id, 1)).toEqual({
      status: 403,
      code: 'PRESALE_HOLDERS_ONLY',
    });
    const other = await signedIn(friend, offset);
    await other.goto(`/event/${match.id}/${season.seat.sector}`);
    const refusedSeat = other.locator('circle.seat[data-state="free"]').first();
    // A cold browser's first page: its chunks, then the sector (over 10 s on the shared test machine).
    await expect(refusedSeat).toBeVisible({ timeout: 30_000 });
    await refusedSeat.click();
    await expect(other.getByText(REFUSED)).toBeVisible();
    await expect(refusedSeat).not.toHaveAttribute('data-state', 'mine');
    // (axe reads this page in the first test: the same seat map, the same refusal.)
    await shootWidths(other, 'holder-presale-refused');

    // The holder, by keyboard alone: the match's arena says the presale, a sector, a seat, the cart, the card.
    const page = await signedIn(fan, offset);
    await page.goto(`/event/${match.id}/arena`);
    const notice = /^Predpredaj pre držiteľov permanentiek do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
    await expect(page.getByText(notice)).toBeVisible({ timeout: 30_000 });
    // Begun by the shop's clock and the browser's alike: no "Začína …" any more.
    await expect(page.locator('.presale-notice')).not.toContainText('Začína');
    await waitUntilSettled(page);
    await review.check(page, 'arena in the presale, a holder', 'holder-presale-arena');
    await pressOn(page.getByRole('link', { name: new RegExp(`^Sektor ${season.seat.sector},`) }));
    await expect(page).toHaveURL(new RegExp(`/event/${match.id}/${season.seat.sector}$`));
    // The first free seat of the sector (the holder's own season seat, row 1 seat 1, is not free for the match).
    const free = page.locator('circle.seat[data-state="free"]').first();
    await expect(free).toBeVisible();
    const row = (await free.getAttribute('data-row')) ?? '';
    const name = (await free.getAttribute('data-seat')) ?? '';
    await pressOn(free);
    const held = page.locator(`circle.seat[data-row="${row}"][data-seat="${name}"]`);
    await expect(held).toHaveAttribute('data-state', 'mine');
    await expect(page.getByTestId('seat-announcer')).toHaveText(
      new RegExp(`^Rad ${row}, miesto ${name} pridané do košíka, zostáva 1[45]:\\d\\d$`),
    );
    // (axe reads a sector with a held seat in seat-picking.spec; here the arena and the paid page.)
    await shootWidths(page, 'holder-presale-held');
    // Two more would pass the holder's limit of 2 (the cart counts): refused under the presale's rule.
    expect(await tryBestSeats(request, holderApi, match.id, 2)).toEqual({
      status: 409,
      code: 'PRESALE_LIMIT',
    });

    await pressOn(page.getByRole('link', { name: 'Pokračovať do košíka' }));
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(`Sektor ${season.seat.sector}, rad ${row}, miesto ${name}`)).toBeVisible();
    for (const consent of [
      /Súhlasím so všeobecnými obchodnými podmienkami/,
      /Súhlasím so spracovaním kontaktných údajov/,
    ]) {
      await page.getByLabel(consent).focus();
      await page.keyboard.press('Space');
      await expect(page.getByLabel(consent)).toBeChecked();
    }
    await pressOn(page.getByRole('button', { name: 'Zaplatiť kartou' }));
    await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
    await pressOn(page.getByRole('button', { name: 'Zaplatiť', exact: true }));
    await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible({
      timeout: 30_000,
    });
    await waitUntilSettled(page);
    await review.check(page, 'paid in the presale', 'holder-presale-paid');
    review.expectClean();
  } finally {
    // The shop's clock first: a run cut short must not leave it moved for the next spec.
    await setShopClockOffset(0);
    const removed = await request.put(`/v2/admin/events/${match.id}/presale`, {
      headers: season.staff,
      data: { presale: null },
    });
    expect(removed.status()).toBe(200);
    for (const context of contexts) await context.close();
  }
});
