import { randomUUID } from 'node:crypto';
import type { Role } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/client.ts';
import type { ServiceSeams } from '../../src/services.ts';
import { createSeededDatabase, type DbKind } from './databases.ts';
import { waitUntil } from './wait.ts';

type Seat = { sector: string; row: string; name: string };

/** Sorts seat and row names as numbers where they are (2 before 10), others after them as text. */
const inNumberOrder = (column: SQL) =>
  sql`case when ${column} ~ '^[0-9]{1,9}$' then ${column}::int end, ${column}`;

// A valid argon2id hash of "Heslo123!" so that test users cost nothing to create.
export const TEST_PASSWORD = 'Heslo123!';
let testHash: Promise<string> | undefined;

/** The whole app on a fresh seeded database of `kind`, driven through app.inject. */
export async function createTestApp(
  kind: DbKind,
  overrides: Record<string, string> = {},
  dbOptions: { poolSize?: number; lockTimeoutMs?: number } = {},
  seams?: ServiceSeams,
) {
  const { database, url, dispose } = await createSeededDatabase(kind, dbOptions);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_APP_LOG === '1' ? 'error' : 'silent',
    HOLD_SWEEP_INTERVAL_MS: '0',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_APP_LOG === '1',
    sweeper: false,
    seams,
  });
  await app.ready();
  const { db } = database;

  const helpers = {
    app,
    db,
    database,
    url,
    async close() {
      await app.close();
      await dispose();
    },

    /** Creates a verified user and returns its id and a valid access token. */
    async newUser(roles: Role[] = ['USER']): Promise<{ id: string; token: string; email: string }> {
      const { hashPassword } = await import('../../src/modules/auth/passwords.ts');
      testHash ??= hashPassword(TEST_PASSWORD);
      const id = randomUUID();
      const email = `fan-${id.slice(0, 8)}@hokej.test`;
      await queryRows(
        db,
        sql`insert into users (id, email, password_hash, first_name, last_name, email_verified_at, roles)
          values (${id}, ${email}, ${await testHash}, 'Testovací', 'Fanúšik', now(), ${`{${roles.join(',')}}`})`,
      );
      const token = await app.accessTokens.sign({ id, roles, name: 'Testovací Fanúšik' });
      return { id, token, email };
    },

    /**
     * POST /v2/cart ADD_SEAT as the holder of `token` (the seat is sent as given, valid or not); `seenEventId`
     * is the last live-feed id the fan's page saw, as the shop's page sends it.
     */
    holdSeat(
      token: string,
      uuid: string,
      seat: Record<string, unknown>,
      setupType: 'EVENT' | 'SEASON' = 'EVENT',
      seenEventId?: number,
    ) {
      return app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(token),
        payload: {
          type: 'ADD_SEAT',
          setupType,
          uuid,
          seat,
          ...(seenEventId === undefined ? {} : { seenEventId }),
        },
      });
    },

    /**
     * Gives back every seat of the cart of `token`, in an order the no-orphan rule allows (a seat whose
     * release is refused with SEAT_GAP goes back after the seat it names).
     */
    async emptyCart(token: string) {
      for (let pass = 0; pass < 6; pass++) {
        const cart = await app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(token) });
        const items = cart.json().items as { id: string }[];
        if (items.length === 0) return;
        for (const item of items)
          await app.inject({
            method: 'PUT',
            url: '/v2/cart',
            headers: bearer(token),
            payload: { type: 'REMOVE_ITEM', itemId: item.id },
          });
      }
      throw new Error('the cart could not be emptied');
    },

    /** PUT /v2/cart (REMOVE_ITEM, UPDATE_ITEM) as the holder of `token`. */
    updateCart(token: string, payload: Record<string, unknown>) {
      return app.inject({ method: 'PUT', url: '/v2/cart', headers: bearer(token), payload });
    },

    /** Moves the shop's clock (shop_now) by `ms` from the real time, once the app has heard of it. */
    async setClockOffset(ms: number) {
      const heard = app.pushHub.clockChanges();
      await queryRows(
        db,
        sql`insert into clock_offset (id, offset_ms) values (1, ${ms})
          on conflict (id) do update set offset_ms = excluded.offset_ms`,
      );
      await waitUntil(() => app.pushHub.clockChanges() !== heard, {
        what: 'the app to hear the clock change',
        timeoutMs: 5000,
        everyMs: 5,
      });
    },

    /** The first upcoming match and one of its free seats per call. */
    async firstEvent(): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select id from setups where setup_type = 'EVENT' order by starts_at limit 1`,
      );
      if (!row) throw new Error('no event seeded');
      return row.id;
    },

    /** Up to `limit` free seats of a setup, by sector, then row and seat in number order (2 before 10). */
    async freeSeats(setupId: string, limit: number) {
      return queryRows<Seat>(
        db,
        sql`select sector, row, name from setup_seats where setup_id = ${setupId} and state = 'ACTIVE'
          order by sector, ${inNumberOrder(sql`row`)}, ${inNumberOrder(sql`name`)} limit ${limit}`,
      );
    },

    /**
     * `count` seats side by side from the end of a row whose seats are all free: held in the order given,
     * one after the other, none strands a seat (the no-orphan rule, SEAT_GAP). Throws when no row has room.
     */
    async seatsSideBySide(setupId: string, count: number): Promise<Seat[]> {
      const [row] = await queryRows<{ sector: string; row: string }>(
        db,
        sql`select sector, row from setup_seats where setup_id = ${setupId}
          group by sector, row having bool_and(state = 'ACTIVE') and count(*) >= ${count}
          order by sector, ${inNumberOrder(sql`row`)} limit 1`,
      );
      if (!row) throw new Error(`no row with ${count} free seats side by side`);
      return queryRows<Seat>(
        db,
        sql`select sector, row, name from setup_seats
          where setup_id = ${setupId} and sector = ${row.sector} and row = ${row.row}
          order by ${inNumberOrder(sql`name`)} limit ${count}`,
      );
    },

    async seatRow(setupId: string, seat: { sector: string; row: string; name: string }) {
      const [row] = await queryRows<{ state: string; cartItemId: string | null }>(
        db,
        sql`select state::text, cart_item_id as "cartItemId" from setup_seats where setup_id = ${setupId}
          and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
      );
      return row;
    },

    async count(table: 'cart_items' | 'push_log' | 'refresh_tokens' | 'carts'): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      return row?.n ?? 0;
    },
  };
  return helpers;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
