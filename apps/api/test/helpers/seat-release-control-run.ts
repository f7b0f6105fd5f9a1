import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import type { TakeBackSeat } from '../../src/modules/seat-release/seat-release-repository.ts';

// The control run of the seat-release race (seat-release-race.test.ts), passed to the shop as
// `ServiceSeams.seatTakeBack`: the take-back reads that the seat is released and free, and writes it
// back to the holder later without a condition — after a buyer's hold has landed meanwhile (it waits
// for that hold, at most a few seconds), to show that the race test can fail.

const FREE = sql`s.order_item_id is null and (s.state = 'ACTIVE' or (s.state = 'BOOKED' and s.hold_expires_at <= shop_now()))`;

async function seatOf(tx: Db, itemId: string, matchId: string) {
  const [row] = await queryRows<{ releaseId: string; seatId: number; free: boolean; state: string }>(
    tx,
    sql`select r.id as "releaseId", s.id as "seatId", ${FREE} as free, s.state::text as state
      from seat_releases r join setup_seats s on s.id = r.setup_seat_id
      where r.season_item_id = ${itemId} and r.match_id = ${matchId} and r.state = 'RELEASED'`,
  );
  return row;
}

export const takeBackReadThenWrite: TakeBackSeat = async (tx, itemId, matchId) => {
  const read = await seatOf(tx, itemId, matchId);
  if (!read?.free) return undefined;
  // Each statement of this transaction sees what others committed: wait for a buyer's hold to show.
  const deadline = Date.now() + 5000;
  while ((await seatOf(tx, itemId, matchId))?.state !== 'BOOKED' && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
    tx,
    sql`update setup_seats set state = 'RESERVED', order_item_id = ${itemId}, cart_item_id = null,
        hold_expires_at = null
      where id = ${read.seatId} returning sector, row, name`,
  );
  await queryRows(
    tx,
    sql`update seat_releases set state = 'TAKEN_BACK', taken_back_at = now() where id = ${read.releaseId}`,
  );
  return seat;
};
