import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { OfferStrategy } from '../../src/modules/waiting-list/offer-round.ts';
import { type OfferedSeat, offerLines } from '../../src/modules/waiting-list/offer-seats.ts';

// The control run of the waiting-list race (waiting-list-race.test.ts), passed to the shop as
// `ServiceSeams.waitingListOffers`: a round takes every list without locking it, and holds the seats it
// picked without checking they are still free. `meet` runs before each hold (a barrier: every round has
// picked before any writes), to show that "each freed seat is offered once" can fail.

export const offersWithoutLocks = (meet: () => Promise<void>): OfferStrategy => ({
  takeLists: (tx) =>
    queryRows(
      tx,
      sql`select wl.setup_id as "setupId", wl.paused_at is null as open from waiting_lists wl
        order by wl.setup_id`,
    ),
  async hold(tx, cartId, seatIds, until) {
    await meet();
    return queryRows<OfferedSeat>(
      tx,
      sql`with held as (
          update setup_seats s set state = 'BOOKED', cart_item_id = gen_random_uuid(), hold_expires_at = ${until}
          where s.id in (${sql.join(
            seatIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          returning s.id, s.setup_id, s.sector, s.row, s.name, s.cart_item_id, s.hold_expires_at
        )
        ${offerLines(cartId)}`,
    );
  },
});
