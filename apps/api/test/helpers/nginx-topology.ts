/**
 * What the nginx topology tests (nginx-*.test.ts) share: the files on disk, the shop processes' base,
 * the server blocks, and the requests they make through nginx.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import pg from 'pg';
import { createDemoDatabase } from './databases.ts';
import { shippedSnippets } from './nginx.ts';
import { signedInFans } from './process-fans.ts';
import type { ServerProcess } from './server-process.ts';

/**
 * The built web app as nginx and the shop see it, under `dir`: index.html and one hashed `asset`. nginx's
 * workers run as an unprivileged user (nobody when started by root), so they must be able to read it.
 */
export function fakeWebDist(dir: string, asset: string): string {
  chmodSync(dir, 0o755);
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vstupenky</title><div id="root"></div>');
  writeFileSync(path.join(web, asset), 'console.log("vstupenky");\n');
  return web;
}

/**
 * The control run's locations, written to `dir/buffered-locations.conf`: the shipped ones with the live
 * stream buffered and compressed, as an http-level `gzip on` with event streams among its types would do
 * without the snippet's two lines.
 */
export function writeBufferedLocations(dir: string): string {
  const shipped = readFileSync(path.join(shippedSnippets, 'hokej-shop-locations.conf'), 'utf8');
  if (!['proxy_buffering off;', 'gzip off;'].every((line) => shipped.includes(line)))
    throw new Error('the shipped stream is not unbuffered');
  const file = path.join(dir, 'buffered-locations.conf');
  writeFileSync(
    file,
    shipped
      .replace('proxy_buffering off;', 'proxy_buffering on;')
      .replace('gzip off;', 'gzip on; gzip_types text/event-stream; gzip_min_length 1;'),
  );
  return file;
}

export type Seat = { sector: string; row: string; name: string };
/** A start that migrates and seeds takes over a minute on a busy machine. */
export const START_MS = 180_000;
/** The hashed asset of the fake web build (fakeWebDist). */
export const ASSET = 'assets/app-5f3a9c.js';

/**
 * What the shop processes of a topology test share: a copy of the seeded demo database (so they start
 * at once), the fake web build under `dir`, their environment (TRUST_PROXY on; info logs, whose request
 * lines are checked) and signed-in fans of that database.
 */
export async function topologyBase(dir: string) {
  const database = await createDemoDatabase();
  const web = fakeWebDist(dir, ASSET);
  const secret = randomBytes(32).toString('hex');
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: secret,
    SEED: 'demo',
    TRUST_PROXY: 'true',
    WEB_DIST: web,
    LOG_LEVEL: 'info',
  };
  return { ...database, web, env, newFan: signedInFans(database.url, secret, 'Za Proxy') };
}

/** An nginx server block on `listen` for the shipped locations (or `locations`) proxying to `backend`. */
export const serverBlock = (
  web: string,
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

/** A server block's TLS lines: the test's certificate and the shipped TLS snippet. */
export const tlsLines = (tls: { cert: string; key: string }) => `
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include snippets/hokej-shop-tls.conf;`;

/** Ignores the shop's own X-Accel-Buffering: no, so only the location decides whether a stream is buffered. */
export const ignoreShopBuffering = `
        proxy_ignore_headers X-Accel-Buffering;`;

export const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The shop's log line of the request with this id (written once the answer is sent). */
export async function requestLogLine(shop: ServerProcess, reqId: string) {
  const pattern = new RegExp(`^\\{[^\\n]*"reqId":"${reqId}"[^\\n]*"msg":"request"[^\\n]*$`, 'm');
  await shop.waitForOutput(pattern);
  return JSON.parse(shop.output().match(pattern)?.[0] ?? '{}') as { ip: string; status: number };
}

/** A wrong password from `localAddress` with a made-up X-Forwarded-For, over http or https (trusting `ca`). */
export function failedLogin(url: string, localAddress: string, requestId: string, ca?: Buffer) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        localAddress,
        ...(url.startsWith('https:') ? { ca, agent: false } : {}),
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

/** The sign-in attempt limits' address keys in the database at `dbUrl`. */
export async function loginAddressKeys(dbUrl: string) {
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

/** A free seat of `sector` as the arena map through `base` shows it. */
export async function freeSeat(base: string, eventId: string, sector: string): Promise<Seat> {
  const res = await fetch(`${base}/v2/arena/${eventId}/sector/${sector}`);
  if (res.status !== 200) throw new Error(`the arena map answered ${res.status}`);
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
export const isSeat = (seat: Seat) => (f: { event: string; data: string }) =>
  f.event === 'seat' &&
  JSON.parse(f.data).seat.name === seat.name &&
  JSON.parse(f.data).seat.row === seat.row;

/** The fan holds the seat through `base`; answers the shop's response. */
export const hold = (base: string, fan: string, eventId: string, seat: Seat) =>
  fetch(`${base}/v2/cart`, {
    method: 'POST',
    headers: json(fan),
    body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
  });

/** The first match the shop lists through `base`. */
export async function firstEvent(base: string) {
  const events = (await (await fetch(`${base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
  const id = events.data[0]?.uuid;
  if (!id) throw new Error('no match');
  return id;
}
