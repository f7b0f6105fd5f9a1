import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { queueTools } from './helpers/queue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** A full waiting room (QUEUE_MAX_WAITING fans waiting) refuses a new fan with a code and Retry-After. */
describe.each(await availableKinds())('a full waiting room on %s', (kind) => {
  let t: TestApp;
  let q: ReturnType<typeof queueTools>;
  beforeAll(async () => {
    t = await createTestApp(kind, { QUEUE_JOINS_PER_MINUTE: '1000', QUEUE_MAX_WAITING: '2' });
    q = queueTools(t);
  });
  afterAll(() => t.close());

  const entries = async (roomId: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from queue_entries where room_id = ${roomId}`,
      )
    )[0]?.n;

  it('refuses a third fan 503 QUEUE_FULL with Retry-After, keeps the two in line, takes the fan once one is let in', async () => {
    const admin = (await t.newUser(['ADMIN'])).token;
    const opened = await q.openRoom(admin, {
      setupId: await t.firstEvent(),
      opensAt: new Date(Date.now() - 1000).toISOString(),
      // One admission at most per round (the bucket holds at least one, and 5 s of 1 a minute is less).
      ratePerMinute: 1,
      maxShopping: 100,
    });
    expect(opened.statusCode).toBe(201);
    const roomId = opened.json().id as string;
    await q.tick(); // the opening, nobody in the pre-queue
    const [first, second, third] = [await t.newUser(), await t.newUser(), await t.newUser()];
    if (!first || !second || !third) throw new Error('no fans');
    const place = (await q.join(first.token, roomId)).json().position;
    expect(place).toBe(1);
    expect((await q.join(second.token, roomId)).statusCode).toBe(200);

    const refused = await q.join(third.token, roomId);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().code).toBe('QUEUE_FULL');
    expect(refused.json().message).toMatch(/Virtuálny rad je práve plný/);
    expect(await entries(roomId)).toBe(2);
    // A fan already in line joining again keeps the place.
    const again = await q.join(first.token, roomId);
    expect(again.statusCode).toBe(200);
    expect(again.json().position).toBe(1);

    // One round lets the first fan in: there is room in line again.
    expect(await q.tick()).toBe(1);
    const taken = await q.join(third.token, roomId);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().position).toBe(2);
    expect((await q.admin(admin, 'POST', `/${roomId}/close`)).statusCode).toBe(200);
  });
});
