/**
 * Live seats for thousands of pages (issue 17): N open seat pages (SSE streams on one match) on one API
 * process, then holds one at a time; for each hold, the time from sending it to its `seat` event on every
 * page. The server's resident memory is sampled throughout (/proc). The pages are plain HTTP streams from
 * this process (file descriptors: one per page; the limit is checked, not raised: `ulimit -n` before).
 *
 *   npx tsx bench/streams/run.ts [--pages 5000] [--holds 20] [--gap 500]
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
    gap: { type: 'string', default: '500' },
  },
});
const pages = Number(values.pages);
const holds = Number(values.holds);
const gapMs = Number(values.gap);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

type Page = { seen: Map<string, number>; refused: boolean };

/** One page's stream: remembers when it first saw a seat event naming each held seat. */
function openPage(url: string, watch: () => string[]): Promise<Page> {
  return new Promise((resolve) => {
    const page: Page = { seen: new Map(), refused: false };
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        page.refused = true;
        res.resume();
        return resolve(page);
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!chunk.includes('event: seat')) return;
        const now = performance.now();
        // A key is the seat's fields as the frame spells them, joined by '|'.
        for (const key of watch())
          if (!page.seen.has(key) && key.split('|').every((part) => chunk.includes(part)))
            page.seen.set(key, now);
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

console.log(`stream bench: ${pages} pages on one match, ${holds} holds ${gapMs} ms apart`);
console.log(`load average at start: ${load()} (${os.cpus().length} cores; other agents share this machine)`);
const { url: databaseUrl, drop } = await createBenchDatabase('full');
// The first start migrates and seeds the full arena; the process measured starts on the seeded database,
// as a production process does, without the seed's garbage in its heap.
await (await startApi({ databaseUrl, poolSize: 10 })).stop();
const api = await startApi({ databaseUrl, poolSize: 10 });
const pid = api.child.pid as number;
let peak = rssMb(pid);
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(pid));
}, 100);
try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [match] = await matchesOnSale(client);
  if (!match) throw new Error('no match on sale');
  const { rows: seats } = await client.query<{ sector: string; row: string; name: string }>(
    `select sector, "row", name from setup_seats where setup_id = $1 and state = 'ACTIVE'
     order by sector, "row", name limit $2`,
    [match, holds],
  );
  const buyers = await createBuyers(client, api.secret, holds, `streams-${Date.now()}`);
  await client.end();
  console.log(`API RSS before pages: ${rssMb(pid).toFixed(0)} MB`);

  const keys: string[] = [];
  const opened: Page[] = [];
  const openStart = performance.now();
  for (let i = 0; i < pages; i += 200) {
    const batch = Math.min(200, pages - i);
    opened.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openPage(`${api.baseUrl}/v2/push/EVENT/${match}`, () => keys)),
      )),
    );
  }
  const refused = opened.filter((p) => p.refused).length;
  console.log(
    `${pages - refused} pages open (${refused} refused) in ${((performance.now() - openStart) / 1000).toFixed(1)} s; API RSS ${rssMb(pid).toFixed(0)} MB; load ${load()}`,
  );

  const latencies: number[] = [];
  const answers: number[] = [];
  let missing = 0;
  for (let h = 0; h < holds; h++) {
    const seat = seats[h];
    const buyer = buyers[h];
    if (!seat || !buyer) break;
    const key = [`"sector":"${seat.sector}"`, `"row":"${seat.row}"`, `"name":"${seat.name}"`].join('|');
    keys.push(key);
    const sent = performance.now();
    const res = await fetch(`${api.baseUrl}/v2/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: match, seat }),
    });
    if (res.status !== 201) throw new Error(`hold answered ${res.status}: ${await res.text()}`);
    const answered = performance.now() - sent;
    answers.push(answered);
    const deadline = sent + 10_000;
    const live = opened.filter((p) => !p.refused);
    while (live.some((p) => !p.seen.has(key)) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    const these = live.flatMap((p) => {
      const at = p.seen.get(key);
      return at === undefined ? [] : [at - sent];
    });
    missing += live.length - these.length;
    latencies.push(...these);
    console.log(
      `hold ${h + 1}: answered in ${answered.toFixed(0)} ms, on all pages by ${Math.max(...these).toFixed(0)} ms (p50 ${percentile(these, 50).toFixed(0)} ms), RSS ${rssMb(pid).toFixed(0)} MB, load ${load()}`,
    );
    await new Promise((r) => setTimeout(r, gapMs));
  }
  console.log(
    `\nhold → visible on every page: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms over ${latencies.length} deliveries; ${missing} not delivered within 10 s`,
  );
  console.log(
    `the hold's own answer: p50 ${percentile(answers, 50).toFixed(0)} ms, max ${Math.max(...answers).toFixed(0)} ms`,
  );
  console.log(`API RSS peak ${peak.toFixed(0)} MB; load average at end: ${load()}`);
  process.exitCode = 0;
} finally {
  clearInterval(sampler);
  await api.stop();
  await drop();
  // The pages' sockets end with the API.
  setTimeout(() => process.exit(), 100).unref();
}
