import type { AdminSeatReleases } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { creditNoteNumberSql } from '../orders/document-numbers.ts';

type AdminRow = Omit<AdminSeatReleases['data'][number], 'seat' | 'matchStartsAt' | 'releasedAt'> & {
  sector: string;
  row: string;
  name: string;
  matchStartsAt: Date | string;
  releasedAt: Date | string;
};

/**
 * The club's list of seats released by season-ticket holders (ADMIN, CASHIER), of one match or all,
 * newest first, at most 500: who released, whether it sold, and the credit issued for a sale.
 */
export async function adminSeatReleases(db: Db, matchId?: string): Promise<AdminSeatReleases> {
  const rows = await queryRows<AdminRow>(
    db,
    sql`select r.id, r.match_id as "matchId", m.title as "matchTitle", m.starts_at as "matchStartsAt",
        ss.sector, ss.row, ss.name,
        coalesce(h.first_name || ' ' || h.last_name, concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName'))
          as holder,
        o.order_number::text as "seasonOrderNumber", r.state, r.released_at as "releasedAt", r.amount, r.payout,
        (select ${creditNoteNumberSql('cn')} from credit_notes cn where cn.refund_id = r.refund_id)
          as "creditNoteNumber",
        cp.code as "couponCode"
      from seat_releases r join setups m on m.id = r.match_id join setup_seats ss on ss.id = r.setup_seat_id
        join order_items oi on oi.id = r.season_item_id join orders o on o.id = oi.order_id
        left join season_ticket_holders h on h.order_item_id = oi.id
        left join coupons cp on cp.id = r.coupon_id
      ${matchId ? sql`where r.match_id = ${matchId}` : sql``}
      order by r.released_at desc, r.id limit 500`,
  );
  return {
    data: rows.map(({ sector, row, name, matchStartsAt, releasedAt, ...rest }) => ({
      ...rest,
      matchStartsAt: iso(matchStartsAt),
      releasedAt: iso(releasedAt),
      seat: { sector, row, name },
    })),
  };
}
