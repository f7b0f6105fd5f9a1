import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { DAY, IN_RELOCATION, type Place, relocationDesk } from './helpers/relocations.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;

describe.each(await availableKinds())('the relocation window on %s', (kind) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof relocationDesk>>;
  // a, b, c renewed and paid in that order; d did nothing.
  let a: (typeof r.fans)[number];
  let b: (typeof r.fans)[number];
  let c: (typeof r.fans)[number];
  let d: (typeof r.fans)[number];

  beforeAll(async () => {
    t = await createTestApp(kind);
    r = await relocationDesk(t, 3, 1);
    [a, b, c, d] = r.fans as [typeof a, typeof a, typeof a, typeof a];
    // C has held the seat three seasons in a row: first in the club's order despite renewing last.
    await queryRows(t.db, sql`update renewal_offers set seniority = 3 where id = ${c.offerId}`);
  });
  afterAll(async () => {
    await t.setClockOffset(0);
    await t.close();
  });

  it('the club sets the waves (ADMIN, audited) and sees the order: seniority, then renewal time', async () => {
    expect((await r.setWaves({ waveSize: 1, waveMinutes: 60 }, a.fan.token)).statusCode).toBe(403);
    const wrong = await r.setWaves({ waveSize: 0, waveMinutes: 60 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('RELOCATION_WAVES_INVALID');
    const set = await r.setWaves({ waveSize: 1, waveMinutes: 60 });
    expect(set.statusCode, set.body).toBe(200);
    const queue = (await r.queue()).json();
    expect(queue).toMatchObject({ waveSize: 1, waveMinutes: 60 });
    expect(queue.data.map((e: { offerId: string }) => e.offerId)).toEqual([c.offerId, a.offerId, b.offerId]);
    const from = new Date(queue.relocationFrom).getTime();
    expect(queue.data.map((e: { opensAt: string }) => new Date(e.opensAt).getTime() - from)).toEqual([
      0,
      HOUR,
      2 * HOUR,
    ]);
    expect(queue.data[0]).toMatchObject({ position: 1, wave: 1, seniority: 3, paid: true, seat: c.seat });
    const [audit] = await queryRows<{ after: { waveSize: number } }>(
      t.db,
      sql`select after from audit_log where action = 'RENEWAL_RELOCATION_WAVES'`,
    );
    expect(audit?.after.waveSize).toBe(1);
    expect((await r.queue(a.fan.token)).statusCode).toBe(403);
  });

  it('the fan sees the turn in the offer; before the window every swap is refused and nothing moves', async () => {
    const offer = await r.offerOf(a.fan.token, a.offerId);
    expect(offer.relocation).toMatchObject({
      position: 2,
      wave: 2,
      open: false,
      ended: false,
      movedFrom: null,
    });
    expect((await r.offerOf(d.fan.token, d.offerId)).relocation).toBeNull();
    const place = await r.freePlace();
    const early = await r.relocate(c.fan.token, c.offerId, place);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'RELOCATION_CLOSED',
      message: expect.stringContaining('presunov'),
    });
    expect(await r.ownersOf(place)).toEqual([null, null, null]);
  });

  it('in the window: not your turn yet (409, Retry-After until the turn), not renewed, not yours', async () => {
    await t.setClockOffset(IN_RELOCATION);
    const place = await r.freePlace();
    const early = await r.relocate(a.fan.token, a.offerId, place);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RELOCATION_NOT_YOUR_TURN');
    expect(early.json().message).toContain('na rade');
    const wait = Number(early.headers['retry-after']);
    // The turn opens an hour after the window's start; the clock stands a minute past it.
    expect(wait).toBeGreaterThan(HOUR / 1000 - 120);
    expect(wait).toBeLessThanOrEqual(HOUR / 1000 - 50);
    const notRenewed = await r.relocate(d.fan.token, d.offerId, place);
    expect(notRenewed.json().code).toBe('RELOCATION_NOT_RENEWED');
    const notYours = await r.relocate(a.fan.token, c.offerId, place);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().code).toBe('RENEWAL_NOT_YOURS');
    expect(await r.ownersOf(place)).toEqual([null, null, null]);
    expect((await r.offerOf(c.fan.token, c.offerId)).relocation.open).toBe(true);
  });

  it('the first in the order swaps: new seat hers in the season and every match, old seat freed, both pushed', async () => {
    const place = await r.freePlace();
    const item = await r.itemOf(c.offerId);
    const since = await r.desk.lastPush();
    const moved = await r.relocate(c.fan.token, c.offerId, place);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ seat: place, relocation: { movedFrom: c.seat, open: true } });
    expect(await r.ownersOf(place)).toEqual([item.id, item.id, item.id]);
    expect(await r.desk.statesOf(r.next.seasonId, place)).toEqual(['SOLD', 'RESERVED', 'RESERVED']);
    expect(await r.ownersOf(c.seat)).toEqual([null, null, null]);
    expect(await r.desk.statesOf(r.next.seasonId, c.seat)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    expect((await r.desk.pushesOf(since, place)).map((p) => p.state)).toEqual([
      'SOLD',
      'RESERVED',
      'RESERVED',
    ]);
    expect((await r.desk.pushesOf(since, c.seat)).map((p) => p.state)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
    expect(await r.itemOf(c.offerId)).toMatchObject(place);
    // My season tickets shows the new seat; the swap is in the audit log.
    const tickets = await r.sh.mine(c.fan.token);
    expect(tickets.find((x: { seasonUuid: string }) => x.seasonUuid === r.next.seasonId).seat).toEqual(place);
    const [audit] = await queryRows<{ actorId: string; after: { seat: unknown } }>(
      t.db,
      sql`select actor_id as "actorId", after from audit_log where action = 'RENEWAL_RELOCATE'`,
    );
    expect(audit).toEqual({ actorId: c.fan.id, after: { offerId: c.offerId, seat: place } });
  });

  it('a seat not free (in the season or in one match), unknown, or of another price is refused; nothing moves', async () => {
    await t.setClockOffset(IN_RELOCATION + HOUR);
    const before = await r.itemOf(a.offerId);
    const taken = (await r.offerOf(c.fan.token, c.offerId)).seat;
    const refusal = async (seat: Record<string, string>, code: string) => {
      const answer = await r.relocate(a.fan.token, a.offerId, seat);
      expect(answer.json().code, answer.body).toBe(code);
      expect(await r.itemOf(a.offerId)).toEqual(before);
      expect(await r.ownersOf(a.seat)).toEqual([before.id, before.id, before.id]);
    };
    await refusal(taken, 'RELOCATION_SEAT_TAKEN');
    await refusal(a.seat, 'RELOCATION_SEAT_TAKEN');
    // Free in the season, held in a cart for its second match.
    const [inCart, other] = (await r.freePlaces(2)) as [Place, Place];
    const fan = await t.newUser();
    expect((await t.holdSeat(fan.token, r.next.matchIds[1] as string, inCart)).statusCode).toBe(201);
    await refusal(inCart, 'RELOCATION_SEAT_TAKEN');
    expect(await r.ownersOf(inCart)).toEqual([null, null, null]);
    await refusal({ ...other, name: '999' }, 'SEAT_NOT_FOUND');
    await queryRows(
      t.db,
      sql`update prices set price = price + 5000 where setup_id = ${r.next.seasonId} and sector = ${other.sector}`,
    );
    try {
      await refusal(other, 'RELOCATION_SEAT_PRICE');
    } finally {
      await queryRows(
        t.db,
        sql`update prices set price = price - 5000 where setup_id = ${r.next.seasonId} and sector = ${other.sector}`,
      );
    }
    // Its turn open now, the same seat is taken.
    const moved = await r.relocate(a.fan.token, a.offerId, other);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('after the window every swap is refused', async () => {
    await t.setClockOffset(15 * DAY + HOUR);
    const place = await r.freePlace();
    const late = await r.relocate(b.fan.token, b.offerId, place);
    expect(late.json().code).toBe('RELOCATION_CLOSED');
    expect((await r.offerOf(b.fan.token, b.offerId)).relocation).toMatchObject({ open: false, ended: true });
    expect(await r.ownersOf(place)).toEqual([null, null, null]);
  });
});
