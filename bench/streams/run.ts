/**
 * Live seats for thousands of pages (issue 17): N open seat pages (SSE streams on one match) on one API
 * process, then rounds of holds (`--burst` at once, as in a rush); for each hold, the time from sending it
 * to its `seat` event on every page. The server's resident memory is sampled throughout (/proc), its CPU
 * time read before and after the holds, and each page counts the reads its stream arrived in (≈ the
 * server's writes to it). `--modes` runs the API once per PUSH_BATCH_MS value given, alternately on the
 * same database (e.g. `0,20,0,20`: each change written at once vs gathered for 20 ms). The pages are plain
 * HTTP streams from this process (one file descriptor each: the limit is checked, not raised).
 * `--warmup` rounds come first on each freshly started API and are reported apart ("first after the start"),
 * not in the figures: a shop process has long served holds when an on-sale begins, while the first hold of
 * a new process also pays for compiling its code paths and preparing its statements.
 *
 *   npx tsx bench/streams/run.ts [--pages 5000] [--holds 20] [--burst 1] [--gap 500] [--modes 20] [--warmup 1]
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createBenchDatabase, createBuyers, matchesOnSale, startApi } from '../onsale/setup.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '5000' },
    holds: { type: 'string', default: '20' },
    burst: { type: 'string', default: '1' },
    gap: { type: 'string', default: '500' },
    modes: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '1' },
  },
});
const pages = Number(values.pages);
const holds = Number(values.holds);
const burst = Math.max(1, Number(values.burst));
const gapMs = Number(values.gap);
const modes = values.modes.split(',').map(Number);
const warmupRounds = Math.max(0, Number(values.warmup));
/** Holds per run: the warm-up rounds' and the measured ones. */
const perRun = holds + warmupRounds * burst;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
/** The process's user + system CPU time so far, in seconds (clock ticks of 1/100 s). */
const cpuS = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

type Page = { seen: Map<string, number>; refused: boolean; reads: number };
type SeatRef = { sector: string; row: string; name: string };

/** One page's stream: remembers when it first saw a seat event of each seat, and counts its reads. */
function openPage(url: string): Promise<Page> {
  return new Promise((resolve) => {
    const page: Page = { seen: new Map(), refused: false, reads: 0 };
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        page.refused = true;
        res.resume();
        return resolve(page);
      }
      res.setEncoding('utf8');
      let rest = '';
      res.on('data', (chunk: string) => {
        page.reads += 1;
        const now = performance.now();
        const frames = (rest + chunk).split('\n\n');
        rest = frames.pop() ?? '';
        for (const frame of frames) {
          if (!frame.includes('event: seat')) continue;
          const seat = (JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { seat?: SeatRef }).seat;
          const key = seat ? `${seat.sector}|${seat.row}|${seat.name}` : '';
          if (key && !page.seen.has(key)) page.seen.set(key, now);
        }
      });
      resolve(page);
    });
    req.on('error', () => {
      page.refused = true;
      resolve(page);
    });
  });
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
console.log(
  `stream bench: ${pages} pages on one match, ${holds} holds in rounds of ${burst} at once, ${gapMs} ms apart; PUSH_BATCH_MS ${modes.join(', ')}`,
);
console.log(`load average at start: ${load()} (${os.cpus().length} cores; other agents share this machine)`);
const { url: databaseUrl, drop } = await createBenchDatabase('full');
// The first start migrates and seeds the full arena; the processes measured start on the seeded database,
// as a production process does, without the seed's garbage in its heap.
await (await startApi({ databaseUrl, poolSize: 10 })).stop();
const setup = new pg.Client({ connectionString: databaseUrl });
await setup.connect();
const [match] = await matchesOnSale(setup);
if (!match) throw new Error('no match on sale');
// The first seat of rows whose first three seats are free: holds of them, in any order and at once,
// never leave a lone free seat (SEAT_GAP).
const { rows: allSeats } = await setup.query<{ sector: string; row: string; name: string }>(
  `select sector, "row", name from (
     select sector, "row", name, state, row_number() over w as n,
       lead(state, 1) over w as second, lead(state, 2) over w as third
     from setup_seats where setup_id = $1
     window w as (partition by sector, "row" order by length(name), name)
   ) seats where n = 1 and state = 'ACTIVE' and second = 'ACTIVE' and third = 'ACTIVE'
   order by sector, "row" limit $2`,
  [match, perRun * modes.length],
);
if (allSeats.length < perRun * modes.length) throw new Error(`only ${allSeats.length} rows to hold in`);
await setup.end();

type Result = {
  batchMs: number;
  open: number;
  p50: number;
  p99: number;
  max: number;
  /** The slowest delivery of the warm-up rounds (the first holds after the API started). */
  firstMax: number;
  missing: number;
  cpuMsPerHold: number;
  readsPerPagePerRound: number;
  peakMb: number;
  loadStart: string;
  loadEnd: string;
};
const results: Result[] = [];

for (const [run, batchMs] of modes.entries()) {
  process.env.PUSH_BATCH_MS = String(batchMs);
  const loadStart = load();
  const api = await startApi({ databaseUrl, poolSize: 10 });
  const pid = api.child.pid as number;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const buyers = await createBuyers(client, api.secret, perRun, `streams-${run}-${Date.now()}`);
    await client.end();
    const seats = allSeats.slice(run * perRun, (run + 1) * perRun);
    console.log(
      `\n— run ${run + 1}, PUSH_BATCH_MS=${batchMs}; API RSS before pages: ${rssMb(pid).toFixed(0)} MB`,
    );

    const opened: Page[] = [];
    const openStart = performance.now();
    for (let i = 0; i < pages; i += 200) {
      const batch = Math.min(200, pages - i);
      opened.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openPage(`${api.baseUrl}/v2/push/EVENT/${match}`)),
        )),
      );
    }
    const live = opened.filter((p) => !p.refused);
    console.log(
      `${live.length} pages open (${pages - live.length} refused) in ${((performance.now() - openStart) / 1000).toFixed(1)} s; API RSS ${rssMb(pid).toFixed(0)} MB; load ${load()}`,
    );

    const latencies: number[] = [];
    let missing = 0;
    let rounds = 0;
    let cpu = 0;
    let reads = 0;
    let firstMax = 0;
    for (let h = 0; h < perRun; h += burst) {
      const warmup = h < warmupRounds * burst;
      const round = seats.slice(h, h + burst).map((seat, i) => ({ seat, buyer: buyers[h + i] }));
      const keys = round.map(({ seat }) => `${seat.sector}|${seat.row}|${seat.name}`);
      const readsBefore = live.reduce((n, p) => n + p.reads, 0);
      const cpuBefore = cpuS(pid);
      const sent = performance.now();
      const answers = await Promise.all(
        round.map(({ seat, buyer }) =>
          fetch(`${api.baseUrl}/v2/cart`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer?.token}` },
            body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: match, seat }),
          }),
        ),
      );
      for (const res of answers)
        if (res.status !== 201) throw new Error(`hold answered ${res.status}: ${await res.text()}`);
      const deadline = sent + 10_000;
      while (live.some((p) => keys.some((k) => !p.seen.has(k))) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      const these = live.flatMap((p) =>
        keys.flatMap((k) => {
          const at = p.seen.get(k);
          return at === undefined ? [] : [at - sent];
        }),
      );
      const slowest = these.reduce((a, b) => Math.max(a, b), 0);
      if (warmup) {
        firstMax = Math.max(firstMax, slowest);
        console.log(`warm-up: ${keys.length} holds on all pages by ${slowest.toFixed(0)} ms, not counted`);
        await new Promise((r) => setTimeout(r, gapMs));
        continue;
      }
      // The frames of the round are all out: the CPU and reads they cost (the sector frames follow later).
      cpu += cpuS(pid) - cpuBefore;
      reads += live.reduce((n, p) => n + p.reads, 0) - readsBefore;
      rounds += 1;
      missing += live.length * keys.length - these.length;
      latencies.push(...these);
      console.log(
        `round ${rounds}: ${keys.length} holds on all pages by ${slowest.toFixed(0)} ms (p50 ${percentile(these, 50).toFixed(0)} ms), RSS ${rssMb(pid).toFixed(0)} MB, load ${load()}`,
      );
      await new Promise((r) => setTimeout(r, gapMs));
    }
    const result: Result = {
      batchMs,
      open: live.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.reduce((a, b) => Math.max(a, b), 0),
      firstMax,
      missing,
      cpuMsPerHold: (cpu * 1000) / holds,
      readsPerPagePerRound: reads / Math.max(1, live.length * rounds),
      peakMb: peak,
      loadStart,
      loadEnd: load(),
    };
    results.push(result);
    console.log(
      `hold → visible on every page: p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms over ${latencies.length} deliveries; ${missing} not delivered within 10 s; API CPU ${result.cpuMsPerHold.toFixed(0)} ms per hold; ${result.readsPerPagePerRound.toFixed(2)} reads per page per round; RSS peak ${peak.toFixed(0)} MB; first after the start ${firstMax.toFixed(0)} ms`,
    );
  } finally {
    clearInterval(sampler);
    await api.stop();
  }
}
await drop();
console.log(
  '\n| PUSH_BATCH_MS | pages | p50 ms | p99 ms | max ms | missing | API CPU ms / hold | reads / page / round | RSS peak MB | first after start ms | load start → end |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of results)
  console.log(
    `| ${r.batchMs} | ${r.open} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${r.missing} | ${r.cpuMsPerHold.toFixed(1)} | ${r.readsPerPagePerRound.toFixed(2)} | ${r.peakMb.toFixed(0)} | ${r.firstMax.toFixed(0)} | ${r.loadStart} → ${r.loadEnd} |`,
  );
console.log(JSON.stringify({ pages, holds, burst, warmupRounds, results }));
// The pages' sockets ended with the API.
setTimeout(() => process.exit(), 100).unref();
