import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { currentSeatId, movedFromSeat, relocationQueue, turnOpensAt, waveIndex } from './relocation-queue.ts';

/** An offer with its campaign's window and its place in the next season. */
export type OfferRow = {
  id: string;
  campaignId: string;
  userId: string;
  previousItemId: string;
  ticketType: string;
  plasticCard: boolean;
  status: 'OFFERED' | 'ORDERED' | 'DECLINED' | 'RELEASED' | 'RENEWED';
  orderId: string | null;
  orderStatus: string | null;
  nextSeasonId: string;
  seasonTitle: string;
  seasonStartsAt: Date | string;
  previousSeasonTitle: string;
  sector: string;
  row: string;
  name: string;
  price: number | null;
  renewalFrom: Date | string;
  renewalTo: Date | string;
  releasedAt: Date | string | null;
  /** Inside the renewal window on the shop's clock. */
  windowOpen: boolean;
  holderName: string | null;
  relocationFrom: Date | string;
  relocationTo: Date | string;
  /** The place in the club's relocation order (a renewal ordered or paid), else null. */
  relocationPosition: number | null;
  relocationWave: number | null;
  relocationOpensAt: Date | string | null;
  /** A paid renewal whose turn is open, inside the relocation window. */
  relocationOpen: boolean;
  relocationEnded: boolean;
  movedFrom: { sector: string; row: string; name: string } | null;
};

/** The status as the holder and the club read it: an order paid is RENEWED. */
export const shownStatus = sql`case when ro.status = 'ORDERED' and o.status = 'PAID' then 'RENEWED' else ro.status end`;

const offerColumns = sql`ro.id, ro.campaign_id as "campaignId", ro.user_id as "userId",
  ro.previous_item_id as "previousItemId", ro.ticket_type as "ticketType", ro.plastic_card as "plasticCard",
  ${shownStatus} as status, ro.order_id as "orderId", o.status as "orderStatus",
  c.next_season_id as "nextSeasonId", ns.title as "seasonTitle", ns.starts_at as "seasonStartsAt",
  ps.title as "previousSeasonTitle", ss.sector, ss.row, ss.name,
  (select p.price from prices p where p.setup_id = c.next_season_id and p.sector = ss.sector
    and p.ticket_type = ro.ticket_type) as price,
  c.renewal_from as "renewalFrom", c.renewal_to as "renewalTo", ro.released_at as "releasedAt",
  (c.renewal_from <= shop_now() and shop_now() < c.renewal_to) as "windowOpen",
  (select h.first_name || ' ' || h.last_name from season_ticket_holders h
    where h.order_item_id = ro.previous_item_id) as "holderName",
  c.relocation_from as "relocationFrom", c.relocation_to as "relocationTo", rq.position as "relocationPosition",
  ${waveIndex} + 1 as "relocationWave", ${turnOpensAt} as "relocationOpensAt",
  coalesce(o.status = 'PAID' and ${turnOpensAt} <= shop_now() and shop_now() < c.relocation_to, false)
    as "relocationOpen", c.relocation_to <= shop_now() as "relocationEnded",
  ${movedFromSeat} as "movedFrom"`;

const offerFrom = sql`from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id
  join setups ns on ns.id = c.next_season_id join setups ps on ps.id = c.previous_season_id
  join setup_seats ss on ss.id = ${currentSeatId} left join orders o on o.id = ro.order_id
  left join ${relocationQueue} rq on rq.offer_id = ro.id`;

/** The fan's offers, newest campaign first, in seat order. */
export function offersOf(db: Db, userId: string): Promise<OfferRow[]> {
  return queryRows<OfferRow>(
    db,
    sql`select ${offerColumns} ${offerFrom} where ro.user_id = ${userId}
      order by c.opened_at desc, ss.sector, ss.row, ss.name`,
  );
}

/** One offer; `lock` (in a transaction) holds it against the deadline round and a second decision. */
export async function findOffer(db: Db, id: string, lock = false): Promise<OfferRow | undefined> {
  const [row] = await queryRows<OfferRow>(
    db,
    sql`select ${offerColumns} ${offerFrom} where ro.id = ${id} ${lock ? sql`for update of ro` : sql``}`,
  );
  return row;
}

/** The order item a renewal order made for the next season (its one line). */
export async function renewalItemOf(tx: Db, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from order_items where order_id = ${orderId} limit 1`,
  );
  return row?.id;
}

/** Last season's registered holder (with the photo) carried over to the renewed season ticket. */
export async function carryHolderOver(tx: Db, fromItemId: string, toItemId: string): Promise<void> {
  await queryRows(
    tx,
    sql`insert into season_ticket_holders (order_item_id, first_name, last_name, phone_number, date_of_birth,
        email, zip, city, country, address, season_ticket_type, photo, photo_width, photo_height)
      select ${toItemId}, first_name, last_name, phone_number, date_of_birth, email, zip, city, country, address,
        season_ticket_type, photo, photo_width, photo_height
      from season_ticket_holders where order_item_id = ${fromItemId}
      on conflict (order_item_id) do nothing`,
  );
}

/** The offer is now the renewal order's (or the holder's decision), in the caller's transaction. */
export async function markOffer(
  tx: Db,
  id: string,
  change: { status: 'ORDERED' | 'DECLINED'; orderId?: string; renewedBy?: string | null },
): Promise<void> {
  await queryRows(
    tx,
    sql`update renewal_offers set status = ${change.status}, order_id = ${change.orderId ?? null},
        renewed_by = ${change.renewedBy ?? null}, decided_at = now()
      where id = ${id}`,
  );
}
