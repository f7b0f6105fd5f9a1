import type { BuyState } from '@hokej/contract';
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

/** NOTIFY of push_log rows `logged` (id, setup_id, payload): delivered only when the transaction commits. */
export const notifyLogged = (logged: SQL) =>
  sql`pg_notify(${SEAT_CHANNEL}, json_build_object('id', ${logged}.id, 'setupId', ${logged}.setup_id, 'payload', ${logged}.payload)::text)`;

/**
 * Records a seat change for the live channel inside the caller's transaction: a push_log row (for
 * resume) and a NOTIFY. The message carries the sector's free-seat count as this transaction sees it.
 */
export async function publishSeatChange(tx: Db, change: SeatChange): Promise<void> {
  const seat = {
    sector: sql`${change.sector}::text`,
    row: sql`${change.row}::text`,
    name: sql`${change.name}::text`,
  };
  await queryRows(
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
      select ${notifyLogged(sql`logged`)} from logged`,
  );
}
