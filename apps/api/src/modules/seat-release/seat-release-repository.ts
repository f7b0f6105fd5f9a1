import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { creditNoteNumberSql } from '../orders/document-numbers.ts';

/** A season ticket (its order item) as a release needs it: whose, paid or not, of which season. */
export type ReleasableTicket = { id: string; buyerId: string | null; orderStatus: string; seasonId: string };

export async function findSeasonTicket(db: Db, itemId: string): Promise<ReleasableTicket | undefined> {
  const [row] = await queryRows<ReleasableTicket>(
    db,
    sql`select oi.id, o.user_id as "buyerId", o.status as "orderStatus", oi.setup_id as "seasonId"
      from order_items oi join orders o on o.id = oi.order_id join setups s on s.id = oi.setup_id
      where oi.id = ${itemId} and s.setup_type = 'SEASON'`,
  );
  return row;
}

/** The match of the season and whether the cut-off before it (`cutoffHours`) is still ahead. */
export async function findSeasonMatch(db: Db, seasonId: string, matchId: string, cutoffHours: number) {
  const [row] = await queryRows<{ id: string; open: boolean }>(
    db,
    sql`select id, shop_now() < starts_at - make_interval(hours => ${cutoffHours}) as open
      from setups where id = ${matchId} and season_id = ${seasonId} and setup_type = 'EVENT' and published`,
  );
  return row;
}

/** The state of the ticket's release for the match (null: never released). */
export async function releaseState(db: Db, itemId: string, matchId: string) {
  const [row] = await queryRows<{ state: 'RELEASED' | 'TAKEN_BACK' | 'SOLD' }>(
    db,
    sql`select state from seat_releases where season_item_id = ${itemId} and match_id = ${matchId}`,
  );
  return row?.state ?? null;
}

export type ReleaseRow = {
  matchId: string;
  title: string;
  startsAt: Date | string;
  cutoffAt: Date | string;
  open: boolean;
  entered: boolean;
  state: 'RELEASED' | 'TAKEN_BACK' | 'SOLD' | null;
  sharePercent: number | null;
  amount: number | null;
  payout: 'COUPON' | 'BANK_TRANSFER' | null;
  creditNoteNumber: string | null;
  couponCode: string | null;
  couponValidTo: Date | string | null;
};

/** Every published match of the ticket's season, soonest first, with the ticket's release for it. */
export async function releasesOf(db: Db, ticket: ReleasableTicket, cutoffHours: number) {
  return queryRows<ReleaseRow>(
    db,
    sql`select m.id as "matchId", m.title, m.starts_at as "startsAt",
        m.starts_at - make_interval(hours => ${cutoffHours}) as "cutoffAt",
        shop_now() < m.starts_at - make_interval(hours => ${cutoffHours}) as open,
        exists (select 1 from ticket_entries te join tickets t on t.id = te.ticket_id
          where t.order_item_id = ${ticket.id} and te.setup_id = m.id) as entered,
        r.state, r.share_percent as "sharePercent", r.amount, r.payout,
        (select ${creditNoteNumberSql('cn')} from credit_notes cn where cn.refund_id = r.refund_id)
          as "creditNoteNumber",
        cp.code as "couponCode", cp.valid_to as "couponValidTo"
      from setups m
        left join seat_releases r on r.match_id = m.id and r.season_item_id = ${ticket.id}
        left join coupons cp on cp.id = r.coupon_id
      where m.season_id = ${ticket.seasonId} and m.setup_type = 'EVENT' and m.published
      order by m.starts_at, m.id`,
  );
}

/** The terms and the address a release keeps (seat_releases). */
export type ReleaseTerms = {
  sharePercent: number;
  payout: 'COUPON' | 'BANK_TRANSFER';
  ordersUrl: string;
};

/**
 * The release in one statement: the match's seat RESERVED for the season item becomes free for sale
 * (ACTIVE, no order item) by a conditional UPDATE, and only then is the release recorded (a new row,
 * or a taken-back one released again). Answers the freed seat, or nothing when the seat was not the
 * ticket's (released already, sold, or the ticket not valid). A ticket already used at the match's
 * gate is not released.
 */
/**
 * Whether the season ticket is lent for the match (a transfer pending or accepted, issue 22). Locks the
 * ticket's row first, as a transfer offer does, so a loan and a release of one seat take turns.
 */
export async function seatLent(tx: Db, itemId: string, matchId: string): Promise<boolean> {
  await queryRows(tx, sql`select id from tickets where order_item_id = ${itemId} for update`);
  const [row] = await queryRows<{ lent: boolean }>(
    tx,
    sql`select exists (select 1 from ticket_transfers tr join tickets t on t.id = tr.ticket_id
        where t.order_item_id = ${itemId} and tr.setup_id = ${matchId} and tr.state in ('PENDING', 'ACCEPTED')) as lent`,
  );
  return row?.lent === true;
}

export async function releaseSeat(tx: Db, itemId: string, matchId: string, terms: ReleaseTerms) {
  const [seat] = await queryRows<{ id: number; sector: string; row: string; name: string }>(
    tx,
    sql`with seat as (
        update setup_seats set state = 'ACTIVE', order_item_id = null, cart_item_id = null, hold_expires_at = null
        where setup_id = ${matchId} and order_item_id = ${itemId} and state = 'RESERVED'
          and not exists (select 1 from ticket_entries te join tickets t on t.id = te.ticket_id
            where t.order_item_id = ${itemId} and te.setup_id = ${matchId})
        returning id, sector, row, name
      ), saved as (
        insert into seat_releases (season_item_id, match_id, setup_seat_id, state, share_percent, payout, orders_url)
        select ${itemId}, ${matchId}, id, 'RELEASED', ${terms.sharePercent}, ${terms.payout}, ${terms.ordersUrl}
        from seat
        on conflict (season_item_id, match_id) do update set state = 'RELEASED', setup_seat_id = excluded.setup_seat_id,
          share_percent = excluded.share_percent, payout = excluded.payout, orders_url = excluded.orders_url,
          released_at = now(), taken_back_at = null
        returning id
      )
      select seat.id, seat.sector, seat.row, seat.name from seat, saved`,
  );
  return seat;
}

/** How a take-back claims the released seat for the season item again; a race test passes its own. */
export type TakeBackSeat = (
  tx: Db,
  itemId: string,
  matchId: string,
) => Promise<{ sector: string; row: string; name: string } | undefined>;

/**
 * The take-back in one statement: the released seat becomes the season item's again (RESERVED) by a
 * conditional UPDATE that takes it only while no buyer has it (free, or a cart hold that ran out), and
 * only then is the release marked TAKEN_BACK. A buyer's hold, checkout and payment are conditional
 * updates of the same row, so of a take-back and a buyer exactly one gets the seat.
 */
export const takeBackSeat: TakeBackSeat = async (tx, itemId, matchId) => {
  const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
    tx,
    sql`with released as (
        select id, setup_seat_id from seat_releases
        where season_item_id = ${itemId} and match_id = ${matchId} and state = 'RELEASED'
      ), seat as (
        update setup_seats s set state = 'RESERVED', order_item_id = ${itemId}, cart_item_id = null,
          hold_expires_at = null
        from released where s.id = released.setup_seat_id and s.order_item_id is null
          and (s.state = 'ACTIVE' or (s.state = 'BOOKED' and s.hold_expires_at <= shop_now()))
        returning s.sector, s.row, s.name
      ), back as (
        update seat_releases r set state = 'TAKEN_BACK', taken_back_at = now()
        from released where r.id = released.id and exists (select 1 from seat)
        returning r.id
      )
      select seat.sector, seat.row, seat.name from seat, back`,
  );
  return seat;
};
