import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, type DbKind } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const CAP = 2;

/** Resolves once `condition` holds, checking at every turn of the event loop (no fixed sleep). */
async function until(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Makes requests that touch the seat wait in the database: on PostgreSQL another connection locks the
 * seat's row (the hold waits on it, up to lock_timeout); PGlite runs one transaction at a time, so an open
 * transaction of the test holds back every query of the app.
 */
async function blockSeat(
  t: TestApp,
  kind: DbKind,
  eventId: string,
  seat: { sector: string; row: string; name: string },
) {
  if (kind === 'postgres') {
    const blocker = new pg.Client({ connectionString: t.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(
      'select id from setup_seats where setup_id = $1 and sector = $2 and row = $3 and name = $4 for update',
      [eventId, seat.sector, seat.row, seat.name],
    );
    return async () => {
      await blocker.query('rollback');
      await blocker.end();
    };
  }
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let begun = () => {};
  const inside = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const open = t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    begun();
    await gate;
  });
  await inside;
  return async () => {
    release();
    await open;
  };
}

describe.each(await availableKinds())('requests in flight on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_IN_FLIGHT: String(CAP) }, { lockTimeoutMs: 20_000 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('past the cap a request is answered 503 SERVER_BUSY with Retry-After at once; streams and health pass', async () => {
    const eventId = await t.firstEvent();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const fans = await Promise.all([t.newUser(), t.newUser(), t.newUser()]);
    const hold = (token: string, signal?: AbortSignal) =>
      fetch(`${base}/v2/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
        signal,
      });
    expect(t.app.requestsInFlight()).toBe(0);

    const release = await blockSeat(t, kind, eventId, seat);
    const statuses: number[] = [];
    let slow: Array<Promise<Response>> = [];
    let stream: Promise<Awaited<ReturnType<typeof openSse>>> | undefined;
    try {
      // Two holds wait in the database: the cap is full.
      const leaving = new AbortController();
      const abandoned = hold(fans[0]?.token ?? '', leaving.signal).catch(() => null);
      slow = [hold(fans[1]?.token ?? '')];
      await until(() => t.app.requestsInFlight() === CAP, 'the cap to fill');

      // A fan who closes the tab gives the place back at once.
      leaving.abort();
      await abandoned;
      await until(() => t.app.requestsInFlight() === CAP - 1, 'the abandoned request to leave');
      slow.push(hold(fans[2]?.token ?? ''));
      await until(() => t.app.requestsInFlight() === CAP, 'the cap to fill again');

      const started = performance.now();
      const refused = await fetch(`${base}/v2/event`);
      const tookMs = performance.now() - started;
      statuses.push(refused.status);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toEqual({
        status: 503,
        code: 'SERVER_BUSY',
        message: 'Systém je práve vyťažený. Skúste to, prosím, o chvíľu.',
        data: { retryAfter: 2 },
      });
      expect(tookMs).toBeLessThan(100);

      // Health checks and live-seat streams are not counted.
      const health = await fetch(`${base}/v2/health`);
      expect(health.status).toBe(200);
      stream = openSse(`${base}/v2/push/EVENT/${eventId}`);
      expect(t.app.requestsInFlight()).toBe(CAP);
    } finally {
      await release();
    }

    // The waiting holds finish (the abandoned one may have taken the seat meanwhile): held or taken, never a 500.
    const answers = await Promise.all(slow);
    statuses.push(...answers.map((r) => r.status));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await t.count('cart_items')).toBe(1);
    const page = await stream;
    await page?.close();
    await until(() => t.app.requestsInFlight() === 0, 'every request to finish');
    const after = await fetch(`${base}/v2/event`);
    statuses.push(after.status);
    expect(after.status).toBe(200);
    expect(statuses).not.toContain(500);
  });
});
