/**
 * Gate check benchmark (issue 6: "answers … in under a second"; one entry when two gates scan one
 * ticket at the same moment). The real API in its own process on a throw-away PostgreSQL database with
 * the full demo arena and a season of matches `--share` sold (real signed QR tokens); requests as a gate
 * phone sends them (POST /v2/tickets/check with a CASHIER token). Baselines measured in the same run,
 * interleaved round by round: GET /v2/health over the same client (the transport floor) and the raw SQL
 * of a check (the lookup by the token's ticket id + the insert) on a direct pg connection.
 *
 *   npm run bench:gate -- [--share 0.6] [--n 500] [--gates 20] [--bursts 30] [--pool 10] [--rounds 5]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-tokens.ts';
import { createLeanHttp, httpMessage } from '../onsale/lean-http.ts';
import { createBenchDatabase, startApi } from '../onsale/setup.ts';
import { explainCheck } from './explain.ts';
import { fillSeason, type GateTicket } from './fill.ts';
import { type Sample, summary, table } from './stats.ts';

const { values } = parseArgs({
  options: {
    share: { type: 'string', default: '0.6' },
    n: { type: 'string', default: '500' },
    gates: { type: 'string', default: '20' },
    bursts: { type: 'string', default: '30' },
    pool: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
  },
});
const share = Number(values.share);
const n = Number(values.n);
const gates = Number(values.gates);
const bursts = Number(values.bursts);
const poolSize = Number(values.pool);
const rounds = Number(values.rounds);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const problems: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok && problems.length < 20) problems.push(what);
};

console.log(`gate bench: share ${share}, n ${n}, ${gates} gates, ${bursts} bursts, API pool ${poolSize}`);
console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
const { url, drop } = await createBenchDatabase('full');
const started = performance.now();
const { tickets, sizes } = await fillSeason(url, share).catch(async (error) => {
  await drop();
  throw error;
});
console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
for (const s of sizes) console.log(`  ${s.name.padEnd(20)} ${s.n}`);

const api = await startApi({ databaseUrl: url, poolSize });
const pool = new pg.Pool({ connectionString: url, max: poolSize });
try {
  const { rows: staff } = await pool.query<{ id: string }>(
    `select id from users where email = 'pokladna@hokej.test'`,
  );
  const cashierId = staff[0]?.id ?? '';
  const jwt = await createAccessTokens(api.secret, 3600).sign({
    id: cashierId,
    roles: ['CASHIER'],
    name: 'Pokladňa',
  });
  const { hostname, port } = new URL(api.baseUrl);
  const host = `${hostname}:${port}`;
  const auth = { authorization: `Bearer ${jwt}` };
  const checkMessage = (code: string, matchId: string, gate: string) =>
    httpMessage('POST', '/v2/tickets/check', host, auth, JSON.stringify({ code, matchId, gate }));
  const healthMessage = httpMessage('GET', '/v2/health', host, {});

  // Tickets by match, the biggest match first; every scenario takes tickets nobody else scans.
  const byMatch = new Map<string, GateTicket[]>();
  for (const t of tickets) byMatch.set(t.setupId, [...(byMatch.get(t.setupId) ?? []), t]);
  const matches = [...byMatch.entries()].sort((a, b) => b[1].length - a[1].length);
  const [mainId, mainTickets] = matches[0] ?? ['', []];
  const [, otherTickets] = matches[1] ?? ['', []];
  let next = 0;
  const take = (count: number) => {
    const out = mainTickets.slice(next, next + count);
    next += count;
    if (out.length < count) throw new Error(`the biggest match has only ${mainTickets.length} tickets`);
    return out;
  };
  console.log(`main match: ${mainTickets.length} tickets; wrong-match scans use ${otherTickets.length}`);

  /** `workers` gates, each scanning its share one after another (a closed loop), over `connections`. */
  async function drive<T>(items: T[], workers: number, one: (item: T) => Promise<Sample>) {
    const samples: Sample[] = [];
    let at = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (at < items.length) samples.push(await one(items[at++] as T));
      }),
    );
    return { samples, seconds: (performance.now() - t0) / 1000 };
  }

  const http = new Map<number, ReturnType<typeof createLeanHttp>>();
  const client = (connections: number) => {
    let c = http.get(connections);
    if (!c) {
      c = createLeanHttp({ host: hostname, port: Number(port), connections });
      http.set(connections, c);
    }
    return c;
  };
  const health = (connections: number) => async (): Promise<Sample> => {
    const res = await client(connections).request(healthMessage);
    expect(res.status === 200, `health ${res.status}`);
    return { ms: res.serviceMs + res.waitMs };
  };
  const check =
    (connections: number, want: number, wantCode?: string, matchId = mainId) =>
    async (t: GateTicket, code = t.token): Promise<Sample> => {
      const res = await client(connections).request(checkMessage(code, matchId, 'Brána 1'));
      const body = JSON.parse(res.body.toString()) as {
        code?: string;
        serial?: string;
        data?: Record<string, unknown>;
      };
      expect(
        res.status === want,
        `check ${t.serial}: ${res.status} ${body.code ?? ''}, wanted ${want} ${wantCode ?? ''}`,
      );
      if (wantCode) expect(body.code === wantCode, `check ${t.serial}: ${body.code}, wanted ${wantCode}`);
      else expect(body.serial === t.serial, `check ${t.serial}: answered for ${body.serial}`);
      if (wantCode === 'TICKET_ALREADY_USED')
        expect(!!body.data?.checkedInAt && body.data?.gate === 'Brána 1', `already used without when/where`);
      return { ms: res.serviceMs + res.waitMs, status: res.status };
    };
  // The raw SQL of a check: the ticket looked up by the id its token carries, then the entry inserted.
  const rawSql = async (t: GateTicket): Promise<Sample> => {
    const t0 = performance.now();
    const c = await pool.connect();
    try {
      const { rows } = await c.query<{ id: string; status: string }>(
        `select t.id, o.status from tickets t join order_items oi on oi.id = t.order_item_id
          join orders o on o.id = oi.order_id where t.id = $1 and t.serial = $2 and oi.setup_id = $3`,
        [t.id, t.serial, t.setupId],
      );
      expect(rows[0]?.status === 'PAID', `sql lookup ${t.serial}`);
      const { rowCount } = await c.query(
        `insert into ticket_entries (ticket_id, setup_id, gate, checked_by) values ($1, $2, 'SQL', $3)
          on conflict do nothing returning entered_at`,
        [t.id, t.setupId, cashierId],
      );
      expect(rowCount === 1, `sql insert ${t.serial}`);
    } finally {
      c.release();
    }
    return { ms: performance.now() - t0 };
  };

  // Warm-up (JIT, prepared plans, connections), not measured.
  await drive(take(100), 1, check(1, 200));
  await drive(take(100), gates, check(gates, 200));
  await drive(take(100), gates, rawSql);
  await drive(Array.from({ length: 200 }), gates, health(gates));

  type Phase = { name: string; samples: Sample[]; seconds: number };
  const phases = new Map<string, Phase>();
  const add = (name: string, r: { samples: Sample[]; seconds: number }) => {
    const p = phases.get(name) ?? { name, samples: [], seconds: 0 };
    p.samples.push(...r.samples);
    p.seconds += r.seconds;
    phases.set(name, p);
  };
  const per = Math.ceil(n / rounds);
  const valid1: GateTicket[] = [];
  const refundedTickets = otherTickets.slice(0, n);
  const wrongTickets = otherTickets.slice(n, 2 * n);
  if (wrongTickets.length < n) throw new Error('too few tickets in the second match');
  await pool.query(
    `update orders set status = 'REFUNDED' where id in (select oi.order_id from tickets t
      join order_items oi on oi.id = t.order_item_id where t.id = any($1::uuid[]))`,
    [refundedTickets.map((t) => t.id)],
  );
  const refunded = new Set(
    (
      await pool.query<{ id: string }>(
        `select t.id from tickets t join order_items oi on oi.id = t.order_item_id
          join orders o on o.id = oi.order_id where o.status = 'REFUNDED' and t.id = any($1::uuid[])`,
        [otherTickets.slice(0, 2 * n).map((t) => t.id)],
      )
    ).rows.map((r) => r.id),
  );
  const wrong = wrongTickets.filter((t) => !refunded.has(t.id));
  for (let r = 0; r < rounds; r++) {
    add('1 gate: health', await drive(Array.from({ length: per }), 1, health(1)));
    add('1 gate: raw SQL', await drive(take(per), 1, rawSql));
    const mine = take(per);
    valid1.push(...mine);
    add('1 gate: valid', await drive(mine, 1, check(1, 200)));
    add('1 gate: typed serial', await drive(take(per), 1, (t) => check(1, 200)(t, t.serial)));
    add('1 gate: already used', await drive(mine, 1, check(1, 409, 'TICKET_ALREADY_USED')));
    add(
      '1 gate: wrong match',
      await drive(wrong.slice(r * per, (r + 1) * per), 1, check(1, 409, 'TICKET_WRONG_MATCH')),
    );
    add(
      '1 gate: refunded',
      await drive(refundedTickets.slice(r * per, (r + 1) * per), 1, check(1, 409, 'TICKET_REFUNDED')),
    );
    add(`${gates} gates: health`, await drive(Array.from({ length: 2 * per }), gates, health(gates)));
    add(`${gates} gates: raw SQL`, await drive(take(2 * per), gates, rawSql));
    add(`${gates} gates: valid`, await drive(take(2 * per), gates, check(gates, 200)));
  }

  // The burst: all gates scan one ticket at the same moment; exactly one may be let in.
  const burstTickets = take(bursts);
  const burst: Sample[] = [];
  const burstHealth: Sample[] = [];
  for (const t of burstTickets) {
    const h = await Promise.all(Array.from({ length: gates }, () => health(gates)()));
    burstHealth.push({ ms: Math.max(...h.map((s) => s.ms)) });
    const answers = await Promise.all(
      Array.from({ length: gates }, async (_, g) => {
        const res = await client(gates).request(checkMessage(t.token, mainId, `Brána ${g + 1}`));
        return {
          ...res,
          json: JSON.parse(res.body.toString()) as { code?: string; gate?: string; data?: { gate?: string } },
        };
      }),
    );
    const ok = answers.filter((a) => a.status === 200);
    const used = answers.filter((a) => a.status === 409 && a.json.code === 'TICKET_ALREADY_USED');
    expect(ok.length === 1, `burst ${t.serial}: ${ok.length} let in`);
    expect(used.length === gates - 1, `burst ${t.serial}: ${used.length} already used`);
    expect(
      used.every((a) => a.json.data?.gate === ok[0]?.json.gate),
      `burst ${t.serial}: the refusals name another gate than the winner`,
    );
    burst.push({ ms: Math.max(...answers.map((a) => a.serviceMs + a.waitMs)) });
  }
  const { rows: entries } = await pool.query<{ n: number; tickets: number }>(
    `select count(*)::int as n, count(distinct ticket_id)::int as tickets from ticket_entries where ticket_id = any($1::uuid[])`,
    [burstTickets.map((t) => t.id)],
  );
  expect(
    entries[0]?.n === bursts && entries[0]?.tickets === bursts,
    `burst entries in the database: ${entries[0]?.n}, wanted ${bursts}`,
  );

  const rows = [...phases.values()].map((p) => summary(p.name, p.samples, p.seconds));
  rows.push(summary(`${gates} gates, same ticket: health (slowest of ${gates})`, burstHealth));
  rows.push(summary(`${gates} gates, same ticket: check (slowest of ${gates})`, burst));
  console.log(`\nload average at the end: ${load()}`);
  table(rows);
  const p = (name: string) => rows.find((r) => r.name === name);
  const ratio = (a: string, b: string) => {
    const x = p(a);
    const y = p(b);
    if (!x || !y) return '';
    return `p50 ×${(x.p50 / y.p50).toFixed(1)}, p99 ×${(x.p99 / y.p99).toFixed(1)}`;
  };
  console.log('\nratios (check / baseline, same run):');
  for (const [a, b] of [
    ['1 gate: valid', '1 gate: health'],
    ['1 gate: valid', '1 gate: raw SQL'],
    ['1 gate: typed serial', '1 gate: raw SQL'],
    ['1 gate: already used', '1 gate: health'],
    ['1 gate: wrong match', '1 gate: health'],
    ['1 gate: refunded', '1 gate: health'],
    [`${gates} gates: valid`, `${gates} gates: health`],
    [`${gates} gates: valid`, `${gates} gates: raw SQL`],
    [
      `${gates} gates, same ticket: check (slowest of ${gates})`,
      `${gates} gates, same ticket: health (slowest of ${gates})`,
    ],
  ] as const)
    console.log(`  ${a.padEnd(44)} / ${b.padEnd(40)} ${ratio(a, b)}`);
  console.log('\nplans of the check (EXPLAIN, the same statements as ticket-check.ts):');
  for (const line of await explainCheck(pool, mainTickets[0] as GateTicket, mainId)) console.log(`  ${line}`);
  console.log(problems.length ? `\nWRONG ANSWERS:\n  ${problems.join('\n  ')}` : '\nall answers as expected');
  if (problems.length) process.exitCode = 1;
} finally {
  await pool.end();
  await api.stop();
  await drop();
}
