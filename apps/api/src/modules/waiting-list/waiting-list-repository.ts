import type { WaitingListState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { BAND_TICKET_TYPE } from '../arena/price-bands.ts';
import { sectorForbiddenSql } from '../arena/sector-access.ts';
import { freeRow } from '../catalog/catalog-repository.ts';

/**
 * The free seats of a match a waiting list may offer, per sector: free (or their hold ran out), with a
 * match price, in sectors not kept for roles.
 */
export async function freeSeatsBySector(db: Db, setupId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ sector: string; free: number }>(
    db,
    sql`select ss.sector, count(*)::int as free from setup_seats ss
      join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector and p.ticket_type = ${BAND_TICKET_TYPE.EVENT}
      where ss.setup_id = ${setupId} and ${freeRow('ss')}
        and not ${sectorForbiddenSql(sql`ss.setup_id`, sql`ss.sector`, [])}
      group by ss.sector`,
  );
  return new Map(rows.map((r) => [r.sector, r.free]));
}

/** An entry with its match, its place among the waiting (1 = next; null unless WAITING) and its offer. */
export type EntryRow = {
  id: string;
  setupId: string;
  userId: string;
  title: string;
  startsAt: Date | string;
  count: number;
  sector: string | null;
  state: WaitingListState;
  position: number | null;
  joinedAt: Date | string;
  offerCartId: string | null;
  offerExpiresAt: Date | string | null;
  offerOpen: boolean;
  now: Date | string;
};

const entryColumns = sql`e.id, e.setup_id as "setupId", e.user_id as "userId", s.title, s.starts_at as "startsAt",
    e.count, e.sector, e.state, e.joined_at as "joinedAt", e.offer_cart_id as "offerCartId",
    e.offer_expires_at as "offerExpiresAt",
    (e.state = 'OFFERED' and e.offer_expires_at > shop_now()) as "offerOpen", shop_now() as now,
    case when e.state = 'WAITING' then (select count(*)::int from waiting_list_entries o
      where o.setup_id = e.setup_id and o.state = 'WAITING' and o.seq <= e.seq) end as position`;
const entryFrom = sql`from waiting_list_entries e join setups s on s.id = e.setup_id`;

/** The fan's open entry (WAITING or OFFERED) on a match's list; `lock` keeps it until the commit. */
export async function openEntryOf(db: Db, userId: string, setupId: string, lock = false) {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} ${entryFrom} where e.user_id = ${userId} and e.setup_id = ${setupId}
      and e.state in ('WAITING', 'OFFERED') ${lock ? sql`for update of e` : sql``}`,
  );
  return row;
}

/** One entry by id; `lock` keeps it until the commit. */
export async function entryById(db: Db, id: string, lock = false) {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} ${entryFrom} where e.id = ${id} ${lock ? sql`for update of e` : sql``}`,
  );
  return row;
}

/** The seats an offer holds and their prices. */
export function offerSeats(db: Db, cartId: string) {
  return queryRows<{ sector: string; row: string; name: string; price: number }>(
    db,
    sql`select ss.sector, ss.row, ss.name, ci.price from cart_items ci join setup_seats ss on ss.id = ci.setup_seat_id
      where ci.cart_id = ${cartId} order by ss.sector, ss.row, ss.name`,
  );
}

/** Whether the club paused the match's list (false when it has none yet). */
export async function listPaused(
  db: Db,
  setupId: string,
): Promise<{ paused: boolean; pausedAt: Date | null }> {
  const [row] = await queryRows<{ pausedAt: Date | null }>(
    db,
    sql`select paused_at as "pausedAt" from waiting_lists where setup_id = ${setupId}`,
  );
  return { paused: row?.pausedAt != null, pausedAt: row?.pausedAt ?? null };
}

/** The club's view: every entry of the list in list order with the fan's name and e-mail. */
export function listEntries(db: Db, setupId: string) {
  // Paid: the fan has a paid order of the match made after taking the offer into the cart.
  return queryRows<EntryRow & { name: string; email: string; paid: boolean }>(
    db,
    sql`select ${entryColumns}, u.first_name || ' ' || u.last_name as name, u.email,
        (e.state = 'CLAIMED' and exists (select 1 from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = e.user_id and oi.setup_id = e.setup_id and o.status = 'PAID'
            and o.created_at >= e.closed_at)) as paid
      ${entryFrom} join users u on u.id = e.user_id
      where e.setup_id = ${setupId} order by e.seq`,
  );
}
