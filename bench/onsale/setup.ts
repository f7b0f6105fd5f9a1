import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-tokens.ts';
import type { LayoutSize } from '../../apps/api/src/seed/arena-layout.ts';
import { seedDemo } from '../../apps/api/src/seed/demo.ts';
import { createPostgresDatabase } from '../../apps/api/test/helpers/databases.ts';
import { buildApiBundle } from '../../apps/api/test/helpers/server-process.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The central lower sectors everybody wants (A15 row 1 is the club's RESERVED row and is left out). */
export const HOT_SECTORS = ['A14', 'A15', 'A16', 'B15'];
/**
 * The baseline's sectors when the API phase holds season seats: a season seat is free only while it is free
 * in every match of the season, so a baseline run on the hot sectors of one of its matches would leave the
 * season few free seats. Four lower-tier corner sectors instead, the same seat grid.
 */
export const SEASON_BASELINE_SECTORS = ['A11', 'A12', 'B11', 'B12'];

export type Seat = { id: number; sector: string; row: string; name: string };
export type Buyer = { id: string; token: string };

/** A throw-away database, migrated; for `small` also seeded here (the server seeds `full` itself). */
export async function createBenchDatabase(size: LayoutSize) {
  const { url, drop } = await createPostgresDatabase();
  if (size === 'small') {
    const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database.db, { size });
    } finally {
      await database.close();
    }
  }
  return { url, drop };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let bundleBuilt: Promise<void> | undefined;

/**
 * The API's command line (from the repository's root), as production starts it: the bundle, built once per
 * bench run from the current sources, on plain node (docs/operations.md). `BENCH_API=tsx` runs the
 * TypeScript sources through tsx instead, as before the bundle (to compare the two).
 */
export async function apiCommand(
  from: 'bundle' | 'tsx' = process.env.BENCH_API === 'tsx' ? 'tsx' : 'bundle',
): Promise<string[]> {
  if (from === 'tsx') return ['--import', 'tsx', 'apps/api/src/server.ts'];
  bundleBuilt ??= buildApiBundle();
  await bundleBuilt;
  return ['apps/api/dist/server.js'];
}

export type ApiProcess = { baseUrl: string; secret: string; child: ChildProcess; stop: () => Promise<void> };

/** The real API in its own process (own event loop), on loopback, seeded with the full demo arena. */
export async function startApi(options: {
  databaseUrl: string;
  poolSize: number;
  /** What runs: the production bundle (default) or the sources through tsx (see apiCommand). */
  from?: 'bundle' | 'tsx';
}): Promise<ApiProcess> {
  const port = await freePort();
  const secret = randomBytes(36).toString('base64url');
  // BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API process.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...(await apiCommand(options.from))], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      SEED: 'demo',
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      HOLD_SWEEP_INTERVAL_MS: '0',
      PG_POOL_SIZE: String(options.poolSize),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy({ baseUrl, child, stderr: () => stderr, stop, seconds: 120 });
  return { baseUrl, secret, child, stop };
}

/** Waits until the API at `baseUrl` answers `GET /v2/health`; stops it and throws with its stderr if it exits or takes too long. */
export async function waitHealthy(api: {
  baseUrl: string;
  child: ChildProcess;
  stderr: () => string;
  stop: () => Promise<void>;
  seconds: number;
}) {
  const deadline = Date.now() + api.seconds * 1000;
  for (;;) {
    if (api.child.exitCode !== null)
      throw new Error(`API exited with ${api.child.exitCode}:\n${api.stderr()}`);
    try {
      const res = await fetch(`${api.baseUrl}/v2/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await api.stop();
      throw new Error(`API did not become healthy within ${api.seconds} s:\n${api.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** N verified users inserted in one statement, each with an access token signed by the API's secret. */
export async function createBuyers(client: pg.ClientBase, secret: string, n: number, tag: string) {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified_at)
     select 'bench-' || $2::text || '-' || i || '@bench.test', 'bench-no-login', 'Bench', 'Buyer ' || i, now()
     from generate_series(1, $1::int) i
     returning id`,
    [n, tag],
  );
  const tokens = createAccessTokens(secret, 3600);
  return Promise.all(
    rows.map(
      async (r): Promise<Buyer> => ({
        id: r.id,
        token: await tokens.sign({ id: r.id, roles: ['USER'], name: 'Bench Buyer' }),
      }),
    ),
  );
}

/** The matches on sale, soonest first. */
export async function matchesOnSale(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from setups where setup_type = 'EVENT' and published
       and coalesce(sale_starts_at <= shop_now(), true) and coalesce(sale_ends_at > shop_now(), true)
       and coalesce(ends_at, starts_at) > shop_now()
     order by starts_at, id`,
  );
  return rows.map((r) => r.id);
}

/** The season-ticket offers on sale, soonest first. */
export async function seasonsOnSale(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from setups where setup_type = 'SEASON' and published
       and coalesce(sale_starts_at <= shop_now(), true) and coalesce(sale_ends_at > shop_now(), true)
       and coalesce(ends_at, starts_at) > shop_now()
     order by starts_at, id`,
  );
  return rows.map((r) => r.id);
}

/** The ACTIVE seats of the hot sectors (or the given ones) of one match or season. */
export async function hotZone(
  client: pg.ClientBase,
  setupId: string,
  sectors: readonly string[] = HOT_SECTORS,
): Promise<Seat[]> {
  const { rows } = await client.query<Seat>(
    `select id::int as id, sector, "row", name from setup_seats
     where setup_id = $1 and sector = any($2::text[]) and state = 'ACTIVE'
     order by id`,
    [setupId, sectors],
  );
  return rows;
}
