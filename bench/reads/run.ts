/**
 * Read path benchmark (issue 17, "A read path that holds the crowd"): the real API in its own process on
 * a throw-away PostgreSQL database with the full demo arena, 50 connections by autocannon, each read
 * against GET /v2/health measured in the same round (the HTTP floor of this machine at this moment).
 * Rounds alternate the reads so a burst of load from other work on the machine hits all of them alike.
 * `--api <dir>` also runs another checkout (e.g. main before the change, with node_modules linked) in
 * the same rounds, alternating with this one.
 *
 *   npx tsx bench/reads/run.ts [--seconds 5] [--rounds 3] [--connections 50] [--api /tmp/before]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, freePort, matchesOnSale, repoRoot } from '../onsale/setup.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    api: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The API from checkout `dir` in its own process, seeded and migrated by the first one started. */
async function startApiFrom(dir: string, databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      LOG_LEVEL: 'warn',
      HOLD_SWEEP_INTERVAL_MS: '0',
      PG_POOL_SIZE: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API in ${dir} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API in ${dir} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function rate(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`  ${url}: ${bad} failed answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

console.log(`read bench: ${connections} connections, ${seconds} s per read, ${rounds} rounds`);
console.log(`load average at start: ${load()} (${os.cpus().length} cores; other agents share this machine)`);
const { url: databaseUrl, drop } = await createBenchDatabase('full');
const apis: Array<{ name: string; baseUrl: string; stop: () => Promise<void> }> = [];
try {
  apis.push({ name: 'this', ...(await startApiFrom(repoRoot, databaseUrl)) });
  if (values.api) apis.push({ name: 'other', ...(await startApiFrom(values.api, databaseUrl)) });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [match] = await matchesOnSale(client);
  await client.end();
  if (!match) throw new Error('no match on sale');
  const reads = {
    health: '/v2/health',
    sector: `/v2/arena/${match}/sector/A15`,
    arena: `/v2/arena/${match}`,
    list: '/v2/event',
  };
  const figures = new Map<string, number[]>();
  const note = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value]);
  for (let round = 1; round <= rounds; round++) {
    for (const api of round % 2 ? apis : [...apis].reverse()) {
      for (const [name, path] of Object.entries(reads)) {
        const r = await rate(`${api.baseUrl}${path}`);
        note(`${api.name} ${name}`, r.rps);
        console.log(
          `round ${round} ${api.name.padEnd(5)} ${name.padEnd(6)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  load ${load()}`,
        );
      }
    }
  }
  console.log('\nmedian of rounds, and ratio to GET /v2/health of the same API:');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  for (const api of apis) {
    const floor = median(figures.get(`${api.name} health`) ?? []);
    for (const name of Object.keys(reads)) {
      const m = median(figures.get(`${api.name} ${name}`) ?? []);
      console.log(
        `  ${api.name.padEnd(5)} ${name.padEnd(6)} ${m.toFixed(0).padStart(6)} req/s  ${(m / floor).toFixed(3)}`,
      );
    }
  }
  console.log(`load average at end: ${load()}`);
} finally {
  for (const api of apis) await api.stop();
  await drop();
}
