/**
 * What per-request logging costs: two shop processes on one PostgreSQL database, the same build and
 * settings except LOG_LEVEL (warn: no request line; info: one JSON line per request), each writing its
 * stdout into a pipe this script drains (as journald or a container runtime would read it). The same
 * route is loaded in alternating rounds, warn, info, warn, info, …, so a change of the machine's load
 * hits both alike; the figure is the ratio of the medians.
 *
 *   npx tsx bench/logging/run.ts [--route /v2/event] [--rounds 3] [--seconds 10] [--connections 50]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../../apps/api/test/helpers/databases.ts';
import { freePort } from '../../apps/api/test/helpers/server-process.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const route = arg('route', '/v2/event');
const rounds = Number(arg('rounds', '3'));
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '50'));
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Server = { level: string; base: string; child: ChildProcess; lines: () => number };

async function start(level: string, databaseUrl: string, jwt: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwt,
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED: 'demo',
      LOG_LEVEL: level,
      HOLD_SWEEP_INTERVAL_MS: '0',
      OUTBOX_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines += 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${level} process exited`);
    try {
      if ((await fetch(`${base}/v2/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${level} process did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { level, base, child, lines: () => lines };
}

async function load(server: Server, duration: number) {
  const result = await autocannon({ url: `${server.base}${route}`, connections, duration });
  const non2xx = (result as unknown as { non2xx: number }).non2xx;
  if (non2xx > 0 || result.errors > 0)
    throw new Error(`${server.level}: ${non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const { url, drop } = await createPostgresDatabase();
const jwt = randomBytes(32).toString('hex');
// One after the other: the first migrates and seeds, the second finds it done.
const warn = await start('warn', url, jwt);
const info = await start('info', url, jwt);
try {
  console.log(
    `route ${route}, ${connections} connections, ${rounds} × ${seconds} s per level, load average ${load1()}`,
  );
  for (const server of [warn, info]) await load(server, 2); // warm-up: JIT, statement cache
  const figures: Record<string, Array<{ rps: number; p99: number }>> = { warn: [], info: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const server of [warn, info]) {
      const linesBefore = server.lines();
      const figure = await load(server, seconds);
      figures[server.level]?.push(figure);
      console.log(
        `  round ${round} ${server.level.padEnd(4)} ${figure.rps.toFixed(0)} req/s, p99 ${figure.p99} ms, ` +
          `${server.lines() - linesBefore} log lines, load average ${load1()}`,
      );
    }
  }
  const rps = (level: string) => median((figures[level] ?? []).map((f) => f.rps));
  const p99 = (level: string) => median((figures[level] ?? []).map((f) => f.p99));
  console.log(
    `median: warn ${rps('warn').toFixed(0)} req/s (p99 ${p99('warn')} ms), info ${rps('info').toFixed(0)} req/s ` +
      `(p99 ${p99('info')} ms); info/warn = ${(rps('info') / rps('warn')).toFixed(3)}, load average ${load1()}`,
  );
} finally {
  for (const server of [warn, info]) server.child.kill('SIGTERM');
  await Promise.all(
    [warn, info].map(
      (s) =>
        new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve))),
    ),
  );
  await drop();
}
