import { randomUUID } from 'node:crypto';
import { MAX_SEATS_PER_ORDER } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { fail } from '../../src/http/shop-error.ts';
import { bestBlockQuery } from '../../src/modules/cart/best-seats.ts';
import { cartLimitAndPrice } from '../../src/modules/cart/cart-repository.ts';
import type { MatchHoldsSeam } from '../../src/modules/cart/match-holds.ts';
import type { HoldBestSeasonSeats } from '../../src/modules/cart/season-best-seats.ts';
import { holdUntil, insertItem, saleTarget } from '../../src/modules/cart/seat-holds.ts';
import { FREE_SEAT } from '../../src/modules/catalog/catalog-repository.ts';
import { publish } from '../../src/modules/push/publish.ts';
import { meetInGroups, raceMeeting } from './meet.ts';

// The control run of the hold races: the same cart without the protections the shop's holds rely on
// (the cart row lock, the conditional UPDATE, the best-seats lock), to show that the race tests can fail.

type Seat = { sector: string; row: string; name: string };

/**
 * Single-seat holds of the control run meet after reading in groups of one more than the cart's limit, so
 * each group has read before any of it writes. A sleep (`others`) left it to timing, and on a quiet
 * machine the first hold sometimes committed before the second read: nothing oversold (issue 18).
 */
const allHaveRead = meetInGroups(MAX_SEATS_PER_ORDER + 1);

/** The user's cart id without locking its row: nothing serialises one buyer's requests. */
async function cartWithoutLock(tx: Db, userId: string): Promise<string> {
  await queryRows(tx, sql`insert into carts (user_id) values (${userId}) on conflict (user_id) do nothing`);
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from carts where user_id = ${userId}`);
  if (!row) throw new Error('cart row missing');
  return row.id;
}

/** Takes a seat for a new line of the cart with no condition on its state. */
async function takeSeat(tx: Db, cartId: string, setupId: string, seatId: number, price: number) {
  const itemId = randomUUID();
  const [row] = await queryRows<{ expireAt: Date | string; sector: string; row: string; name: string }>(
    tx,
    sql`update setup_seats set state = 'BOOKED', cart_item_id = ${itemId}, hold_expires_at = ${holdUntil}
      where id = ${seatId} returning hold_expires_at as "expireAt", sector, row, name`,
  );
  if (!row) throw new Error('seat row missing');
  const seat = { sector: row.sector, row: row.row, name: row.name };
  await insertItem(tx, { setupId, seat, itemId, cartId, ticketType: 'ADULT', price }, seatId, row.expireAt);
  await publish(tx, { setupId, ...seat, state: 'BOOKED' });
}

/**
 * Read, decide, then write without a condition: the classic oversell the shop's holds prevent. Best seats:
 * the first two fans to read a best block (one app's) meet before either takes it, so both take the same.
 */
export const readThenWriteHolds: MatchHoldsSeam = ({ db, view }) => {
  const firstTwoRead = raceMeeting('best blocks read at once', 2);
  return {
    async seat(userId, body, roles) {
      const target = await saleTarget(db, body, roles);
      await db.transaction(async (tx) => {
        const cartId = await cartWithoutLock(tx, userId);
        const { live, price } = await cartLimitAndPrice(tx, cartId, target.id, body.seat.sector, 'ADULT');
        if (live >= MAX_SEATS_PER_ORDER) fail('CART_TICKET_LIMIT', { max: MAX_SEATS_PER_ORDER });
        if (price === null) fail('SEAT_PRICE_INVALID');
        const { sector, row, name } = body.seat;
        const [free] = await queryRows<{ id: number }>(
          tx,
          sql`select id from setup_seats where setup_id = ${target.id} and sector = ${sector} and row = ${row}
          and name = ${name} and ${FREE_SEAT}`,
        );
        if (!free) fail('SEAT_INACTIVE');
        await allHaveRead();
        await takeSeat(tx, cartId, target.id, free.id, price);
      });
      return view(userId);
    },

    async bestSeats(userId, body, roles) {
      const request = {
        setupId: body.uuid,
        setupType: body.setupType,
        count: body.count,
        sector: body.sector ?? null,
        roles,
      };
      const block = await queryRows<{ id: number; price: number }>(
        db,
        bestBlockQuery({
          ...request,
          priceBand: body.priceBand ?? null,
          accessible: body.accessible === true,
        }),
      );
      if (block.length < body.count) fail('SEATS_NOT_TOGETHER', { count: body.count });
      await firstTwoRead.meet();
      await db.transaction(async (tx) => {
        const cartId = await cartWithoutLock(tx, userId);
        for (const { id, price } of block) await takeSeat(tx, cartId, body.uuid, id, price);
      });
      return view(userId);
    },
  };
};

/** Takes a season seat and the same seat in every match of the season, with no condition on their state. */
async function takeSeasonSeat(tx: Db, cartId: string, seasonId: string, seat: Seat, price: number) {
  const itemId = randomUUID();
  const rows = await queryRows<{ id: number; setupId: string; expireAt: Date | string }>(
    tx,
    sql`update setup_seats set state = 'BOOKED', cart_item_id = ${itemId}, hold_expires_at = ${holdUntil}
      where sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}
        and (setup_id = ${seasonId} or setup_id in (select id from setups where season_id = ${seasonId}))
      returning id, setup_id as "setupId", hold_expires_at as "expireAt"`,
  );
  const season = rows.find((r) => r.setupId === seasonId);
  if (!season) throw new Error('season seat row missing');
  const request = { setupId: seasonId, seat, itemId, cartId, ticketType: 'CLASSIC', price };
  await insertItem(tx, request, season.id, season.expireAt);
}

/**
 * A season's best seats read outside any lock, then taken without a condition: the season race's control
 * run. The first two fans to read a block meet before either takes it (helpers/meet.ts).
 */
export const readThenWriteSeasonBestSeats = (): HoldBestSeasonSeats => {
  const firstTwoRead = raceMeeting('best season blocks read at once', 2);
  return async (db, userId, body, roles) => {
    const request = {
      setupId: body.uuid,
      setupType: 'SEASON' as const,
      count: body.count,
      sector: body.sector ?? null,
      priceBand: body.priceBand ?? null,
      accessible: body.accessible === true,
      roles,
    };
    const block = await queryRows<Seat & { price: number }>(db, bestBlockQuery(request));
    if (block.length < body.count) fail('SEATS_NOT_TOGETHER', { count: body.count });
    await firstTwoRead.meet();
    await db.transaction(async (tx) => {
      const cartId = await cartWithoutLock(tx, userId);
      for (const { sector, row, name, price } of block)
        await takeSeasonSeat(tx, cartId, body.uuid, { sector, row, name }, price);
    });
  };
};
