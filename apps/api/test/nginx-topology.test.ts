/**
 * The production topology on one machine: Debian's nginx with the shipped snippets (deploy/nginx/snippets)
 * in front of two real shop processes on one PostgreSQL database. Two server blocks pin their traffic to one
 * process each (the shipped locations proxy to `$hokej_backend`, which each server block sets), so a hold
 * made through process A and the live stream served by process B are known to be in different processes;
 * a third server block terminates TLS in front of both. (nginx-one-process.test.ts: forwarded headers
 * without TRUST_PROXY and the live stream's buffering; nginx-site-file.test.ts: the shipped site file.)
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { freePort, NGINX, selfSignedCertificate, startNginx } from './helpers/nginx.ts';
import {
  ASSET,
  failedLogin,
  firstEvent,
  freeSeat,
  hold,
  isSeat,
  json,
  loginAddressKeys,
  requestLogLine,
  START_MS,
  serverBlock,
  tlsLines,
  topologyBase,
} from './helpers/nginx-topology.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const hasNginx = existsSync(NGINX);
if (process.env.REQUIRE_PG === '1' && !hasNginx)
  throw new Error(`${NGINX} is missing (apt-get install nginx)`);

describe.runIf(onPostgres && hasNginx)('nginx in front of two shop processes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-nginx-'));
  let drop: () => Promise<void>;
  let dbUrl = '';
  let stops: Array<() => Promise<void>> = [];
  let nginxLog = () => '';
  let viaA = '';
  let viaB = '';
  let tlsPort = 0;
  let shops: ServerProcess[] = [];
  let tls: ReturnType<typeof selfSignedCertificate>;
  let newFan: () => Promise<string>;

  beforeAll(
    async () => {
      const base = await topologyBase(dir);
      ({ drop, url: dbUrl, newFan } = base);
      const [shopA, shopB, portA, portB] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      tlsPort = await freePort();
      shops = await Promise.all([
        startServerProcess(base.env, shopA, START_MS),
        startServerProcess(base.env, shopB, START_MS),
      ]);
      stops = shops.map((s) => () => s.stop());
      tls = selfSignedCertificate(dir);
      const nginx = await startNginx(
        dir,
        `
    upstream shop_a { server 127.0.0.1:${shopA}; keepalive 8; }
    upstream shop_b { server 127.0.0.1:${shopB}; keepalive 8; }
    upstream hokej_shop { server 127.0.0.1:${shopA}; server 127.0.0.1:${shopB}; keepalive 8; }
    ${serverBlock(base.web, `127.0.0.1:${portA}`, 'shop_a')}
    ${serverBlock(base.web, `127.0.0.1:${portB}`, 'shop_b')}
    ${serverBlock(base.web, `127.0.0.1:${tlsPort} ssl`, 'hokej_shop', tlsLines(tls))}`,
        [portA, portB, tlsPort],
      );
      stops.unshift(() => nginx.stop());
      nginxLog = nginx.log;
      viaA = `http://127.0.0.1:${portA}`;
      viaB = `http://127.0.0.1:${portB}`;
    },
    2 * START_MS + 60_000,
  );

  afterAll(async () => {
    for (const stop of stops) await stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

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
    expect(await loginAddressKeys(dbUrl)).toEqual(['login:address:127.0.0.2']);
    expect(await requestLogLine(shops[0] as ServerProcess, requestId)).toMatchObject({
      ip: '127.0.0.2',
      status: 401,
    });
  });

  it('terminates TLS in front of both processes', async () => {
    const answers = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<{ status: number; protocol: string | null; body: string; hsts: unknown }>(
            (resolve, reject) => {
              const request = https.get(
                `https://127.0.0.1:${tlsPort}/v2/event`,
                { ca: tls.pem, agent: false },
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
});
