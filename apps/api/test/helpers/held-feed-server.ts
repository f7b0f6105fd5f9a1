/**
 * The shop server (as src/server.ts starts it) whose live seat feed a test can hold back: what its LISTEN
 * connection hears waits, in order, until the test lets it through, as a slow or busy feed would have it.
 * Run by spawnServerProcess(env, port, 'test/helpers/held-feed-server.ts'). Test-only routes:
 * `POST /test/feed/hold`, `POST /test/feed/let?count=n` (the first n waiting, or all and stop holding),
 * `GET /test/feed` → `{ waiting }`.
 */
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openShopDatabase, SETUP_LOCK } from '../../src/db/open-shop-database.ts';
import { serveUntilStopped } from './serve-until-stopped.ts';

const config = loadConfig();
const database = await openShopDatabase(config);
await database.withLock(SETUP_LOCK, () => database.migrate());

let holding = false;
const waiting: Array<() => void> = [];
const listen = database.listen;
database.listen = (channel, listener, onReconnect) =>
  listen(
    channel,
    (payload) => {
      if (holding) waiting.push(() => listener(payload));
      else listener(payload);
    },
    onReconnect,
  );

const app = await buildApp({ config, database });
app.post('/test/feed/hold', async () => {
  holding = true;
  return { waiting: waiting.length };
});
app.post<{ Querystring: { count?: string } }>('/test/feed/let', async (request) => {
  const count = request.query.count === undefined ? waiting.length : Number(request.query.count);
  if (request.query.count === undefined) holding = false;
  for (const deliver of waiting.splice(0, count)) deliver();
  return { waiting: waiting.length };
});
app.get('/test/feed', async () => ({ waiting: waiting.length }));
await serveUntilStopped(app, database, config);
