import type { SetupType } from '@hokej/contract';
/**
 * The SQL of sales at a glance. Everything is aggregated in the database; the service only adds the
 * VAT share and shapes the answer.
 */
import { PLASTIC_CARD_PRICE } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { freeIn, freeRow } from '../catalog/catalog-repository.ts';

/** `setup_id = id` for one setup, or true for every one. */
const forSetup = (column: SQL, setupId: string | null) =>
  setupId === null ? sql`true` : sql`${column} = ${setupId}`;

/**
 * The lines that paid orders paid for, one per ticket and one per plastic card. A coupon takes off
 * ticket prices only, so the order's discount is split among its tickets by price with cumulative
 * rounding (share = ⌊d·cum/gross⌋ − ⌊d·(cum − price)/gross⌋): an order's shares add up to its
 * discount exactly and each line's `revenue` is what was really paid for it.
 * Only orders with a line of `setupId` are read (index `order_items_setup`).
 */
export function paidLines(setupId: string | null): SQL {
  return sql`paid_orders as (
      select o.id, o.discount, o.payment_type, o.paid_at from orders o
      where o.status = 'PAID' and ${
        setupId === null
          ? sql`true`
          : sql`o.id in (select order_id from order_items where setup_id = ${setupId})`
      }
    ),
    order_lines as (
      select oi.id as item_id, 0 as part, oi.order_id, oi.setup_id, oi.ticket_type as kind, oi.price as gross
        from order_items oi join paid_orders po on po.id = oi.order_id
      union all
      select oi.id, 1, oi.order_id, oi.setup_id, 'PLASTIC_CARD', ${PLASTIC_CARD_PRICE}::int
        from order_items oi join paid_orders po on po.id = oi.order_id where oi.plastic_card
    ),
    shared as (
      select l.*, po.discount, po.payment_type, po.paid_at,
        sum(l.gross) filter (where l.part = 0) over (partition by l.order_id)::bigint as order_gross,
        sum(l.gross) filter (where l.part = 0)
          over (partition by l.order_id order by l.item_id, l.part rows unbounded preceding)::bigint as cum
      from order_lines l join paid_orders po on po.id = l.order_id
    ),
    discounted as (
      select *, (case when part = 0 and order_gross > 0 and discount > 0
          then discount * cum / order_gross - discount * (cum - gross) / order_gross else 0 end)::int as discount_share
      from shared
    ),
    lines as (
      select item_id, part, order_id, setup_id, kind, payment_type, paid_at, discount_share,
        gross - discount_share as revenue
      from discounted
    )`;
}

/** Sums of the paid lines of `setupId` grouped by `key` (an expression over `lines`). */
export function revenueBy(setupId: string, key: SQL): SQL {
  return sql`with ${paidLines(setupId)}
    select ${key} as key, count(distinct order_id)::int as orders,
      (count(*) filter (where part = 0))::int as tickets, count(*)::int as count,
      coalesce(sum(revenue), 0)::int as revenue
    from lines where setup_id = ${setupId} group by 1 order by 1`;
}

/** Revenue, tickets, paid orders and discount per setup (one setup or every one). */
export function revenuePerSetup(setupId: string | null): SQL {
  return sql`with ${paidLines(setupId)}
    select setup_id as "setupId", count(distinct order_id)::int as orders,
      (count(*) filter (where part = 0))::int as tickets,
      coalesce(sum(revenue), 0)::int as revenue, coalesce(sum(discount_share), 0)::int as discount
    from lines where ${forSetup(sql`setup_id`, setupId)} group by setup_id`;
}

/** Tickets and revenue per calendar day in Bratislava, by when the order was paid. */
export function salesPerDay(setupId: string): SQL {
  return sql`with ${paidLines(setupId)}
    select to_char((paid_at at time zone 'Europe/Bratislava')::date, 'YYYY-MM-DD') as day,
      (count(*) filter (where part = 0))::int as tickets, coalesce(sum(revenue), 0)::int as "revenueCents"
    from lines where setup_id = ${setupId} group by 1 order by 1`;
}

/**
 * Seat counts per setup by state; `held` is a live hold or an unpaid order (a lapsed hold is free).
 * A season seat taken in one of the season's matches cannot be sold as a season ticket: reserved.
 */
export function seatCounts(setupId: string | null): SQL {
  return sql`select ss.setup_id as "setupId", count(*)::int as total,
      (count(*) filter (where ss.state = 'SOLD'))::int as sold,
      (count(*) filter (where ss.state = 'BOOKED' and not ${freeRow('ss')}))::int as held,
      (count(*) filter (where ss.state = 'DISABLED'))::int as disabled,
      (count(*) filter (where s.setup_type = 'EVENT' and ${freeIn('EVENT')}
        or s.setup_type = 'SEASON' and ${freeIn('SEASON')}))::int as free
    from setup_seats ss join setups s on s.id = ss.setup_id
    where ${forSetup(sql`ss.setup_id`, setupId)}
    group by ss.setup_id`;
}

/** Every seat of a setup with where it is drawn; a sold seat of this setup's own order with its price and payment time. */
export function heatSeats(setupId: string, setupType: SetupType): SQL {
  return sql`select ss.sector, ss.row, ss.name, ss.x, ss.y,
      case when ${freeIn(setupType)} then 'ACTIVE' when ${freeRow('ss')} then 'RESERVED' else ss.state::text end as state,
      case when ss.state = 'SOLD' and oi.setup_id = ss.setup_id then oi.price end as price,
      case when ss.state = 'SOLD' and oi.setup_id = ss.setup_id then o.paid_at end as "soldAt"
    from setup_seats ss
      left join order_items oi on oi.id = ss.order_item_id
      left join orders o on o.id = oi.order_id and o.status = 'PAID'
    where ss.setup_id = ${setupId}
    order by ss.sector, ss.row, ss.name`;
}
