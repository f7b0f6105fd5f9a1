import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { type RenewalRelease, releaseUnrenewed } from '../src/modules/renewals/renewal-deadline.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, paymentIdOf } from './helpers/orders.ts';
import { barrier, releaseReadThenWrite } from './helpers/renewal-control-run.ts';
import { renewalDesk } from './helpers/renewals.ts';
import { seasonHolders } from './helpers/season-holders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const kinds = await availableKinds();

/**
 * A fresh shop with `count` holders of the demo season, next season made and its renewal opened (10 days);
 * the first holder has renewed by card, the payment not yet notified.
 */
async function campaign(t: TestApp, count: number) {
  const sh = await seasonHolders(t);
  const desk = await renewalDesk(t, sh.seasonId);
  const holders = [];
  for (let i = 0; i < count; i++) holders.push(await sh.fanWithSeasonTicket());
  const next = await desk.nextSeason(`Permanentka ďalšia ${Math.random()}`);
  expect((await desk.open(next.seasonId)).statusCode).toBe(201);
  const late = holders[0] as (typeof holders)[number];
  const offer = (await desk.offers(late.fan.token)).json().data[0];
  const renewed = await desk.renew(late.fan.token, offer.id);
  expect(renewed.statusCode, renewed.body).toBe(201);
  const paymentId = paymentIdOf(renewed.json().redirectUrl);
  const orderId: string = renewed.json().orderId;
  const since = await desk.lastPush();
  // The order stays payable past the renewal deadline (the card payment's 20 minutes are moved too).
  await queryRows(
    t.db,
    sql`update orders set expires_at = expires_at + interval '30 days' where id = ${orderId}`,
  );
  await queryRows(
    t.db,
    sql`update setup_seats set hold_expires_at = hold_expires_at + interval '30 days'
      where order_item_id in (select id from order_items where order_id = ${orderId})`,
  );
  await t.setClockOffset(11 * DAY);
  /** Where the late renewal ended: its order, its season seat, whether its offer was closed, pushes of it. */
  const outcome = async () => {
    const [row] = await queryRows<{ order: string; seat: string; owned: boolean; released: boolean }>(
      t.db,
      sql`select o.status as order, ss.state::text as seat, ss.order_item_id is not null as owned,
          ro.released_at is not null as released
        from renewal_offers ro join orders o on o.id = ro.order_id join setup_seats ss on ss.id = ro.season_seat_id
        where ro.id = ${offer.id}`,
    );
    const pushed = (await desk.pushesOf(since, late.seat)).map((p) => p.state);
    return { ...row, pushed };
  };
  return { desk, next, holders, paymentId, outcome, since };
}

describe.each(kinds)('renewal deadline vs a late renewal payment on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('the payment and the deadline round at once: the paid renewal keeps its seat, the others are released', async () => {
    const { desk, next, holders, paymentId, outcome } = await campaign(t, 3);
    const [paid] = await Promise.all([
      notifyPayment(t, paymentId),
      releaseUnrenewed(t.db),
      releaseUnrenewed(t.db),
    ]);
    expect(paid.statusCode).toBe(200);
    while ((await releaseUnrenewed(t.db)) > 0) {}
    const after = await outcome();
    expect(after).toMatchObject({ order: 'PAID', seat: 'SOLD', owned: true, released: false });
    // Sold in the season, kept in its matches: never pushed free.
    expect(after.pushed).toEqual(['SOLD', 'RESERVED', 'RESERVED']);
    for (const other of holders.slice(1))
      expect(await desk.statesOf(next.seasonId, other.seat)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
  });

  // The control run: a release that reads the unpaid offers, lets the payment land, then frees their places
  // without looking again (helpers/renewal-control-run.ts) sells the seat and gives it back to the sale.
  it('control run: read, payment, then free: the renewal is paid and its seat released too', async () => {
    const { paymentId, outcome } = await campaign(t, 1);
    const naive: RenewalRelease = releaseReadThenWrite(() => notifyPayment(t, paymentId));
    expect(await naive(t.db)).toBe(1);
    const after = await outcome();
    expect(after.order).toBe('PAID');
    expect(after.released).toBe(true);
    expect(after.seat).toBe('ACTIVE');
    expect(after.owned).toBe(false);
  });
});

describe.runIf(kinds.includes('postgres'))(
  'the renewal deadline with several processes on PostgreSQL',
  () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp('postgres');
    });
    afterEach(async () => {
      await t.setClockOffset(0);
      await t.close();
    });
    const HOLDERS = 5;

    /** Three rounds with their own pools, as three processes, at once; the releases they made and the pushes. */
    async function threeAtOnce(release: (i: number) => RenewalRelease) {
      const { next, holders, since, desk } = await campaign(t, HOLDERS + 1);
      const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: t.url, dataDir: '' })));
      try {
        const closed = await Promise.all([t.db, ...others.map((o) => o.db)].map((db, i) => release(i)(db)));
        const pushes = [];
        for (const h of holders.slice(1)) pushes.push(...(await desk.pushesOf(since, h.seat)));
        const states = [];
        for (const h of holders.slice(1)) states.push(...(await desk.statesOf(next.seasonId, h.seat)));
        return { closed: closed.reduce((a, b) => a + b, 0), pushes: pushes.length, states };
      } finally {
        await Promise.all(others.map((o) => o.close()));
      }
    }

    it('three rounds at once close each unrenewed offer once and push each seat once', async () => {
      const { closed, pushes, states } = await threeAtOnce(() => releaseUnrenewed);
      // Each of the five places: its season seat and two matches.
      expect(closed).toBe(HOLDERS);
      expect(pushes).toBe(HOLDERS * 3);
      expect(new Set(states)).toEqual(new Set(['ACTIVE']));
    });

    it('control run: three rounds that read before any writes release the same seats several times', async () => {
      const allRead = barrier(3);
      const { closed, pushes } = await threeAtOnce(() => releaseReadThenWrite(allRead));
      expect(closed).toBeGreaterThan(HOLDERS);
      expect(pushes).toBeGreaterThan(HOLDERS * 3);
    });
  },
);
