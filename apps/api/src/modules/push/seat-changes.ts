import type { BuyState, PushMessage } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';

export const SEAT_CHANNEL = 'seat_changes';

/** The push message as SQL: the spec's fields plus the sector's free-seat count `free`. */
export function pushPayload(
  setup: { id: SQL; type: SQL },
  seat: { sector: SQL; row: SQL; name: SQL },
  state: BuyState | SQL,
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
/** Counts a NOTIFY written inside a transaction without `notifyLogged` (a setup's signal). */
export const writtenNotice = () => {
  noticesWritten += 1;
};

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

/** A logged payload is a seat change unless it is a setup-wide message (`change`, e.g. SECTOR_ROLES). */
export const isSeatChange = (payload: unknown): payload is PushMessage =>
  typeof payload === 'object' && payload !== null && 'seat' in payload;
