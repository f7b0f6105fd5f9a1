import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { FREE_SEAT } from '../../src/modules/catalog/catalog-repository.ts';
import { movePlace, type SwapPlace } from '../../src/modules/renewals/relocation-seats.ts';

// The control run of the relocation race (season-relocation-race.test.ts): a swap that reads whether the new
// place is free without locking it, waits at `between` (the other holder's swap reads too), then moves
// without looking again (`ServiceSeams.relocationSwap` shape), to show that "exactly one wins, the other
// keeps their seat" can fail.
export const swapReadThenWrite =
  (between: () => Promise<unknown>): SwapPlace =>
  async (tx, m) => {
    const [row] = await queryRows<{ free: boolean }>(
      tx,
      sql`select bool_and(${FREE_SEAT}) as free from setup_seats
        where sector = ${m.to.sector} and row = ${m.to.row} and name = ${m.to.name}
          and (setup_id = ${m.seasonId} or setup_id in (select id from setups where season_id = ${m.seasonId}))`,
    );
    await between();
    if (!row?.free) return null;
    return movePlace(tx, m);
  };
