/**
 * The production topology on one machine: Debian's nginx with the shipped snippets (deploy/nginx/snippets)
 * in front of two real shop processes on one PostgreSQL database. Two server blocks pin their traffic to one
 * process each (the shipped locations proxy to `$hokej_backend`, which each server block sets), so a hold
 * made through process A and the live stream served by process B are known to be in different processes;
 * a third server block terminates TLS in front of both.
 *
 * A third process, C, runs without TRUST_PROXY (forwarded headers ignored) and serves the control run of
 * the live stream: a location that buffers and compresses it (the shipped one with `proxy_buffering on`
 * and `gzip on`) holds the changes until the stream ends. Servers that prove the stream unbuffered ignore the shop's own
 * `X-Accel-Buffering: no`, so the shipped snippet alone is what lets each change through at once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import {
  checkSiteFile,
  freePort,
  NGINX,
  selfSignedCertificate,
  shippedSite,
  startNginx,
} from './helpers/nginx.ts';
import { fakeWebDist, writeBufferedLocations } from './helpers/nginx-topology.ts';
import { signedInFans } from './helpers/process-fans.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const hasNginx = existsSync(NGINX);
if (process.env.REQUIRE_PG === '1' && !hasNginx)
  throw new Error(`${NGINX} is missing (apt-get install nginx)`);

type Seat = { sector: string; row: string; name: string };
/** A start that migrates and seeds takes over a minute on a busy machine. */
const START_MS = 180_000;
const ASSET = 'assets/app-5f3a9c.js';

describe.runIf(onPostgres && hasNginx)('nginx in front of two shop processes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-nginx-'));
  let drop: () => Promise<void>;
  let dbUrl = '';
  let stops: Array<() => Promise<void>> = [];
  let nginxLog = () => '';
  let viaA = '';
  let viaB = '';
  /** Process A behind the shipped locations, with the shop's X-Accel-Buffering ignored. */
  let viaUnbuffered = '';
  /** Process C (no TRUST_PROXY) behind a location that buffers: the control run. */
  let viaBuffered = '';
  let tlsPort = 0;
  /** TLS in front of process C only (no TRUST_PROXY). */
  let tlsPortC = 0;
  let shops: ServerProcess[] = [];
  let caPem: Buffer;
  let tls: ReturnType<typeof selfSignedCertificate>;
  let newFan: () => Promise<string>;

  beforeAll(
    async () => {
      const database = await createDemoDatabase();
      drop = database.drop;
      dbUrl = database.url;
      const web = fakeWebDist(dir, ASSET);

      const secret = randomBytes(32).toString('hex');
      // info: each request's log line, with the client's address, is checked.
      const env = {
        DATABASE_URL: dbUrl,
        JWT_SECRET: secret,
        SEED: 'demo',
        TRUST_PROXY: 'true',
        WEB_DIST: web,
        LOG_LEVEL: 'info',
      };
      newFan = signedInFans(dbUrl, secret, 'Za Proxy');

      const [shopA, shopB, shopC, portA, portB] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      const [portUnbuffered, portBuffered] = [await freePort(), await freePort()];
      tlsPort = await freePort();
      tlsPortC = await freePort();
      // The database is a copy of the seeded demo (createDemoDatabase): the three start at once.
      shops = await Promise.all([
        startServerProcess(env, shopA, START_MS),
        startServerProcess(env, shopB, START_MS),
        startServerProcess({ ...env, TRUST_PROXY: 'false' }, shopC, START_MS),
      ]);
      stops = shops.map((s) => () => s.stop());
      const bufferedLocations = writeBufferedLocations(dir);
      tls = selfSignedCertificate(dir);
      caPem = tls.pem;
      const server = (
        listen: string,
        backend: string,
        extra = '',
        locations = 'snippets/hokej-shop-locations.conf',
      ) => `
    server {
        listen ${listen};
        server_name localhost;${extra}
        root ${web};
        set $hokej_backend ${backend};
        include ${locations};
    }`;
      const ignoreShopBuffering = `
        proxy_ignore_headers X-Accel-Buffering;`;
      const nginx = await startNginx(
        dir,
        `
    upstream shop_a { server 127.0.0.1:${shopA}; keepalive 8; }
    upstream shop_b { server 127.0.0.1:${shopB}; keepalive 8; }
    upstream shop_c { server 127.0.0.1:${shopC}; keepalive 8; }
    upstream hokej_shop { server 127.0.0.1:${shopA}; server 127.0.0.1:${shopB}; keepalive 8; }
    ${server(`127.0.0.1:${portA}`, 'shop_a')}
    ${server(`127.0.0.1:${portB}`, 'shop_b')}
    ${server(`127.0.0.1:${portUnbuffered}`, 'shop_a', ignoreShopBuffering)}
    ${server(`127.0.0.1:${portBuffered}`, 'shop_c', ignoreShopBuffering, bufferedLocations)}
    ${server(
      `127.0.0.1:${tlsPortC} ssl`,
      'shop_c',
      `
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include snippets/hokej-shop-tls.conf;`,
    )}
    ${server(
      `127.0.0.1:${tlsPort} ssl`,
      'hokej_shop',
      `
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include snippets/hokej-shop-tls.conf;`,
    )}`,
        [portA, portB, portUnbuffered, portBuffered, tlsPort, tlsPortC],
      );
      stops.unshift(() => nginx.stop());
      nginxLog = nginx.log;
      viaA = `http://127.0.0.1:${portA}`;
      viaB = `http://127.0.0.1:${portB}`;
      viaUnbuffered = `http://127.0.0.1:${portUnbuffered}`;
      viaBuffered = `http://127.0.0.1:${portBuffered}`;
    },
    2 * START_MS + 60_000,
  );

  afterAll(async () => {
    for (const stop of stops) await stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  /** The shop's log line of the request with this id (written once the answer is sent). */
  async function requestLogLine(shop: ServerProcess, reqId: string) {
    const pattern = new RegExp(`^\\{[^\\n]*"reqId":"${reqId}"[^\\n]*"msg":"request"[^\\n]*$`, 'm');
    await shop.waitForOutput(pattern);
    return JSON.parse(shop.output().match(pattern)?.[0] ?? '{}') as { ip: string; status: number };
  }

  /** A wrong password from `localAddress` with a made-up X-Forwarded-For, over http or https. */
  function failedLogin(url: string, localAddress: string, requestId: string) {
    const client = url.startsWith('https:') ? https : http;
    return new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          localAddress,
          ...(url.startsWith('https:') ? { ca: caPem, agent: false } : {}),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.7',
            'x-forwarded-proto': 'https',
            'x-request-id': requestId,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              hsts: res.headers['strict-transport-security'] as string | undefined,
            }),
          );
        },
      );
      request.on('error', reject);
      const email = `nobody-${randomBytes(4).toString('hex')}@hokej.test`;
      request.end(JSON.stringify({ email, password: 'Nespravne123!' }));
    });
  }

  async function loginAddressKeys() {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        "select key from rate_limits where key like 'login:address:%' order by key",
      );
      return rows.map((r) => r.key);
    } finally {
      await client.end();
    }
  }

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

  /** A seat's frame on a live stream. */
  const isSeat = (seat: Seat) => (f: { event: string; data: string }) =>
    f.event === 'seat' &&
    JSON.parse(f.data).seat.name === seat.name &&
    JSON.parse(f.data).seat.row === seat.row;

  /** The fan holds the seat through `base`; answers the shop's response. */
  const hold = (base: string, fan: string, eventId: string, seat: Seat) =>
    fetch(`${base}/v2/cart`, {
      method: 'POST',
      headers: json(fan),
      body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
    });

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
      const held = await hold(viaA, fan, eventId, seat);
      expect(held.status).toBe(201);
      const frame = await page.waitFor(isSeat(seat));
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
      const held = await hold(viaA, fan, eventId, seat);
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
    // replaces the header and the shop (TRUST_PROXY) takes the address from it, for the attempt limit and
    // its log line. The made-up X-Forwarded-Proto: https is replaced too (plain http here): no HSTS.
    const requestId = `xff-${randomBytes(6).toString('hex')}`;
    const login = await failedLogin(`${viaA}/v2/user/login`, '127.0.0.2', requestId);
    expect(login).toEqual({ status: 401, hsts: undefined });
    expect(await loginAddressKeys()).toEqual(['login:address:127.0.0.2']);
    expect(await requestLogLine(shops[0] as ServerProcess, requestId)).toMatchObject({
      ip: '127.0.0.2',
      status: 401,
    });
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
          new Promise<{ status: number; protocol: string | null; body: string; hsts: unknown }>(
            (resolve, reject) => {
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
                      hsts: res.headers['strict-transport-security'],
                    }),
                  );
                },
              );
              request.on('error', reject);
            },
          ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.protocol).toMatch(/^TLSv1\.[23]$/);
      expect(JSON.parse(answer.body).data.length).toBeGreaterThan(0);
      // nginx's X-Forwarded-Proto: https, trusted (TRUST_PROXY), turns HSTS on; PUBLIC_URL is plain http here.
      expect(answer.hsts).toBe('max-age=31536000; includeSubDomains');
    }
    expect(nginxLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  it('without TRUST_PROXY (process C) the forwarded headers are ignored: nginx’s address counts, no HSTS', async () => {
    const requestId = `untrusted-${randomBytes(6).toString('hex')}`;
    const login = await failedLogin(`https://127.0.0.1:${tlsPortC}/v2/user/login`, '127.0.0.3', requestId);
    expect(login).toEqual({ status: 401, hsts: undefined });
    const keys = await loginAddressKeys();
    expect(keys).toContain('login:address:127.0.0.1');
    expect(keys).not.toContain('login:address:127.0.0.3');
    expect(keys).not.toContain('login:address:203.0.113.7');
    expect(await requestLogLine(shops[2] as ServerProcess, requestId)).toMatchObject({
      ip: '127.0.0.1',
      status: 401,
    });
  });

  it('a live-seat stream through the shipped location gets each change while it is open, unbuffered', async () => {
    const eventId = await firstEvent(viaUnbuffered);
    const seat = await freeSeat(viaA, eventId, 'B14');
    const fan = await newFan();
    const page = await openSse(`${viaUnbuffered}/v2/push/EVENT/${eventId}`);
    try {
      const held = await hold(viaA, fan, eventId, seat);
      expect(held.status).toBe(201);
      await page.waitFor(isSeat(seat), 10_000);
    } finally {
      await page.close();
    }
  });

  it('control run: a location that buffers and compresses holds the changes until the stream ends', async () => {
    const [shopC] = shops.slice(2) as [ServerProcess];
    const eventId = await firstEvent(viaBuffered);
    const fan = await newFan();
    const liveStreams = async () =>
      Number((await (await fetch(`${shopC.base}/metrics`)).text()).match(/^shop_live_streams (\d+)/m)?.[1]);
    // A witness straight to process C (no nginx) shows when C has sent each change.
    const witness = await openSse(`${shopC.base}/v2/push/EVENT/${eventId}`);
    // Not awaited: nginx holds even the response head until it has enough to send.
    const opening = openSse(`${viaBuffered}/v2/push/EVENT/${eventId}`, { 'accept-encoding': 'gzip' });
    let opened: Awaited<typeof opening> | undefined;
    void opening.then((stream) => {
      opened = stream;
    });
    const deadline = Date.now() + 10_000;
    while ((await liveStreams()) < 2) {
      if (Date.now() > deadline) throw new Error('the buffered stream did not reach process C');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const held: Seat[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const seat = await freeSeat(viaA, eventId, 'B16');
        const answer = await hold(viaA, fan, eventId, seat);
        expect(answer.status).toBe(201);
        await witness.waitFor(isSeat(seat), 10_000);
        held.push(seat);
      }
      // C has sent the three changes to both streams, and answered a request through the same nginx
      // since: the buffering location has passed on none of them (not even the head, or no seat frame).
      expect((await fetch(`${viaBuffered}/v2/health`)).status).toBe(200);
      expect(opened?.frames.filter((f) => f.event === 'seat') ?? []).toEqual([]);
      // C stops (SIGTERM ends its streams): only now does nginx pass on what it held.
      await shopC.stop();
      const buffered = await opening;
      await buffered.ended;
      expect(held.every((seat) => buffered.frames.some(isSeat(seat)))).toBe(true);
    } finally {
      await witness.close();
      await (await opening.catch(() => null))?.close();
    }
  });
});
