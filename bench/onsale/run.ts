/**
 * On-sale benchmark: N buyers race for the seats of one match through the real API (own process),
 * next to a raw-SQL baseline of the same conditional UPDATE measured in the same run.
 *
 *   npm run bench:onsale -- --buyers 500 [--seed full|small] [--connections 10] [--pool 10]
 *                           [--timeout 60] [--profile] [--skip-analyze] [--client lean|node-http]
 *                           [--what-if-index]   (experiment: adds an index the schema lacks, see docs)
 *                           [--mode seat|best-seats|season-best-seats]  (best-seats: each attempt ADD_BEST_SEATS of 2
 *                           in a hot sector of a match; season-best-seats: the same for the season ticket on sale)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-tokens.ts';
import { createSqlAttempt } from './baseline.ts';
import { bestSeatsBody, verifyBestSeats } from './best-seats.ts';
import { createHealthAttempt, createHttpAttempt, type HttpClientKind, runBuyers } from './buyers.ts';
import { measureCpu } from './cpu.ts';
import {
  type PhaseSummary,
  printTable,
  summarize,
  type Verification,
  verifyApi,
  verifyBaseline,
} from './report.ts';
import {
  type ApiProcess,
  createBenchDatabase,
  createBuyers,
  HOT_SECTORS,
  hotZone,
  matchesOnSale,
  SEASON_BASELINE_SECTORS,
  seasonsOnSale,
  startApi,
} from './setup.ts';
import { sampleWaits } from './waits.ts';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '500' },
    seed: { type: 'string', default: 'full' },
    connections: { type: 'string' },
    pool: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '60' },
    profile: { type: 'boolean', default: false },
    'skip-analyze': { type: 'boolean', default: false },
    'what-if-index': { type: 'boolean', default: false },
    client: { type: 'string', default: 'lean' },
    mode: { type: 'string', default: 'seat' },
  },
});

function positiveInt(name: string, raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer (got ${raw})`);
  return n;
}

const buyersCount = positiveInt('buyers', values.buyers);
const poolSize = positiveInt('pool', values.pool);
// As many requests in flight as the baseline has statements in flight (its pool): the API's latency
// is measured from the connection, so more connections than its pool only adds its pool's queue to
// the API's figure while the baseline's queue stays outside its own (docs/performance.md).
const connections = positiveInt('connections', values.connections ?? String(Math.min(buyersCount, poolSize)));
const timeoutMs = positiveInt('timeout', values.timeout) * 1000;
const seed = values.seed;
if (seed !== 'full' && seed !== 'small') throw new Error(`--seed must be full or small (got ${seed})`);
const client = values.client as HttpClientKind;
if (client !== 'lean' && client !== 'node-http')
  throw new Error(`--client must be lean or node-http (got ${client})`);

const mode = values.mode;
if (mode !== 'seat' && mode !== 'best-seats' && mode !== 'season-best-seats')
  throw new Error(`--mode must be seat, best-seats or season-best-seats (got ${mode})`);
const season = mode === 'season-best-seats';
const body = mode === 'seat' ? undefined : bestSeatsBody(season ? 'SEASON' : 'EVENT');
// The warm-up runs on a match nobody measures; a season's warm-up would take the measured season's seats.
const warmBody = mode === 'seat' ? undefined : bestSeatsBody('EVENT');

const WARMUP_BUYERS = 50;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The API's per-request token check, measured alone in this process. */
async function jwtVerifyCost(secret: string, token: string): Promise<string> {
  const tokens = createAccessTokens(secret, 3600);
  for (let i = 0; i < 1000; i++) await tokens.verify(token);
  const n = 20_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) await tokens.verify(token);
  return `JWT verify (jose HS256), alone: ${(((performance.now() - started) / n) * 1000).toFixed(1)} µs per token`;
}

async function main(): Promise<number> {
  console.log(
    `on-sale bench: ${buyersCount} buyers, ${connections} HTTP connections (${client} client), PG pool ${poolSize}, ` +
      `mode ${mode}, seed ${seed}, hot sectors ${HOT_SECTORS.join(' ')}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
      `load average ${loadAverage()}`,
  );
  const database = await createBenchDatabase(seed as 'full' | 'small');
  let api: ApiProcess | undefined;
  let admin: pg.Client | undefined;
  let waitsClient: pg.Client | undefined;
  let pool: pg.Pool | undefined;
  const cleanup = async () => {
    await pool?.end().catch(() => {});
    await admin?.end().catch(() => {});
    await waitsClient?.end().catch(() => {});
    await api?.stop().catch(() => {});
    await database.drop().catch((e: unknown) => console.error('drop database failed:', e));
  };
  const onSignal = () => {
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const t0 = Date.now();
    api = await startApi({ databaseUrl: database.url, poolSize });
    console.log(
      `API up (migrated and seeded) in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${api.baseUrl}`,
    );

    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    if (values.profile) {
      waitsClient = new pg.Client({ connectionString: database.url });
      await waitsClient.connect();
    }
    if (values['what-if-index']) {
      // Experiment only, on the throw-away database: countLiveItems joins setup_seats on cart_item_id,
      // which has no index, so every ADD_SEAT scans all seats of all setups.
      await admin.query('create index bench_setup_seats_cart_item on setup_seats (cart_item_id)');
      console.log('WHAT-IF: added index setup_seats (cart_item_id) — not part of the application schema');
    }
    if (!values['skip-analyze']) {
      // The seed has just written ~90 000 seat rows; production would have had autovacuum's statistics.
      await admin.query('analyze');
    }
    const matches = await matchesOnSale(admin);
    if (matches.length < 4) throw new Error(`only ${matches.length} matches on sale`);
    const [firstMatch, baselineMatch, apiWarmMatch, sqlWarmMatch] = matches as string[];
    // What the API phase holds in: a match, or the season ticket on sale (its seats and every match's).
    const apiMatch = season ? (await seasonsOnSale(admin))[0] : firstMatch;
    if (!apiMatch) throw new Error('no season ticket on sale');
    const zones = {
      api: await hotZone(admin, apiMatch as string),
      baseline: await hotZone(admin, baselineMatch as string, season ? SEASON_BASELINE_SECTORS : undefined),
    };
    console.log(
      `hot zone: ${zones.api.length} ACTIVE seats (API phase), ${zones.baseline.length} (baseline)`,
    );
    const buyers = await createBuyers(admin, api.secret, buyersCount, 'api');
    const warmBuyers = await createBuyers(admin, api.secret, WARMUP_BUYERS, 'warm');

    pool = new pg.Pool({ connectionString: database.url, max: poolSize });

    // Warm-up: JIT, the API's and the baseline's pools connected; on matches nobody measures.
    const warmHttp = createHttpAttempt({
      baseUrl: api.baseUrl,
      connections,
      setupId: apiWarmMatch as string,
      buyers: warmBuyers,
      client,
      body: warmBody,
    });
    await runBuyers({
      buyers: WARMUP_BUYERS,
      seats: await hotZone(admin, apiWarmMatch as string),
      attempt: warmHttp.attempt,
      timeoutMs,
    });
    warmHttp.close();
    await runBuyers({
      buyers: WARMUP_BUYERS,
      seats: await hotZone(admin, sqlWarmMatch as string),
      attempt: createSqlAttempt(pool, sqlWarmMatch as string),
      timeoutMs,
    });

    // The raw-SQL baseline: the same buyers' pattern, each attempt one autocommitted conditional UPDATE.
    const { result: baselineRun, cpu: baselineCpu } = await measureCpu(admin, api.child.pid, () =>
      runBuyers({
        buyers: buyersCount,
        seats: zones.baseline,
        attempt: createSqlAttempt(pool as pg.Pool, baselineMatch as string),
        timeoutMs,
      }),
    );

    // The API: POST /v2/cart ADD_SEAT.
    const http = createHttpAttempt({
      baseUrl: api.baseUrl,
      connections,
      setupId: apiMatch as string,
      buyers,
      client,
      body,
    });
    const apiPhase = () =>
      measureCpu(admin as pg.Client, api?.child.pid, () =>
        runBuyers({ buyers: buyersCount, seats: zones.api, attempt: http.attempt, timeoutMs }),
      );
    const sampled = values.profile ? await sampleWaits(waitsClient as pg.Client, apiPhase) : undefined;
    const { result: apiRun, cpu: apiCpu } = sampled ? sampled.result : await apiPhase();
    http.close();

    const phases: Array<{ summary: PhaseSummary; verification?: Verification }> = [];
    const profileNotes: string[] = [];
    const apiVerification =
      mode !== 'seat'
        ? await verifyBestSeats(admin, apiMatch as string)
        : await verifyApi(
            admin,
            apiMatch as string,
            zones.api.map((s) => s.id),
            apiRun.samples,
            buyers,
          );
    const baselineVerification = await verifyBaseline(
      admin,
      baselineMatch as string,
      zones.baseline.map((s) => s.id),
      baselineRun.samples,
    );
    const apiSummary = summarize('API', apiRun, apiCpu);
    const baselineSummary = summarize('SQL baseline', baselineRun, baselineCpu);
    phases.push({ summary: apiSummary, verification: apiVerification });
    phases.push({ summary: baselineSummary, verification: baselineVerification });

    if (values.profile) {
      // Where the API's time goes: what PostgreSQL waited on during the API phase, and the HTTP
      // floor (with both load generators, to show what the client costs).
      for (const kind of ['lean', 'node-http'] as const) {
        const health = createHealthAttempt({ baseUrl: api.baseUrl, connections, client: kind });
        const healthRun = await runBuyers({
          buyers: buyersCount,
          seats: zones.api,
          attempt: health.attempt,
          timeoutMs,
        });
        health.close();
        phases.push({ summary: summarize(`GET /health ${kind}`, healthRun) });
      }
      profileNotes.push(...(sampled?.report() ?? []));
      profileNotes.push(await jwtVerifyCost(api.secret, buyers[0]?.token ?? ''));
    }

    console.log('');
    printTable(phases);
    if (profileNotes.length > 0) console.log(['', ...profileNotes].join('\n'));
    console.log(`load average now: ${loadAverage()} (other work on the machine skews every figure)`);
    const ratio = apiSummary.attemptsPerS / baselineSummary.attemptsPerS;
    const holdRatio = apiSummary.holdsPerS / baselineSummary.holdsPerS;
    console.log('');
    console.log(
      `ratio API / baseline: ${ratio.toFixed(3)} (attempts/s), ${holdRatio.toFixed(3)} (holds/s); ` +
        `aim ≥ 0.5 → ${ratio >= 0.5 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `API p99: ${apiSummary.service.p99.toFixed(1)} ms; aim < 50 ms → ${apiSummary.service.p99 < 50 ? 'met' : 'MISSED'}`,
    );
    const oversold = apiVerification.oversold + baselineVerification.oversold;
    console.log(
      `oversold seats: ${apiVerification.oversold} (API), ${baselineVerification.oversold} (baseline); ` +
        `carts over ${5} live items: ${apiVerification.cartsOverLimit}; held in DB: ${apiVerification.heldInDb}`,
    );
    console.log('');
    console.log(
      '| buyers | conn | pool | API holds/s | API attempts/s | API p50 | API p99 | SQL stmts/s | SQL p50 | SQL p99 | ratio | oversold |',
    );
    console.log(
      `| ${buyersCount} | ${connections} | ${poolSize} | ${apiSummary.holdsPerS.toFixed(0)} | ` +
        `${apiSummary.attemptsPerS.toFixed(0)} | ${apiSummary.service.p50.toFixed(1)} | ${apiSummary.service.p99.toFixed(1)} | ` +
        `${baselineSummary.attemptsPerS.toFixed(0)} | ${baselineSummary.service.p50.toFixed(2)} | ` +
        `${baselineSummary.service.p99.toFixed(2)} | ${ratio.toFixed(2)} | ${oversold} |`,
    );
    const failed =
      oversold > 0 || apiVerification.cartsOverLimit > 0 || apiRun.timedOut || baselineRun.timedOut;
    return failed ? 1 : 0;
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
