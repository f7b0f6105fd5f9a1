import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/demo.ts';

// Every suite starts on the same migrated database with the small demo seed. Migrating and seeding it
// costs seconds per suite (far more on PGlite, whose fresh cluster is slow to make), so a test run does
// it once (global-setup.ts): PostgreSQL suites clone a template database, PGlite suites load a dump of
// the data dir. Without the global setup (a script outside vitest) each suite migrates and seeds itself.

/** The server every PostgreSQL test database is created on; CI sets REQUIRE_PG=1 so it cannot be skipped. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the suites start from: migrated, the small demo seed (demo accounts, no demo orders). */
export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, { size: 'small', orders: false });
}

export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the template database (migrated, seeded, no connection left open) and returns its name. */
export async function createTemplateDatabase(): Promise<string> {
  const name = `hokej_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', poolSize: 2 });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  return name;
}

/** Writes a dump of a migrated, seeded in-memory PGlite to `file`. */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The dump written by `writePgliteSnapshot`, for `openDatabase({ snapshot })`. */
export async function readPgliteSnapshot(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/**
 * The database a server process started with SEED=demo makes itself (full arena, demo matches; with
 * `accounts` also the demo accounts, orders and coupons, as outside production), made once per test run
 * as template `name`: the first caller migrates and seeds it under an advisory lock while the others
 * wait, then every caller clones it. A server process started with SEED=demo on a clone finds it seeded.
 */
export async function demoTemplateDatabase(name: string, accounts: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) {
      // Made under another name and renamed when whole: a failed seed leaves no half-made template.
      const making = `${name}_making`;
      await client.query(`drop database if exists ${making} with (force)`);
      await client.query(`create database ${making}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(making), dataDir: '', poolSize: 2 });
      try {
        await database.migrate();
        await seedDemo(database.db, { size: 'full', accounts });
      } finally {
        await database.close();
      }
      await client.query(`alter database ${making} rename to ${name}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    await client.end();
  }
  return name;
}
