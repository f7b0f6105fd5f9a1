import type { Role, SetupType } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { BAND_TICKET_TYPE } from '../arena/price-bands.ts';
import { sectorForbiddenSql } from '../arena/sector-access.ts';
import { freeIn, freeRow } from '../catalog/catalog-repository.ts';
import { type PresaleOutcome, presaleCte, presaleOutcomeColumns } from '../presale/presale-sql.ts';
import { heldSeatsLogged } from '../push/publish.ts';
import { liveLine } from './cart-repository.ts';
import { AISLE_PITCHES } from './seat-gaps.ts';
import { holdUntil } from './seat-holds.ts';

/** What a fan asks ADD_BEST_SEATS for (a match's or season's seats; `roles` open the sectors kept for them). */
export type BestSeatsRequest = {
  setupId: string;
  setupType: SetupType;
  count: number;
  sector: string | null;
  priceBand: number | null;
  accessible: boolean;
  roles: readonly Role[];
};

/**
 * The best block of `count` free seats side by side, as a CTE chain ending in `best` (one row: sector,
 * row, island, first and last seat number) and `block` (the ids of its seats).
 *
 * Side by side: the same row, seat numbers consecutive and no aisle between (seats further apart than
 * 1.5 × the sector's seat pitch). Best: a block that leaves no single seat stranded at its ends first
 * (seats.io's orphan rule), then the one whose middle is nearest the centre of the ice, then the one
 * nearer the front (row 1 is nearest the rink). A seat's place on the ice is its sector's shape on the
 * arena map with the seat inside it at its share of the sector's seat map, row 1 on the rink's side.
 */
export function bestBlockCtes(r: BestSeatsRequest) {
  const n = sql`${r.count}::int`;
  // sector_map is MATERIALIZED, made once: inlined, a match created since the last ANALYZE (its seats
  // estimated at one row) got a nested loop that re-grouped the whole match for each of its seats, 31 s
  // instead of 0.1 s for one ADD_BEST_SEATS (docs/performance.md).
  return sql`sector_map as materialized (
      select sector, min(x) + max(x) as w, min(y) + max(y) as h,
        (max(x) - min(x)) / greatest(max(name::int) - min(name::int), 1) as pitch
      from setup_seats where setup_id = ${r.setupId} and name ~ '^[0-9]{1,4}$'
        and (${r.sector}::text is null or sector = ${r.sector}::text)
      group by sector
    ), free as (
      select ss.id, ss.sector, ss.row, ss.name::int as num, ss.x, p.price,
        sec.shape, a.rink, m.w, m.h, m.pitch, ss.y
      from setup_seats ss
      join setups s on s.id = ss.setup_id
      join arenas a on a.id = s.arena_id
      join arena_sectors sec on sec.arena_id = s.arena_id and sec.name = ss.sector
      join sector_map m on m.sector = ss.sector
      join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector
        and p.ticket_type = ${BAND_TICKET_TYPE[r.setupType]}
      where ss.setup_id = ${r.setupId} and ss.name ~ '^[0-9]{1,4}$' and ${freeIn(r.setupType, 'ss')}
        and (${r.sector}::text is null or ss.sector = ${r.sector}::text)
        and (${r.priceBand}::int is null or p.price = ${r.priceBand}::int)
        and (not ${r.accessible}::boolean or ss.accessibility is not null)
        and not ${sectorForbiddenSql(sql`ss.setup_id`, sql`ss.sector`, r.roles)}
    ), placed as (
      select f.*,
        (f.shape->>'x')::real + (f.shape->>'width')::real * f.x / f.w as ax,
        case when (f.shape->>'y')::real < (f.rink->>'y')::real
          then (f.shape->>'y')::real + (f.shape->>'height')::real * (1 - f.y / f.h)
          else (f.shape->>'y')::real + (f.shape->>'height')::real * f.y / f.h end as ay,
        case when lag(f.num) over w = f.num - 1 and abs(f.x - lag(f.x) over w) <= ${AISLE_PITCHES} * f.pitch
          then 0 else 1 end as starts_run
      from free f window w as (partition by f.sector, f.row order by f.num)
    ), runs as (
      select p.*, sum(starts_run) over (partition by p.sector, p.row order by p.num) as run from placed p
    ), sized as (
      select r.*, row_number() over run_w as pos, count(*) over run_all as run_size,
        avg(ax) over ahead as mx, avg(ay) over ahead as my
      from runs r
      window run_w as (partition by r.sector, r.row, r.run order by r.num),
        run_all as (partition by r.sector, r.row, r.run),
        ahead as (partition by r.sector, r.row, r.run order by r.num rows between current row and ${n} - 1 following)
    ), best as (
      select sector, row, run, num as first, num + ${n} - 1 as last, price
      from sized where pos + ${n} - 1 <= run_size
      order by (pos - 1 = 1 or run_size - (pos + ${n} - 1) = 1),
        round(sqrt(power(mx - ((rink->>'x')::real + (rink->>'width')::real / 2), 2)
          + power(my - ((rink->>'y')::real + (rink->>'height')::real / 2), 2))),
        length(row), row, sector, num
      limit 1
    ), block as (
      select s.id from runs s join best b on s.sector = b.sector and s.row = b.row and s.run = b.run
        and s.num between b.first and b.last
    )`;
}

/** The best block's seats (no lock, nothing written): the control run and a season's holds read it, then write. */
export const bestBlockQuery = (r: BestSeatsRequest) =>
  sql`with ${bestBlockCtes(r)} select ss.id::int as id, ss.sector, ss.row, ss.name, (select price from best) as price
    from setup_seats ss where ss.id in (select id from block) order by ss.id`;

/** What the best-seats statement found: the limits' counts, whether a block fitted, and what it held. */
export type BestSeatsOutcome = {
  live: number;
  matchSeats: number;
  found: boolean;
  held: number;
  logged: { id: string; payload: unknown }[] | null;
  presale: PresaleOutcome;
};

/**
 * Holds the best block in one statement, all or nothing, for a cart this transaction has locked and
 * after the match's best-seats lock: the block's seats are locked and counted free again (a fan's
 * ADD_SEAT may have taken one since the snapshot); only when all still are, and the cart and the
 * match limits and a running presale (its audience, its limit) leave room for all, are they held, each with its cart line and its change published in the statement (push/'s `heldSeatsLogged`).
 */
export function holdBestSeatsQuery(
  r: BestSeatsRequest & { userId: string; limit: number; matchLimit: number },
) {
  return sql`with ${bestBlockCtes(r)}, cart as (
      select id from carts where user_id = ${r.userId}
    ), live as (
      select count(*)::int as n, count(*) filter (where ci.setup_id = ${r.setupId})::int as match
      from cart_items ci where ci.cart_id = (select id from cart) and ${liveLine}
    ), unpaid as (
      select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = ${r.userId} and o.status = 'AWAITING_PAYMENT' and o.expires_at > shop_now()
        and oi.setup_id = ${r.setupId}
    ), ${presaleCte({ ...r, count: sql`${r.count}::int`, accountSeats: sql`(select match from live) + (select n from unpaid)` })}, locked as (
      select id from setup_seats ss where ss.id in (select id from block) and ${freeRow('ss')}
      order by id for update
    ), counted as (
      select count(*) filter (where ${freeRow('ss')})::int as free from setup_seats ss
      where ss.setup_id = ${r.setupId} and ss.sector = (select sector from best)
    ), held as (
      update setup_seats set state = 'BOOKED', cart_item_id = gen_random_uuid(), hold_expires_at = ${holdUntil}
      where id in (select id from locked) and (select count(*) from locked) = ${r.count}::int
        and (select n from live) + ${r.count}::int <= ${r.limit}
        and (select match from live) + (select n from unpaid) + ${r.count}::int <= ${r.matchLimit}
        and not exists (select 1 from presale where refusal is not null)
      returning id, setup_id, sector, row, name, cart_item_id, hold_expires_at
    ), lapsed as (
      delete from cart_items ci where ci.cart_id = (select id from cart) and exists (select 1 from held)
        and not ${liveLine}
    ), item as (
      insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
      select cart_item_id, (select id from cart), setup_id, id, ${BAND_TICKET_TYPE.EVENT}, (select price from best),
        hold_expires_at
      from held
    ), logged as (
      ${heldSeatsLogged(sql`counted.free - ${r.count}::int`)}
    )
    select (select n from live) as live, (select match from live) + (select n from unpaid) as "matchSeats",
      exists (select 1 from best) as found, (select count(*)::int from held) as held,
      (select json_agg(json_build_object('id', id, 'payload', payload) order by id) from logged) as logged,
      ${presaleOutcomeColumns}`;
}

/** Serialises the best-seats holds of one match: each then sees the blocks the ones before it took. */
export const lockBestSeatsQuery = (setupId: string): SQL =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`best-seats:${setupId}`}::text, 0))`;
