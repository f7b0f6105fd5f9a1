import type { BuyState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';

export const SEAT_CHANNEL = 'seat_changes';

export type SeatChange = { setupId: string; sector: string; row: string; name: string; state: BuyState };

/**
 * Records a seat change for the live channel inside the caller's transaction: a push_log row (for
 * resume) and a NOTIFY that PostgreSQL delivers only if and when the transaction commits.
 * The message carries the sector's free-seat count as this transaction sees it.
 */
export async function publishSeatChange(tx: Db, change: SeatChange): Promise<void> {
  await queryRows(
    tx,
    sql`with counted as (
        select count(*) filter (where ${FREE_SEAT})::int as free
        from setup_seats where setup_id = ${change.setupId} and sector = ${change.sector}
      ), logged as (
        insert into push_log (setup_id, payload)
        select s.id, jsonb_build_object(
          'uuid', s.id, 'setupType', s.setup_type,
          'seat', jsonb_build_object('sector', ${change.sector}::text, 'row', ${change.row}::text, 'name', ${change.name}::text),
          'state', ${change.state}::text, 'availableSeats', counted.free)
        from setups s, counted where s.id = ${change.setupId}
        returning id, setup_id, payload
      )
      select pg_notify(${SEAT_CHANNEL}, json_build_object('id', id, 'setupId', setup_id, 'payload', payload)::text)
      from logged`,
  );
}
