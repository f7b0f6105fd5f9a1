import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)('a seat locked for too long on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { lockTimeoutMs: 200 });
  });
  afterAll(() => t.close());

  it('is answered "busy, try again" with Retry-After, not an error, and nothing changes', async () => {
    const eventId = await t.firstEvent();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const fan = await t.newUser();
    const blocker = new pg.Client({ connectionString: t.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        'select id from setup_seats where setup_id = $1 and sector = $2 and row = $3 and name = $4 for update',
        [eventId, seat.sector, seat.row, seat.name],
      );
      const before = await t.count('cart_items');
      const res = await t.holdSeat(fan.token, eventId, seat);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, code: 'SERVER_BUSY' });
      expect(res.headers['retry-after']).toBe('1');
      expect(await t.count('cart_items')).toBe(before);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await t.holdSeat(fan.token, eventId, seat)).statusCode).toBe(201);
  });
});

describe('bodies that are not JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('a malformed body is explained in Slovak, and an oversized one is answered 413', async () => {
    const fan = await t.newUser();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors[0].message).toBe('Telo požiadavky nie je platný JSON.');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.sk', password: 'x'.repeat(1_100_000) }),
    });
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
