import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { acceptCookies, admin, fan, type SeatRef, seatLocator, submitLogin } from './shop.ts';
import { startStreamProxy } from './streamProxy.ts';

const SECTOR = 'B12';

/** Two seats at the start of rows whose first three seats are free: each can be held alone (no gap). */
async function twoFreeRowStarts(request: APIRequestContext, eventId: string): Promise<SeatRef[]> {
  const sector = await request.get(`/v2/arena/${eventId}/sector/${SECTOR}`);
  expect(sector.status()).toBe(200);
  const rows = (await sector.json()).setup as Record<string, Array<{ name: string; buyState: string }>>;
  const starts = Object.entries(rows)
    .map(([row, seats]) => ({ row, seats: [...seats].sort((a, b) => Number(a.name) - Number(b.name)) }))
    .filter(({ seats }) => seats.length > 3 && seats.slice(0, 3).every((s) => s.buyState === 'ACTIVE'))
    .map(({ row, seats }) => ({ row, name: seats[0]?.name ?? '' }));
  expect(starts.length).toBeGreaterThanOrEqual(2);
  return starts.slice(0, 2);
}

test('the live seat stream comes back by itself after the server drops it, and shows a seat taken meanwhile', async ({
  page,
  request,
}) => {
  // The browser's own retry and the page's backoff take seconds; a loaded machine adds to the logins.
  test.setTimeout(120_000);
  const upstreamPort = Number(new URL(test.info().project.use.baseURL ?? '').port);
  const proxy = await startStreamProxy(upstreamPort);
  const held = { headers: {} as Record<string, string>, items: [] as string[] };
  try {
    const events = (await (await request.get('/v2/event')).json()).data as Array<{ uuid: string }>;
    const eventId = events[0]?.uuid as string;
    const [before, meanwhile] = await twoFreeRowStarts(request, eventId);
    if (!before || !meanwhile) throw new Error('no free seats');
    // Another buyer (the club's account) takes the seats; the page is the demo fan's.
    const login = await request.post('/v2/user/login', { data: admin });
    const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
    held.headers = headers;
    const hold = async (seat: SeatRef) => {
      const answer = await request.post('/v2/cart', {
        headers,
        data: { type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat: { sector: SECTOR, ...seat } },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      held.items.push(((await answer.json()).items as Array<{ id: string }>).at(-1)?.id ?? '');
    };

    // The fan's seat page, through the proxy (the load balancer).
    await page.goto(`${proxy.origin}/`);
    await acceptCookies(page);
    await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
    await submitLogin(page, fan);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto(`${proxy.origin}/event/${eventId}/${SECTOR}`);
    await waitUntilSettled(page);
    await expect(seatLocator(page, before)).toHaveAttribute('data-state', 'free');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await expect.poll(() => proxy.streams.length).toBeGreaterThanOrEqual(1);

    // Taken while the stream is up: the page shows it live.
    await hold(before);
    await expect(seatLocator(page, before)).toHaveAttribute('data-state', 'taken');

    // The process behind the balancer goes away: the stream is cut and reconnecting is refused (502).
    const streamsBefore = proxy.streams.length;
    proxy.down();
    await expect
      .poll(() => proxy.streams.slice(streamsBefore).some((s) => s.refused), { timeout: 20_000 })
      .toBe(true);
    // Taken while the page has no stream.
    await hold(meanwhile);
    await expect(seatLocator(page, meanwhile)).toHaveAttribute('data-state', 'free');

    // Back: the page reconnects by itself, resumes from the last change it saw and shows the seat taken.
    proxy.up();
    await expect(seatLocator(page, meanwhile)).toHaveAttribute('data-state', 'taken', { timeout: 30_000 });
    const resumed = proxy.streams.filter((s) => !s.refused).at(-1);
    expect(resumed?.path).toMatch(/[?&]lastEventId=\d+/);
    // Without a reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(seatLocator(page, before)).toHaveAttribute('data-state', 'taken');

    expectCleanPages([await inspectPage(page, 'sector after the stream came back')]);
    await shootWidths(page, 'live-seats-reconnected');
  } finally {
    await proxy.close();
    // The club's account gives the seats back, so other journeys find them free.
    for (const itemId of held.items.reverse())
      await request.put('/v2/cart', { headers: held.headers, data: { type: 'REMOVE_ITEM', itemId } });
  }
});
