/**
 * The browser tests' shop runs on the real clock; a journey that needs a deadline to pass moves the shop's
 * database clock (shop_now) the way the API tests do (test-app.ts setClockOffset): a row in clock_offset,
 * which every shop process hears through its trigger. It writes to the server's PostgreSQL (DATABASE_URL,
 * as CI runs the browser tests); production has no such row and no route to set one.
 */
import { test } from '@playwright/test';
import pg from 'pg';
import type { test as base } from './fixtures.ts';

/**
 * The PostgreSQL database of the shop the running test drives: its project's own (the second shop's,
 * playwright.config.ts), else the run's (DATABASE_URL); none where the shops run on the embedded database.
 */
export function serverDatabaseUrl(): string | undefined {
  const own = test.info().project.metadata as { databaseUrl?: string };
  return own.databaseUrl ?? process.env.DATABASE_URL;
}

/**
 * A journey that reaches into the server's database runs where the server has PostgreSQL (DATABASE_URL, as
 * CI runs the browser tests). On a newcomer's machine without it (the embedded database, locked by the
 * server) it is skipped, as the API tests skip their PostgreSQL half; where PostgreSQL is required
 * (REQUIRE_PG=1, CI) its absence is a failure, never a skip.
 */
export function needsServerDatabase(spec: typeof base): void {
  if (serverDatabaseUrl()) return;
  if (process.env.REQUIRE_PG === '1')
    throw new Error('REQUIRE_PG=1 but the browser tests have no DATABASE_URL for the server (PostgreSQL).');
  spec.skip(true, "needs the server's PostgreSQL (DATABASE_URL), as CI runs it");
}

export async function setShopClockOffset(ms: number) {
  const url = serverDatabaseUrl();
  if (!url)
    throw new Error(
      "This journey moves the shop's database clock: run the browser tests with DATABASE_URL (PostgreSQL), as CI does.",
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into clock_offset (id, offset_ms) values (1, $1)
        on conflict (id) do update set offset_ms = excluded.offset_ms`,
      [Math.round(ms)],
    );
  } finally {
    await client.end();
  }
}
