/**
 * nginx with the shipped snippets in front of one shop process that runs without TRUST_PROXY: the
 * forwarded headers are ignored. Its live-seat stream goes through the shipped location (with the shop's
 * own `X-Accel-Buffering: no` ignored, so the shipped snippet alone is what lets each change through at
 * once) and, in the control run, through a location that buffers and compresses it (the shipped one with
 * `proxy_buffering on` and `gzip on`), which holds the changes until the stream ends.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { freePort, NGINX, selfSignedCertificate, startNginx } from './helpers/nginx.ts';
import {
  failedLogin,
  firstEvent,
  freeSeat,
  hold,
  ignoreShopBuffering,
  isSeat,
  loginAddressKeys,
  requestLogLine,
  type Seat,
  START_MS,
  serverBlock,
  tlsLines,
  topologyBase,
  writeBufferedLocations,
} from './helpers/nginx-topology.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';
import { waitUntil } from './helpers/wait.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const hasNginx = existsSync(NGINX);
if (process.env.REQUIRE_PG === '1' && !hasNginx)
  throw new Error(`${NGINX} is missing (apt-get install nginx)`);

describe.runIf(onPostgres && hasNginx)('nginx in front of one shop process without TRUST_PROXY', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hokej-nginx-'));
  let drop: () => Promise<void>;
  let dbUrl = '';
  let stops: Array<() => Promise<void>> = [];
  /** The shop process straight (no nginx), and through the shipped locations. */
  let direct = '';
  let viaShipped = '';
  /** The shipped locations, the shop's X-Accel-Buffering ignored. */
  let viaUnbuffered = '';
  /** A location that buffers: the control run. */
  let viaBuffered = '';
  let tlsPort = 0;
  let shop: ServerProcess;
  let tls: ReturnType<typeof selfSignedCertificate>;
  let newFan: () => Promise<string>;

  beforeAll(async () => {
    const base = await topologyBase(dir);
    ({ drop, url: dbUrl, newFan } = base);
    const port = await freePort();
    const [portShipped, portUnbuffered, portBuffered] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    tlsPort = await freePort();
    shop = await startServerProcess({ ...base.env, TRUST_PROXY: 'false' }, port, START_MS);
    stops = [() => shop.stop()];
    tls = selfSignedCertificate(dir);
    const nginx = await startNginx(
      dir,
      `
    upstream shop_c { server 127.0.0.1:${port}; keepalive 8; }
    ${serverBlock(base.web, `127.0.0.1:${portShipped}`, 'shop_c')}
    ${serverBlock(base.web, `127.0.0.1:${portUnbuffered}`, 'shop_c', ignoreShopBuffering)}
    ${serverBlock(base.web, `127.0.0.1:${portBuffered}`, 'shop_c', ignoreShopBuffering, writeBufferedLocations(dir))}
    ${serverBlock(base.web, `127.0.0.1:${tlsPort} ssl`, 'shop_c', tlsLines(tls))}`,
      [portShipped, portUnbuffered, portBuffered, tlsPort],
    );
    stops.unshift(() => nginx.stop());
    direct = shop.base;
    viaShipped = `http://127.0.0.1:${portShipped}`;
    viaUnbuffered = `http://127.0.0.1:${portUnbuffered}`;
    viaBuffered = `http://127.0.0.1:${portBuffered}`;
  }, START_MS + 60_000);

  afterAll(async () => {
    for (const stop of stops) await stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The live streams the shop process serves now (its metrics). */
  const liveStreams = async () =>
    Number((await (await fetch(`${direct}/metrics`)).text()).match(/^shop_live_streams (\d+)/m)?.[1]);

  it('without TRUST_PROXY the forwarded headers are ignored: nginx’s address counts, no HSTS', async () => {
    const requestId = `untrusted-${randomBytes(6).toString('hex')}`;
    const login = await failedLogin(
      `https://127.0.0.1:${tlsPort}/v2/user/login`,
      '127.0.0.3',
      requestId,
      tls.pem,
    );
    expect(login).toEqual({ status: 401, hsts: undefined });
    const keys = await loginAddressKeys(dbUrl);
    expect(keys).toContain('login:address:127.0.0.1');
    expect(keys).not.toContain('login:address:127.0.0.3');
    expect(keys).not.toContain('login:address:203.0.113.7');
    expect(await requestLogLine(shop, requestId)).toMatchObject({
      ip: '127.0.0.1',
      status: 401,
    });
  });

  it('a live-seat stream through the shipped location gets each change while it is open, unbuffered', async () => {
    const eventId = await firstEvent(viaUnbuffered);
    const seat = await freeSeat(viaShipped, eventId, 'B14');
    const fan = await newFan();
    const page = await openSse(`${viaUnbuffered}/v2/push/EVENT/${eventId}`);
    try {
      const held = await hold(viaShipped, fan, eventId, seat);
      expect(held.status).toBe(201);
      await page.waitFor(isSeat(seat), 10_000);
    } finally {
      await page.close();
    }
    // The control run below counts the process's streams: this one has ended there first.
    await waitUntil(async () => (await liveStreams()) === 0, { what: 'the stream to end at the shop' });
  });

  it('control run: a location that buffers and compresses holds the changes until the stream ends', async () => {
    const eventId = await firstEvent(viaBuffered);
    const fan = await newFan();
    // A witness straight to the process (no nginx) shows when it has sent each change.
    const witness = await openSse(`${direct}/v2/push/EVENT/${eventId}`);
    // Not awaited: nginx holds even the response head until it has enough to send.
    const opening = openSse(`${viaBuffered}/v2/push/EVENT/${eventId}`, { 'accept-encoding': 'gzip' });
    let opened: Awaited<typeof opening> | undefined;
    void opening.then((stream) => {
      opened = stream;
    });
    await waitUntil(async () => (await liveStreams()) >= 2, {
      what: 'the buffered stream to reach the shop process',
      timeoutMs: 10_000,
      everyMs: 50,
    });
    const held: Seat[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const seat = await freeSeat(viaShipped, eventId, 'B16');
        const answer = await hold(viaShipped, fan, eventId, seat);
        expect(answer.status).toBe(201);
        await witness.waitFor(isSeat(seat), 10_000);
        held.push(seat);
      }
      // The process has sent the three changes to both streams, and answered a request through the same nginx
      // since: the buffering location has passed on none of them (not even the head, or no seat frame).
      expect((await fetch(`${viaBuffered}/v2/health`)).status).toBe(200);
      expect(opened?.frames.filter((f) => f.event === 'seat') ?? []).toEqual([]);
      // The process stops (SIGTERM ends its streams): only now does nginx pass on what it held.
      await shop.stop();
      const buffered = await opening;
      await buffered.ended;
      expect(held.every((seat) => buffered.frames.some(isSeat(seat)))).toBe(true);
    } finally {
      await witness.close();
      await (await opening.catch(() => null))?.close();
    }
  });
});
