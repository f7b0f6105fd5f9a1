/**
 * Overload benchmark (issue 17, "a cap on requests in flight"): one API process on a throw-away PostgreSQL
 * database (full demo arena) is sent far more requests at once than it can serve: `--connections` clients
 * reading a sector seat map (the heaviest common reading, ≈ 21 KB) without pause. The same load goes to two
 * processes on the same database, run after run: one with the cap (`MAX_IN_FLIGHT=--cap`) and the baseline
 * with no effective cap (`MAX_IN_FLIGHT=1000000`). Beside the load, a probe (one fan) asks for the match list
 * every 50 ms and times each answer: what a fan who just arrives sees.
 *
 *   npx tsx bench/overload/run.ts [--connections 400] [--cap 50] [--seconds 10] [--rounds 2]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { busyRetryDelayMs } from '../../apps/web/src/shared/api/busyRetry.ts';
import { createBenchDatabase, startApi } from '../onsale/setup.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '400' },
    cap: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const connections = Number(values.connections);
const cap = Number(values.cap);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : 0;

/** One fan arriving every 50 ms: the match list, timed, with its status. */
async function probe(base: string, until: number) {
  const samples: Array<{ ms: number; status: number }> = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${base}/v2/event`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    samples.push({ ms: performance.now() - t0, status });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

async function run(label: string, base: string, sectorPath: string) {
  const until = Date.now() + seconds * 1000;
  const probing = probe(base, until);
  const result = await autocannon({
    url: `${base}${sectorPath}`,
    connections,
    duration: seconds,
    timeout: 30,
  });
  const samples = await probing;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = (stat as { count: number }).count;
  }
  const probeMs = samples.map((s) => s.ms).sort((a, b) => a - b);
  const probeStatuses: Record<string, number> = {};
  for (const s of samples) probeStatuses[s.status] = (probeStatuses[s.status] ?? 0) + 1;
  const ok = statuses['200'] ?? 0;
  return {
    label,
    rps: Math.round(result.requests.average),
    okPerS: Math.round(ok / seconds),
    statuses: JSON.stringify(statuses),
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    probeP50: quantile(probeMs, 0.5).toFixed(1),
    probeP99: quantile(probeMs, 0.99).toFixed(1),
    probeStatuses: JSON.stringify(probeStatuses),
    load: os.loadavg()[0]?.toFixed(1),
  };
}

/**
 * Fans as the web app behaves: each reads the seat map, and on a 503 waits as `busyRetry.ts` says (the
 * server's Retry-After, doubled per repeat, jitter, 3 repeats), then gives up and starts again. Timed from a
 * fan's first try to the map (or to giving up).
 */
async function politeRun(label: string, base: string, sectorPath: string) {
  const until = Date.now() + seconds * 1000;
  const served: number[] = [];
  let refusals = 0;
  let gaveUp = 0;
  let others = 0;
  const fan = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      for (let retry = 0; ; retry++) {
        const res = await fetch(`${base}${sectorPath}`, { signal: AbortSignal.timeout(60_000) }).catch(
          () => null,
        );
        const body = res ? await res.json().catch(() => ({})) : {};
        if (res?.status === 200) {
          served.push(performance.now() - t0);
          break;
        }
        if (res?.status !== 503) others += 1;
        else refusals += 1;
        const ms = res
          ? busyRetryDelayMs({ status: res.status, data: body }, { read: true, retry: retry + 1 })
          : null;
        if (ms === null) {
          gaveUp += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, fan));
  const sorted = served.sort((a, b) => a - b);
  return {
    label,
    okPerS: Math.round(served.length / seconds),
    refusalsPerS: Math.round(refusals / seconds),
    gaveUp,
    others,
    p50: quantile(sorted, 0.5).toFixed(0),
    p99: quantile(sorted, 0.99).toFixed(0),
    load: os.loadavg()[0]?.toFixed(1),
  };
}

console.log(`overload bench: ${connections} connections, cap ${cap}, ${seconds} s × ${rounds} rounds each`);
console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
const { url, drop } = await createBenchDatabase('full');
process.env.MAX_IN_FLIGHT = '1000000';
const uncapped = await startApi({ databaseUrl: url, poolSize: 10 });
process.env.MAX_IN_FLIGHT = String(cap);
const capped = await startApi({ databaseUrl: url, poolSize: 10 });
try {
  const events = (await (await fetch(`${capped.baseUrl}/v2/event`)).json()) as {
    data: Array<{ uuid: string }>;
  };
  const sectorPath = `/v2/arena/${events.data[0]?.uuid}/sector/A11`;
  const rows = [];
  for (let round = 0; round < rounds; round++) {
    rows.push(await run('no cap (baseline)', uncapped.baseUrl, sectorPath));
    rows.push(await run(`MAX_IN_FLIGHT=${cap}`, capped.baseUrl, sectorPath));
  }
  console.log(
    '\n| run | req/s | 200/s | statuses | errors | p50 ms | p99 ms | probe p50 ms | probe p99 ms | probe statuses | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.rps} | ${r.okPerS} | ${r.statuses} | ${r.errors} | ${r.p50} | ${r.p99} | ${r.probeP50} | ${r.probeP99} | ${r.probeStatuses} | ${r.load} |`,
    );
  }
  const polite = [];
  for (let round = 0; round < rounds; round++) {
    polite.push(await politeRun('no cap (baseline)', uncapped.baseUrl, sectorPath));
    polite.push(await politeRun(`MAX_IN_FLIGHT=${cap}`, capped.baseUrl, sectorPath));
  }
  console.log(`\n${connections} fans that wait as the web app does:`);
  console.log('| run | maps/s | refusals/s | gave up | other failures | p50 ms to the map | p99 ms | load |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of polite) {
    console.log(
      `| ${r.label} | ${r.okPerS} | ${r.refusalsPerS} | ${r.gaveUp} | ${r.others} | ${r.p50} | ${r.p99} | ${r.load} |`,
    );
  }
  console.log(`\nload average at end: ${load()}`);
} finally {
  await uncapped.stop();
  await capped.stop();
  await drop();
}
