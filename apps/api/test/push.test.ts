import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { isSeatChange, openSse, type SseFrame } from './helpers/sse.ts';
import { servedSuiteApp } from './helpers/suite.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('live seats on %s', (kind) => {
  const t = servedSuiteApp(kind);

  const hold = (token: string, seat: { sector: string; row: string; name: string }) =>
    t.holdSeat(token, t.match, seat);

  it('an open page sees a seat taken and freed again, with the sector count from the server', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    if (!seat) throw new Error('no free seat');
    const sector = await t.app.inject({ url: `/v2/arena/${t.match}/sector/${seat.sector}` });
    const freeBefore = sector.json().availableSeats as number;
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const itemId = (await hold(fan.token, seat)).json().items[0].id;
      const booked = JSON.parse((await page.waitFor(isSeatChange(seat, 'BOOKED'))).data);
      expect(booked).toMatchObject({ uuid: t.match, setupType: 'EVENT', availableSeats: freeBefore - 1 });
      await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId });
      const freed = JSON.parse((await page.waitFor(isSeatChange(seat, 'ACTIVE'))).data);
      expect(freed.availableSeats).toBe(freeBefore);
    } finally {
      await page.close();
    }
  });

  it('a change whose process died before announcing it still reaches open pages, seconds late', async () => {
    const [seat] = await t.freeSeats(t.match, 1);
    if (!seat) throw new Error('no free seat');
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      // What a hold leaves behind when its process dies between the commit and the announcement:
      // the seat held and its push_log row, and no NOTIFY.
      await queryRows(
        t.db,
        sql`update setup_seats set state = 'BOOKED', hold_expires_at = now() + interval '15 minutes'
          where setup_id = ${t.match} and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
      );
      const payload = {
        uuid: t.match,
        setupType: 'EVENT',
        seat,
        state: 'BOOKED',
        availableSeats: 1,
      };
      await queryRows(
        t.db,
        sql`insert into push_log (setup_id, payload, created_at)
          values (${t.match}, ${JSON.stringify(payload)}::jsonb, now() - interval '6 seconds')`,
      );
      const frame = await page.waitFor(isSeatChange(seat, 'BOOKED'), 8000);
      expect(JSON.parse(frame.data)).toMatchObject({ uuid: t.match, state: 'BOOKED' });
    } finally {
      await page.close();
    }
  });

  it('a page that reconnects with Last-Event-ID gets what it missed, in order', async () => {
    const fan = await t.newUser();
    const [first, second, third] = await t.freeSeats(t.match, 3);
    if (!first || !second || !third) throw new Error('no free seats');
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    await hold(fan.token, first);
    const seen = await page.waitFor(isSeatChange(first, 'BOOKED'));
    await page.close();
    await hold(fan.token, second);
    await hold(fan.token, third);
    const resumed = await openSse(`${t.base}/v2/push/EVENT/${t.match}`, { 'last-event-id': String(seen.id) });
    try {
      await resumed.waitFor(isSeatChange(third, 'BOOKED'));
      await resumed.waitFor(isSeatChange(second, 'BOOKED'));
      // Changes are replayed in id order, from a margin before the last one seen (late commits).
      const ids = resumed.frames.filter((f) => f.event === 'seat').map((f) => Number(f.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids.filter((id) => id > Number(seen.id))).toHaveLength(2);
    } finally {
      await resumed.close();
    }
  });

  it('a change replayed before its announcement arrived reaches the reconnected page once', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    if (!seat) throw new Error('no free seat');
    // A change its process has committed and not yet announced: logged, no NOTIFY so far.
    const payload = { uuid: t.match, setupType: 'EVENT', seat, state: 'ACTIVE', availableSeats: 1 };
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into push_log (setup_id, payload) values (${t.match}, ${JSON.stringify(payload)}::jsonb) returning id`,
    );
    const id = Number(row?.id);
    const resumed = await openSse(`${t.base}/v2/push/EVENT/${t.match}`, { 'last-event-id': String(id - 1) });
    try {
      await resumed.waitFor((f) => f.id === String(id));
      // The announcement arrives after the page's catch-up replayed the change.
      const notice = JSON.stringify({ id, setupId: t.match, payload });
      await queryRows(t.db, sql`select pg_notify('seat_changes', ${notice})`);
      // The seat's next change, announced after that one: by then a second copy would have come.
      await hold(fan.token, seat);
      await resumed.waitFor(isSeatChange(seat, 'BOOKED'));
      expect(resumed.frames.filter((f) => f.id === String(id))).toHaveLength(1);
    } finally {
      await resumed.close();
    }
  });

  it('after concurrent holds in one sector the page gets the exact free count', async () => {
    const seats = (await t.freeSeats(t.match, 400)).filter((s) => s.sector === 'B12').slice(0, 8);
    if (seats.length < 2) throw new Error('no free seats in B12');
    const freeInB12 = async () =>
      (await t.app.inject({ url: `/v2/arena/${t.match}/sector/B12` })).json().availableSeats as number;
    const before = await freeInB12();
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const fans = await Promise.all(seats.map(() => t.newUser()));
      const answers = await Promise.all(
        seats.map((seat, i) => t.holdSeat(fans[i]?.token as string, t.match, seat)),
      );
      const held = answers.filter((a) => a.statusCode === 201).length;
      expect(held).toBeGreaterThan(0);
      const exact = await freeInB12();
      expect(exact).toBe(before - held);
      // Only B12's count events: another sector's count may happen to equal B12's (PostgreSQL's seed).
      const countOfB12 = (f: SseFrame) => f.event === 'sector' && JSON.parse(f.data).sector === 'B12';
      const settled = await page.waitFor(
        (f) => countOfB12(f) && JSON.parse(f.data).availableSeats === exact,
        3000,
      );
      expect(JSON.parse(settled.data)).toMatchObject({
        uuid: t.match,
        setupType: 'EVENT',
        sector: 'B12',
        availableSeats: before - held,
      });
      // Every count of B12 the page got lies between the count before and the exact one, the last one exact.
      const counts = page.frames.filter(countOfB12).map((f) => JSON.parse(f.data).availableSeats as number);
      expect(counts.every((n) => n >= exact && n < before)).toBe(true);
      expect(counts.at(-1)).toBe(exact);
    } finally {
      await page.close();
    }
  });

  it('browsers that leave before the stream opens leave nothing behind', async () => {
    // The pages of earlier tests finish closing first, so that any stream left over is one of these.
    await vi.waitFor(() => expect(t.app.pushHub.subscriberCount()).toBe(0), { timeout: 10_000 });
    // Each request reaches the hub only once its browser has gone: the case under test, every time.
    const hub = t.app.pushHub;
    const original = hub.stream.bind(hub);
    let handled = 0;
    const stream = vi.spyOn(hub, 'stream').mockImplementation(async (type, id, lastEventId, reply) => {
      const socket = reply.raw.socket;
      if (socket && !socket.destroyed) await once(socket, 'close');
      await original(type, id, lastEventId, reply);
      handled += 1;
    });
    try {
      const { port } = new URL(t.base);
      await Promise.all(
        Array.from({ length: 30 }, () => {
          return new Promise<void>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => {
              socket.write(`GET /v2/push/EVENT/${t.match} HTTP/1.1\r\nHost: x\r\n\r\n`);
              socket.destroy();
              resolve();
            });
          });
        }),
      );
      await vi.waitFor(() => expect(handled).toBe(30), { timeout: 10_000 });
    } finally {
      stream.mockRestore();
    }
    expect(t.app.pushHub.subscriberCount()).toBe(0);
  });

  it('a change older than one already sent for the same seat, or sent twice, reaches the page once', async () => {
    // Each process announces its own changes after they commit, so two processes' changes of one
    // seat can arrive out of order; per seat the push_log ids are in commit order.
    const [seat, marker] = await t.freeSeats(t.match, 2);
    if (!seat || !marker) throw new Error('no free seats');
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    const notice = (id: number, place: typeof seat, state: string) =>
      JSON.stringify({
        id,
        setupId: t.match,
        payload: { uuid: t.match, setupType: 'EVENT', seat: place, state, availableSeats: 1 },
      });
    // Ids from push_log's own sequence, so that later real changes of these seats come after them.
    const [a, b, c, d, e] = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select nextval(pg_get_serial_sequence('push_log', 'id')) as id from generate_series(1, 5)`,
      )
    ).map((r) => Number(r.id)) as [number, number, number, number, number];
    try {
      for (const text of [
        notice(b, seat, 'BOOKED'),
        notice(a, seat, 'ACTIVE'), // older than b: dropped
        notice(b, seat, 'BOOKED'), // a repeat: dropped
        notice(c, marker, 'BOOKED'),
        notice(d, seat, 'ACTIVE'), // both seats end free, as they are in the database
        notice(e, marker, 'ACTIVE'),
      ])
        await queryRows(t.db, sql`select pg_notify('seat_changes', ${text})`);
      await page.waitFor((f) => f.id === String(e));
      expect(page.frames.filter((f) => f.event === 'seat').map((f) => Number(f.id))).toEqual([b, c, d, e]);
    } finally {
      await page.close();
    }
  });

  it('a page of another match hears nothing of this one', async () => {
    const fan = await t.newUser();
    const other = (await t.app.inject({ url: '/v2/event' })).json().data[1].uuid as string;
    const [seat] = await t.freeSeats(t.match, 1);
    if (!seat) throw new Error('no free seat');
    const page = await openSse(`${t.base}/v2/push/EVENT/${other}`);
    const same = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      await hold(fan.token, seat);
      await same.waitFor(isSeatChange(seat, 'BOOKED'));
      expect(page.frames).toHaveLength(0);
    } finally {
      await page.close();
      await same.close();
    }
  });

  it('the push channel of an unknown match or a bad type is refused', async () => {
    const unknown = await t.app.inject({ url: '/v2/push/EVENT/00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const bad = await t.app.inject({ url: `/v2/push/STADIUM/${t.match}` });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'ARENA_PARAMETERS_INVALID']);
  });
});

describe.runIf((await availableKinds()).includes('postgres'))(
  'resume after a late commit on PostgreSQL',
  () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('a change that took its id before one the page saw, but committed after, is still replayed', async () => {
      const eventId = await t.firstEvent();
      // The first free seat is held (a pick at the edge of the free seats strands none); the next is only logged.
      const [early, late] = await t.freeSeats(eventId, 2);
      if (!late || !early) throw new Error('no free seats');
      const fan = await t.newUser();
      const slow = new pg.Client({ connectionString: t.url });
      await slow.connect();
      try {
        await slow.query('begin');
        const payload = { uuid: eventId, setupType: 'EVENT', seat: late, state: 'SOLD', availableSeats: 0 };
        await slow.query('insert into push_log (setup_id, payload) values ($1, $2)', [eventId, payload]);
        const page = await openSse(`${base}/v2/push/EVENT/${eventId}`);
        await t.holdSeat(fan.token, eventId, early);
        const seen = await page.waitFor((f) => JSON.parse(f.data).seat.name === early.name);
        await page.close();
        await slow.query('commit');
        const resumed = await openSse(`${base}/v2/push/EVENT/${eventId}`, {
          'last-event-id': String(seen.id),
        });
        try {
          const replayed = await resumed.waitFor((f) => JSON.parse(f.data).state === 'SOLD');
          expect(Number(replayed.id)).toBeLessThan(Number(seen.id));
        } finally {
          await resumed.close();
        }
      } finally {
        await slow.end();
      }
    });
  },
);

describe('a process at its limit of live streams', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUSH_MAX_STREAMS: '2' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('tells one more page to retry later instead of taking it', async () => {
    const eventId = await t.firstEvent();
    const url = `${base}/v2/push/EVENT/${eventId}`;
    const pages = [await openSse(url), await openSse(url)];
    try {
      const res = await fetch(url);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await res.json()).code).toBe('RATE_LIMITED');
    } finally {
      await Promise.all(pages.map((p) => p.close()));
    }
  });
});
