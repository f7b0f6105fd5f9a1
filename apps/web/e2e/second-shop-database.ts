import pg from 'pg';

/**
 * Makes the second shop's PostgreSQL database (playwright.config.ts) empty before that shop starts and
 * seeds it: dropped if a run left it behind, created again. Its name is in the DATABASE_URL it is run with.
 */
const url = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} finally {
  await admin.end();
}
