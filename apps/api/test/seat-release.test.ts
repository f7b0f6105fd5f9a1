import { HOLD_MINUTES, type SeatReleaseCredit, type SeatReleaseMatch } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate, GATE_CONTACT, scan } from './helpers/gate.ts';
import { messagesTo } from './helpers/mail.ts';
import { payCart } from './helpers/orders.ts';
import {
  buyReleasedSeat,
  matchSeat,
  release,
  releases,
  type SeasonHolder,
  seasonHolder,
  seasonMatches,
  takeBack,
} from './helpers/seat-release.ts';
import { suiteAppWithSeason } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('a season holder releases a seat for one match on %s', (kind) => {
  const t = suiteAppWithSeason(kind);
  let matches: { id: string; startsAt: Date | string }[];
  let staff: { token: string };
  let holder: SeasonHolder;
  const match = (i: number) => matches[i]?.id as string;

  beforeAll(async () => {
    matches = await seasonMatches(t, t.season);
    staff = await t.newUser(['USER', 'CASHIER']);
    holder = await seasonHolder(t, t.season, 0);
  });

  it('lists every match of the season as kept, changeable until the cut-off 24 h before it', async () => {
    const res = await releases(t, holder.fan.token, holder.itemId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>[];
    expect(data.length).toBeGreaterThanOrEqual(matches.length);
    expect(data.every((m) => m.state === 'KEPT' && m.changeable && m.sharePercent === 50 && !m.credit)).toBe(
      true,
    );
    const first = data[0] as { startsAt: string; cutoffAt: string };
    expect(Date.parse(first.startsAt) - Date.parse(first.cutoffAt)).toBe(24 * 3600_000);
  });

  it('release: the seat is for sale in that match only, pushed live; the gate refuses the ticket there only', async () => {
    const pushes = await t.count('push_log');
    const res = await release(t, holder.fan.token, holder.itemId, match(0));
    expect(res.statusCode).toBe(200);
    const row = (res.json().data as { matchId: string; state: string }[]).find((m) => m.matchId === match(0));
    expect(row?.state).toBe('RELEASED');
    expect(await matchSeat(t, match(0), holder.seat)).toEqual({
      state: 'ACTIVE',
      orderItemId: null,
      cartItemId: null,
    });
    expect(await matchSeat(t, match(1), holder.seat)).toMatchObject({
      state: 'RESERVED',
      orderItemId: holder.itemId,
    });
    expect(await t.count('push_log')).toBe(pushes + 1);

    const refused = await scan(t, staff.token, { code: holder.token, matchId: match(0) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TICKET_SEAT_RELEASED' });
    expect(refused.json().message).toMatch(/^Miesto uvoľnené na predaj/);
    // Another match of the season, on its day: the same season ticket enters.
    await atTheGate(t, match(1));
    try {
      const admitted = await scan(t, staff.token, { code: holder.token, matchId: match(1) });
      expect(admitted.statusCode).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }

    const again = await release(t, holder.fan.token, holder.itemId, match(0));
    expect([again.statusCode, again.json().code]).toEqual([409, 'SEAT_RELEASE_ALREADY']);
    expect(again.json().message).toBe('Miesto na tento zápas už je uvoľnené na predaj.');
    expect(await t.count('push_log')).toBe(pushes + 1);
  });

  it('a fan buys the released seat: the holder gets 50 % as a credit note and a coupon, e-mailed with the sale', async () => {
    const before = (await messagesTo(t.db, GATE_CONTACT.email)).length;
    const { orderId } = await buyReleasedSeat(t, match(0), holder.seat);
    const [bought] = await queryRows<{ price: number }>(
      t.db,
      sql`select price from order_items where order_id = ${orderId}`,
    );
    const share = Math.floor(((bought?.price ?? 0) * 50) / 100);
    expect(share).toBeGreaterThan(0);
    expect(await matchSeat(t, match(0), holder.seat)).toMatchObject({ state: 'SOLD' });

    const list = (await releases(t, holder.fan.token, holder.itemId)).json().data as SeatReleaseMatch[];
    const sold = list.find((m) => m.matchId === match(0));
    const credit = sold?.credit as SeatReleaseCredit;
    expect(sold).toMatchObject({ state: 'SOLD', changeable: false });
    expect(credit).toMatchObject({ amount: share, payout: 'COUPON' });
    expect(credit.creditNoteNumber).toMatch(/\S/);
    expect(credit.couponCode).toMatch(/^UV-/);

    const [refund] = await queryRows<{ amount: number; method: string; status: string; notes: number }>(
      t.db,
      sql`select r.amount, r.method, r.status, (select count(*)::int from credit_notes cn where cn.refund_id = r.id) as notes
        from refunds r where r.order_id = ${holder.orderId}`,
    );
    expect(refund).toEqual({ amount: share, method: 'NONE', status: 'COMPLETED', notes: 1 });
    const [coupon] = await queryRows<{ kind: string; value: number; usageLimit: number }>(
      t.db,
      sql`select kind, value, usage_limit as "usageLimit" from coupons where code = ${credit.couponCode}`,
    );
    expect(coupon).toEqual({ kind: 'FIXED', value: share, usageLimit: 1 });
    const mail = (await messagesTo(t.db, GATE_CONTACT.email)).slice(before);
    const told = mail.filter((m) => m.subject.includes('uvoľnené miesto'));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(credit.couponCode);

    // The season order itself is not refunded: My orders shows no credit note of the whole order.
    const mine = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(holder.fan.token) });
    const season = (mine.json().data as Record<string, unknown>[]).find((o) => o.id === holder.orderId);
    expect(season).toMatchObject({ status: 'PAID', creditNoteNumber: null });

    const late = await takeBack(t, holder.fan.token, holder.itemId, match(0));
    expect([late.statusCode, late.json().code]).toEqual([409, 'SEAT_RELEASE_SOLD']);
    expect(await matchSeat(t, match(0), holder.seat)).toMatchObject({ state: 'SOLD' });
    const refused = await scan(t, staff.token, { code: holder.token, matchId: match(0) });
    expect(refused.json().code).toBe('TICKET_SEAT_RELEASED');
  });

  it('take-back before anyone buys: the seat is the holder’s again and the ticket enters that match', async () => {
    expect((await release(t, holder.fan.token, holder.itemId, match(2))).statusCode).toBe(200);
    const res = await takeBack(t, holder.fan.token, holder.itemId, match(2));
    expect(res.statusCode).toBe(200);
    expect(
      (res.json().data as { matchId: string; state: string }[]).find((m) => m.matchId === match(2))?.state,
    ).toBe('KEPT');
    expect(await matchSeat(t, match(2), holder.seat)).toMatchObject({
      state: 'RESERVED',
      orderItemId: holder.itemId,
    });
    const buyer = await t.newUser();
    const held = await t.holdSeat(buyer.token, match(2), holder.seat);
    expect([held.statusCode, held.json().code]).toEqual([409, 'SEAT_INACTIVE']);
    const again = await takeBack(t, holder.fan.token, holder.itemId, match(2));
    expect([again.statusCode, again.json().code]).toEqual([409, 'SEAT_RELEASE_NOT_RELEASED']);
    await atTheGate(t, match(2));
    try {
      expect((await scan(t, staff.token, { code: holder.token, matchId: match(2) })).statusCode).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('take-back is refused while a buyer holds the seat, and wins once the hold has run out', async () => {
    expect((await release(t, holder.fan.token, holder.itemId, match(3))).statusCode).toBe(200);
    const buyer = await t.newUser();
    expect((await t.holdSeat(buyer.token, match(3), holder.seat)).statusCode).toBe(201);
    const refused = await takeBack(t, holder.fan.token, holder.itemId, match(3));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SEAT_RELEASE_TAKEN']);
    expect(await matchSeat(t, match(3), holder.seat)).toMatchObject({ state: 'BOOKED', orderItemId: null });

    await t.setClockOffset((HOLD_MINUTES + 1) * 60_000);
    try {
      expect((await takeBack(t, holder.fan.token, holder.itemId, match(3))).statusCode).toBe(200);
      expect(await matchSeat(t, match(3), holder.seat)).toMatchObject({
        state: 'RESERVED',
        orderItemId: holder.itemId,
        cartItemId: null,
      });
      const late = await payCart(t, buyer.token);
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(await matchSeat(t, match(3), holder.seat)).toMatchObject({
        state: 'RESERVED',
        orderItemId: holder.itemId,
      });
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('refusals: no login, someone else’s ticket, a match of no season of the ticket, a bad id; nothing changes', async () => {
    const stranger = await t.newUser();
    const noLogin = await t.app.inject({
      method: 'POST',
      url: `/v2/season/tickets/${holder.itemId}/releases/${match(4)}`,
    });
    expect(noLogin.statusCode).toBe(401);
    const other = await release(t, stranger.token, holder.itemId, match(4));
    expect([other.statusCode, other.json().code, other.json().message]).toEqual([
      404,
      'SEASON_TICKET_NOT_FOUND',
      'Permanentka sa nenašla.',
    ]);
    const unknown = await release(t, holder.fan.token, holder.itemId, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const bad = await release(t, holder.fan.token, 'nie-je-uuid', match(4));
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('SEASON_TICKET_NOT_FOUND');
    expect(await matchSeat(t, match(4), holder.seat)).toMatchObject({
      state: 'RESERVED',
      orderItemId: holder.itemId,
    });
  });

  it('the back office lists released seats with their state, share and credit, of all matches or one; a fan may not', async () => {
    const admin = await t.newUser(['USER', 'ADMIN']);
    const list = (query = '', token = admin.token) =>
      t.app.inject({ method: 'GET', url: `/v2/admin/seat-releases${query}`, headers: bearer(token) });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.find((r) => r.matchId === match(0))).toMatchObject({
      state: 'SOLD',
      seat: holder.seat,
      payout: 'COUPON',
      creditNoteNumber: expect.stringMatching(/\S/),
      couponCode: expect.stringMatching(/^UV-/),
    });
    expect(rows.find((r) => r.matchId === match(2))).toMatchObject({
      state: 'TAKEN_BACK',
      amount: null,
      creditNoteNumber: null,
      couponCode: null,
    });
    const one = await list(`?matchId=${match(2)}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.map((r: { matchId: string }) => r.matchId)).toEqual([match(2)]);
    const bad = await list('?matchId=nie-je-uuid');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'EVENT_INVALID_REQUEST']);
    const fan = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/seat-releases',
      headers: bearer(holder.fan.token),
    });
    expect(fan.statusCode).toBe(403);
  });

  it('after the cut-off neither release nor take-back; the refusal names the hours', async () => {
    expect((await release(t, holder.fan.token, holder.itemId, match(5))).statusCode).toBe(200);
    const startsAt = Date.parse(String(matches[5]?.startsAt));
    await t.setClockOffset(startsAt - 23 * 3600_000 - Date.now());
    try {
      const late = await takeBack(t, holder.fan.token, holder.itemId, match(5));
      expect([late.statusCode, late.json().code]).toEqual([409, 'SEAT_RELEASE_CLOSED']);
      expect(late.json().message).toBe(
        'Uvoľniť miesto alebo ho vziať späť sa dá najneskôr 24 h pred začiatkom zápasu.',
      );
      expect(await matchSeat(t, match(5), holder.seat)).toMatchObject({ state: 'ACTIVE', orderItemId: null });
      const list = (await releases(t, holder.fan.token, holder.itemId)).json().data as Record<
        string,
        unknown
      >[];
      expect(list.find((m) => m.matchId === match(5))).toMatchObject({
        state: 'RELEASED',
        changeable: false,
      });
    } finally {
      await t.setClockOffset(0);
    }
  });
});
