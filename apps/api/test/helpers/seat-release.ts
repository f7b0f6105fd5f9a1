/** Tools of the seat-release tests: a holder's season ticket, its releases, buyers of a released seat. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { paidSeasonTicket } from './gate.ts';
import { notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

export type Place = { sector: string; row: string; name: string };

/** A new fan's paid season ticket (the `index`-th free season seat from the end), its item id and seat. */
export async function seasonHolder(t: TestApp, seasonId: string, index: number) {
  const paid = await paidSeasonTicket(t, seasonId, index);
  const [item] = await queryRows<{ id: string } & Place>(
    t.db,
    sql`select oi.id, ss.sector, ss.row, ss.name from order_items oi join setup_seats ss on ss.id = oi.setup_seat_id
      where oi.order_id = ${paid.orderId}`,
  );
  if (!item) throw new Error('season item missing');
  const { id, ...seat } = item;
  return { ...paid, itemId: id, seat };
}
export type SeasonHolder = Awaited<ReturnType<typeof seasonHolder>>;

export const releases = (t: TestApp, token: string, itemId: string) =>
  t.app.inject({ method: 'GET', url: `/v2/season/tickets/${itemId}/releases`, headers: bearer(token) });

export const release = (t: TestApp, token: string, itemId: string, matchId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/season/tickets/${itemId}/releases/${matchId}`,
    headers: bearer(token),
  });

export const takeBack = (t: TestApp, token: string, itemId: string, matchId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/v2/season/tickets/${itemId}/releases/${matchId}`,
    headers: bearer(token),
  });

/** The match seat row of `seat`: its state and owner. */
export async function matchSeat(t: TestApp, matchId: string, seat: Place) {
  const [row] = await queryRows<{ state: string; orderItemId: string | null; cartItemId: string | null }>(
    t.db,
    sql`select state::text, order_item_id as "orderItemId", cart_item_id as "cartItemId" from setup_seats
      where setup_id = ${matchId} and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
  );
  return row;
}

/** The season's published matches, soonest first. */
export async function seasonMatches(t: TestApp, seasonId: string) {
  return queryRows<{ id: string; startsAt: Date | string }>(
    t.db,
    sql`select s.id, s.starts_at as "startsAt" from setups s
      where s.season_id = ${seasonId} and s.setup_type = 'EVENT' and s.published and not s.phone_required
      order by s.starts_at, s.id`,
  );
}

/**
 * A new fan holds `seat` of the match and pays for it by card; answers the fan and the order. The fan's page
 * saw the release on the live feed and the hold says so (`seenEventId`), as the shop's page does: the
 * process then asks the database even before it has heard the release itself.
 */
export async function buyReleasedSeat(t: TestApp, matchId: string, seat: Place) {
  const fan = await t.newUser();
  const [seen] = await queryRows<{ id: string }>(
    t.db,
    sql`select max(id) as id from push_log where setup_id = ${matchId}`,
  );
  const held = await t.holdSeat(fan.token, matchId, seat, 'EVENT', Number(seen?.id));
  expect(held.statusCode, held.body).toBe(201);
  const paid = await payCart(t, fan.token);
  expect(paid.statusCode).toBe(201);
  const { orderId, redirectUrl } = paid.json();
  expect((await notifyPayment(t, paymentIdOf(redirectUrl))).statusCode).toBe(200);
  return { fan, orderId: orderId as string };
}

/**
 * A holder's seat released for the season's first match and bought by a fan: the holder, the match,
 * the price paid and the holder's list after the sale.
 */
export async function soldRelease(t: TestApp, index: number) {
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON'`,
  );
  const [first] = await seasonMatches(t, season?.id as string);
  const matchId = first?.id as string;
  const holder = await seasonHolder(t, season?.id as string, index);
  expect((await release(t, holder.fan.token, holder.itemId, matchId)).statusCode).toBe(200);
  const { orderId } = await buyReleasedSeat(t, matchId, holder.seat);
  const [bought] = await queryRows<{ price: number }>(
    t.db,
    sql`select price from order_items where order_id = ${orderId}`,
  );
  const list = (await releases(t, holder.fan.token, holder.itemId)).json().data as {
    matchId: string;
    credit: Record<string, unknown> | null;
  }[];
  const [releaseRow] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from seat_releases where season_item_id = ${holder.itemId} and match_id = ${matchId}`,
  );
  return {
    holder,
    matchId,
    releaseId: releaseRow?.id as string,
    price: bought?.price ?? 0,
    credit: list.find((m) => m.matchId === matchId)?.credit ?? null,
  };
}

/** The holder's (or the back office's, by release id) credit note download of a sold released seat. */
export const creditNoteOf = (t: TestApp, token: string, path: { itemId: string; matchId: string } | string) =>
  t.app.inject({
    method: 'GET',
    url:
      typeof path === 'string'
        ? `/v2/admin/seat-releases/${path}/credit-note`
        : `/v2/season/tickets/${path.itemId}/releases/${path.matchId}/credit-note`,
    headers: bearer(token),
  });
