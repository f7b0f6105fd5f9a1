/**
 * The shop server (as src/server.ts starts it) with the admission round chosen by ADMISSION_ORDER:
 * `fair` is the shop's own round, `newest-first` the control run's unfair one (queue-control-run.ts),
 * which lives only here in apps/api/test. Run by startServerProcess(env, port, timeout,
 * 'test/helpers/queue-order-server.ts') for queue-fairness.test.ts.
 */
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openShopDatabase, SETUP_LOCK } from '../../src/db/open-shop-database.ts';
import { admitNewestFirst } from './queue-control-run.ts';
import { serveUntilStopped } from './serve-until-stopped.ts';

const config = loadConfig();
const database = await openShopDatabase(config);
await database.withLock(SETUP_LOCK, () => database.migrate());
const order = process.env.ADMISSION_ORDER ?? 'fair';
if (order !== 'fair' && order !== 'newest-first') throw new Error(`ADMISSION_ORDER ${order}?`);

const app = await buildApp({
  config,
  database,
  seams: order === 'newest-first' ? { queueAdmission: admitNewestFirst } : undefined,
});
await serveUntilStopped(app, database, config);
