import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import { signedInFans } from './helpers/process-fans.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';
import { waitUntil } from './helpers/wait.ts';

const onPostgres = (await availableKinds()).includes('postgres');

type Seat = { sector: string; row: string; name: string };

/**
 * The memory of taken seats across two real processes: `one` a plain shop server, `slow` the same server
 * whose live seat feed the test holds back (helpers/held-feed-server.ts), as a busy feed lags in a rush.
 */
describe.runIf(onPostgres)('the memory of taken seats across two processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let one: ServerProcess;
  let slow: ServerProcess;
  let newFan: () => Promise<string>;
  let eventId: string;
  beforeAll(async () => {
    const database = await createDemoDatabase();
    drop = database.drop;
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'demo' };
    newFan = signedInFans(database.url, env.JWT_SECRET, 'Pamäť');
    [one, slow] = await Promise.all([
      startServerProcess(env),
      startServerProcess(env, undefined, undefined, 'test/helpers/held-feed-server.ts'),
    ]);
    const events = (await (await fetch(`${one.base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
    eventId = events.data[1]?.uuid as string;
  });
  afterAll(async () => {
    await Promise.all([one, slow].map((s) => s?.stop()));
    await drop?.();
  });

  const cart = (base: string, token: string, method: 'POST' | 'PUT', body: unknown) =>
    fetch(`${base}/v2/cart`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const hold = (base: string, token: string, seat: Seat, seenEventId?: number) =>
    cart(base, token, 'POST', { type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat, seenEventId });
  const release = async (base: string, token: string, held: Response) =>
    cart(base, token, 'PUT', { type: 'REMOVE_ITEM', itemId: (await held.json()).items[0].id });
  const feed = async (action: 'hold' | 'let', count?: number) =>
    (
      await fetch(`${slow.base}/test/feed/${action}${count === undefined ? '' : `?count=${count}`}`, {
        method: 'POST',
      })
    ).json() as Promise<{ waiting: number }>;
  const feedWaits = (n: number) =>
    waitUntil(async () => (await (await fetch(`${slow.base}/test/feed`)).json()).waiting >= n, {
      what: `${n} changes waiting on the held feed`,
    });
  /** The push_log id of the seat's change to `state`, as a page streaming from `base` saw it. */
  const seenOn = async (page: Awaited<ReturnType<typeof openSse>>, seat: Seat, state: string) => {
    const frame = await page.waitFor((f) => {
      if (f.event !== 'seat') return false;
      const m = JSON.parse(f.data);
      return m.seat.row === seat.row && m.seat.name === seat.name && m.state === state;
    });
    return Number(frame.id);
  };

  it('a page that saw a release made through another process gets the seat, though this process has not heard of it yet', async () => {
    const seat = { sector: 'B14', row: '3', name: '1' };
    const [fanA, fanB] = await Promise.all([newFan(), newFan()]);
    const onOne = await openSse(`${one.base}/v2/push/EVENT/${eventId}`);
    const onSlow = await openSse(`${slow.base}/v2/push/EVENT/${eventId}`);
    try {
      const held = await hold(slow.base, fanA, seat);
      expect(held.status, await held.clone().text()).toBe(201);
      // The slow process has heard the hold: it refuses the seat from memory from now on.
      await seenOn(onSlow, seat, 'BOOKED');
      await feed('hold');
      expect((await release(one.base, fanA, held)).status).toBe(200);
      const releaseId = await seenOn(onOne, seat, 'ACTIVE');
      await feedWaits(1);

      // Control run: a hold that does not say what its page saw is refused from the stale memory.
      const stale = await hold(slow.base, fanB, seat);
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ code: 'SEAT_INACTIVE' });
      // The page saw the release: the process has not heard that far, so the database decides.
      expect((await hold(slow.base, fanB, seat, releaseId)).status).toBe(201);
    } finally {
      await feed('let');
      await Promise.all([onOne.close(), onSlow.close()]);
    }
  });

  it('after its own release, a take the feed brings late is ignored and a later take is trusted (push_log order)', async () => {
    const seat = { sector: 'B14', row: '4', name: '1' };
    const [fanC, fanD] = await Promise.all([newFan(), newFan()]);
    await feed('hold');
    try {
      // Taken through the other process; this one hears of it only after its own release below.
      const held = await hold(one.base, fanC, seat);
      expect(held.status).toBe(201);
      await feedWaits(1);
      expect((await release(slow.base, fanC, held)).status).toBe(200);
      await feedWaits(2);
      // The take (older than the release) arrives now, the release is still on its way.
      expect((await feed('let', 1)).waiting).toBe(1);
      const again = await hold(slow.base, fanC, seat);
      expect(again.status).toBe(201);
      await feedWaits(2);
      await feed('let');
      // The new take is newer than the release: trusted at once, without a grace period.
      const refused = await hold(slow.base, fanD, seat);
      expect(refused.status).toBe(409);
      // Refused from memory (the database's refusal names the seat's state).
      expect((await refused.json()).data).toBeUndefined();
    } finally {
      await feed('let');
    }
  });
});
