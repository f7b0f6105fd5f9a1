import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../../src/db/client.ts';
import type { TakeBackSeat } from '../../src/modules/seat-release/seat-release-repository.ts';
import { waitersAt } from './hold-gates.ts';
import type { TestApp } from './test-app.ts';

// The control run of the seat-release race (seat-release-race.test.ts), passed to the shop as
// `ServiceSeams.seatTakeBack`: the take-back reads that the seat is released and free, and writes it
// back to the holder without a condition, after a buyer's hold has landed meanwhile (`afterRead`, see
// buyerHoldGate), to show that the race test can fail.

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

export const takeBackReadThenWrite =
  (afterRead: () => Promise<void>): TakeBackSeat =>
  async (tx, itemId, matchId) => {
    const read = await seatOf(tx, itemId, matchId);
    await afterRead();
    if (!read?.free) return undefined;
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

/** The advisory lock a buyer's hold waits for in the control run, while the test holds it. */
const HOLD_GATE = 7_300_001;

/**
 * The order that makes the take-back's control run go wrong every round: the take-back reads the seat
 * free, a buyer's hold lands, then the take-back writes. A trigger in the test's own database makes each
 * update that books a seat wait for advisory lock HOLD_GATE (shared); `close` takes it before a round.
 * `afterRead`, the take-back's seam hook, waits until a buyer waits there (its update has already locked
 * the seat row), then opens the gate: that buyer commits its hold, and the take-back's write, queued on the
 * row, follows it.
 */
export async function buyerHoldGate(t: TestApp) {
  const gate = new pg.Client({ connectionString: t.url });
  await gate.connect();
  await gate.query(`create function test_hold_gate() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock_shared(${HOLD_GATE}); return new; end $$`);
  await gate.query(`create trigger test_hold_gate before update on setup_seats
    for each row when (new.state = 'BOOKED') execute function test_hold_gate()`);
  return {
    close: () => gate.query('select pg_advisory_lock($1)', [HOLD_GATE]).then(() => undefined),
    afterRead: async () => {
      await waitersAt(gate, HOLD_GATE, 1, 'a buyer holding the released seat');
      await gate.query('select pg_advisory_unlock($1)', [HOLD_GATE]);
    },
    end: () => gate.end(),
  };
}
