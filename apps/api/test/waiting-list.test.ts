import { HOLD_MINUTES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { linkIn, messagesTo } from './helpers/mail.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, type TestApp } from './helpers/test-app.ts';
import {
  advanceClock,
  blocker,
  claimOffer,
  joinList,
  leaveList,
  myStanding,
  soldOutMatch,
} from './helpers/waiting-list.ts';

const OFFER_MINUTES = 30;
const minutes = (n: number) => n * 60_000;

async function entryOf(t: TestApp, token: string, matchId: string) {
  const standing = await myStanding(t, token, matchId);
  expect(standing.statusCode).toBe(200);
  return standing.json().entry;
}

describe.each(await availableKinds())('the waiting list of a sold-out match on %s', (kind) => {
  const t = suiteApp(kind, { WAITING_LIST_OFFER_MINUTES: String(OFFER_MINUTES) });

  it('refuses a fan while enough seats are free, a count over 5, a second entry and a stranger', async () => {
    const { matchId } = await soldOutMatch(t, 2, 0);
    const fan = await t.newUser();
    const open = await joinList(t, fan.token, matchId, { count: 2 });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'WAITING_LIST_SEATS_FREE' });
    expect(open.json().message).toContain('voľných miest: 2');
    expect((await joinList(t, fan.token, matchId, { count: 6 })).json()).toMatchObject({
      code: 'WAITING_LIST_COUNT_INVALID',
    });
    expect((await joinList(t, fan.token, matchId, { count: 1, sector: 'ZZ9' })).json()).toMatchObject({
      code: 'WAITING_LIST_COUNT_INVALID',
    });
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/v2/event/${matchId}/waiting-list`,
      payload: { count: 1 },
    });
    expect(stranger.statusCode).toBe(401);
    const [entries] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from waiting_list_entries`,
    );
    expect(entries?.n).toBe(0);

    // Three wanted, two free: the fan may wait.
    const joined = await joinList(t, fan.token, matchId, { count: 3 });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().entry).toMatchObject({ state: 'WAITING', position: 1, count: 3, offer: null });
    const again = await joinList(t, fan.token, matchId, { count: 1 });
    expect(again.json()).toMatchObject({ code: 'WAITING_LIST_ALREADY_JOINED' });
    expect((await leaveList(t, fan.token, matchId)).json()).toEqual({ paused: false, entry: null });
    expect((await leaveList(t, fan.token, matchId)).json()).toMatchObject({
      code: 'WAITING_LIST_NOT_JOINED',
    });
  });

  it('offers freed seats in list order, side by side, to each fan’s count; the next fan waits', async () => {
    const { matchId } = await soldOutMatch(t, 3, 1);
    await blocker(t, matchId, 3);
    const [a, b, c] = await Promise.all([t.newUser(), t.newUser(), t.newUser()]);
    await queryRows(
      t.db,
      sql`update users set phone_number = '+421905222333', phone_verified = true where id = ${a?.id}`,
    );
    for (const [fan, count] of [
      [a, 2],
      [b, 1],
      [c, 2],
    ] as const)
      expect((await joinList(t, fan?.token as string, matchId, { count })).statusCode).toBe(201);
    expect((await entryOf(t, c?.token as string, matchId)).position).toBe(3);

    // Nothing is free yet: the round offers nothing.
    expect(await t.app.services.waitingList.offerRound()).toBe(0);
    await advanceClock(t, minutes(HOLD_MINUTES + 1));
    expect(await t.app.services.waitingList.offerRound()).toBe(2);

    const offerA = await entryOf(t, a?.token as string, matchId);
    expect(offerA).toMatchObject({ state: 'OFFERED', position: null });
    expect(offerA.offer.seats).toHaveLength(2);
    const [first, second] = offerA.offer.seats;
    expect(first.row).toBe(second.row);
    expect(Math.abs(Number(first.name) - Number(second.name))).toBe(1);
    const left = new Date(offerA.offer.expiresAt).getTime() - offerA.serverTimestamp;
    expect(left).toBeGreaterThan(minutes(OFFER_MINUTES - 1));
    expect(left).toBeLessThanOrEqual(minutes(OFFER_MINUTES));
    expect((await entryOf(t, b?.token as string, matchId)).offer.seats).toHaveLength(1);
    expect(await entryOf(t, c?.token as string, matchId)).toMatchObject({ state: 'WAITING', position: 1 });

    // The seats are held (shown taken) and pushed; each offered fan got the personal link.
    const [held] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setup_seats where setup_id = ${matchId} and state = 'BOOKED'
        and hold_expires_at > shop_now()`,
    );
    expect(held?.n).toBe(3);
    const mailA = (await messagesTo(t.db, a?.email as string)).filter((m) => m.channel === 'EMAIL');
    expect(mailA).toHaveLength(1);
    expect(mailA[0]?.subject).toContain('Uvoľnili sa miesta');
    expect(linkIn(mailA[0]?.textBody ?? '', '/checkout/waiting-list/').pathname).toBe(
      `/checkout/waiting-list/${offerA.id}`,
    );
    const sms = await messagesTo(t.db, '+421905222333');
    expect(sms.map((m) => m.channel)).toEqual(['SMS']);
    expect((await messagesTo(t.db, c?.email as string)).length).toBe(0);

    // A second round changes nothing.
    expect(await t.app.services.waitingList.offerRound()).toBe(0);
  });

  it('an unpaid offer expires and its seats pass to the next fan; a claimed one is paid through the checkout', async () => {
    const { matchId } = await soldOutMatch(t, 3, 2);
    await blocker(t, matchId, 3);
    const [a, b, c] = await Promise.all([t.newUser(), t.newUser(), t.newUser()]);
    for (const [fan, count] of [
      [a, 2],
      [b, 1],
      [c, 2],
    ] as const)
      await joinList(t, fan?.token as string, matchId, { count });
    await advanceClock(t, minutes(HOLD_MINUTES + 1));
    await t.app.services.waitingList.offerRound();
    const offerA = await entryOf(t, a?.token as string, matchId);
    const offerB = await entryOf(t, b?.token as string, matchId);

    // B takes the offer into the cart and pays through the normal checkout.
    const claimed = await claimOffer(t, b?.token as string, offerB.id);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ state: 'CLAIMED', offer: null });
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(b?.token as string) });
    expect(cart.json().items).toHaveLength(1);
    expect(new Date(cart.json().items[0].expireAt).toISOString()).toBe(
      new Date(offerB.offer.expiresAt).toISOString(),
    );
    const paid = await payCart(t, b?.token as string);
    expect(paid.statusCode).toBe(201);
    await notifyPayment(t, paymentIdOf(paid.json().redirectUrl));
    const [order] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where id = ${paid.json().orderId}`,
    );
    expect(order?.status).toBe('PAID');

    // A lets the time run out: the seats go to C, the next fan whose count fits.
    await advanceClock(t, minutes(OFFER_MINUTES));
    expect((await claimOffer(t, a?.token as string, offerA.id)).json()).toMatchObject({
      code: 'WAITING_LIST_OFFER_EXPIRED',
    });
    await t.app.services.waitingList.offerRound();
    const afterA = await t.app.inject({
      method: 'GET',
      url: `/v2/waiting-list/offers/${offerA.id}`,
      headers: bearer(a?.token as string),
    });
    expect(afterA.json()).toMatchObject({ state: 'EXPIRED', offer: null });
    const offerC = await entryOf(t, c?.token as string, matchId);
    expect(offerC.state).toBe('OFFERED');
    expect(offerC.offer.seats.map((s: { name: string }) => s.name).sort()).toEqual(
      offerA.offer.seats.map((s: { name: string }) => s.name).sort(),
    );
    // Another fan cannot open or claim C's offer.
    const other = await t.app.inject({
      method: 'GET',
      url: `/v2/waiting-list/offers/${offerC.id}`,
      headers: bearer(a?.token as string),
    });
    expect(other.json()).toMatchObject({ code: 'WAITING_LIST_OFFER_NOT_FOUND' });
  });

  it('a fan leaving with an offer gives its seats to the next fan at once', async () => {
    const { matchId } = await soldOutMatch(t, 2, 3);
    await blocker(t, matchId, 2);
    const [a, b] = await Promise.all([t.newUser(), t.newUser()]);
    await joinList(t, a?.token as string, matchId, { count: 2 });
    await joinList(t, b?.token as string, matchId, { count: 2 });
    await advanceClock(t, minutes(HOLD_MINUTES + 1));
    expect(await t.app.services.waitingList.offerRound()).toBe(1);
    expect((await leaveList(t, a?.token as string, matchId)).json()).toEqual({ paused: false, entry: null });
    const [free] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setup_seats where setup_id = ${matchId} and state = 'ACTIVE'`,
    );
    expect(free?.n).toBe(2);
    expect(await t.app.services.waitingList.offerRound()).toBe(1);
    expect((await entryOf(t, b?.token as string, matchId)).state).toBe('OFFERED');
  });

  it('the club sees the list in order and pauses it: no offers until resumed, audited', async () => {
    const { matchId } = await soldOutMatch(t, 1, 4);
    await blocker(t, matchId, 1);
    const admin = await t.newUser(['USER', 'ADMIN']);
    const [a, b] = await Promise.all([t.newUser(), t.newUser()]);
    await joinList(t, a?.token as string, matchId, { count: 1 });
    await joinList(t, b?.token as string, matchId, { count: 4 });
    const asAdmin = (method: 'GET' | 'POST', path: string, token = admin.token) =>
      t.app.inject({
        method,
        url: `/v2/admin/events/${matchId}/waiting-list${path}`,
        headers: bearer(token),
      });

    expect((await asAdmin('GET', '', a?.token as string)).statusCode).toBe(403);
    const list = (await asAdmin('GET', '')).json();
    expect(list).toMatchObject({ paused: false, waiting: 2, waitingSeats: 5 });
    expect(
      list.entries.map((e: { fan: { email: string }; position: number }) => [e.fan.email, e.position]),
    ).toEqual([
      [a?.email, 1],
      [b?.email, 2],
    ]);

    expect((await asAdmin('POST', '/pause')).json()).toMatchObject({ paused: true });
    expect((await myStanding(t, a?.token as string, matchId)).json().paused).toBe(true);
    await advanceClock(t, minutes(HOLD_MINUTES + 1));
    expect(await t.app.services.waitingList.offerRound()).toBe(0);
    expect((await entryOf(t, a?.token as string, matchId)).state).toBe('WAITING');

    expect((await asAdmin('POST', '/resume')).json()).toMatchObject({ paused: false });
    expect(await t.app.services.waitingList.offerRound()).toBe(1);
    expect((await entryOf(t, a?.token as string, matchId)).state).toBe('OFFERED');
    const audit = await queryRows<{ action: string; actorId: string }>(
      t.db,
      sql`select action, actor_id as "actorId" from audit_log where entity = 'EVENT' and entity_id = ${matchId}
        and action like 'WAITING_LIST_%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'WAITING_LIST_PAUSE', actorId: admin.id },
      { action: 'WAITING_LIST_RESUME', actorId: admin.id },
    ]);
  });
});
