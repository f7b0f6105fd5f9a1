import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { publish } from '../../src/modules/push/publish.ts';
import type { RenewalRelease } from '../../src/modules/renewals/renewal-deadline.ts';

// The control run of the renewal deadline races (renewal-deadline-race.test.ts): the offers not yet renewed
// are read without locks or conditions, and their places are freed later whatever happened meanwhile
// (`ServiceSeams.renewalRelease` shape), to show that "a paid renewal keeps its seat" and "each seat
// released once" can fail. `between` runs after the read and before the write: the race's other side.

type Read = { id: string; seasonId: string; sector: string; row: string; name: string };

export const releaseReadThenWrite =
  (between: () => Promise<unknown>): RenewalRelease =>
  async (db) => {
    const due = await queryRows<Read>(
      db,
      sql`select ro.id, c.next_season_id as "seasonId", ss.sector, ss.row, ss.name
        from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id
        join setup_seats ss on ss.id = ro.season_seat_id left join orders o on o.id = ro.order_id
        where c.renewal_to <= shop_now() and ro.released_at is null and coalesce(o.status, '') <> 'PAID'`,
    );
    await between();
    return db.transaction(async (tx) => {
      for (const d of due) {
        const freed = await queryRows<{ setupId: string }>(
          tx,
          sql`update setup_seats set state = 'ACTIVE', order_item_id = null, cart_item_id = null,
              hold_expires_at = null
            where sector = ${d.sector} and row = ${d.row} and name = ${d.name}
              and (setup_id = ${d.seasonId} or setup_id in (select id from setups where season_id = ${d.seasonId}))
            returning setup_id as "setupId"`,
        );
        for (const f of freed) await publish(tx, { ...d, setupId: f.setupId, state: 'ACTIVE' });
        await queryRows(
          tx,
          sql`update renewal_offers set status = 'RELEASED', released_at = now() where id = ${d.id}`,
        );
      }
      return due.length;
    });
  };

/** A meeting point for `n` parties: each call resolves once all `n` have called. */
export function barrier(n: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === n) open();
    return all;
  };
}
