import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { admin } from './shop.ts';

// What the seat-map specs share (issue 19): sector B18, used by no other spec, so its seats are as the seed
// left them; axe on the page's main; screenshots; the admin's holds and seat states through the API; a gate
// on the fan's holds.
export const SECTOR = 'B18';

/** How the seat map's specs shoot: a phone's height, the window only, the window put back as it was. */
export const mapShot = { height: 844, fullPage: false, after: 'as before' } as const;

export const eventUuid = (url: string) => url.split('/event/')[1]?.split('/')[0] ?? '';

export async function bearer(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/v2/user/login', { data: user });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** Another fan (the admin) holds a seat of the sector through the API: the fan's map shows it taken. */
export async function holdAsAdmin(
  request: APIRequestContext,
  uuid: string,
  seat: { row: string; name: string },
) {
  const answer = await request.post('/v2/cart', {
    headers: await bearer(request, admin),
    data: { type: 'ADD_SEAT', setupType: 'EVENT', uuid, seat: { sector: SECTOR, ...seat } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The club's state of seats in a row, as the admin through the API (DISABLED: not for sale). */
export async function setSeats(
  request: APIRequestContext,
  uuid: string,
  row: string,
  names: string[],
  state: 'ACTIVE' | 'DISABLED',
) {
  const seats = names.map((name) => ({ sector: SECTOR, row, name }));
  const answer = await request.put(`/v2/admin/events/${uuid}/seats`, {
    headers: await bearer(request, admin),
    data: { state, seats },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Holds the fan's POST /v2/cart requests until the test lets each go, counting them: a seat's pending
 * state can be looked at for as long as needed, with no sleep.
 */
export async function gateHolds(page: Page) {
  const posts: string[] = [];
  const waiting: (() => void)[] = [];
  await page.route('**/v2/cart', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().postData() ?? '');
    await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  return {
    posts,
    /** Lets the held requests go on to the API. */
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

export const focusedSeat = (page: Page) =>
  page.evaluate(() => ({
    row: document.activeElement?.getAttribute('data-row') ?? '',
    seat: document.activeElement?.getAttribute('data-seat') ?? '',
  }));
