import { MAX_SEATS_PER_ORDER } from '@hokej/contract';
import type pg from 'pg';
import type { Verification } from './report.ts';
import type { Seat } from './setup.ts';

/** Seats each best-seats request asks for (`--mode best-seats`). */
export const BEST_COUNT = 2;

/**
 * POST /v2/cart ADD_BEST_SEATS for BEST_COUNT seats together in the sector of the drawn seat, of a match
 * (`--mode best-seats`) or of a season ticket (`--mode season-best-seats`: each seat is held in the season
 * and in every match of it).
 */
export const bestSeatsBody =
  (setupType: 'EVENT' | 'SEASON') =>
  (setupId: string, seat: Seat): string =>
    JSON.stringify({
      type: 'ADD_BEST_SEATS',
      setupType,
      uuid: setupId,
      count: BEST_COUNT,
      sector: seat.sector,
    });

/**
 * The best-seats phase checked in the database: a seat with more than one cart line was sold twice,
 * a cart over the limit broke it; each request's answer does not name its seats to the bench. A season
 * seat's line also books the seat in every match of the season (same cart line), counted once.
 */
export async function verifyBestSeats(client: pg.ClientBase, setupId: string): Promise<Verification> {
  const { rows } = await client.query<{ multi: number; held: number; over: number }>(
    `select
       (select count(*)::int from (select setup_seat_id from cart_items where setup_id = $1
          group by setup_seat_id having count(*) > 1) twice) as multi,
       (select count(*)::int from setup_seats where setup_id = $1 and state = 'BOOKED') as held,
       (select count(*)::int from (select ci.cart_id from cart_items ci join setup_seats ss on ss.cart_item_id = ci.id and ss.setup_id = ci.setup_id
          where ss.state = 'BOOKED' and ci.expire_at > shop_now() group by ci.cart_id having count(*) > $2) o) as over`,
    [setupId, MAX_SEATS_PER_ORDER],
  );
  const row = rows[0] ?? { multi: -1, held: 0, over: -1 };
  return {
    doubleSuccess: 0,
    wrongOwner: 0,
    multiItem: row.multi,
    oversold: row.multi,
    cartsOverLimit: row.over,
    unacknowledged: 0,
    heldInDb: row.held,
  };
}
