/**
 * What building the app costs (issue 18, test suite time): `buildApp` + `ready()` — fastify compiling every
 * route's validator and serializer — `--apps` times in one process on one migrated PostgreSQL database, as an
 * API test worker does for each test file (and a server process once at its start). Prints the CPU seconds
 * and wall seconds of each build; the first pays the imports' first use as well.
 *
 *   npx tsx bench/app-ready/run.ts [--apps 6]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createPostgresDatabase } from '../../apps/api/test/helpers/databases.ts';

const { values } = parseArgs({ options: { apps: { type: 'string', default: '6' } } });
const apps = Number(values.apps);
if (!Number.isInteger(apps) || apps < 2)
  throw new Error(`--apps must be an integer of 2 or more (got ${values.apps})`);

const { url, drop } = await createPostgresDatabase();
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOLD_SWEEP_INTERVAL_MS: '0',
  WEB_DIST: '/nonexistent',
});
const builds: Array<{ cpuS: number; wallS: number }> = [];
try {
  await database.migrate();
  for (let i = 0; i < apps; i += 1) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const app = await buildApp({ config, database, logger: false, sweeper: false, outbox: false });
    await app.ready();
    const used = process.cpuUsage(cpu);
    builds.push({ cpuS: (used.user + used.system) / 1e6, wallS: (performance.now() - start) / 1000 });
    await app.close();
  }
} finally {
  await database.close();
  await drop();
}
const later = builds.slice(1).map((b) => b.cpuS);
const mean = later.reduce((sum, s) => sum + s, 0) / later.length;
for (const [i, b] of builds.entries())
  console.log(`app ${i + 1}: ${b.cpuS.toFixed(2)} s CPU, ${b.wallS.toFixed(2)} s wall`);
console.log(
  JSON.stringify({
    firstCpuS: Number(builds[0]?.cpuS.toFixed(3)),
    laterMeanCpuS: Number(mean.toFixed(3)),
    load: os.loadavg()[0]?.toFixed(1),
  }),
);
