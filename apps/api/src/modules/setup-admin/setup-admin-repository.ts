import type { AdminSetup, PriceEntry, SetupType } from '@hokej/contract';
import { and, asc, desc, eq, exists, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { cartItems } from '../../db/schema/carts.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { arenaSeats, arenaSectors, arenas, prices, setupSeats, setups } from '../../db/schema/venue.ts';
import { freeRow } from '../catalog/catalog-repository.ts';
import { presaleOf } from '../presale/presale-sql.ts';

const season = alias(setups, 'season');

/** Seats of setup `setups` with the condition, counted (the lateral subquery's columns). */
const seatsWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

// Every match or season as the back office sees it, published or not, with its seats by state.
function selectSetups(db: Db) {
  const c = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      free: seatsWhere(freeRow('setup_seats')).as('free'),
      sold: seatsWhere(sql`${setupSeats.state} = 'SOLD'`).as('sold'),
      reserved: seatsWhere(sql`${setupSeats.state} = 'RESERVED'`).as('reserved'),
      disabled: seatsWhere(sql`${setupSeats.state} = 'DISABLED'`).as('disabled'),
    })
    .from(setupSeats)
    .where(eq(setupSeats.setupId, setups.id))
    .as('c');
  return db
    .select({
      id: setups.id,
      setupType: setups.setupType,
      templateId: setups.arenaId,
      venue: arenas.name,
      title: setups.title,
      description: setups.description,
      descriptionEn: setups.descriptionEn,
      opponent: setups.opponent,
      startsAt: setups.startsAt,
      endsAt: setups.endsAt,
      saleStartsAt: setups.saleStartsAt,
      saleEndsAt: setups.saleEndsAt,
      covidRestriction: setups.covidRestriction,
      covidRestrictionEn: setups.covidRestrictionEn,
      phoneRequired: setups.phoneRequired,
      published: setups.published,
      seasonId: setups.seasonId,
      seasonTitle: season.title,
      presaleFrom: setups.presaleFrom,
      presaleTo: setups.presaleTo,
      presaleFor: setups.presaleFor,
      presaleLimit: setups.presaleLimit,
      presaleComing: sql<boolean>`coalesce(${setups.presaleTo} > shop_now(), false)`,
      seats: { total: c.total, free: c.free, sold: c.sold, reserved: c.reserved, disabled: c.disabled },
      orderItems: db.$count(orderItems, eq(orderItems.setupId, setups.id)),
    })
    .from(setups)
    .innerJoin(arenas, eq(arenas.id, setups.arenaId))
    .leftJoin(season, eq(season.id, setups.seasonId))
    .crossJoinLateral(c);
}

type SetupRow = Awaited<ReturnType<typeof selectSetups>>[number];

function present(row: SetupRow): AdminSetup {
  const {
    seasonId,
    seasonTitle,
    presaleFrom,
    presaleTo,
    presaleFor,
    presaleLimit,
    presaleComing,
    seats,
    ...setup
  } = row;
  const { total, free, sold, reserved, disabled } = seats;
  return {
    ...setup,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    seats: { total, free, held: total - free - sold - reserved - disabled, sold, reserved, disabled },
    season: seasonId ? { id: seasonId, title: seasonTitle ?? '' } : null,
    presale: presaleOf({ presaleFrom, presaleTo, presaleFor, presaleLimit, presaleComing }, true),
  };
}

/** Every match or every season, the latest first. */
export async function listSetupsForClub(db: Db, setupType: SetupType): Promise<AdminSetup[]> {
  const rows = await selectSetups(db).where(eq(setups.setupType, setupType)).orderBy(desc(setups.startsAt));
  return rows.map(present);
}

/** One match or season, published or not, or undefined. */
export async function findSetupForClub(db: Db, id: string, setupType: SetupType) {
  const [row] = await selectSetups(db).where(and(eq(setups.id, id), eq(setups.setupType, setupType)));
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

/** An arena template's name with its sector and seat counts (the sectors that have seats: `sectorNames`). */
const selectTemplates = (db: Db) =>
  db
    .select({
      id: arenas.id,
      name: arenas.name,
      // A subquery of its own, so its columns are named with their table (a select from one table names them bare).
      sectorNames: sql<string[]>`coalesce((${db
        .select({ names: sql`array_agg(distinct ${arenaSeats.sector} order by ${arenaSeats.sector})` })
        .from(arenaSeats)
        .where(eq(arenaSeats.arenaId, arenas.id))}), '{}')`,
      sectors: db.$count(arenaSectors, eq(arenaSectors.arenaId, arenas.id)),
      seats: db.$count(arenaSeats, eq(arenaSeats.arenaId, arenas.id)),
    })
    .from(arenas);

/** An arena template with its seat and sector counts, or undefined. */
export async function findTemplate(db: Db, id: string) {
  const [row] = await selectTemplates(db).where(eq(arenas.id, id));
  return row;
}

export function listTemplates(db: Db) {
  return selectTemplates(db).orderBy(arenas.name);
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

/**
 * Statistics of setup_seats taken afresh once a new setup's seats are in (committed): the planner otherwise
 * knows no row of it until the next (auto)analyze, estimates its 10 000 seats at one and plans the first
 * best-seats request as for one seat (docs/performance.md). A sample of the table, well under a second.
 */
export async function analyzeSeats(db: Db): Promise<void> {
  // Only a help to the planner: the setup stands either way, so a refusal (an autovacuum's ANALYZE holding
  // the table past lock_timeout) leaves the estimates to the next autoanalyze instead of failing the answer.
  await queryRows(db, sql`analyze setup_seats`).catch(() => undefined);
}

/** Replaces a setup's whole price list. */
export async function replacePrices(tx: Db, setupId: string, entries: PriceEntry[]): Promise<void> {
  await tx.delete(prices).where(eq(prices.setupId, setupId));
  if (entries.length === 0) return;
  await tx
    .insert(prices)
    .values(entries.map(({ sector, ticketType, price }) => ({ setupId, sector, ticketType, price })));
}

/** Whether anything of the setup is sold, in an order (any status) or held in a live cart line. */
export async function setupInUse(tx: Db, id: string): Promise<boolean> {
  const ordered = tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.setupId, setups.id));
  const taken = tx
    .select({ id: setupSeats.id })
    .from(setupSeats)
    .where(
      and(
        eq(setupSeats.setupId, setups.id),
        or(
          isNotNull(setupSeats.orderItemId),
          and(isNotNull(setupSeats.cartItemId), gt(setupSeats.holdExpiresAt, sql`shop_now()`)),
        ),
      ),
    );
  const [row] = await tx
    .select({ used: sql<boolean>`${exists(ordered)} or ${exists(taken)}` })
    .from(setups)
    .where(eq(setups.id, id));
  return row?.used ?? false;
}

/** Deletes a setup and what only it owned: lapsed cart lines, seats, prices; its matches leave the season. */
export async function deleteSetup(tx: Db, id: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.setupId, id));
  await tx.update(setups).set({ seasonId: null }).where(eq(setups.seasonId, id));
  await tx.delete(setups).where(eq(setups.id, id));
}
