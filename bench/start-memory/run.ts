/**
 * The API's resident memory after its start and a few reads (issue 17: under 300 MB with 5 000 open pages,
 * of which the process itself takes most): the production bundle on plain node against the TypeScript
 * sources through tsx, alternating, on one PostgreSQL database seeded with the full demo arena (seeded by a
 * first start that is not measured). Each start reads the match list three times and one sector, then
 * reads VmRSS from /proc. The last line is one JSON object.
 *
 *   npx tsx bench/start-memory/run.ts [--rounds 3]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createBenchDatabase, startApi } from '../onsale/setup.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const load = () => os.loadavg()[0]?.toFixed(1) ?? '';
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
};

const { url, drop } = await createBenchDatabase('full');
const runs: Array<{ from: 'bundle' | 'tsx'; rssMb: number; load: string }> = [];
try {
  // The first start migrates and seeds; the measured ones start on the seeded database, as a restart does.
  await (await startApi({ databaseUrl: url, poolSize: 10 })).stop();
  for (let round = 0; round < rounds; round += 1) {
    for (const from of round % 2 ? (['bundle', 'tsx'] as const) : (['tsx', 'bundle'] as const)) {
      const api = await startApi({ databaseUrl: url, poolSize: 10, from });
      try {
        let events: { data: Array<{ uuid: string }> } = { data: [] };
        for (let i = 0; i < 3; i += 1) events = await (await fetch(`${api.baseUrl}/v2/event`)).json();
        const match = events.data[0]?.uuid;
        const sector = await fetch(`${api.baseUrl}/v2/arena/${match}/sector/A15`);
        if (!sector.ok) throw new Error(`GET /v2/arena/${match}/sector/A15: ${sector.status}`);
        await sector.arrayBuffer();
        const run = { from, rssMb: rssMb(api.child.pid as number), load: load() };
        runs.push(run);
        console.log(`round ${round + 1} ${from.padEnd(6)} RSS ${run.rssMb} MB (load ${run.load})`);
      } finally {
        await api.stop();
      }
    }
  }
} finally {
  await drop();
}
const mean = (from: string) => {
  const of = runs.filter((r) => r.from === from).map((r) => r.rssMb);
  return Math.round(of.reduce((a, b) => a + b, 0) / of.length);
};
console.log(
  JSON.stringify({
    runs,
    bundleMb: mean('bundle'),
    tsxMb: mean('tsx'),
    ratio: +(mean('bundle') / mean('tsx')).toFixed(3),
  }),
);
