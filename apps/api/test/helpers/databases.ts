import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/demo.ts';

export type DbKind = 'pglite' | 'postgres';

/** The server every PostgreSQL test database is created on; CI sets REQUIRE_PG=1 so it cannot be skipped. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgReachable: Promise<boolean> | undefined;
async function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      if (process.env.REQUIRE_PG === '1')
        throw new Error(`PostgreSQL required but not reachable at ${PG_ADMIN_URL}`);
      console.warn(`PostgreSQL not reachable at ${PG_ADMIN_URL}: its variant of the tests does not run here`);
      return false;
    }
  })();
  return pgReachable;
}

/** The database kinds to run a suite on: always PGlite, PostgreSQL when reachable (always in CI). */
export async function availableKinds(): Promise<DbKind[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A throw-away PostgreSQL database (dropped by the returned function). */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hokej_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** A migrated database of `kind` with the small demo seed, and its clean-up. */
export async function createSeededDatabase(
  kind: DbKind,
  options: { poolSize?: number; lockTimeoutMs?: number; size?: 'small' | 'full' } = {},
): Promise<{ database: Database; url?: string; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDemo(database.db, { size: options.size ?? 'small', orders: false });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    poolSize: options.poolSize ?? 20,
    lockTimeoutMs: options.lockTimeoutMs,
  });
  await database.migrate();
  await seedDemo(database.db, { size: options.size ?? 'small', orders: false });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
