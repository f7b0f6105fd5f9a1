import type { BuyState, PushMessage } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';

export const SEAT_CHANNEL = 'seat_changes';

export type SeatChange = { setupId: string; sector: string; row: string; name: string; state: BuyState };

/** The push message as SQL: the spec's fields plus the sector's free-seat count `free`. */
export function pushPayload(
  setup: { id: SQL; type: SQL },
  seat: { sector: SQL; row: SQL; name: SQL },
  state: BuyState,
  free: SQL,
) {
  return sql`jsonb_build_object('uuid', ${setup.id}, 'setupType', ${setup.type},
    'seat', jsonb_build_object('sector', ${seat.sector}, 'row', ${seat.row}, 'name', ${seat.name}),
    'state', ${state}::text, 'availableSeats', ${free})`;
}

let noticesWritten = 0;
/**
 * How many NOTIFYs this process has written inside transactions. Its own reads kept in memory wait until
 * the feed has brought back everything written before them (read-cache/public-reads.ts), so a fan or the
 * club sees their own change in the very next read.
 */
export const writtenNotices = () => noticesWritten;

/** NOTIFY of push_log rows `logged` (id, setup_id, payload): delivered only when the transaction commits. */
export const notifyLogged = (logged: SQL) => {
  noticesWritten += 1;
  return sql`pg_notify(${SEAT_CHANNEL}, json_build_object('id', ${logged}.id, 'setupId', ${logged}.setup_id, 'payload', ${logged}.payload)::text)`;
};

/**
 * A NOTIFY on the seat channel that is not a seat change: `{ signal }`, handed to the push hub's observers
 * in the order of the feed (e.g. `setup:<id>` when a setup's details changed, `barrier:<token>`).
 */
export const notifySignal = (signal: string) =>
  sql`pg_notify(${SEAT_CHANNEL}, json_build_object('signal', ${signal}::text)::text)`;

/** Tells every process, when the caller's transaction commits, that a setup's details, prices or publishing changed. */
export async function publishSetupChange(tx: Db, setupId: string): Promise<void> {
  noticesWritten += 1;
  await queryRows(tx, sql`select ${notifySignal(`setup:${setupId}`)}`);
}

/**
 * Records a seat change for the live channel inside the caller's transaction: a push_log row (for
 * resume) and a NOTIFY. The message carries the sector's free-seat count as this transaction sees it.
 * Answers the change's push_log id.
 */
export async function publishSeatChange(tx: Db, change: SeatChange): Promise<number> {
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

/**
 * Records, inside the caller's transaction, that the setup's sectors kept for roles changed: a push_log row
 * (so a reconnecting page replays it) and a NOTIFY, sent only if the change commits. Open pages read their
 * arena and sector again; which sectors a viewer may open depends on the viewer, so no seat is named.
 */
export async function publishSectorAccessChange(tx: Db, setupId: string): Promise<void> {
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

/** A logged payload is a seat change unless it is a setup-wide message (`change`, e.g. SECTOR_ROLES). */
export const isSeatChange = (payload: unknown): payload is PushMessage =>
  typeof payload === 'object' && payload !== null && 'seat' in payload;
