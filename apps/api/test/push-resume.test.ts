import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { writeToStream } from '../src/modules/push/stream-writer.ts';
import { availableKinds } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { servedSuiteApp } from './helpers/suite.ts';
import { waitUntil } from './helpers/wait.ts';

/** A page refused at the stream limit comes back later and resumes from its last event id (web: useSeatStream). */
describe.each(await availableKinds())('a page refused at the limit resumes where it was on %s', (kind) => {
  const t = servedSuiteApp(kind, { PUSH_MAX_STREAMS: '1' });

  it('refused with 429 while full, it later gets every change it missed by ?lastEventId', async () => {
    const url = `${t.base}/v2/push/EVENT/${t.match}`;
    const [first, second] = await t.freeSeats(t.match, 2);
    if (!first || !second) throw new Error('no free seats');
    const fan = await t.newUser();

    // The page sees one change, then loses its stream; another page takes the only place meanwhile.
    const page = await openSse(url);
    expect((await t.holdSeat(fan.token, t.match, first)).statusCode).toBe(201);
    const seen = await page.waitFor((f) => f.event === 'seat' && JSON.parse(f.data).seat.name === first.name);
    await page.close();
    await waitUntil(() => t.app.pushHub.subscriberCount() === 0, {
      what: 'the stream to leave the hub',
      timeoutMs: 5000,
      everyMs: 1,
    });
    const other = await openSse(url);
    try {
      const refused = await fetch(`${url}?lastEventId=${seen.id}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.json()).code).toBe('RATE_LIMITED');
      // A change the refused page does not hear.
      expect((await t.holdSeat(fan.token, t.match, second)).statusCode).toBe(201);
      await other.waitFor((f) => f.event === 'seat' && JSON.parse(f.data).seat.name === second.name);
    } finally {
      await other.close();
    }
    await waitUntil(() => t.app.pushHub.subscriberCount() === 0, {
      what: 'the stream to leave the hub',
      timeoutMs: 5000,
      everyMs: 1,
    });

    // Its reconnect (with backoff, in the browser) is taken and replays what it missed.
    const resumed = await openSse(`${url}?lastEventId=${seen.id}`);
    try {
      const missed = await resumed.waitFor(
        (f) => f.event === 'seat' && JSON.parse(f.data).seat.name === second.name,
      );
      expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
      expect(JSON.parse(missed.data)).toMatchObject({ uuid: t.match, seat: second, state: 'BOOKED' });
    } finally {
      await resumed.close();
    }
  });

  it('a malformed lastEventId is refused with a Slovak message', async () => {
    const bad = await fetch(`${t.base}/v2/push/EVENT/${t.match}?lastEventId=abc`);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.code).toBe('ARENA_PARAMETERS_INVALID');
    expect(body.message).toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
  });
});

describe('a page that stops reading', () => {
  it('has its stream closed once its backlog passes the cap, instead of the server keeping it all', async () => {
    let response: ServerResponse | undefined;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      response = res;
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // A client that sends its request and then never reads.
    const client = net.connect(port, '127.0.0.1');
    client.write(`GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
    client.pause();
    try {
      await waitUntil(() => response !== undefined, { what: 'the answer', timeoutMs: 5000, everyMs: 1 });
      const res = response as ServerResponse;
      const chunk = `data: ${'x'.repeat(16 * 1024)}\n\n`;
      const backlog = 64 * 1024;
      let most = 0;
      // The kernel's socket buffers take the first megabytes; then the backlog grows in the process.
      for (let i = 0; i < 10_000 && !res.destroyed; i++) {
        writeToStream(res, chunk, backlog);
        most = Math.max(most, res.writableLength);
      }
      expect(res.destroyed).toBe(true);
      expect(most).toBeLessThanOrEqual(backlog + chunk.length);
    } finally {
      client.destroy();
      server.close();
    }
  });
});
