import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HOLD_MINUTES } from '@hokej/contract';
import type pg from 'pg';
import type { Attempt } from './buyers.ts';

/**
 * The conditional UPDATE that decides a match hold (the `held` step of holdMatchSeatQuery in
 * apps/api/src/modules/cart/seat-holds.ts), on its own: autocommitted, nothing else around it.
 */
export const HOLD_SEAT_SQL = `update setup_seats
      set state = 'BOOKED', cart_item_id = $1,
        hold_expires_at = shop_now() + make_interval(mins => $2)
      where setup_id = $3 and sector = $4 and row = $5 and name = $6
        and order_item_id is null
        and (state = 'ACTIVE' or (state = 'BOOKED' and hold_expires_at <= shop_now()))
      returning id, hold_expires_at as "expireAt"`;

/** The raw-SQL baseline: one autocommitted conditional UPDATE per attempt on a pg.Pool. */
export function createSqlAttempt(pool: pg.Pool, setupId: string): Attempt {
  return async (_buyer, seat) => {
    const t0 = performance.now();
    const client = await pool.connect();
    const t1 = performance.now();
    try {
      const itemId = randomUUID();
      const { rowCount } = await client.query(HOLD_SEAT_SQL, [
        itemId,
        HOLD_MINUTES,
        setupId,
        seat.sector,
        seat.row,
        seat.name,
      ]);
      const timing = { waitMs: t1 - t0, serviceMs: performance.now() - t1 };
      return rowCount === 1 ? { outcome: 'held', itemId, ...timing } : { outcome: 'taken', ...timing };
    } finally {
      client.release();
    }
  };
}
