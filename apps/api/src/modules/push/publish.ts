import type { BuyState, PushMessage } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';
import { createSeatAnnouncer } from './seat-announcer.ts';
import { notifyLogged, notifySignal, pushPayload, writtenNotice } from './seat-changes.ts';

export { writtenNotices } from './seat-changes.ts';

/**
 * The one way the shop publishes a change for the live seat feed (issue 18). A writer calls `publish`
 * inside its transaction; the change is logged in push_log in that transaction and reaches every open
 * page once, in order per seat, exactly when the transaction commits (never when it rolls back). How it
 * travels (NOTIFY queued until the commit, the after-commit announcer, the straggler sweep, the hub's
 * per-seat order and batching) is push/'s business. Nothing outside push/ writes push_log or NOTIFYs on
 * the seat channel; apps/api/test/push-boundary.test.ts checks that.
 */

/** A seat's new state in one setup (a match or a season). */
export type SeatChange = { setupId: string; sector: string; row: string; name: string; state: BuyState };

/**
 * A change of a whole setup: its details, prices or publishing (`details`, not logged: pages read the setup
 * again), or its sectors kept for roles (`sectorRoles`, logged so a reconnecting page replays it).
 */
export type SetupChange = { setupId: string; setup: 'details' | 'sectorRoles' };

/** Publishes one seat change in the caller's transaction; answers its push_log id. */
export async function publish(tx: Db, change: SeatChange): Promise<number>;
/** Publishes many seat changes in the caller's transaction, in one statement (ids in list order). */
export async function publish(tx: Db, changes: readonly SeatChange[]): Promise<void>;
/** Publishes a setup-wide change in the caller's transaction. */
export async function publish(tx: Db, change: SetupChange): Promise<void>;
export async function publish(
  tx: Db,
  change: SeatChange | readonly SeatChange[] | SetupChange,
): Promise<unknown> {
  if (Array.isArray(change)) return void (await publishSeats(tx, change));
  if ('setup' in change) {
    if (change.setup === 'details') return void (await publishSetupDetails(tx, change.setupId));
    return void (await publishSectorRoles(tx, change.setupId));
  }
  return publishSeat(tx, change as SeatChange);
}

async function publishSeat(tx: Db, change: SeatChange): Promise<number> {
  const seat = {
    sector: sql`${change.sector}::text`,
    row: sql`${change.row}::text`,
    name: sql`${change.name}::text`,
  };
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`with counted as (
        select count(*) filter (where ${FREE_SEAT})::int as free
        from setup_seats where setup_id = ${change.setupId} and sector = ${change.sector}
      ), logged as (
        insert into push_log (setup_id, payload)
        select s.id, ${pushPayload({ id: sql`s.id`, type: sql`s.setup_type` }, seat, change.state, sql`counted.free`)}
        from setups s, counted where s.id = ${change.setupId}
        returning id, setup_id, payload
      )
      select logged.id, ${notifyLogged(sql`logged`)} from logged`,
  );
  return Number(row?.id);
}

/** Each message carries its sector's free count after the transaction's changes so far. */
async function publishSeats(tx: Db, changes: readonly SeatChange[]) {
  if (changes.length === 0) return;
  const seat = { sector: sql`c.sector`, row: sql`c."row"`, name: sql`c.name` };
  await queryRows(
    tx,
    sql`with changed as (
        select * from rows from (jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
            as ("setupId" uuid, sector text, "row" text, name text, state text))
          with ordinality as c("setupId", sector, "row", name, state, n)
      ), counted as (
        select setup_id, sector, count(*) filter (where ${FREE_SEAT})::int as free from setup_seats
        where (setup_id, sector) in (select "setupId", sector from changed) group by setup_id, sector
      ), logged as (
        insert into push_log (setup_id, payload)
        select s.id, ${pushPayload({ id: sql`s.id`, type: sql`s.setup_type` }, seat, sql`c.state`, sql`counted.free`)}
        from changed c join counted on counted.setup_id = c."setupId" and counted.sector = c.sector
          join setups s on s.id = c."setupId"
        order by c.n
        returning id, setup_id, payload
      )
      select ${notifyLogged(sql`logged`)} from logged order by id`,
  );
}

async function publishSetupDetails(tx: Db, setupId: string) {
  writtenNotice();
  await queryRows(tx, sql`select ${notifySignal(`setup:${setupId}`)}`);
}

/** Which sectors a viewer may open depends on the viewer, so no seat is named: pages read arena and sector again. */
async function publishSectorRoles(tx: Db, setupId: string) {
  await queryRows(
    tx,
    sql`with logged as (
        insert into push_log (setup_id, payload)
        select s.id, jsonb_build_object('uuid', s.id, 'setupType', s.setup_type, 'change', 'SECTOR_ROLES')
        from setups s where s.id = ${setupId}
        returning id, setup_id, payload
      )
      select ${notifyLogged(sql`logged`)} from logged`,
  );
}

/**
 * The same publish as one step of a statement, for the match holds that must stay one round trip with
 * no NOTIFY in their transaction (PostgreSQL lets one notifying transaction commit at a time): a CTE
 * body that logs each row of the statement's `held` CTE (setup_id, sector, row, name) as `BOOKED`, its
 * free count `free` read from the statement's `counted` CTE, answering `id, setup_id, payload`. The
 * writer hands those rows to `publisher.committed` once its transaction has committed.
 */
export function heldSeatsLogged(free: SQL): SQL {
  const seat = { sector: sql`held.sector`, row: sql`held.row`, name: sql`held.name` };
  return sql`insert into push_log (setup_id, payload)
      select held.setup_id,
        ${pushPayload({ id: sql`s.id`, type: sql`s.setup_type` }, seat, 'BOOKED', free)}
      from held join setups s on s.id = held.setup_id, counted
      returning id, setup_id, payload`;
}

/** A logged change as a statement answered it (`heldSeatsLogged`). */
export type LoggedRow = { id: string | number; payload: unknown };

/**
 * This process's half of the statement form: once the writer's transaction has committed, `committed`
 * hands its logged rows over for delivery (batched, after the commit) and tells `onCommitted` (this
 * process's own reads) at once. A process that dies in between leaves them in push_log, where every
 * process's straggler sweep finds them.
 */
export function createPublisher(
  db: Db,
  options: { onCommitted?: (message: PushMessage) => void; log?: (err: unknown) => void } = {},
) {
  const announcer = createSeatAnnouncer(db, options.log);
  return {
    committed(setupId: string, logged: readonly LoggedRow[]) {
      for (const row of logged) {
        announcer.announce({ id: Number(row.id), setupId, payload: row.payload });
        options.onCommitted?.(row.payload as PushMessage);
      }
    },
    /** Resolves when everything handed over so far has been sent. */
    flush: () => announcer.flush(),
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

/** Drops live-feed history older than two hours (pages further behind reload instead). */
export async function prunePushLog(db: Db): Promise<void> {
  await queryRows(db, sql`delete from push_log where created_at < now() - interval '2 hours'`);
}

/** A signal on the feed that is not a change (`barrier:<token>`), sent now, outside any transaction. */
export async function sendFeedSignal(db: Db, signal: string): Promise<void> {
  await queryRows(db, sql`select ${notifySignal(signal)}`);
}
