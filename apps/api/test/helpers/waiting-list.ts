import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { bearer, type TestApp } from './test-app.ts';

type Seat = { sector: string; row: string; name: string };

/**
 * A match on sale without the phone rule, its seats all sold but `keep` (free); answers the match and
 * the kept seats, side by side in one row.
 */
export async function soldOutMatch(t: TestApp, keep: number, offset = 0) {
  const [match] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'EVENT' and not phone_required and published
        and coalesce(sale_starts_at <= shop_now(), true) and starts_at > shop_now() + interval '2 days'
      order by starts_at offset ${offset} limit 1`,
  );
  if (!match) throw new Error('the seed has no match on sale');
  const kept = keep > 0 ? await t.seatsSideBySide(match.id, keep) : [];
  const keepIds = kept.map((s) => `${s.sector}|${s.row}|${s.name}`);
  await queryRows(
    t.db,
    sql`update setup_seats set state = 'SOLD' where setup_id = ${match.id}
      and not (sector || '|' || row || '|' || name = any(${`{${keepIds.map((k) => `"${k}"`).join(',')}}`}::text[]))`,
  );
  return { matchId: match.id, kept };
}

/** A new fan holding the `count` free seats of a sold-out match (their hold lapses when the clock moves). */
export async function blocker(t: TestApp, matchId: string, count: number) {
  const fan = await t.newUser();
  const held = await t.app.inject({
    method: 'POST',
    url: '/v2/cart',
    headers: bearer(fan.token),
    payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: matchId, count },
  });
  expect(held.statusCode).toBe(201);
  return fan;
}

/** Moves the shop's clock `ms` further on from where the earlier tests left it. */
export async function advanceClock(t: TestApp, ms: number) {
  const [row] = await queryRows<{ offset: number }>(
    t.db,
    sql`select offset_ms::int as offset from clock_offset`,
  );
  await t.setClockOffset((row?.offset ?? 0) + ms);
}

/** POST /v2/event/{id}/waiting-list as the fan of `token`. */
export const joinList = (t: TestApp, token: string, matchId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/event/${matchId}/waiting-list`,
    headers: bearer(token),
    payload: body,
  });

/** GET /v2/event/{id}/waiting-list as the fan of `token`. */
export const myStanding = (t: TestApp, token: string, matchId: string) =>
  t.app.inject({ method: 'GET', url: `/v2/event/${matchId}/waiting-list`, headers: bearer(token) });

export const leaveList = (t: TestApp, token: string, matchId: string) =>
  t.app.inject({ method: 'DELETE', url: `/v2/event/${matchId}/waiting-list`, headers: bearer(token) });

export const claimOffer = (t: TestApp, token: string, entryId: string) =>
  t.app.inject({ method: 'POST', url: `/v2/waiting-list/offers/${entryId}/claim`, headers: bearer(token) });

/** The seats each offer cart holds now (seat id → how many offer lines point at it). */
export async function offerLinesPerSeat(t: TestApp, matchId: string) {
  return queryRows<{ seatId: number; lines: number; carts: number }>(
    t.db,
    sql`select ci.setup_seat_id::int as "seatId", count(*)::int as lines, count(distinct ci.cart_id)::int as carts
      from cart_items ci join carts c on c.id = ci.cart_id
      where ci.setup_id = ${matchId} and c.user_id is null and c.push_secret_hash is null
      group by ci.setup_seat_id`,
  );
}

export type { Seat };
