import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const onPostgres = (await availableKinds()).includes('postgres');
type App = TestApp['app'];
type SeatRef = { sector: string; row: string; name: string };

/**
 * Each process keeps its own answers in memory (read-cache/public-reads.ts); a change made through one
 * process must show in the other's next read once its feed brought the change, never later.
 */
describe.runIf(onPostgres)('two apps on one PostgreSQL keep their reads current', () => {
  let t: TestApp;
  let other: App;
  let closeOther: () => Promise<void>;
  const bases = new Map<App, string>();
  let match: string;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const database = await openDatabase({ databaseUrl: t.url, dataDir: '' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOLD_SWEEP_INTERVAL_MS: '0',
      WEB_DIST: '/x',
    });
    other = await buildApp({ config, database, logger: false, sweeper: false });
    closeOther = async () => {
      await other.close();
      await database.close();
    };
    for (const app of [t.app, other]) bases.set(app, await app.listen({ port: 0, host: '127.0.0.1' }));
    match = await t.firstEvent();
    admin = await t.newUser(['ADMIN']);
  });
  afterAll(async () => {
    await closeOther?.();
    await t?.close();
  });

  const read = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const sectorOf = async (app: App, seat: SeatRef) => {
    const res = await read(app, `/v2/arena/${match}/sector/${seat.sector}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      prices: Array<{ ticketType: string; price: number }>;
      setup: Record<string, Array<{ name: string; buyState: string }>>;
    };
    return {
      etag: String(res.headers.etag),
      state: body.setup[seat.row]?.find((s) => s.name === seat.name)?.buyState,
      adult: body.prices.find((p) => p.ticketType === 'ADULT')?.price,
    };
  };

  /** Holds `seat` through `maker` and waits until `watcher`'s own push stream delivered it. */
  async function holdSeenBy(maker: App, watcher: App, seat: SeatRef) {
    const page = await openSse(`${bases.get(watcher)}/v2/push/EVENT/${match}`);
    try {
      const fan = await t.newUser();
      const held = await maker.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(fan.token),
        payload: { type: 'ADD_SEAT', setupType: 'EVENT', uuid: match, seat },
      });
      expect(held.statusCode).toBe(201);
      await page.waitFor((f) => f.event === 'seat' && JSON.parse(f.data).seat.name === seat.name);
    } finally {
      await page.close();
    }
  }

  it('a hold made through either app shows in the other app’s next read, with a new ETag', async () => {
    const [first, second] = await t.freeSeats(match, 2);
    if (!first || !second) throw new Error('no free seats');
    for (const [maker, watcher, seat] of [
      [t.app, other, first],
      [other, t.app, second],
    ] as const) {
      const before = await sectorOf(watcher, seat);
      expect(before.state).toBe('ACTIVE');
      await holdSeenBy(maker, watcher, seat);
      const after = await sectorOf(watcher, seat);
      expect(after.state).toBe('BOOKED');
      expect(after.etag).not.toBe(before.etag);
    }
  });

  it('a price edit and unpublishing through one app show in the other app’s next read', async () => {
    const [seat] = await t.freeSeats(match, 1);
    // A row end of a free row: a hold there strands no seat (SEAT_GAP), whatever was held before.
    const [later] = await t.seatsSideBySide(match, 1);
    if (!seat || !later) throw new Error('no free seats');
    const before = await sectorOf(other, seat);
    const admin_ = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: Record<string, unknown>) =>
      t.app.inject({
        method,
        url: `/v2/admin/events/${match}${path}`,
        headers: bearer(admin.token),
        ...(payload ? { payload } : {}),
      });
    const prices = (await admin_('GET', '')).json().prices as Array<{
      sector: string;
      ticketType: string;
      price: number;
    }>;
    const raised = prices.map((p) =>
      p.sector === seat.sector && p.ticketType === 'ADULT' ? { ...p, price: p.price + 100 } : p,
    );
    expect((await admin_('PUT', '/prices', { prices: raised })).statusCode).toBe(200);
    // A hold committed after the edit: once the other app heard it, it heard the edit (the feed is in commit order).
    await holdSeenBy(t.app, other, later);
    const after = await sectorOf(other, seat);
    expect(after.adult).toBe((before.adult ?? 0) + 100);

    const listed = async () =>
      ((await read(other, '/v2/event')).json().data as Array<{ uuid: string }>).some((e) => e.uuid === match);
    expect(await listed()).toBe(true);
    expect((await admin_('POST', '/unpublish')).statusCode).toBe(200);
    try {
      // Unpublished, the match takes no holds: the app that changed it passes the feed a change of another match.
      const otherMatch = ((await read(t.app, '/v2/event')).json().data as Array<{ uuid: string }>)[0]?.uuid;
      if (!otherMatch) throw new Error('no other match');
      const page = await openSse(`${bases.get(other)}/v2/push/EVENT/${otherMatch}`);
      try {
        const [free] = await t.freeSeats(otherMatch, 1);
        const fan = await t.newUser();
        await t.holdSeat(fan.token, otherMatch, free as SeatRef);
        await page.waitFor((f) => f.event === 'seat' && JSON.parse(f.data).seat.name === free?.name);
      } finally {
        await page.close();
      }
      expect(await listed()).toBe(false);
      expect((await read(other, `/v2/arena/${match}`)).statusCode).toBe(404);
    } finally {
      expect((await admin_('POST', '/publish')).statusCode).toBe(200);
    }
  });
});
