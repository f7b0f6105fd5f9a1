import { type AddBestSeatsBody, MAX_SEATS_PER_ORDER, type Role } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { BAND_TICKET_TYPE } from '../arena/price-bands.ts';
import { freeRow } from '../catalog/catalog-repository.ts';
import { publish, type SeatChange } from '../push/publish.ts';
import { type BestSeatsRequest, bestBlockCtes, lockBestSeatsQuery } from './best-seats.ts';
import * as repo from './cart-repository.ts';
import { refuseSeasonPresale } from './season-presale.ts';
import { holdUntil, setupForBestSeats } from './seat-holds.ts';

// A block read free may lose a seat (in the season or one of its matches) to a concurrent ADD_SEAT before
// its rows are locked: nothing is held and the block is looked for again.
const ATTEMPTS = 4;

/** How a season's best seats go into a cart (ServiceSeams.seasonBestSeats: a race test's control run). */
export type HoldBestSeasonSeats = (
  db: Db,
  userId: string,
  body: AddBestSeatsBody,
  roles: readonly Role[],
) => Promise<void>;

/**
 * Holds the best block of a season in one statement, all or nothing: each seat of the block in the season
 * and in every match of it (one cart line per seat, on the season's row), locked and counted free again
 * (a concurrent ADD_SEAT may have taken one since the snapshot). Answers how many seats the block had, how
 * many it held and the seat changes it made (in the season and its matches), for the caller to publish.
 */
function holdSeasonBlockQuery(r: BestSeatsRequest, cartId: string, ticketType: string) {
  return sql`with ${bestBlockCtes(r)}, chosen as (
      select ss.sector, ss.row, ss.name, gen_random_uuid() as item_id from setup_seats ss
      where ss.id in (select id from block)
    ), places as (
      select p.id, p.setup_id, c.item_id from setup_seats p
      join chosen c on c.sector = p.sector and c.row = p.row and c.name = p.name
      where p.setup_id = ${r.setupId} or p.setup_id in (select id from setups where season_id = ${r.setupId})
    ), locked as (
      select ss.id from setup_seats ss where ss.id in (select id from places) and ${freeRow('ss')}
      order by ss.id for update
    ), held as (
      update setup_seats s set state = 'BOOKED', cart_item_id = places.item_id, hold_expires_at = ${holdUntil}
      from places where s.id = places.id and s.id in (select id from locked)
        and (select count(*) from locked) = (select count(*) from places)
        and (select count(*) from chosen) = ${r.count}::int
      returning s.id, s.setup_id, s.sector, s.row, s.name, s.cart_item_id, s.hold_expires_at
    ), item as (
      insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
      select cart_item_id, ${cartId}, setup_id, id, ${ticketType}, (select price from best), hold_expires_at
      from held where setup_id = ${r.setupId}
    )
    select (select count(*)::int from chosen) as chosen,
      (select count(*)::int from held where setup_id = ${r.setupId}) as held,
      (select coalesce(json_agg(json_build_object('setupId', setup_id, 'sector', sector, 'row', row,
        'name', name, 'state', 'BOOKED') order by id), '[]') from held) as changes`;
}

/**
 * Holds the best `count` season seats side by side for the user's cart, all or nothing in one transaction:
 * the cart locked, then the season's best-seats lock (fans asking at once queue and each sees the blocks
 * taken before), the season's presale (as for a chosen season seat), the cart's limit, then one statement that finds the block and holds it in the season and
 * in every match of it. The CLASSIC category, as a chosen season seat; at most 5 live seats in the cart.
 */
export const holdBestSeasonSeats: HoldBestSeasonSeats = async (db, userId, body, roles) => {
  const sector = body.sector ?? null;
  await setupForBestSeats(db, 'SEASON', body.uuid, sector, roles);
  const ticketType = BAND_TICKET_TYPE.SEASON;
  const request = {
    setupId: body.uuid,
    setupType: 'SEASON' as const,
    count: body.count,
    sector,
    priceBand: body.priceBand ?? null,
    accessible: body.accessible === true,
    roles,
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const cartId = await repo.lockCart(tx, userId);
      await queryRows(tx, lockBestSeatsQuery(body.uuid));
      await refuseSeasonPresale(tx, { setupId: body.uuid, userId, roles, cartId, count: body.count });
      const { live } = await repo.cartLimitAndPrice(tx, cartId, body.uuid, sector ?? '', ticketType);
      if (live + body.count > MAX_SEATS_PER_ORDER) fail('CART_TICKET_LIMIT', { max: MAX_SEATS_PER_ORDER });
      const [row] = await queryRows<{ chosen: number; held: number; changes: SeatChange[] }>(
        tx,
        holdSeasonBlockQuery(request, cartId, ticketType),
      );
      await publish(tx, row?.changes ?? []);
      return row ?? { chosen: 0, held: 0 };
    });
    if (outcome.chosen < body.count) break;
    if (outcome.held === body.count) return;
  }
  fail('SEATS_NOT_TOGETHER', { count: body.count });
};
