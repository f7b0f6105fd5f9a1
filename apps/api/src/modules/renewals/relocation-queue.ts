import { sql } from 'drizzle-orm';

/**
 * The club's relocation order of a campaign's renewals (issue 21): every renewal ordered and not lapsed
 * (paid, or its order still waiting), by seniority (consecutive seasons held, most first), then by the
 * moment the holder renewed, then by offer id. After the deadline no renewal joins, so a turn can only
 * come earlier (when an unpaid renewal lapses), never later. Joined as `rq` on `rq.offer_id`.
 */
export const relocationQueue = sql`(select ro.id as offer_id,
    row_number() over (partition by ro.campaign_id
      order by ro.seniority desc, ro.decided_at, ro.id)::int as position
  from renewal_offers ro join orders o on o.id = ro.order_id
  where ro.status = 'ORDERED' and o.status in ('AWAITING_PAYMENT', 'PAID'))`;

/** The wave (0-based) of queue entry `rq` in campaign `c`. */
export const waveIndex = sql`((rq.position - 1) / c.relocation_wave_size)`;

/** When the turn of queue entry `rq` opens: the relocation start plus its wave times the wave length. */
export const turnOpensAt = sql`(c.relocation_from + ${waveIndex} * make_interval(mins => c.relocation_wave_minutes))`;

/** The seat renewed, when the holder has since swapped it (`ss`: the seat now), else null. */
export const movedFromSeat = sql`(select jsonb_build_object('sector', os.sector, 'row', os.row, 'name', os.name)
    from setup_seats os where os.id = ro.season_seat_id and os.id <> ss.id)`;

/** The offer's place now: its renewal order's seat (moved by a swap), else the seat offered. */
export const currentSeatId = sql`coalesce((select oi.setup_seat_id from order_items oi where oi.order_id = ro.order_id
    limit 1), ro.season_seat_id)`;
