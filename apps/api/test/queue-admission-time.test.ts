import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/db/client.ts';
import { type AdmissionStrategy, admitUnderRoomLock } from '../src/modules/queue/admission-tick.ts';
import { availableKinds } from './helpers/databases.ts';
import { queueTools } from './helpers/queue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Two transactions at once: PostgreSQL only (PGlite has one connection).
const onPostgres = (await availableKinds()).includes('postgres');

/**
 * Control run: the round as it was, stamping an admission with the transaction's start (`shop_now()`),
 * which for a round whose transaction began before another round's is earlier than that round's.
 */
const stampedAtTransactionStart: AdmissionStrategy = async (tx, roomId) => {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from queue_rooms where id = ${roomId} for update`,
  );
  if (!row) return 0;
  const admitted = await queryRows(
    tx,
    sql`update queue_entries set admitted_at = shop_now(), expires_at = shop_now() + interval '10 minutes'
      where id in (select id from queue_entries where room_id = ${roomId} and admitted_at is null
                   and place is not null order by place limit 1)
      returning id`,
  );
  return admitted.length;
};

describe.runIf(onPostgres)('when an admission is stamped, on PostgreSQL', () => {
  let t: TestApp;
  let q: ReturnType<typeof queueTools>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    q = queueTools(t);
  });
  afterAll(() => t.close());

  let admin: string;
  /** A room open since a second ago with three fans in line, shuffled; the opening admitted the first. */
  async function roomOfThree(): Promise<string> {
    admin = (await t.newUser(['ADMIN'])).token;
    const opened = await q.openRoom(admin, {
      setupId: null,
      opensAt: new Date(Date.now() - 1000).toISOString(),
      ratePerMinute: 1,
      maxShopping: 100,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().id as string;
    for (let i = 0; i < 3; i++) await q.join((await t.newUser()).token, id, `10.7.${i}.1`);
    await queryRows(t.db, sql`update queue_rooms set tokens = 0, tokens_at = shop_now() where id = ${id}`);
    await q.tick(); // the opening: the shuffle gives each a place, and its one admission lets the first in
    return id;
  }

  const oneToken = (id: string) =>
    queryRows(t.db, sql`update queue_rooms set tokens = 1, tokens_at = shop_now() where id = ${id}`);

  /**
   * Round B's transaction begins first; round A then begins, locks the room, admits the next in line and
   * commits; only then does B run its round (a busy process between its BEGIN and its first statement).
   * Answers the stamps of A's and B's admissions (the second and third in line); the room is closed after.
   */
  async function lateRound(id: string, laterRound: AdmissionStrategy) {
    try {
      await oneToken(id);
      await t.db.transaction(async (b: Db) => {
        await queryRows(b, sql`select now()`); // B's transaction has begun: its now() is fixed from here
        expect(await t.db.transaction((a) => admitUnderRoomLock(a, id))).toBe(1);
        await oneToken(id);
        expect(await laterRound(b, id)).toBe(1);
      });
      const stamps = await queryRows<{ ms: number | null }>(
        t.db,
        sql`select (extract(epoch from admitted_at) * 1000)::float8 as ms from queue_entries
          where room_id = ${id} order by place`,
      );
      const [, a, b] = stamps.map((s) => s.ms);
      if (a == null || b == null) throw new Error(`not all admitted: ${JSON.stringify(stamps)}`);
      return { a, b };
    } finally {
      expect((await q.admin(admin, 'POST', `/${id}/close`)).statusCode).toBe(200);
    }
  }

  it('a round whose transaction began before another round’s stamps its admission after that round’s', async () => {
    const { a, b } = await lateRound(await roomOfThree(), admitUnderRoomLock);
    expect(b).toBeGreaterThanOrEqual(a);
  });

  it('control run: stamped at the transaction’s start, the third in line looks admitted before the second', async () => {
    const { a, b } = await lateRound(await roomOfThree(), stampedAtTransactionStart);
    expect(b).toBeLessThan(a);
  });
});
