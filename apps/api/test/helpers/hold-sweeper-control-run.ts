import type { BuyState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { HoldRelease } from '../../src/jobs/hold-sweeper.ts';
import { publish } from '../../src/modules/push/publish.ts';
import type { Meet } from './meet.ts';

// The control run of the hold sweeper race (hold-sweeper.test.ts): the lapsed holds are read without
// `for update skip locked` and freed later without re-checking them (`ServiceSeams.holdRelease`), to
// show that "each lapsed seat freed exactly once and pushed once" can fail.

/**
 * Reads the lapsed holds, meets the other sweepers that read them (`meet`, helpers/meet.ts), then frees
 * and pushes each of them without a condition: sweepers that met free the same seats.
 */
export const releaseReadThenWrite =
  (meet: Meet): HoldRelease =>
  async (db, batch) => {
    const lapsed = await queryRows<{ id: number }>(
      db,
      sql`select id from setup_seats
      where state = 'BOOKED' and order_item_id is null and hold_expires_at <= shop_now()
      order by hold_expires_at limit ${batch}`,
    );
    if (lapsed.length > 0) await meet();
    return db.transaction(async (tx) => {
      let freed = 0;
      for (const { id } of lapsed) {
        const [seat] = await queryRows<{ setupId: string; sector: string; row: string; name: string }>(
          tx,
          sql`update setup_seats set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
          where id = ${id} returning setup_id as "setupId", sector, row, name`,
        );
        if (!seat) continue;
        await publish(tx, { ...seat, state: 'ACTIVE' as BuyState });
        freed += 1;
      }
      return freed;
    });
  };
