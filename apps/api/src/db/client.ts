import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { apiRoot } from '../api-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createListenConnection, type Listener } from './listen-connection.ts';
import * as schema from './schema.ts';
import { waitForPostgres } from './wait-for-postgres.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type { Listener };

/** How the shop's connections show in pg_stat_activity (a DATABASE_URL's application_name wins). */
export const APPLICATION_NAME = 'hokej-shop';

/** One database for the whole app: embedded PGlite or a PostgreSQL pool, with LISTEN/NOTIFY on both. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel; `onReconnect` runs when a lost listening connection is back. */
  listen(channel: string, listener: Listener, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Runs the committed migrations, one process at a time. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a database-wide advisory lock (one process at a time). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** For health and metrics: every LISTEN connection up; queries waiting for a pool connection. */
  status(): { listening: boolean; poolWaiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(apiRoot, 'drizzle');

/** Rows of a raw SQL query, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The PostgreSQL SQLSTATE of a database error, whether raw or wrapped by Drizzle (as its cause). */
export function sqlState(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof withCode.cause?.code === 'string' ? withCode.cause.code : withCode.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  lockTimeoutMs?: number;
  /** Seconds to wait for PostgreSQL to answer before giving up (the server's start); 0 = one try. */
  startTimeoutS?: number;
  /** PGlite only: an empty data dir starts as this dump (`dumpDataDir`) instead of a fresh cluster. */
  snapshot?: Blob;
}): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options.dataDir, options.snapshot);
  if (options.startTimeoutS !== undefined) {
    await waitForPostgres(options.databaseUrl, options.startTimeoutS, (m) => console.error(m));
  }
  return openPostgres(options.databaseUrl, options.poolSize ?? 20, options.lockTimeoutMs ?? 3000);
}

/**
 * PGlite and its Drizzle driver, loaded when an embedded database is first opened: a shop on PostgreSQL
 * never loads them (their modules and WebAssembly loader cost memory in every process).
 */
async function pgliteDrivers() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, drizzle, migrate };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  // Two processes on one embedded database corrupt it: the second one stops before opening it.
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  let drivers: Awaited<ReturnType<typeof pgliteDrivers>>;
  try {
    drivers = await pgliteDrivers();
    client = await drivers.PGlite.create({ dataDir: inMemory ? undefined : dataDir, loadDataDir: snapshot });
  } catch (err) {
    unlock();
    throw err;
  }
  const { drizzle: drizzlePglite, migrate: migratePglite } = drivers;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async listen(channel, listener) {
      return client.listen(channel, listener);
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    // One process owns an embedded database, so its queue is the lock.
    withLock: (_key, work) => work(),
    status: () => ({ listening: true, poolWaiting: 0 }),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number, lockTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c lock_timeout=${lockTimeoutMs}`,
    application_name: APPLICATION_NAME,
  });
  let closing = false;
  // An idle connection dropped by the server is replaced by the pool; say so, but not while closing.
  pool.on('error', (err) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  // A connection lost while lent out fails its query (the request answers 503, see error-handler.ts)
  // and the pool drops it; the client's own 'error' event must be heard, or it ends the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listening = createListenConnection({
    url,
    applicationName: `${APPLICATION_NAME}-listen`,
    log: (message) => {
      if (!closing) console.error(message);
    },
  });

  const withLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      // Waiting for another process's migration and seed may take longer than a row lock may.
      await lockClient.query('set lock_timeout = 0');
      await lockClient.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      await lockClient.query('reset lock_timeout').catch(() => {});
      lockClient.release();
    }
  };

  return {
    kind: 'postgres',
    db,
    listen: (channel, listener, onReconnect) => listening.listen(channel, listener, onReconnect),
    migrate: () => withLock(727_001, () => migratePg(db as never, { migrationsFolder })),
    withLock,
    status: () => ({ listening: listening.connected(), poolWaiting: pool.waitingCount }),
    async close() {
      closing = true;
      await listening.close();
      await pool.end();
    },
  };
}

/** ISO 8601 (UTC) of a timestamp as either driver returns it from raw SQL: a Date or PostgreSQL text. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

type SessionInternals = {
  session?: { client?: unknown };
  dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * Rows of a hot query that runs under a fixed `name` on PostgreSQL: node-postgres prepares it once
 * per connection, and PostgreSQL stops planning it anew on every call (planning cost more than
 * running the shop's seat queries). `name` must always go with the same SQL text. Within a
 * transaction pass the transaction. On PGlite it is an ordinary query.
 */
export async function namedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as SessionInternals;
  const client = session?.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client) || !dialect) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
}
