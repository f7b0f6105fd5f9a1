import type { AdminSetup, PriceEntry, SetupType } from '@hokej/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { cartItems } from '../../db/schema/carts.ts';
import { prices, setupSeats, setups } from '../../db/schema/venue.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';
import { type PresaleColumns, presaleColumns, presaleOf } from '../presale/presale-sql.ts';

type When = Date | string;
type SetupRow = Omit<
  AdminSetup,
  'startsAt' | 'endsAt' | 'saleStartsAt' | 'saleEndsAt' | 'season' | 'presale'
> &
  PresaleColumns & {
    startsAt: When;
    endsAt: When | null;
    saleStartsAt: When | null;
    saleEndsAt: When | null;
    seasonId: string | null;
    seasonTitle: string | null;
  };

// Every match or season as the back office sees it, published or not, with its seats by state.
const setupRows = sql`select s.id, s.setup_type as "setupType", s.arena_id as "templateId", a.name as venue,
    s.title, s.description, s.opponent, s.starts_at as "startsAt", s.ends_at as "endsAt",
    s.sale_starts_at as "saleStartsAt", s.sale_ends_at as "saleEndsAt",
    s.covid_restriction as "covidRestriction", s.phone_required as "phoneRequired", s.published,
    s.season_id as "seasonId", season.title as "seasonTitle", ${presaleColumns},
    jsonb_build_object('total', c.total, 'free', c.free, 'held', c.total - c.free - c.sold - c.reserved - c.disabled,
      'sold', c.sold, 'reserved', c.reserved, 'disabled', c.disabled) as seats,
    (select count(*)::int from order_items oi where oi.setup_id = s.id) as "orderItems"
  from setups s join arenas a on a.id = s.arena_id
  left join setups season on season.id = s.season_id
  cross join lateral (
    select count(*)::int as total, count(*) filter (where ${FREE_SEAT})::int as free,
      count(*) filter (where state = 'SOLD')::int as sold,
      count(*) filter (where state = 'RESERVED')::int as reserved,
      count(*) filter (where state = 'DISABLED')::int as disabled
    from setup_seats where setup_id = s.id
  ) c`;

function present(row: SetupRow): AdminSetup {
  const { seasonId, seasonTitle, presaleFrom, presaleTo, presaleFor, presaleLimit, presaleComing, ...setup } =
    row;
  const maybe = (value: When | null) => (value ? iso(value) : null);
  return {
    ...setup,
    startsAt: iso(row.startsAt),
    endsAt: maybe(row.endsAt),
    saleStartsAt: maybe(row.saleStartsAt),
    saleEndsAt: maybe(row.saleEndsAt),
    season: seasonId ? { id: seasonId, title: seasonTitle ?? '' } : null,
    presale: presaleOf({ presaleFrom, presaleTo, presaleFor, presaleLimit, presaleComing }, true),
  };
}

/** Every match or every season, the latest first. */
export async function listSetupsForClub(db: Db, setupType: SetupType): Promise<AdminSetup[]> {
  const rows = await queryRows<SetupRow>(
    db,
    sql`${setupRows} where s.setup_type = ${setupType} order by s.starts_at desc`,
  );
  return rows.map(present);
}

/** One match or season, published or not, or undefined. */
export async function findSetupForClub(db: Db, id: string, setupType: SetupType) {
  const [row] = await queryRows<SetupRow>(
    db,
    sql`${setupRows} where s.id = ${id} and s.setup_type = ${setupType}`,
  );
  return row ? present(row) : undefined;
}

/** Locks the setup row for a change; false when there is no such match or season. */
export async function lockSetup(tx: Db, id: string, setupType: SetupType): Promise<boolean> {
  const rows = await tx
    .select({ id: setups.id })
    .from(setups)
    .where(and(eq(setups.id, id), eq(setups.setupType, setupType)))
    .for('update');
  return rows.length > 0;
}

export function setupPrices(db: Db, id: string): Promise<PriceEntry[]> {
  return db
    .select({ sector: prices.sector, ticketType: prices.ticketType, price: prices.price })
    .from(prices)
    .where(eq(prices.setupId, id))
    .orderBy(asc(prices.sector), desc(prices.price), asc(prices.ticketType));
}

/** The sectors that have seats in a setup (what a price list must cover). */
export async function setupSectors(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sector: setupSeats.sector })
    .from(setupSeats)
    .where(eq(setupSeats.setupId, id))
    .orderBy(setupSeats.sector);
  return rows.map((r) => r.sector);
}

/** An arena template with its seat and sector counts, or undefined. */
export async function findTemplate(db: Db, id: string) {
  const [row] = await queryRows<{ id: string; name: string; sectors: number; seats: number }>(
    db,
    sql`select a.id, a.name,
        (select count(*)::int from arena_sectors sec where sec.arena_id = a.id) as sectors,
        (select count(*)::int from arena_seats st where st.arena_id = a.id) as seats
      from arenas a where a.id = ${id}`,
  );
  return row;
}

export function listTemplates(db: Db) {
  return queryRows<{ id: string; name: string; sectors: number; seats: number; sectorNames: string[] }>(
    db,
    sql`select a.id, a.name,
        coalesce((select array_agg(distinct st.sector order by st.sector) from arena_seats st
          where st.arena_id = a.id), '{}') as "sectorNames",
        (select count(*)::int from arena_sectors sec where sec.arena_id = a.id) as sectors,
        (select count(*)::int from arena_seats st where st.arena_id = a.id) as seats
      from arenas a order by a.name`,
  );
}

/** Copies the template's seats into a new setup's inventory in one set-based statement. */
export async function copyTemplateSeats(tx: Db, setupId: string, templateId: string): Promise<void> {
  await queryRows(
    tx,
    sql`insert into setup_seats (setup_id, sector, "row", name, x, y, state)
      select ${setupId}::uuid, sector, "row", name, x, y, initial_state
      from arena_seats where arena_id = ${templateId}::uuid order by id`,
  );
}

/** Replaces a setup's whole price list. */
export async function replacePrices(tx: Db, setupId: string, entries: PriceEntry[]): Promise<void> {
  await tx.delete(prices).where(eq(prices.setupId, setupId));
  if (entries.length === 0) return;
  await queryRows(
    tx,
    sql`insert into prices (setup_id, sector, ticket_type, price)
      select ${setupId}::uuid, p.sector, p."ticketType", p.price
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as p(sector text, "ticketType" text, price int)`,
  );
}

/** Whether anything of the setup is sold, in an order (any status) or held in a live cart line. */
export async function setupInUse(tx: Db, id: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from order_items where setup_id = ${id})
      or exists (select 1 from setup_seats where setup_id = ${id}
        and (order_item_id is not null or (cart_item_id is not null and hold_expires_at > shop_now())))
      as used`,
  );
  return row?.used ?? false;
}

/** Deletes a setup and what only it owned: lapsed cart lines, seats, prices; its matches leave the season. */
export async function deleteSetup(tx: Db, id: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.setupId, id));
  await tx.update(setups).set({ seasonId: null }).where(eq(setups.seasonId, id));
  await tx.delete(setups).where(eq(setups.id, id));
}
