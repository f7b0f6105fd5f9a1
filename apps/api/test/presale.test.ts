import { formatClubDateTime } from '@hokej/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { PRESALE_HOUR as HOUR, presaleTools } from './helpers/presale.ts';
import { renewalDesk } from './helpers/renewals.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(await availableKinds())('holders’ presale on %s', (kind) => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof presaleTools>>;
  let match: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    p = await presaleTools(t);
    match = await t.firstEvent();
  });
  afterEach(async () => {
    await t.setClockOffset(0);
    expect((await p.setPresale(match, null)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const adminDetail = () =>
    t.app.inject({ method: 'GET', url: `/v2/admin/events/${match}`, headers: bearer(p.admin.token) });
  const publicPresale = async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v2/event' });
    const arena = await t.app.inject({ method: 'GET', url: `/v2/event/arena/${match}` });
    expect(arena.statusCode).toBe(200);
    const listed = list.json().data.find((e: { uuid: string }) => e.uuid === match);
    expect(listed.presale ?? null).toEqual(arena.json().presale ?? null);
    return listed.presale ?? null;
  };

  it('the back office sets a presale inside the sale and refuses a wrong one with a coded field, changing nothing', async () => {
    const wrong = [
      [{ from: at(2), to: at(1) }, 'presaleTo'],
      [{ from: at(-48), to: at(1) }, 'presaleFrom'],
      [{ from: at(1), to: at(24 * 400) }, 'presaleTo'],
    ] as const;
    for (const [window, field] of wrong) {
      const refused = await p.setPresale(match, { ...window, audience: 'SEASON_HOLDERS', limit: 4 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json(), refused.body).toMatchObject({ code: 'PRESALE_WINDOW_INVALID', data: { field } });
      expect(refused.json().message).toContain('Predpredaj musí skončiť neskôr, ako začne');
    }
    const badLimit = await p.setPresale(match, {
      from: at(1),
      to: at(2),
      audience: 'SEASON_HOLDERS',
      limit: 0,
    });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toMatchObject({ code: 'PRESALE_INVALID' });
    const fan = await t.newUser();
    expect((await p.setPresale(match, null, 'events', fan.token)).statusCode).toBe(403);
    expect((await adminDetail()).json().presale).toBeNull();
    expect(await publicPresale()).toBeNull();

    const window = { from: at(1), to: at(2), audience: 'SEASON_HOLDERS', limit: 4 };
    const set = await p.setPresale(match, window);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().presale).toEqual(window);
    expect(await publicPresale()).toEqual(window);
    // Moving the sale's start past the presale's start is refused the same way.
    const late = await t.app.inject({
      method: 'PATCH',
      url: `/v2/admin/events/${match}`,
      headers: bearer(p.admin.token),
      payload: { saleStartsAt: at(1.5) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PRESALE_WINDOW_INVALID', data: { field: 'presaleFrom' } });
  });

  it('by the database clock: before the presale nobody holds, during it only holders, after it everybody', async () => {
    const { to } = await p.presaleFromNow(match, 1, 2);
    const holder = await p.seasonHolder();
    const unpaidHolder = await p.seasonHolder(false);
    const fan = await t.newUser();
    const [a] = await p.rowSeats(match, 1);
    if (!a) throw new Error('no seat');
    const until = formatClubDateTime(new Date(to));

    // Before: the holder is told when it starts, the others that it is for holders.
    const early = await t.holdSeat(holder.token, match, a);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PRESALE_NOT_STARTED' });
    expect(early.json().message).toMatch(
      /^Predpredaj sa ešte nezačal\. Začne \d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}\.$/,
    );
    const before = await t.holdSeat(fan.token, match, a);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'PRESALE_HOLDERS_ONLY' });
    expect((await t.seatRow(match, a))?.state).toBe('ACTIVE');

    // During: a paid season ticket of the match's season lets the holder in; others are refused, on both paths.
    await t.setClockOffset(1.5 * HOUR);
    const refused = await t.holdSeat(fan.token, match, a);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      status: 403,
      code: 'PRESALE_HOLDERS_ONLY',
      message: `Predpredaj pre držiteľov permanentiek do ${until}. Vstupenky si môžete kúpiť po jeho skončení.`,
    });
    expect((await p.bestSeats(fan.token, match, 2)).json()).toMatchObject({ code: 'PRESALE_HOLDERS_ONLY' });
    expect((await t.holdSeat(unpaidHolder.token, match, a)).json()).toMatchObject({
      code: 'PRESALE_HOLDERS_ONLY',
    });
    expect((await t.holdSeat(holder.token, match, a)).statusCode).toBe(201);
    expect((await p.bestSeats(holder.token, match, 2)).statusCode).toBe(201);
    expect(await publicPresale()).toMatchObject({ to });

    // After: the public sale (the holder's hold of the first seat has run out); no presale shown.
    await t.setClockOffset(2.5 * HOUR);
    const public1 = await t.holdSeat(fan.token, match, a);
    expect(public1.statusCode, public1.body).toBe(201);
    expect(await publicPresale()).toBeNull();
  });

  it('a holder may have at most the limit of tickets of the match in the presale, paid ones counted', async () => {
    await p.presaleFromNow(match, -1, 1, { limit: 3 });
    const holder = await p.seasonHolder();
    const seats = await p.rowSeats(match, 5);
    for (const seat of seats.slice(0, 2))
      expect((await t.holdSeat(holder.token, match, seat)).statusCode).toBe(201);
    const paid = await payCart(t, holder.token);
    expect((await notifyPayment(t, paymentIdOf(paid.json().redirectUrl))).statusCode).toBe(200);

    const standing = await p.standing(match, holder.token);
    expect(standing.json()).toMatchObject({ member: true, taken: 2, remaining: 1 });
    const two = await p.bestSeats(holder.token, match, 2);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({
      code: 'PRESALE_LIMIT',
      message: 'V predpredaji je počet vstupeniek obmedzený na 3 na osobu (košík a objednávky spolu).',
    });
    expect((await t.holdSeat(holder.token, match, seats[2] as never)).statusCode).toBe(201);
    const fourth = await t.holdSeat(holder.token, match, seats[3] as never);
    expect(fourth.json()).toMatchObject({ code: 'PRESALE_LIMIT' });
    expect((await t.seatRow(match, seats[3] as never))?.state).toBe('ACTIVE');
    expect((await p.standing(match, holder.token)).json()).toMatchObject({ taken: 3, remaining: 0 });

    // Once the presale is over only the shop's usual limits apply (the third seat's hold has run out).
    await t.setClockOffset(1.5 * HOUR);
    const after = await t.holdSeat(holder.token, match, seats[2] as never);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('a season sale’s presale refuses a season seat to non-holders and past its limit, as a match’s does', async () => {
    const { seasonId: next } = await (await renewalDesk(t, p.seasonId)).nextSeason('Permanentka presale');
    const from = at(-1);
    const to = at(1);
    const set = await p.setPresale(next, { from, to, audience: 'SEASON_HOLDERS', limit: 1 }, 'seasons');
    expect(set.statusCode, set.body).toBe(200);
    try {
      const holder = await p.seasonHolder();
      const fan = await t.newUser();
      const [a, b] = await p.rowSeats(next, 2);
      if (!a || !b) throw new Error('no seats');
      const refused = await t.holdSeat(fan.token, next, a, 'SEASON');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'PRESALE_HOLDERS_ONLY']);
      expect(refused.json().message).toBe(
        `Predpredaj pre držiteľov permanentiek do ${formatClubDateTime(new Date(to))}. Vstupenky si môžete kúpiť po jeho skončení.`,
      );
      expect((await t.seatRow(next, a))?.state).toBe('ACTIVE');
      // Best season seats together are under the same presale.
      const bestSeats = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/cart',
          headers: bearer(token),
          payload: { type: 'ADD_BEST_SEATS', setupType: 'SEASON', uuid: next, count: 1 },
        });
      const refusedBest = await bestSeats(fan.token);
      expect([refusedBest.statusCode, refusedBest.json().code]).toEqual([403, 'PRESALE_HOLDERS_ONLY']);
      const held = await t.holdSeat(holder.token, next, a, 'SEASON');
      expect(held.statusCode, held.body).toBe(201);
      const second = await t.holdSeat(holder.token, next, b, 'SEASON');
      expect([second.statusCode, second.json().code]).toEqual([409, 'PRESALE_LIMIT']);
      const secondBest = await bestSeats(holder.token);
      expect([secondBest.statusCode, secondBest.json().code]).toEqual([409, 'PRESALE_LIMIT']);
      expect((await t.seatRow(next, b))?.state).toBe('ACTIVE');
      // After the presale the public season sale has only the shop's usual limits.
      await t.setClockOffset(1.5 * HOUR);
      expect((await t.holdSeat(fan.token, next, b, 'SEASON')).statusCode).toBe(201);
    } finally {
      await t.setClockOffset(0);
      expect((await p.setPresale(next, null, 'seasons')).statusCode).toBe(200);
    }
  });

  it('a presale for a role lets only that role hold; the standing read needs a login', async () => {
    await p.presaleFromNow(match, -1, 1, { audience: 'B2B', limit: null });
    const partner = await t.newUser(['USER', 'B2B']);
    const fan = await t.newUser();
    const [a] = await p.rowSeats(match, 1);
    if (!a) throw new Error('no seat');
    const refused = await t.holdSeat(fan.token, match, a);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PRESALE_ROLE_ONLY');
    expect(refused.json().message).toMatch(/^Predpredaj pre firemných partnerov do /);
    expect((await p.standing(match, fan.token)).json()).toMatchObject({ member: false, remaining: null });
    expect((await p.standing(match, partner.token)).json()).toMatchObject({ member: true, remaining: null });
    expect((await p.standing(match, null)).statusCode).toBe(401);
    expect((await t.holdSeat(partner.token, match, a)).statusCode).toBe(201);
  });
});
