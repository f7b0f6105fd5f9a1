import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createPostgresDatabase } from './helpers/databases.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';

const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'demo' };
    // Started together: migrations and the seed run once under the database's advisory lock.
    servers = await Promise.all([startServerProcess(env, 3291), startServerProcess(env, 3292)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop?.();
  });

  it('a hold made through one process appears on the push channel of the other', async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error('servers missing');
    const login = await fetch(`${one.base}/v2/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fanusik@hokej.test', password: 'Fanusik123!' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const events = (await (await fetch(`${two.base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
    expect(events.data.length).toBeGreaterThanOrEqual(6);
    const eventId = events.data[0]?.uuid as string;
    const seat = { sector: 'B17', row: '4', name: '9' };

    const page = await openSse(`${two.base}/v2/push/EVENT/${eventId}`);
    try {
      const held = await fetch(`${one.base}/v2/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat }),
      });
      expect(held.status).toBe(201);
      const frame = await page.waitFor((f) => JSON.parse(f.data).seat.name === seat.name);
      expect(JSON.parse(frame.data)).toMatchObject({
        uuid: eventId,
        setupType: 'EVENT',
        seat,
        state: 'BOOKED',
      });
      const sector = await fetch(`${two.base}/v2/arena/${eventId}/sector/${seat.sector}`);
      const taken = (
        (await sector.json()) as { setup: Record<string, Array<{ name: string; buyState: string }>> }
      ).setup[seat.row]?.find((s) => s.name === seat.name);
      expect(taken?.buyState).toBe('BOOKED');
    } finally {
      await page.close();
    }
  });
});
