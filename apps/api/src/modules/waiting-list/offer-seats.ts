import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { BAND_TICKET_TYPE } from '../arena/price-bands.ts';
import { sectorForbiddenSql } from '../arena/sector-access.ts';
import { bestBlockQuery } from '../cart/best-seats.ts';
import { freeRow } from '../catalog/catalog-repository.ts';
import { publish } from '../push/publish.ts';

/** What a waiting fan asks for: `count` seats of the match, of one sector or of any. */
export type SeatWish = { setupId: string; count: number; sector: string | null };
/** A seat held for an offer: its place and price. */
export type OfferedSeat = { id: number; sector: string; row: string; name: string; price: number };

/** Seat and row names in number order where they are numbers (2 before 10), others after them. */
const numberOrder = (column: SQL) =>
  sql`case when ${column} ~ '^[0-9]{1,9}$' then ${column}::int end, ${column}`;

/**
 * The seats to offer for a wish, read without locks: the best block side by side (the best-seats rule of
 * ADD_BEST_SEATS), else any free seats with a price, front rows first. Empty when fewer are free.
 * Sectors kept for roles are never offered (the list is for the public sale).
 */
export async function pickSeats(tx: Db, wish: SeatWish): Promise<number[]> {
  const together = await queryRows<{ id: number }>(
    tx,
    bestBlockQuery({ ...wish, setupType: 'EVENT', priceBand: null, accessible: false, roles: [] }),
  );
  if (together.length === wish.count) return together.map((s) => s.id);
  const any = await queryRows<{ id: number }>(
    tx,
    sql`select ss.id::int as id from setup_seats ss
      join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector and p.ticket_type = ${BAND_TICKET_TYPE.EVENT}
      where ss.setup_id = ${wish.setupId} and ${freeRow('ss')}
        and (${wish.sector}::text is null or ss.sector = ${wish.sector}::text)
        and not ${sectorForbiddenSql(sql`ss.setup_id`, sql`ss.sector`, [])}
      order by ss.sector, ${numberOrder(sql`ss.row`)}, ${numberOrder(sql`ss.name`)}
      limit ${wish.count}`,
  );
  return any.length === wish.count ? any.map((s) => s.id) : [];
}

/**
 * Holds the picked seats for an offer, all or nothing: each is locked and must still be free (a fan's
 * hold or another round may have taken it since the pick); each gets a line of the offer cart with the
 * hold running `until`. Answers the seats held (none when any was taken).
 */
export type HoldOfferSeats = (
  tx: Db,
  cartId: string,
  seatIds: number[],
  until: SQL,
) => Promise<OfferedSeat[]>;

export const holdOfferSeats: HoldOfferSeats = (tx, cartId, seatIds, until) =>
  queryRows<OfferedSeat>(
    tx,
    sql`with picked as (
        select id from setup_seats where id in (${sql.join(
          seatIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${freeRow('setup_seats')} order by id for update
      ), held as (
        update setup_seats s set state = 'BOOKED', cart_item_id = gen_random_uuid(), hold_expires_at = ${until}
        where s.id in (select id from picked) and (select count(*) from picked) = ${seatIds.length}
        returning s.id, s.setup_id, s.sector, s.row, s.name, s.cart_item_id, s.hold_expires_at
      )
      ${offerLines(cartId)}`,
  );

/** The offer cart's lines for the seats in `held` (a CTE), answering each seat with its price. */
export const offerLines = (cartId: string) => sql`, item as (
    insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
    select held.cart_item_id, ${cartId}, held.setup_id, held.id, ${BAND_TICKET_TYPE.EVENT}, p.price, held.hold_expires_at
    from held join prices p on p.setup_id = held.setup_id and p.sector = held.sector
      and p.ticket_type = ${BAND_TICKET_TYPE.EVENT}
    returning setup_seat_id, price
  )
  select held.id::int as id, held.sector, held.row, held.name, item.price
  from held join item on item.setup_seat_id = held.id order by held.id`;

/** Pushes the offered seats taken (BOOKED) to every open map, with the offer's commit. */
export async function announceOffered(tx: Db, setupId: string, seats: OfferedSeat[]) {
  for (const seat of seats) await publish(tx, { setupId, ...seat, state: 'BOOKED' });
}

/** Gives an offer's seats back to the sale (ACTIVE), pushed live; the offer cart's lines go with it. */
export async function releaseOfferSeats(tx: Db, cartId: string) {
  const freed = await queryRows<{ setupId: string; sector: string; row: string; name: string }>(
    tx,
    sql`update setup_seats set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
      where cart_item_id in (select id from cart_items where cart_id = ${cartId})
        and state = 'BOOKED' and order_item_id is null
      returning setup_id as "setupId", sector, row, name`,
  );
  for (const seat of freed) await publish(tx, { ...seat, state: 'ACTIVE' });
  await queryRows(tx, sql`delete from carts where id = ${cartId}`);
}
