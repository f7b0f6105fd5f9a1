import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import {
  adminQuery,
  databaseUrl,
  demoTemplateDatabase,
  migrateAndSeed,
  PG_ADMIN_URL,
  readPgliteSnapshot,
} from './seeded-template.ts';

export { PG_ADMIN_URL };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data dir (helpers/seeded-template.ts). */
    pgliteSnapshot: string;
    /** The PostgreSQL database the suites clone; '' when PostgreSQL is not reachable. */
    pgTemplate: string;
  }
}
export type DbKind = 'pglite' | 'postgres';

let pgReachable: Promise<boolean> | undefined;
export async function postgresReachable(): Promise<boolean> {
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

/** A throw-away PostgreSQL database, empty or a copy of `template` (dropped by the returned function). */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hokej_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * A throw-away PostgreSQL database for a server process started with SEED=demo, already as that process
 * would seed it (full arena and matches; the demo accounts, orders and coupons unless `production`): a
 * copy of a template made once per test run (seeded-template.ts), so the process does not spend its
 * 20–50 s seeding. Without the run's templates (outside vitest), an empty database the process seeds.
 */
export async function createDemoDatabase({
  production = false,
}: {
  production?: boolean;
} = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const run = provided('pgTemplate');
  if (!run) return createPostgresDatabase();
  const template = await demoTemplateDatabase(`${run}_demo_${production ? 'prod' : 'dev'}`, !production);
  return createPostgresDatabase(template);
}

/** The run's seeded template database and PGlite dump (global-setup.ts), when vitest provides them. */
function provided<K extends 'pgTemplate' | 'pgliteSnapshot'>(key: K): string {
  return process.env.VITEST ? inject(key) || '' : '';
}

let snapshot: Promise<Blob> | undefined;
async function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = provided('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= readPgliteSnapshot(file);
  return snapshot;
}

/**
 * An embedded database in the empty folder `dataDir` (for a server process to open after it), migrated
 * and seeded like `createSeededDatabase`, left open.
 */
export async function openSeededDataDir(dataDir: string): Promise<Database> {
  const dump = await pgliteSnapshot();
  const database = await openDatabase({ dataDir, snapshot: dump });
  if (!dump) await migrateAndSeed(database);
  return database;
}

/**
 * A migrated database of `kind` with the small demo seed, and its clean-up: a copy of the run's seeded
 * template (helpers/seeded-template.ts), or migrated and seeded here when there is none.
 */
export async function createSeededDatabase(
  kind: DbKind,
  options: { poolSize?: number; lockTimeoutMs?: number } = {},
): Promise<{ database: Database; url?: string; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dump = await pgliteSnapshot();
    const database = await openDatabase({ dataDir: 'memory://', snapshot: dump });
    if (!dump) await migrateAndSeed(database);
    return { database, dispose: () => database.close() };
  }
  const template = provided('pgTemplate');
  const { url, drop } = await createPostgresDatabase(template);
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    poolSize: options.poolSize ?? 20,
    // A test of who wins a race is not a test of the 3 s production lock timeout: on a loaded 2-core
    // machine a queue of fifty holds can wait longer and one would be answered SERVER_BUSY. The tests of
    // that answer set their own (busy.test.ts: 200 ms).
    lockTimeoutMs: options.lockTimeoutMs ?? 20_000,
  });
  if (!template) await migrateAndSeed(database);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
