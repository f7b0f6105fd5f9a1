import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import { signedInFans } from './helpers/process-fans.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSse, type SseFrame } from './helpers/sse.ts';

const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  let newFan: () => Promise<string>;
  beforeAll(async () => {
    const database = await createDemoDatabase();
    drop = database.drop;
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'demo' };
    // A fan straight in the database, signed in with the processes' shared secret.
    newFan = signedInFans(database.url, env.JWT_SECRET, 'Dvoch');
    // Started together on a copy of the seeded demo: each takes the setup lock and finds it done.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
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

  it('pages on both processes get every change of a rush once, each seat in the order it changed', async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error('servers missing');
    const events = (await (await fetch(`${one.base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
    const eventId = events.data[1]?.uuid as string;
    // Both ends of rows 2–7: no hold or release of the rush can strand a seat (SEAT_GAP), in any order.
    const seats = Array.from({ length: 12 }, (_, i) => ({
      sector: 'B13',
      row: String(2 + Math.floor(i / 2)),
      name: i % 2 ? '22' : '1',
    }));
    const fans = await Promise.all(seats.map(() => newFan()));
    const cart = (base: string, token: string, method: 'POST' | 'PUT', body: unknown) =>
      fetch(`${base}/v2/cart`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const hold = (base: string, token: string, seat: (typeof seats)[number]) =>
      cart(base, token, 'POST', { type: 'ADD_SEAT', setupType: 'EVENT', uuid: eventId, seat });
    const pages = [
      await openSse(`${one.base}/v2/push/EVENT/${eventId}`),
      await openSse(`${two.base}/v2/push/EVENT/${eventId}`),
    ];
    const ofRow = (frames: SseFrame[]) =>
      frames
        .filter((f) => f.event === 'seat')
        .map((f) => ({ id: Number(f.id), ...JSON.parse(f.data) }))
        .filter((m) =>
          seats.some((s) => s.sector === m.seat.sector && s.row === m.seat.row && s.name === m.seat.name),
        );
    try {
      // Twelve fans hold at once, half through each process; then six release and hold again.
      const held = await Promise.all(
        seats.map((seat, i) => hold(i % 2 ? two.base : one.base, fans[i] ?? '', seat)),
      );
      expect(held.map((r) => r.status)).toEqual(seats.map(() => 201));
      const items = await Promise.all(held.map(async (r) => (await r.json()).items[0].id as string));
      for (let i = 0; i < 6; i++) {
        const base = i % 2 ? one.base : two.base;
        const removed = await cart(base, fans[i] ?? '', 'PUT', { type: 'REMOVE_ITEM', itemId: items[i] });
        expect(removed.status).toBe(200);
        expect((await hold(base, fans[i] ?? '', seats[i] as (typeof seats)[number])).status).toBe(201);
      }
      // Then one more hold through each process: each process announces its changes in the order they
      // were made, so a page that has both last holds has every change of the rush, and any repeat of one.
      const lastSeats = ['1', '22'].map((name) => ({ sector: 'B13', row: '8', name }));
      for (const [i, base] of [one.base, two.base].entries())
        expect((await hold(base, await newFan(), lastSeats[i] as (typeof seats)[number])).status).toBe(201);
      const lastOf = (frames: SseFrame[]) =>
        frames
          .filter((f) => f.event === 'seat')
          .map((f) => JSON.parse(f.data).seat)
          .filter((seat) => seat.sector === 'B13' && seat.row === '8');
      const changes = 12 + 6 * 2;
      for (const page of pages) {
        await page.waitFor(() => lastOf(page.frames).length >= 2);
        const seen = ofRow(page.frames);
        expect(seen).toHaveLength(changes);
        expect(new Set(seen.map((m) => m.id)).size).toBe(changes);
        seats.forEach((seat, i) => {
          const ofSeat = seen.filter((m) => m.seat.row === seat.row && m.seat.name === seat.name);
          expect(ofSeat.map((m) => m.state)).toEqual(i < 6 ? ['BOOKED', 'ACTIVE', 'BOOKED'] : ['BOOKED']);
          expect(ofSeat.map((m) => m.id)).toEqual(ofSeat.map((m) => m.id).sort((a, b) => a - b));
        });
      }
    } finally {
      await Promise.all(pages.map((p) => p.close()));
    }
  });
});
