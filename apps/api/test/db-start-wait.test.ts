import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createPostgresDatabase, PG_ADMIN_URL } from './helpers/databases.ts';
import { freePort, spawnServerProcess } from './helpers/server-process.ts';

const onPostgres = (await availableKinds()).includes('postgres');

/** A TCP proxy on 127.0.0.1:`port` to the test PostgreSQL: PostgreSQL "coming up" on that port. */
async function startProxy(port: number) {
  const target = new URL(PG_ADMIN_URL);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  };
}

describe.runIf(onPostgres)('PostgreSQL not there: at the start and in an outage', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database?.drop());

  const urlOnPort = (port: number) => {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };

  it('waits with backoff and comes up once PostgreSQL answers', async () => {
    const dbPort = await freePort();
    const server = await spawnServerProcess({ DATABASE_URL: urlOnPort(dbPort), SEED: 'none' });
    let stopProxy: (() => Promise<void>) | undefined;
    try {
      await server.waitForOutput(/PostgreSQL not reachable yet .*next try in/);
      expect(server.running()).toBe(true);
      stopProxy = await startProxy(dbPort);
      await server.waitUntilUp();
      expect((await fetch(`${server.base}/v2/event`)).status).toBe(200);
    } finally {
      await server.stop('SIGTERM');
      await stopProxy?.();
    }
  }, 120_000);

  it('gives up after DB_START_TIMEOUT_S with a message naming it', async () => {
    const dbPort = await freePort();
    const server = await spawnServerProcess({
      DATABASE_URL: urlOnPort(dbPort),
      SEED: 'none',
      DB_START_TIMEOUT_S: '1',
    });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(
      /PostgreSQL at postgres:\/\/.* not reachable within DB_START_TIMEOUT_S=1 s/,
    );
  }, 60_000);

  it('an outage answers 503 SERVER_BUSY with Retry-After, and the process carries on when PostgreSQL is back', async () => {
    const dbPort = await freePort();
    let stopProxy = await startProxy(dbPort);
    const server = await spawnServerProcess({ DATABASE_URL: urlOnPort(dbPort), SEED: 'none' });
    // A sign-in always asks the database.
    const signIn = () =>
      fetch(`${server.base}/v2/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nikto@hokej.test', password: 'Nespravne123!' }),
      });
    try {
      await server.waitUntilUp();
      expect((await signIn()).status).toBe(401);
      await stopProxy();
      const down = await signIn();
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('2');
      expect((await down.json()).code).toBe('SERVER_BUSY');
      await server.waitForOutput(/LISTEN reconnect failed/);
      stopProxy = await startProxy(dbPort);
      await server.waitForOutput(/PostgreSQL LISTEN connection back/);
      expect((await signIn()).status).toBe(401);
      expect(server.running()).toBe(true);
    } finally {
      await server.stop('SIGTERM');
      await stopProxy();
    }
  }, 120_000);
});
