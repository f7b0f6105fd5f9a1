import type { SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type PresaleColumns, presaleColumns } from '../presale/presale-sql.ts';

/**
 * A seat counts as free when it is ACTIVE or its hold has run out (even before the sweeper comes). The
 * clock is read once per statement (`(select shop_now())` is an init plan), not once per held seat scanned:
 * under an on-sale crowd a sector's count passes hundreds of held seats.
 */
export const FREE_SEAT = sql`(state = 'ACTIVE' or (state = 'BOOKED' and order_item_id is null and hold_expires_at <= (select shop_now())))`;

/** FREE_SEAT of the seat row named `alias`. */
export function freeRow(alias: string) {
  const a = sql.identifier(alias);
  return sql`(${a}.state = 'ACTIVE' or (${a}.state = 'BOOKED' and ${a}.order_item_id is null
    and ${a}.hold_expires_at <= (select shop_now())))`;
}

/**
 * The seat row `alias` can be sold in its setup: for a match, it is free; for a season, it is free
 * and the same seat is free in every match of the season (a season ticket needs them all).
 */
export function freeIn(setupType: SetupType, alias = 'ss') {
  if (setupType === 'EVENT') return freeRow(alias);
  const a = sql.identifier(alias);
  return sql`(${freeRow(alias)} and not exists (
    select 1 from setup_seats m join setups ms on ms.id = m.setup_id
    where ms.season_id = ${a}.setup_id and m.sector = ${a}.sector and m.row = ${a}.row and m.name = ${a}.name
      and not ${freeRow('m')}))`;
}

/** The state a seat row `alias` shows in its setup: a season seat taken in some match shows BOOKED. */
export function shownState(setupType: SetupType, alias = 'ss') {
  const a = sql.identifier(alias);
  return sql`case when ${freeIn(setupType, alias)} then 'ACTIVE' when ${freeRow(alias)} then 'BOOKED'
    else ${a}.state::text end`;
}

/** A setup `s` is on sale: inside its sale window and not over. */
export const ON_SALE = sql`(coalesce(s.sale_starts_at <= shop_now(), true) and coalesce(s.sale_ends_at > shop_now(), true)
  and coalesce(s.ends_at, s.starts_at) > shop_now())`;

export type SetupRow = PresaleColumns & {
  id: string;
  setupType: SetupType;
  arenaId: string;
  title: string;
  description: string;
  descriptionEn: string | null;
  startsAt: Date | string;
  endsAt: Date | string | null;
  opponent: string | null;
  covidRestriction: string | null;
  covidRestrictionEn: string | null;
  phoneRequired: boolean;
  onSale: boolean;
  venue: string;
};

const setupColumns = sql`s.id, s.setup_type as "setupType", s.arena_id as "arenaId", s.title, s.description,
  s.description_en as "descriptionEn", s.starts_at as "startsAt", s.ends_at as "endsAt", s.opponent, s.covid_restriction as "covidRestriction",
  s.covid_restriction_en as "covidRestrictionEn", s.phone_required as "phoneRequired", a.name as venue,
  ${ON_SALE} as "onSale", ${presaleColumns}`;

/** Published setups of one type that have not ended yet, soonest first, with free seats and lowest price. */
export function listSetups(db: Db, setupType: SetupType) {
  return queryRows<SetupRow & { availableSeats: number; priceFrom: number | null; matchCount: number }>(
    db,
    sql`select ${setupColumns},
      (select count(*)::int from setup_seats ss where ss.setup_id = s.id and ${freeIn(setupType)}) as "availableSeats",
      (select min(price)::int from prices p where p.setup_id = s.id) as "priceFrom",
      (select count(*)::int from setups m where m.season_id = s.id) as "matchCount"
    from setups s join arenas a on a.id = s.arena_id
    where s.setup_type = ${setupType} and s.published and coalesce(s.ends_at, s.starts_at) > shop_now()
    order by s.starts_at`,
  );
}

/** One published setup by id and type (or unpublished too, for the back office), or undefined. */
export async function findSetup(
  db: Db,
  id: string,
  setupType: SetupType,
  options: { unpublished?: boolean } = {},
) {
  const [row] = await queryRows<SetupRow>(
    db,
    sql`select ${setupColumns} from setups s join arenas a on a.id = s.arena_id
      where s.id = ${id} and s.setup_type = ${setupType} and (s.published or ${options.unpublished === true})`,
  );
  return row;
}

/** Lowest and highest price of each season-ticket category, per published season. */
export function listSeasonCategoryPrices(db: Db) {
  return queryRows<{
    seasonUuid: string;
    seasonTitle: string;
    category: string;
    priceFrom: number;
    priceTo: number;
  }>(
    db,
    sql`select s.id as "seasonUuid", s.title as "seasonTitle", p.ticket_type as category,
        min(p.price)::int as "priceFrom", max(p.price)::int as "priceTo"
      from setups s join prices p on p.setup_id = s.id
      where s.setup_type = 'SEASON' and s.published and coalesce(s.ends_at, s.starts_at) > shop_now()
      group by s.id, s.title, s.starts_at, p.ticket_type
      order by s.starts_at, min(p.price) desc`,
  );
}

export async function isPhoneVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ verified: boolean }>(
    db,
    sql`select phone_verified as verified from users where id = ${userId}`,
  );
  return row?.verified ?? false;
}

/** The free seats of one sector of a setup now. */
export async function sectorFreeCount(
  db: Db,
  setupId: string,
  setupType: SetupType,
  sector: string,
): Promise<number> {
  const [row] = await queryRows<{ free: number }>(
    db,
    sql`select count(*)::int as free from setup_seats ss
      where ss.setup_id = ${setupId} and ss.sector = ${sector} and ${freeIn(setupType)}`,
  );
  return row?.free ?? 0;
}
