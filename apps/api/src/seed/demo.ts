import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { articles, prices, setups, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertArena } from './arena.ts';
import { arenaLayout, type LayoutSize } from './arena-layout.ts';
import { demoArticles } from './articles.ts';
import { insertDemoCoupons } from './coupons.ts';
import {
  COVID_LABEL,
  COVID_LABEL_EN,
  type DemoMatch,
  demoDescriptions,
  demoMatches,
  SEASON_DESCRIPTION,
  SEASON_DESCRIPTION_EN,
  SEASON_TITLE,
  seasonSpan,
} from './matches.ts';
import { insertDemoOrders } from './orders.ts';
import { correctDemoPages } from './page-corrections.ts';
import { matchPriceRows, type PriceRow, seasonPriceRows } from './prices.ts';
import { insertRelocationDemo } from './relocation.ts';
import { insertRenewalDemo } from './renewals.ts';

/** The demo accounts; the README states these credentials. */
export const DEMO_USERS = {
  fan: { email: 'fanusik@hokej.test', password: 'Fanusik123!' },
  admin: { email: 'admin@hokej.test', password: 'Admin123!' },
  cashier: { email: 'pokladna@hokej.test', password: 'Pokladna123!' },
} as const;

const DAY_MS = 86_400_000;

async function arenaExists(db: Db): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from arenas) as found`);
  return rows[0]?.found === true;
}

/** Copies every arena seat into the setup's inventory in one set-based statement. */
async function copySeats(tx: Db, setupId: string, arenaId: string): Promise<void> {
  await tx.execute(sql`
    insert into setup_seats (setup_id, sector, "row", name, x, y, state)
    select ${setupId}::uuid, sector, "row", name, x, y, initial_state
    from arena_seats where arena_id = ${arenaId}::uuid order by id`);
}

async function insertSeason(tx: Db, arenaId: string, matches: DemoMatch[], now: Date): Promise<string> {
  const span = seasonSpan(matches);
  const [season] = await tx
    .insert(setups)
    .values({
      setupType: 'SEASON',
      arenaId,
      title: SEASON_TITLE,
      description: SEASON_DESCRIPTION,
      descriptionEn: SEASON_DESCRIPTION_EN,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      saleStartsAt: new Date(now.getTime() - DAY_MS),
      saleEndsAt: span.endsAt,
      published: true,
    })
    .returning({ id: setups.id });
  if (!season) throw new Error('Season insert returned no row');
  return season.id;
}

async function insertMatches(tx: Db, arenaId: string, seasonId: string, matches: DemoMatch[], now: Date) {
  return tx
    .insert(setups)
    .values(
      matches.map((m) => ({
        setupType: 'EVENT' as const,
        arenaId,
        title: m.title,
        description: m.description,
        descriptionEn: m.descriptionEn,
        startsAt: m.startsAt,
        endsAt: m.endsAt,
        saleStartsAt: new Date(now.getTime() - DAY_MS),
        saleEndsAt: m.startsAt,
        published: true,
        seasonId,
        opponent: m.opponent,
        covidRestriction: m.covidRestriction,
        covidRestrictionEn: m.covidRestrictionEn,
        phoneRequired: m.phoneRequired,
      })),
    )
    .returning({ id: setups.id, title: setups.title });
}

/** The season, the matches, their prices and each one's seat inventory. */
async function insertSetups(tx: Db, arenaId: string, sectors: string[], now: Date): Promise<void> {
  const matches = demoMatches(now);
  const seasonId = await insertSeason(tx, arenaId, matches, now);
  const events = await insertMatches(tx, arenaId, seasonId, matches, now);
  const priceRows: PriceRow[] = seasonPriceRows(seasonId, sectors);
  events.forEach((event, i) => {
    priceRows.push(...matchPriceRows(event.id, sectors, matches[i]?.derby ?? false));
  });
  await tx.insert(prices).values(priceRows);
  for (const id of [seasonId, ...events.map((e) => e.id)]) {
    await copySeats(tx, id, arenaId);
  }
}

async function insertUsers(tx: Db, now: Date): Promise<void> {
  const [fanHash, adminHash, cashierHash] = await Promise.all([
    hashPassword(DEMO_USERS.fan.password),
    hashPassword(DEMO_USERS.admin.password),
    hashPassword(DEMO_USERS.cashier.password),
  ]);
  const common = { phoneVerified: true, emailVerifiedAt: now };
  await tx
    .insert(users)
    .values([
      {
        ...common,
        email: DEMO_USERS.fan.email,
        passwordHash: fanHash,
        firstName: 'Jozef',
        lastName: 'Fanúšik',
        phoneNumber: '+421900123456',
        roles: ['USER'],
      },
      {
        ...common,
        email: DEMO_USERS.admin.email,
        passwordHash: adminHash,
        firstName: 'Správca',
        lastName: 'Klubu',
        phoneNumber: '+421900654321',
        roles: ['USER', 'ADMIN'],
      },
      {
        ...common,
        email: DEMO_USERS.cashier.email,
        passwordHash: cashierHash,
        firstName: 'Pokladníčka',
        lastName: 'Zimného štadióna',
        phoneNumber: '+421900111222',
        roles: ['USER', 'CASHIER'],
      },
    ])
    .onConflictDoNothing();
}

/**
 * A demo shop seeded before the pages had English (migration 0059) gets the demo pages' English versions,
 * but only on pages still without one whose Slovak title and text are the demo's own: a page the club
 * rewrote never gets the demo's English.
 */
async function addDemoEnglish(db: Db): Promise<void> {
  for (const page of demoArticles) {
    if (!page.titleEn || !page.menuLabelEn || !page.bodyEn) continue;
    await db
      .update(articles)
      .set({ titleEn: page.titleEn, menuLabelEn: page.menuLabelEn, bodyEn: page.bodyEn })
      .where(
        and(
          eq(articles.slug, page.slug),
          isNull(articles.titleEn),
          eq(articles.title, page.title),
          eq(articles.body, page.body),
        ),
      );
  }
}

/**
 * A demo shop seeded before matches had an English note (migration 0064) gets the demo note's English on
 * matches whose note is still the demo's own: a note the club rewrote never gets the demo's English.
 */
async function addDemoNoteEnglish(db: Db): Promise<void> {
  await db
    .update(setups)
    .set({ covidRestrictionEn: COVID_LABEL_EN })
    .where(and(eq(setups.covidRestriction, COVID_LABEL), isNull(setups.covidRestrictionEn)));
}

/**
 * A demo shop seeded before matches and seasons had an English description (migration 0065) gets the demo
 * descriptions' English where the description is still the demo's own: one the club rewrote never does.
 */
async function addDemoDescriptionEnglish(db: Db): Promise<void> {
  for (const { description, descriptionEn } of demoDescriptions()) {
    await db
      .update(setups)
      .set({ descriptionEn })
      .where(and(eq(setups.description, description), isNull(setups.descriptionEn)));
  }
}

/**
 * Fills an empty database with the demo arena, matches, season offer, prices, articles and users,
 * all in one transaction. Does nothing (and returns seeded: false) when an arena already exists.
 * `accounts: false` (production) leaves out everything a stranger could use: the demo accounts, whose
 * passwords the README prints, and with them the demo orders and coupons.
 */
export async function seedDemo(
  db: Db,
  options: { size: LayoutSize; orders?: boolean; accounts?: boolean; publicUrl?: string },
): Promise<{ seeded: boolean }> {
  const accounts = options.accounts !== false;
  if (await arenaExists(db)) {
    await correctDemoPages(db);
    await addDemoEnglish(db);
    await addDemoNoteEnglish(db);
    await addDemoDescriptionEnglish(db);
    return { seeded: false };
  }
  const layout = arenaLayout(options.size);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    if (await arenaExists(tx)) return { seeded: false };
    const arenaId = await insertArena(tx, layout);
    await insertSetups(
      tx,
      arenaId,
      layout.sectors.map((s) => s.name),
      now,
    );
    await tx.insert(articles).values(demoArticles).onConflictDoNothing();
    if (accounts) await insertUsers(tx, now);
    // Coupons are demo data like the orders: test databases make their own.
    if (accounts && options.orders !== false) {
      await insertDemoOrders(tx, DEMO_USERS.fan.email, now);
      await insertDemoCoupons(tx, now);
      // A finished season's holders with their renewal open (issue 21), to try from `npm start`.
      await insertRenewalDemo(
        tx,
        arenaId,
        DEMO_USERS.fan.email,
        now,
        options.publicUrl ?? 'http://localhost:3000',
      );
      // A renewed holder of the juniors' season whose relocation window is open now (issue 21).
      await insertRelocationDemo(tx, arenaId, now, options.publicUrl ?? 'http://localhost:3000');
    }
    return { seeded: true };
  });
  // Fresh tables have no statistics until autovacuum comes by; plans made without them are poor.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}
