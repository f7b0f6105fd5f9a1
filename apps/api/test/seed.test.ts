import { patterns, SEASON_CATEGORIES, TICKET_TYPES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { arenaLayout } from '../src/seed/arena-layout.ts';
import { seedDemo } from '../src/seed/demo.ts';

const SLUGS = [
  'vseobecne-obchodne-podmienky',
  'ochrana-sukromia',
  'ako-nakupovat',
  'vstupne-podmienky',
  'permanentky',
  'predajne-miesta',
];

interface SetupRow {
  id: string;
  setup_type: 'EVENT' | 'SEASON';
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  season_id: string | null;
  covid_restriction: string | null;
  phone_required: boolean;
  published: boolean;
}

const count = async (database: Database, table: string): Promise<number> => {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return rows[0]?.n ?? -1;
};

const TABLES = [
  'arenas',
  'arena_sectors',
  'arena_seats',
  'setups',
  'setup_seats',
  'prices',
  'articles',
  'users',
];
const snapshot = async (database: Database) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(database, t)] as const)));

describe('arenaLayout', () => {
  it('full: 36 sectors named by the rule and about 10 000 seats', () => {
    const layout = arenaLayout('full');
    expect(layout.sectors).toHaveLength(36);
    const seats = layout.sectors.reduce((sum, s) => sum + s.seats.length, 0);
    expect(seats).toBeGreaterThanOrEqual(9500);
    expect(seats).toBeLessThanOrEqual(10_500);
    for (const s of layout.sectors) expect(s.name).toMatch(new RegExp(patterns.sectorName));
  });

  it('no sector overlaps the rink or another sector', () => {
    const { rink, sectors } = arenaLayout('small');
    type R = typeof rink;
    const overlap = (a: R, b: R) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [i, s] of sectors.entries()) {
      expect(overlap(s.shape, rink)).toBe(false);
      for (const other of sectors.slice(i + 1)) expect(overlap(s.shape, other.shape)).toBe(false);
      const above = s.shape.y + s.shape.height <= rink.y;
      expect(above).toBe(s.name.startsWith('A'));
    }
  });
});

describe('seedDemo (small, in-memory PGlite)', () => {
  let database: Database;
  let first: { seeded: boolean };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    first = await seedDemo(database.db, { size: 'small' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds once', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('has 36 sectors named by the rule and 2 × 5 seats in each', async () => {
    const sectors = await queryRows<{ name: string; seats: number }>(
      database.db,
      sql`select s.name, count(a.id)::int as seats from arena_sectors s
          left join arena_seats a on a.arena_id = s.arena_id and a.sector = s.name group by s.name`,
    );
    expect(sectors).toHaveLength(36);
    for (const s of sectors) {
      expect(s.name).toMatch(new RegExp(patterns.sectorName));
      expect(s.seats).toBe(10);
    }
    expect(await count(database, 'arena_seats')).toBe(360);
    const states = await queryRows<{ initial_state: string; n: number }>(
      database.db,
      sql`select initial_state, count(*)::int as n from arena_seats group by initial_state`,
    );
    expect(states.map((s) => s.initial_state).sort()).toEqual(['ACTIVE', 'DISABLED', 'RESERVED']);
  });

  it('has at least 6 upcoming published matches inside one season', async () => {
    const rows = await queryRows<SetupRow>(database.db, sql`select * from setups`);
    const events = rows.filter((r) => r.setup_type === 'EVENT');
    // Besides the season on sale: the finished season 2025/2026 and next season 2027/2028 of the renewal demo,
    // and the juniors' pair of the relocation demo.
    const seasons = rows.filter((r) => r.setup_type === 'SEASON');
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(seasons.map((s) => s.title).sort()).toEqual([
      'Permanentka 2025/2026',
      'Permanentka 2026/2027',
      'Permanentka 2027/2028',
      'Permanentka Juniori 2025/2026',
      'Permanentka Juniori 2027/2028',
    ]);
    const season = seasons.find((s) => s.title === 'Permanentka 2026/2027') as SetupRow;
    expect(season.title).toBe('Permanentka 2026/2027');
    const now = Date.now();
    for (const e of events) {
      expect(new Date(e.starts_at).getTime()).toBeGreaterThan(now);
      expect(e.title).toMatch(/^HK Orly Zvolen – /);
      expect(e.published).toBe(true);
      expect(e.season_id).toBe(season.id);
      expect(new Date(e.starts_at).getTime()).toBeGreaterThanOrEqual(new Date(season.starts_at).getTime());
      expect(new Date(e.starts_at).getTime()).toBeLessThanOrEqual(new Date(season.ends_at ?? 0).getTime());
    }
    const covid = events.filter((e) => e.covid_restriction !== null).map((e) => e.covid_restriction);
    expect(covid).toEqual(['Vstup len s respirátorom FFP2']);
    expect(events.filter((e) => e.phone_required)).toHaveLength(1);
  });

  it('starts every match at 17:00 or 18:30 in Bratislava', async () => {
    const rows = await queryRows<{ starts_at: Date }>(
      database.db,
      sql`select starts_at from setups where setup_type = 'EVENT'`,
    );
    const format = new Intl.DateTimeFormat('sk-SK', {
      timeZone: 'Europe/Bratislava',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const r of rows) expect(['17:00', '18:30']).toContain(format.format(new Date(r.starts_at)));
  });

  it('copies every arena seat into every setup', async () => {
    const setupCount = await count(database, 'setups');
    expect(await count(database, 'setup_seats')).toBe(360 * setupCount);
    const mismatched = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from setup_seats ss join setups s on s.id = ss.setup_id
          join arena_seats a on a.arena_id = s.arena_id and a.sector = ss.sector and a.row = ss.row and a.name = ss.name
          where ss.state <> a.initial_state and ss.order_item_id is null
            and not exists (select 1 from renewal_offers ro where ro.season_seat_id = ss.id
              or (ro.campaign_id in (select id from renewal_campaigns where next_season_id = s.id)))`,
    );
    expect(mismatched[0]?.n).toBe(0);
  });

  it('gives the demo fan a paid order with tickets and an invoice, and one waiting for a bank transfer', async () => {
    const orders = await queryRows<{
      paymentType: string;
      status: string;
      items: number;
      tickets: number;
      invoices: number;
      sold: number;
    }>(
      database.db,
      sql`select o.payment_type as "paymentType", o.status,
          (select count(*)::int from order_items oi where oi.order_id = o.id) as items,
          (select count(*)::int from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = o.id) as tickets,
          (select count(*)::int from invoices i where i.order_id = o.id) as invoices,
          (select count(*)::int from setup_seats ss join order_items oi on oi.id = ss.order_item_id
            where oi.order_id = o.id and ss.state = 'SOLD') as sold
        from orders o join users u on u.id = o.user_id where u.email = 'fanusik@hokej.test'
          -- The renewal demo's season ticket of the finished season is tested apart.
          and not exists (select 1 from order_items oi join setups s on s.id = oi.setup_id
            where oi.order_id = o.id and s.title = 'Permanentka 2025/2026')
        order by o.created_at, o.order_number`,
    );
    expect(orders).toEqual([
      { paymentType: 'CARD', status: 'PAID', items: 2, tickets: 2, invoices: 1, sold: 2 },
      {
        paymentType: 'BANK_TRANSFER',
        status: 'AWAITING_PAYMENT',
        items: 1,
        tickets: 0,
        invoices: 0,
        sold: 0,
      },
    ]);
    // The sandbox gateway knows the paid order's card payment, so the club can refund it.
    const [approved] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sandbox_payments sp join payments p on p.id = sp.payment_id
        join orders o on o.id = p.order_id where o.status = 'PAID' and sp.decision = 'APPROVED'`,
    );
    expect(approved?.n).toBe(1);
  });

  it('has the demo coupons: ORLY10 for everything, DERBY5 for the first derby, and an expired one', async () => {
    const coupons = await queryRows<{
      code: string;
      kind: string;
      value: number;
      usageLimit: number | null;
      opponent: string | null;
      usable: boolean;
    }>(
      database.db,
      sql`select c.code, c.kind, c.value, c.usage_limit as "usageLimit", s.opponent,
          (c.valid_from <= now() and now() < c.valid_to) as usable
        from coupons c left join setups s on s.id = c.setup_id order by c.code`,
    );
    expect(coupons).toEqual([
      { code: 'DERBY5', kind: 'FIXED', value: 500, usageLimit: 100, opponent: 'HC Košice', usable: true },
      { code: 'LETO2025', kind: 'PERCENT', value: 20, usageLimit: null, opponent: null, usable: false },
      { code: 'ORLY10', kind: 'PERCENT', value: 10, usageLimit: null, opponent: null, usable: true },
    ]);
  });

  it('prices every sector × ticket type of every setup in whole cents', async () => {
    const rows = await queryRows<{ setup_type: string; n: number; bad: number }>(
      database.db,
      sql`select s.setup_type, count(p.setup_id)::int as n, count(*) filter (where p.price <= 0)::int as bad
          from setups s left join prices p on p.setup_id = s.id group by s.id, s.setup_type`,
    );
    for (const r of rows) {
      const types = r.setup_type === 'EVENT' ? TICKET_TYPES.length : SEASON_CATEGORIES.length;
      expect(r.n).toBe(36 * types);
      expect(r.bad).toBe(0);
    }
    const kinds = await queryRows<{ ticket_type: string }>(
      database.db,
      sql`select distinct ticket_type from prices order by 1`,
    );
    expect(kinds.map((k) => k.ticket_type)).toEqual([...TICKET_TYPES, ...SEASON_CATEGORIES].sort());
  });

  it('has the six articles with the spec slugs', async () => {
    const rows = await queryRows<{ slug: string; body: string }>(
      database.db,
      sql`select slug, body from articles`,
    );
    expect(rows.map((r) => r.slug).sort()).toEqual([...SLUGS].sort());
    for (const r of rows) expect(r.body).toMatch(/^# /);
  });

  it('has the demo fan, admin and cashier with working passwords', async () => {
    const rows = await queryRows<{
      email: string;
      password_hash: string;
      roles: string[];
      first_name: string;
    }>(
      database.db,
      sql`select email, password_hash, roles, first_name from users
        where email in ('admin@hokej.test', 'fanusik@hokej.test', 'pokladna@hokej.test') order by email`,
    );
    expect(rows.map((r) => [r.email, r.roles])).toEqual([
      ['admin@hokej.test', ['USER', 'ADMIN']],
      ['fanusik@hokej.test', ['USER']],
      ['pokladna@hokej.test', ['USER', 'CASHIER']],
    ]);
    const [admin, fan, cashier] = rows;
    expect(await verifyPassword(admin?.password_hash ?? '', 'Admin123!')).toBe(true);
    expect(await verifyPassword(fan?.password_hash ?? '', 'Fanusik123!')).toBe(true);
    expect(await verifyPassword(cashier?.password_hash ?? '', 'Pokladna123!')).toBe(true);
    expect(fan?.first_name).toBe('Jozef');
  });

  it('has a finished season whose holders (the demo fan among them) have their renewal open, seats kept', async () => {
    const offers = await queryRows<{ email: string; status: string; state: string; open: boolean }>(
      database.db,
      sql`select u.email, ro.status, ss.state::text as state,
          (c.renewal_from <= now() and now() < c.renewal_to) as open
        from renewal_offers ro join users u on u.id = ro.user_id join setup_seats ss on ss.id = ro.season_seat_id
        join renewal_campaigns c on c.id = ro.campaign_id order by u.email`,
    );
    expect(offers).toEqual([
      { email: 'druhy.drzitel@hokej.test', status: 'OFFERED', state: 'RESERVED', open: true },
      { email: 'fanusik@hokej.test', status: 'OFFERED', state: 'RESERVED', open: true },
      // The relocation demo's holder renewed and paid; that campaign's renewal window is over.
      { email: 'presun.drzitel@hokej.test', status: 'ORDERED', state: 'SOLD', open: false },
    ]);
    const [previous] = await queryRows<{ over: boolean }>(
      database.db,
      sql`select ends_at < now() as over from setups where title = 'Permanentka 2025/2026'`,
    );
    expect(previous?.over).toBe(true);
  });

  it('does nothing on a second call', async () => {
    const before = await snapshot(database);
    expect(await seedDemo(database.db, { size: 'small' })).toEqual({ seeded: false });
    expect(await snapshot(database)).toEqual(before);
  });
});

describe('seedDemo (full)', () => {
  // Its time is logged, not asserted (speed is the benches' business): 23 s alone, over 60 s at load 16.
  it('seeds the full arena on PGlite', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const started = performance.now();
      expect(await seedDemo(database.db, { size: 'full' })).toEqual({ seeded: true });
      const seconds = (performance.now() - started) / 1000;
      console.log(`seedDemo full on PGlite: ${seconds.toFixed(2)} s`);
      const seats = await count(database, 'arena_seats');
      expect(seats).toBeGreaterThanOrEqual(9500);
      expect(await count(database, 'setup_seats')).toBe(seats * (await count(database, 'setups')));
    } finally {
      await database.close();
    }
  });
});
