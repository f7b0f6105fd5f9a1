/**
 * The production topology on one machine: Debian's nginx with the shipped snippets (deploy/nginx/snippets)
 * in front of two real shop processes on one PostgreSQL database. Two server blocks pin their traffic to one
 * process each (the shipped locations proxy to `$hokej_backend`, which each server block sets), so a hold
 * made through process A and the live stream served by process B are known to be in different processes;
 * a third server block terminates TLS in front of both.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import {
  checkSiteFile,
  freePort,
  NGINX,
  selfSignedCertificate,
  shippedSite,
  startNginx,
} from './helpers/nginx.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const hasNginx = existsSync(NGINX);
if (process.env.REQUIRE_PG === '1' && !hasNginx)
  throw new Error(`${NGINX} is missing (apt-get install nginx)`);

type Seat = { sector: string; row: string; name: string };
const ASSET = 'assets/app-5f3a9c.js';

describe.runIf(onPostgres && hasNginx)('nginx in front of two shop processes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-nginx-'));
  let drop: () => Promise<void>;
  let dbUrl = '';
  let stops: Array<() => Promise<void>> = [];
  let nginxLog = () => '';
  let viaA = '';
  let viaB = '';
  let tlsPort = 0;
  let caPem: Buffer;
  let tls: ReturnType<typeof selfSignedCertificate>;
  let newFan: () => Promise<string>;

  beforeAll(async () => {
    const database = await createDemoDatabase();
    drop = database.drop;
    dbUrl = database.url;
    // The built web app as nginx and the shop see it: index.html and one hashed asset.
    // nginx's workers run as an unprivileged user (nobody when started by root): they must read the files.
    chmodSync(dir, 0o755);
    const web = path.join(dir, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>Vstupenky</title><div id="root"></div>',
    );
    writeFileSync(path.join(web, ASSET), 'console.log("vstupenky");\n');

    const secret = randomBytes(32).toString('hex');
    const env = { DATABASE_URL: dbUrl, JWT_SECRET: secret, SEED: 'demo', TRUST_PROXY: 'true', WEB_DIST: web };
    const tokens = createAccessTokens(secret, 600);
    newFan = async () => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>(
          `insert into users (email, password_hash, first_name, last_name, email_verified_at)
           values ($1, 'no-login', 'Fanúšik', 'Za Proxy', now()) returning id`,
          [`nginx-${randomBytes(6).toString('hex')}@hokej.test`],
        );
        const id = rows[0]?.id as string;
        return tokens.sign({ id, roles: ['USER'], name: 'Fanúšik Za Proxy' });
      } finally {
        await client.end();
      }
    };

    const [shopA, shopB, portA, portB] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    tlsPort = await freePort();
    const shops = await Promise.all([startServerProcess(env, shopA), startServerProcess(env, shopB)]);
    stops = shops.map((s) => () => s.stop());
    tls = selfSignedCertificate(dir);
    caPem = tls.pem;
    const server = (listen: string, backend: string, extra = '') => `
    server {
        listen ${listen};
        server_name localhost;${extra}
        root ${web};
        set $hokej_backend ${backend};
        include snippets/hokej-shop-locations.conf;
    }`;
    const nginx = await startNginx(
      dir,
      `
    upstream shop_a { server 127.0.0.1:${shopA}; keepalive 8; }
    upstream shop_b { server 127.0.0.1:${shopB}; keepalive 8; }
    upstream hokej_shop { server 127.0.0.1:${shopA}; server 127.0.0.1:${shopB}; keepalive 8; }
    ${server(`127.0.0.1:${portA}`, 'shop_a')}
    ${server(`127.0.0.1:${portB}`, 'shop_b')}
    ${server(
      `127.0.0.1:${tlsPort} ssl`,
      'hokej_shop',
      `
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include snippets/hokej-shop-tls.conf;`,
    )}`,
      [portA, portB, tlsPort],
    );
    stops.unshift(() => nginx.stop());
    nginxLog = nginx.log;
    viaA = `http://127.0.0.1:${portA}`;
    viaB = `http://127.0.0.1:${portB}`;
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  async function freeSeat(base: string, eventId: string, sector: string): Promise<Seat> {
    const res = await fetch(`${base}/v2/arena/${eventId}/sector/${sector}`);
    expect(res.status).toBe(200);
    const { setup } = (await res.json()) as {
      setup: Record<string, Array<{ name: string; buyState: string }>>;
    };
    for (const [row, seats] of Object.entries(setup)) {
      const free = seats.find((s) => s.buyState === 'ACTIVE');
      if (free) return { sector, row, name: free.name };
    }
    throw new Error(`no free seat in ${sector}`);
  }

  async function firstEvent(base: string) {
    const events = (await (await fetch(`${base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
    const id = events.data[0]?.uuid;
    if (!id) throw new Error('no match');
    return id;
  }

  it('a hold made through process A reaches a live stream that process B serves', async () => {
    const eventId = await firstEvent(viaB);
    const seat = await freeSeat(viaB, eventId, 'B17');
    const fan = await newFan();
    const page = await openSse(`${viaB}/v2/push/EVENT/${eventId}`);
    try {
      const held = await fetch(`${viaA}/v2/cart`, {
        method: 'POST',
        headers: json(fan),
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
      });
      expect(held.status).toBe(201);
      const frame = await page.waitFor(
        (f) =>
          f.event === 'seat' &&
          JSON.parse(f.data).seat.name === seat.name &&
          JSON.parse(f.data).seat.row === seat.row,
      );
      expect(JSON.parse(frame.data)).toMatchObject({
        uuid: eventId,
        setupType: 'EVENT',
        seat,
        state: 'BOOKED',
      });
    } finally {
      await page.close();
    }
  });

  it('a card order is paid through nginx at the sandbox gateway, and process B streams the seat SOLD', async () => {
    const eventId = await firstEvent(viaA);
    const seat = await freeSeat(viaA, eventId, 'B13');
    const fan = await newFan();
    const page = await openSse(`${viaB}/v2/push/EVENT/${eventId}`);
    try {
      const held = await fetch(`${viaA}/v2/cart`, {
        method: 'POST',
        headers: json(fan),
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
      });
      expect(held.status).toBe(201);
      const paid = await fetch(`${viaA}/v2/cart/pay`, {
        method: 'POST',
        headers: json(fan),
        body: JSON.stringify({
          paymentType: 'CARD',
          contact: {
            firstName: 'Peter',
            lastName: 'Hokejový',
            email: 'peter@hokej.test',
            phoneNumber: '+421905111000',
          },
          termsAgreed: true,
          contactConsent: true,
        }),
      });
      expect(paid.status, await paid.clone().text()).toBe(201);
      const { orderId, redirectUrl } = (await paid.json()) as { orderId: string; redirectUrl: string };
      expect(redirectUrl).toMatch(/^\/v2\/payment\/sandbox\//);

      // The fan's browser: the gateway's page, the decision, the signed return, the status page's check.
      const gatewayPage = await fetch(`${viaB}${redirectUrl}`);
      expect(gatewayPage.status).toBe(200);
      expect(gatewayPage.headers.get('content-type')).toMatch(/^text\/html/);
      const decided = await fetch(`${viaB}${redirectUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=APPROVED',
        redirect: 'manual',
      });
      expect(decided.status).toBe(303);
      const back = await fetch(`${viaA}${decided.headers.get('location')}`, { redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/payment/status?orderId=${orderId}`);
      const check = await fetch(`${viaA}/v2/payment/check-payment?orderId=${orderId}`, {
        headers: json(fan),
      });
      expect(check.status).toBe(200);
      expect(await check.json()).toMatchObject({ orderId, status: 'PAID', paymentStatus: 'APPROVED' });

      await page.waitFor(
        (f) =>
          f.event === 'seat' &&
          JSON.parse(f.data).state === 'SOLD' &&
          JSON.parse(f.data).seat.name === seat.name,
      );
    } finally {
      await page.close();
    }
  });

  it('serves the hashed assets from disk for a year, passes request ids and the real client address', async () => {
    const asset = await fetch(`${viaA}/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("vstupenky");\n');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const missing = await fetch(`${viaA}/assets/app-000000.js`);
    expect(missing.status).toBe(404);
    const index = await fetch(`${viaA}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');

    // A request id of the caller is kept, one that does not look like one is replaced by nginx's own.
    const kept = await fetch(`${viaA}/v2/event`, { headers: { 'x-request-id': 'support-4711' } });
    expect(kept.headers.get('x-request-id')).toBe('support-4711');
    const replaced = await fetch(`${viaA}/v2/event`, { headers: { 'x-request-id': 'no spaces <please>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

    // A failed sign-in from 127.0.0.2 with a made-up X-Forwarded-For is counted against 127.0.0.2: nginx
    // replaces the header and the shop (TRUST_PROXY) takes the address from it.
    const email = `nobody-${randomBytes(4).toString('hex')}@hokej.test`;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${viaA}/v2/user/login`,
        {
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email, password: 'Nespravne123!' }));
    });
    expect(status).toBe(401);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        "select key from rate_limits where key like 'login:address:%' order by key",
      );
      expect(rows.map((r) => r.key)).toEqual(['login:address:127.0.0.2']);
    } finally {
      await client.end();
    }
  });

  it('the shipped site file, with this host’s paths and ports, passes nginx -t', async () => {
    const [http, https] = [await freePort(), await freePort()];
    const check = checkSiteFile(dir, shippedSite, [
      ['listen 80;', `listen 127.0.0.1:${http};`],
      ['listen [::]:80;', ''],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
      ['listen [::]:443 ssl http2;', ''],
      [/\/etc\/letsencrypt\/live\/[^;]*fullchain\.pem/g, tls.cert],
      [/\/etc\/letsencrypt\/live\/[^;]*privkey\.pem/g, tls.key],
      ['/var/log/nginx/hokej-shop.access.log', path.join(dir, 'site-access.log')],
    ]);
    expect(check.output).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  it('terminates TLS in front of both processes', async () => {
    const answers = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<{ status: number; protocol: string | null; body: string }>((resolve, reject) => {
            const request = https.get(
              `https://127.0.0.1:${tlsPort}/v2/event`,
              { ca: caPem, agent: false },
              (res) => {
                let body = '';
                res.on('data', (d) => {
                  body += d;
                });
                res.on('end', () =>
                  resolve({
                    status: res.statusCode ?? 0,
                    protocol: (res.socket as import('node:tls').TLSSocket).getProtocol?.() ?? null,
                    body,
                  }),
                );
              },
            );
            request.on('error', reject);
          }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.protocol).toMatch(/^TLSv1\.[23]$/);
      expect(JSON.parse(answer.body).data.length).toBeGreaterThan(0);
    }
    expect(nginxLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });
});
