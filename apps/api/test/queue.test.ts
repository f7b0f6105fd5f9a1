import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmissionTokens } from '../src/modules/queue/admission-token.ts';
import { availableKinds } from './helpers/databases.ts';
import { queueTools } from './helpers/queue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;

describe.each(await availableKinds())('the waiting room on %s', (kind) => {
  let t: TestApp;
  let q: ReturnType<typeof queueTools>;
  let admin: string;
  let match: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { QUEUE_JOINS_PER_MINUTE: '1000' });
    q = queueTools(t);
    admin = (await t.newUser(['ADMIN'])).token;
    match = await t.firstEvent();
  });
  afterAll(() => t.close());

  /** A room on the match opening a minute from now (the shop clock is put back first). */
  async function roomOpeningSoon(body: Record<string, unknown> = {}) {
    await q.moveClock(0);
    const opened = await q.openRoom(admin, {
      setupId: match,
      opensAt: new Date(Date.now() + MINUTE).toISOString(),
      ratePerMinute: 60,
      maxShopping: 100,
      ...body,
    });
    expect(opened.statusCode).toBe(201);
    return opened.json().id as string;
  }

  async function closeRoom(id: string) {
    expect((await q.admin(admin, 'POST', `/${id}/close`)).statusCode).toBe(200);
  }

  it('fans who come before the opening wait unordered; the opening draws their order; one admitted holds and pays, the other is refused', async () => {
    const room = await roomOpeningSoon();
    const [a, b] = [await t.newUser(), await t.newUser()];
    const first = await q.join(a.token, room);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PRE_QUEUE', position: null, admission: null });
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(20);
    await q.join(b.token, room);
    // Joining twice keeps the one place.
    expect((await q.join(a.token, room)).json()).toMatchObject({ status: 'PRE_QUEUE', preQueue: 2 });

    const [seat, other] = await t.freeSeats(match, 2);
    const refused = await q.hold(a.token, match, seat as Record<string, unknown>);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'QUEUE_ADMISSION_REQUIRED',
      message: expect.stringMatching(/rad/),
    });
    expect(await t.count('cart_items')).toBe(0);

    await q.moveClock(2 * MINUTE);
    expect(await q.tick()).toBe(1);
    const statuses = [(await q.status(a.token, room)).json(), (await q.status(b.token, room)).json()];
    const admitted = statuses.find((s) => s.status === 'ADMITTED');
    const waiting = statuses.find((s) => s.status === 'WAITING');
    expect(waiting).toMatchObject({ position: 1, ahead: 0, admission: null });
    expect(waiting.estimatedWaitSeconds).toBeGreaterThan(0);
    expect(admitted.admission.token).toMatch(/^v1\./);
    const [lucky, unlucky] = admitted === statuses[0] ? [a, b] : [b, a];

    const held = await q.hold(lucky.token, match, seat as Record<string, unknown>, admitted.admission.token);
    expect(held.statusCode).toBe(201);
    // Someone else's admission is refused the same way and changes nothing.
    const foreign = await q.hold(
      unlucky.token,
      match,
      other as Record<string, unknown>,
      admitted.admission.token,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('QUEUE_ADMISSION_REQUIRED');
    expect((await t.seatRow(match, other as never))?.state).toBe('ACTIVE');

    expect((await q.pay(lucky.token)).statusCode).toBe(403);
    expect(await q.orders(lucky.id)).toBe(0);
    const paid = await q.pay(lucky.token, admitted.admission.token);
    expect(paid.statusCode).toBe(201);
    expect((await q.status(lucky.token, room)).json().status).toBe('DONE');

    // The next round lets the other fan in, who may then hold.
    await q.moveClock(2 * MINUTE + 2000);
    expect(await q.tick()).toBe(1);
    const now = (await q.status(unlucky.token, room)).json();
    expect(now.status).toBe('ADMITTED');
    expect((await q.hold(unlucky.token, match, other as never, now.admission.token)).statusCode).toBe(201);

    const stats = (await q.admin(admin, 'GET', `/${room}`)).json().stats;
    expect(stats).toMatchObject({ admitted: 2, sold: 1, shopping: 1, waiting: 0, preQueue: 0 });
    await closeRoom(room);
  });

  it('forged, expired and other rooms’ admissions are refused; an admission lives on while the cart is alive', async () => {
    const room = await roomOpeningSoon({ ratePerMinute: 600 });
    const [a, c] = [await t.newUser(), await t.newUser()];
    await q.join(a.token, room);
    await q.join(c.token, room);
    await q.moveClock(2 * MINUTE);
    await q.tick();
    await q.moveClock(2 * MINUTE + 1000);
    await q.tick();
    const tokenA = (await q.status(a.token, room)).json().admission.token as string;
    const tokenC = (await q.status(c.token, room)).json().admission.token as string;
    const [s1, s2, s3] = await t.freeSeats(match, 3);

    const forged = `${tokenA.slice(0, -2)}${tokenA.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherKey = createAdmissionTokens('a-secret-nobody-in-the-shop-has').sign({
      roomId: room,
      userId: a.id,
      expiresAt: Date.now() + 10 * MINUTE,
    });
    for (const bad of [forged, otherKey, 'v1.abc.def', 'garbage']) {
      const answer = await q.hold(a.token, match, s1 as never, bad);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('QUEUE_ADMISSION_REQUIRED');
    }
    expect((await t.seatRow(match, s1 as never))?.state).toBe('ACTIVE');

    expect((await q.hold(a.token, match, s1 as never, tokenA)).statusCode).toBe(201);
    // 11 minutes on: both admissions are past their 10 minutes; A's cart (15-minute hold) keeps A's alive.
    await q.moveClock(13 * MINUTE);
    expect((await q.hold(a.token, match, s2 as never, tokenA)).statusCode).toBe(201);
    const expired = await q.hold(c.token, match, s3 as never, tokenC);
    expect(expired.statusCode).toBe(403);
    expect((await q.status(c.token, room)).json()).toMatchObject({ status: 'EXPIRED', admission: null });
    // The renewed admission comes with a fresh token lasting as long as the cart.
    const renewed = (await q.status(a.token, room)).json();
    expect(renewed.status).toBe('ADMITTED');
    expect(new Date(renewed.admission.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * MINUTE);
    await closeRoom(room);
    // A closed room guards nothing.
    expect((await q.hold(c.token, match, s3 as never)).statusCode).toBe(201);
  });

  it('the pre-queue is drawn at random at the opening; later fans queue first come, first served', async () => {
    const room = await roomOpeningSoon({ ratePerMinute: 1, maxShopping: 1 });
    const early = [];
    for (let i = 0; i < 60; i++) {
      const fan = await t.newUser();
      expect((await q.join(fan.token, room, `10.0.${i}.1`)).statusCode).toBe(200);
      early.push(fan);
    }
    await q.moveClock(2 * MINUTE);
    await q.tick(); // the shuffle, and the first admission
    const late = [];
    for (let i = 0; i < 5; i++) {
      const fan = await t.newUser();
      await q.join(fan.token, room, `10.1.${i}.1`);
      late.push(fan);
    }
    const placeOf = async (token: string) => {
      const s = (await q.status(token, room)).json();
      return s.status === 'ADMITTED' ? 0 : (s.position as number);
    };
    const earlyPlaces = await Promise.all(early.map((f) => placeOf(f.token)));
    const latePlaces = await Promise.all(late.map((f) => placeOf(f.token)));
    expect([...earlyPlaces].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(latePlaces).toEqual([60, 61, 62, 63, 64]);
    // Spearman's rank correlation of arrival and place: near 0 when the draw ignores arrival
    // (standard deviation ~0.13 for 60 fans); 1 if arriving early helped.
    const n = earlyPlaces.length;
    const d2 = earlyPlaces.reduce((sum, place, arrival) => sum + (place - arrival) ** 2, 0);
    const rho = 1 - (6 * d2) / (n * (n * n - 1));
    expect(Math.abs(rho)).toBeLessThan(0.6);
    await closeRoom(room);
  });

  it('admits at the club’s rate up to the cap on shoppers; pause stops it, a new rate applies at once', async () => {
    const room = await roomOpeningSoon({ ratePerMinute: 60, maxShopping: 4 });
    for (let i = 0; i < 20; i++) await q.join((await t.newUser()).token, room);
    await q.moveClock(2 * MINUTE);
    expect(await q.tick()).toBe(1);
    expect(await q.tick()).toBe(0);
    await q.moveClock(2 * MINUTE + 2000); // two seconds at one a second
    expect(await q.tick()).toBe(2);
    await q.moveClock(3 * MINUTE); // plenty, but only 4 may shop at once
    expect(await q.tick()).toBe(1);
    let view = (await q.admin(admin, 'GET', `/${room}`)).json();
    expect(view.stats).toMatchObject({ admitted: 4, shopping: 4, waiting: 16 });
    expect(view.stats.backWaitSeconds).toBeGreaterThan(0);

    expect((await q.admin(admin, 'POST', `/${room}/pause`)).json().state).toBe('PAUSED');
    expect((await q.admin(admin, 'PATCH', `/${room}`, { maxShopping: 100 })).statusCode).toBe(200);
    await q.moveClock(6 * MINUTE);
    expect(await q.tick()).toBe(0);
    expect((await q.admin(admin, 'POST', `/${room}/pause`)).json().code).toBe('QUEUE_ROOM_STATE');
    expect((await q.admin(admin, 'POST', `/${room}/resume`)).json().state).toBe('OPEN');
    // Three minutes of pause banked nothing: only what was left before it (a burst is at most 5 s of the rate).
    expect(await q.tick()).toBe(4);
    const faster = await q.admin(admin, 'PATCH', `/${room}`, { ratePerMinute: 120 });
    expect(faster.json().ratePerMinute).toBe(120);
    await q.moveClock(6 * MINUTE + 2000);
    expect(await q.tick()).toBe(4); // two seconds at two a second
    view = (await q.admin(admin, 'GET', `/${room}`)).json();
    expect(view.stats).toMatchObject({ admitted: 12, waiting: 8 });
    expect(view.stats.throughputPerMinute).toBeGreaterThan(0);
    await closeRoom(room);
    expect((await q.admin(admin, 'POST', `/${room}/resume`)).statusCode).toBe(409);
  });

  it('the back office: one room per sale, checked input, ADMIN only; the fans see the active rooms', async () => {
    const room = await roomOpeningSoon();
    const again = await q.openRoom(admin, {
      setupId: match,
      opensAt: new Date().toISOString(),
      ratePerMinute: 10,
      maxShopping: 10,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUEUE_ROOM_EXISTS');
    const bad = await q.openRoom(admin, {
      setupId: match,
      opensAt: 'zajtra',
      ratePerMinute: 0,
      maxShopping: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('QUEUE_PARAMETERS_INVALID');
    const fan = await t.newUser();
    expect(
      (
        await q.openRoom(fan.token, {
          setupId: null,
          opensAt: new Date().toISOString(),
          ratePerMinute: 1,
          maxShopping: 1,
        })
      ).statusCode,
    ).toBe(403);
    // The opening can be moved (here: to now) only before it came.
    const now = new Date().toISOString();
    expect((await q.admin(admin, 'PATCH', `/${room}`, { opensAt: now })).json().opensAt).toBe(now);
    await q.tick();
    const late = await q.admin(admin, 'PATCH', `/${room}`, { opensAt: now });
    expect(late.json().code).toBe('QUEUE_ROOM_STATE');
    const list = await t.app.inject({ method: 'GET', url: '/v2/queue' });
    expect(list.json().rooms).toEqual([
      expect.objectContaining({ id: room, setupUuid: match, setupType: 'EVENT' }),
    ]);
    expect((await q.admin(admin, 'GET', '')).json().rooms[0]).toMatchObject({ id: room, state: 'OPEN' });
    await closeRoom(room);
    expect((await q.join(fan.token, room)).json().code).toBe('QUEUE_ROOM_CLOSED');
    expect((await t.app.inject({ method: 'GET', url: '/v2/queue' })).json().rooms).toEqual([]);
  });

  it('joins are limited per address', async () => {
    const limited = await createTestApp(kind, { QUEUE_JOINS_PER_MINUTE: '3' });
    try {
      const lq = queueTools(limited);
      const boss = (await limited.newUser(['ADMIN'])).token;
      const room = (
        await lq.openRoom(boss, {
          setupId: null,
          opensAt: new Date().toISOString(),
          ratePerMinute: 1,
          maxShopping: 1,
        })
      ).json().id;
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await lq.join((await limited.newUser()).token, room, '10.9.9.9')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await lq.join((await limited.newUser()).token, room, '10.9.9.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
