import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createPostgresDatabase, PG_ADMIN_URL } from './helpers/databases.ts';
import { freePort, startServerProcess } from './helpers/server-process.ts';
import { waitUntil } from './helpers/wait.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Nothing is delivered in these tests (no accounts, no orders): the address only has to be set.
  SMTP_URL: 'smtp://127.0.0.1:9',
  LOG_LEVEL: 'info',
  HOLD_SWEEP_INTERVAL_MS: '0',
};

/** A web build of a few files, precompressed by the build's own script. */
function webDist(): { dir: string; asset: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hokej-prod-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vstupenky</title>');
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `slovo-${i}`))};\n`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/precompress.mjs'), dir]);
  return { dir, asset: '/assets/index-abc123.js', script };
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request without the automatic decompression of fetch, to see what went over the wire. */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Only the response head of a stream that does not end (SSE), then the connection is dropped. */
function head(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      resolve(res);
      req.destroy();
    });
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
  });
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('a production process on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let web: ReturnType<typeof webDist>;
  const dbName = () => new URL(database.url).pathname.slice(1);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    web = webDist();
    server = await startServerProcess(
      { ...PRODUCTION, DATABASE_URL: database.url, SEED: 'demo', WEB_DIST: web.dir, METRICS_TOKEN },
      await freePort(),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await admin(`alter database ${dbName()} allow_connections true`).catch(() => {});
    await database?.drop();
  });

  it('seeds the arena and matches but no demo account, order or coupon, and prints no demo login', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const count = async (table: string) =>
        Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n);
      expect(await count('arenas')).toBe(1);
      expect(await count('setups')).toBeGreaterThan(1);
      expect(await count('users')).toBe(0);
      expect(await count('orders')).toBe(0);
      expect(await count('coupons')).toBe(0);
    } finally {
      await client.end();
    }
    expect(server.output()).toContain('bežia na');
    expect(server.output()).not.toMatch(/Demo|Fanusik123|Admin123|dev\/outbox/);
  });

  it('answers pages with the security headers, without HSTS on plain http', async () => {
    const page = await raw(`${server.base}/events`);
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the build precompressed by Accept-Encoding, still cached as immutable', async () => {
    const br = await raw(`${server.base}${web.asset}`, { 'accept-encoding': 'br, gzip' });
    const gz = await raw(`${server.base}${web.asset}`, { 'accept-encoding': 'gzip' });
    const plain = await raw(`${server.base}${web.asset}`);
    expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(web.script);
    expect(gunzipSync(gz.body).toString()).toBe(web.script);
    expect(br.body.length).toBeLessThan(web.script.length / 3);
    for (const res of [br, gz, plain]) {
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses JSON over 1 KB, not a small answer, never a live-seat stream', async () => {
    const events = await raw(`${server.base}/v2/event`, { 'accept-encoding': 'gzip' });
    expect(events.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(events.body).toString()) as { data: Array<{ uuid: string }> };
    expect(list.data.length).toBeGreaterThan(0);
    const small = await raw(`${server.base}/v2/health/live`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const [match] = list.data;
    const stream = await head(`${server.base}/v2/push/EVENT/${match?.uuid}`, {
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, br',
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
  });

  it('answers a probe of an unknown path with the 404, not the web page', async () => {
    for (const url of ['/healthz', '/wp-login.php', '/.env', '/api/v1/users']) {
      const res = await raw(`${server.base}${url}`);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('guards /metrics with the bearer token', async () => {
    expect((await raw(`${server.base}/metrics`)).status).toBe(401);
    const metrics = await raw(`${server.base}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.status).toBe(200);
    expect(metrics.body.toString()).toContain('http_request_duration_seconds_bucket');
  });

  it('takes a request id from X-Request-Id or makes one, returns it and logs it', async () => {
    const given = await raw(`${server.base}/v2/health/live`, { 'x-request-id': 'lb-4711.abc' });
    expect(given.headers['x-request-id']).toBe('lb-4711.abc');
    const made = await raw(`${server.base}/v2/health/live`, { 'x-request-id': 'bad id with spaces' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await waitUntil(async () => server.output().includes('"reqId":"lb-4711.abc"'), {
      what: 'the log line',
      timeoutMs: 20_000,
      everyMs: 100,
    });
    const line =
      server
        .output()
        .split('\n')
        .find((l) => l.includes('"reqId":"lb-4711.abc"')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      level: 30,
      route: '/v2/health/live',
      status: 200,
      msg: 'request',
    });
  });

  it('keeps secrets of URLs out of the log', async () => {
    const secret = randomBytes(16).toString('hex');
    const urls = [
      `/v2/cart/push/${secret}`,
      `/v2/invoice/push/pay/${secret}`,
      `/reset/${secret}`,
      `/v2/payment/return/sandbox?paymentId=1d49d82a-4713-4719-842c-b5fba22a4a39&t=${secret}&sig=${secret}`,
      `/v2/user/verify?email=a%40b.sk&hash=${secret}`,
    ];
    for (const url of urls)
      await raw(`${server.base}${url}`, { 'x-request-id': `redact-${urls.indexOf(url)}` });
    await waitUntil(async () => server.output().includes(`"reqId":"redact-${urls.length - 1}"`), {
      what: 'the log lines',
      timeoutMs: 20_000,
      everyMs: 100,
    });
    expect(server.output()).not.toContain(secret);
    expect(server.output()).toContain('/v2/cart/push/***');
    expect(server.output()).toContain('t=***&sig=***');
  });

  it('is ready while the database answers, unready while it does not, ready again after', async () => {
    const ready = async () => (await raw(`${server.base}/v2/health/ready`)).status;
    expect(JSON.parse((await raw(`${server.base}/v2/health/ready`)).body.toString())).toEqual({
      status: 'ok',
      database: true,
      listening: true,
    });
    // The database goes away: no new connection is let in, and every open one is ended.
    await admin(`alter database ${dbName()} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName()}'`);
    await waitUntil(async () => (await ready()) === 503, {
      what: 'the process to be unready',
      timeoutMs: 20_000,
      everyMs: 100,
    });
    const down = JSON.parse((await raw(`${server.base}/v2/health/ready`)).body.toString());
    expect(down).toEqual({ status: 'unavailable', database: false, listening: false });
    expect((await raw(`${server.base}/v2/health/live`)).status).toBe(200);
    await admin(`alter database ${dbName()} allow_connections true`);
    await waitUntil(async () => (await ready()) === 200, {
      what: 'the process to be ready again',
      timeoutMs: 20_000,
      everyMs: 100,
    });
  });
});

describe('production processes on embedded PGlite', () => {
  it('refuses to start without SMTP_URL, naming it', async () => {
    const start = startServerProcess(
      { ...PRODUCTION, SMTP_URL: undefined, DATABASE_URL: undefined, DATA_DIR: 'memory://' },
      await freePort(),
    );
    await expect(start).rejects.toThrow(/SMTP_URL: required in production/);
  });

  it('has no /metrics without a token, seeds nothing by default, sends HSTS behind https', async () => {
    const server = await startServerProcess(
      {
        ...PRODUCTION,
        DATABASE_URL: undefined,
        DATA_DIR: 'memory://',
        SEED: undefined,
        METRICS_TOKEN: undefined,
        PUBLIC_URL: 'https://vstupenky.example',
        WEB_DIST: webDist().dir,
      },
      await freePort(),
    );
    try {
      const metrics = await raw(`${server.base}/metrics`);
      expect([metrics.status, JSON.parse(metrics.body.toString()).code]).toEqual([404, 'NOT_FOUND']);
      const events = await raw(`${server.base}/v2/event`);
      expect(JSON.parse(events.body.toString()).data).toEqual([]);
      const page = await raw(`${server.base}/`);
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await server.stop();
    }
  });
});
