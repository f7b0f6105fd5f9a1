import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HOLD_MINUTES, MAX_SEATS_PER_ORDER } from '@hokej/contract';
import type pg from 'pg';
import type { Attempt, AttemptResult } from './buyers.ts';
import type { Buyer } from './setup.ts';

/** Per statement of the replay: total time and count. */
export type StepTimes = Map<string, { totalMs: number; count: number }>;

/** The conditional UPDATE of `holdSeat` in apps/api/src/modules/cart/cart-repository.ts, verbatim. */
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

const FREE_SEAT = `(state = 'ACTIVE' or (state = 'BOOKED' and order_item_id is null and hold_expires_at <= shop_now()))`;

/**
 * Profiling only (--profile): the statements the API runs for one ADD_SEAT, replayed from here on
 * raw pg (same order, same round trips, same transaction), without HTTP, Fastify, JWT or drizzle.
 * Kept in step with cart-service.ts `addSeat` by hand.
 */
export function createTransactionAttempt(
  pool: pg.Pool,
  setupId: string,
  buyers: Buyer[],
  steps: StepTimes = new Map(),
): Attempt {
  return async (buyer, seat) => {
    const userId = (buyers[buyer] as Buyer).id;
    const t0 = performance.now();
    const timed = <T>(step: string, work: Promise<T>): Promise<T> => {
      const started = performance.now();
      return work.finally(() => {
        const entry = steps.get(step) ?? { totalMs: 0, count: 0 };
        entry.totalMs += performance.now() - started;
        entry.count++;
        steps.set(step, entry);
      });
    };
    const setup = await timed(
      'findSetup',
      pool.query(
        `select s.id, (coalesce(s.sale_starts_at <= shop_now(), true) and coalesce(s.sale_ends_at > shop_now(), true)
         and coalesce(s.ends_at, s.starts_at) > shop_now()) as "onSale", a.name as venue
       from setups s join arenas a on a.id = s.arena_id
       where s.id = $1 and s.setup_type = 'EVENT' and s.published`,
        [setupId],
      ),
    );
    if (!setup.rows[0]?.onSale) throw new Error('setup not on sale');
    const client = await timed('pool.connect', pool.connect());
    let result: AttemptResult;
    try {
      await timed('begin', client.query('begin'));
      const cart = await timed(
        'lockCart',
        client.query<{ id: string }>(
          `insert into carts (user_id) values ($1)
         on conflict (user_id) do update set user_id = excluded.user_id returning id`,
          [userId],
        ),
      );
      const cartId = cart.rows[0]?.id;
      const live = await timed(
        'countLiveItems',
        client.query<{ n: number }>(
          `select count(*)::int as n from cart_items ci join setup_seats ss on ss.cart_item_id = ci.id
         where ci.cart_id = $1 and ss.state = 'BOOKED' and ci.expire_at > shop_now()`,
          [cartId],
        ),
      );
      if ((live.rows[0]?.n ?? 0) >= MAX_SEATS_PER_ORDER) {
        await timed('rollback', client.query('rollback'));
        result = { outcome: 'limit', waitMs: 0, serviceMs: 0 };
      } else {
        const price = await timed(
          'findPrice',
          client.query<{ price: number }>(
            'select price from prices where setup_id = $1 and sector = $2 and ticket_type = $3',
            [setupId, seat.sector, 'ADULT'],
          ),
        );
        const itemId = randomUUID();
        const held = await timed(
          'holdSeat',
          client.query<{ id: string; expireAt: Date }>(HOLD_SEAT_SQL, [
            itemId,
            HOLD_MINUTES,
            setupId,
            seat.sector,
            seat.row,
            seat.name,
          ]),
        );
        const row = held.rows[0];
        if (!row) {
          await timed(
            'seatState',
            client.query(
              `select state::text from setup_seats
             where setup_id = $1 and sector = $2 and row = $3 and name = $4`,
              [setupId, seat.sector, seat.row, seat.name],
            ),
          );
          await timed('rollback', client.query('rollback'));
          result = { outcome: 'taken', waitMs: 0, serviceMs: 0 };
        } else {
          await timed(
            'insertCartItem',
            client.query(
              `insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
             values ($1, $2, $3, $4, $5, $6, $7)`,
              [
                itemId,
                cartId,
                setupId,
                row.id,
                'ADULT',
                price.rows[0]?.price,
                new Date(row.expireAt).toISOString(),
              ],
            ),
          );
          await timed(
            'publishSeatChange',
            client.query(
              `with counted as (
               select count(*) filter (where ${FREE_SEAT})::int as free
               from setup_seats where setup_id = $1 and sector = $2
             ), logged as (
               insert into push_log (setup_id, payload)
               select s.id, jsonb_build_object(
                 'uuid', s.id, 'setupType', s.setup_type,
                 'seat', jsonb_build_object('sector', $2::text, 'row', $3::text, 'name', $4::text),
                 'state', $5::text, 'availableSeats', counted.free)
               from setups s, counted where s.id = $1
               returning id, setup_id, payload
             )
             select pg_notify('seat_changes', json_build_object('id', id, 'setupId', setup_id, 'payload', payload)::text)
             from logged`,
              [setupId, seat.sector, seat.row, seat.name, 'BOOKED'],
            ),
          );
          await timed('commit', client.query('commit'));
          result = { outcome: 'held', itemId, waitMs: 0, serviceMs: 0 };
        }
      }
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    // The cart view the API answers with.
    const found = await timed(
      'view: findCartId',
      pool.query<{ id: string }>('select id from carts where user_id = $1', [userId]),
    );
    await timed(
      'view: items + clock',
      Promise.all([
        pool.query(
          `select ci.id, s.setup_type as "setupType", s.id as "setupUuid", s.title, s.starts_at as "startsAt",
            ss.sector, ss.row, ss.name, ci.ticket_type as "ticketType", ci.price, ci.expire_at as "expireAt",
            ci.setup_seat_id as "setupSeatId",
            (ss.cart_item_id = ci.id and ss.state = 'BOOKED' and ci.expire_at > shop_now()) as live
          from cart_items ci
          join setups s on s.id = ci.setup_id
          join setup_seats ss on ss.id = ci.setup_seat_id
          where ci.cart_id = $1
          order by ci.created_at, ci.id`,
          [found.rows[0]?.id],
        ),
        pool.query('select shop_now() as now'),
      ]),
    );
    return { ...result, serviceMs: performance.now() - t0 };
  };
}
