import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('sectors kept for roles on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let match: string;
  let kept: string;
  let open: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.newUser(['USER', 'ADMIN']);
    match = await t.firstEvent();
    const sectors = await queryRows<{ sector: string }>(
      t.db,
      sql`select distinct sector from setup_seats where setup_id = ${match} and state = 'ACTIVE' order by sector`,
    );
    [kept, open] = sectors.map((s) => s.sector) as [string, string];
  });
  afterAll(() => t.close());

  const rules = (
    method: 'GET' | 'PUT',
    token: string | null,
    payload?: Record<string, unknown>,
    id = match,
  ) =>
    t.app.inject({
      method,
      url: `/v2/admin/setups/${id}/sector-roles`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const arena = (token: string | null) =>
    t.app.inject({ method: 'GET', url: `/v2/event/arena/${match}`, headers: token ? bearer(token) : {} });
  const sector = (token: string | null, name: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/event/arena/${match}/sector/${name}`,
      headers: token ? bearer(token) : {},
    });
  const freeSeatIn = async (name: string) => {
    const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
      t.db,
      sql`select sector, row, name from setup_seats where setup_id = ${match} and sector = ${name}
        and state = 'ACTIVE' order by row, name limit 1`,
    );
    if (!seat) throw new Error('no free seat');
    return seat;
  };

  it('every sector is open while the club kept none', async () => {
    expect((await rules('GET', admin.token)).json()).toEqual({ sectors: {} });
    const fan = await t.newUser();
    const map = (await arena(fan.token)).json().arena;
    expect(Object.values(map).some((s) => (s as { forbidden?: boolean }).forbidden)).toBe(false);
  });

  it('a sector kept for B2B is shown forbidden to a fan, refused to open and to hold; a B2B buyer holds it', async () => {
    const saved = await rules('PUT', admin.token, { sectors: { [kept]: ['B2B'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ sectors: { [kept]: ['B2B'] } });

    const fan = await t.newUser();
    for (const viewer of [fan.token, null]) {
      const map = (await arena(viewer)).json().arena;
      expect(map[kept].forbidden).toBe(true);
      expect(map[open].forbidden).toBeUndefined();
      const refused = await sector(viewer, kept);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ARENA_SETUP_FORBIDDEN',
        message: 'Do tohto sektora nemáte prístup.',
      });
      expect((await sector(viewer, open)).statusCode).toBe(200);
    }

    const seat = await freeSeatIn(kept);
    const items = await t.count('cart_items');
    const hold = await t.holdSeat(fan.token, match, seat);
    expect(hold.statusCode).toBe(403);
    expect(hold.json().code).toBe('ARENA_SETUP_FORBIDDEN');
    expect(await t.count('cart_items')).toBe(items);
    expect((await t.seatRow(match, seat))?.state).toBe('ACTIVE');

    const company = await t.newUser(['USER', 'B2B']);
    expect((await arena(company.token)).json().arena[kept].forbidden).toBeUndefined();
    expect((await sector(company.token, kept)).statusCode).toBe(200);
    const held = await t.holdSeat(company.token, match, seat);
    expect(held.statusCode, held.body).toBe(201);
    expect((await t.seatRow(match, seat))?.state).toBe('BOOKED');
  });

  it('records the change in the audit log, and opening the sector again lets the fan in', async () => {
    const [entry] = await queryRows<{ actorId: string; entityId: string; after: unknown }>(
      t.db,
      sql`select actor_id as "actorId", entity_id as "entityId", after from audit_log
        where action = 'SECTOR_ROLES_UPDATE' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityId: match,
      after: { sectors: { [kept]: ['B2B'] } },
    });
    expect((await rules('PUT', admin.token, { sectors: {} })).json()).toEqual({ sectors: {} });
    const fan = await t.newUser();
    expect((await sector(fan.token, kept)).statusCode).toBe(200);
  });

  it('is for ADMIN only and refuses a bad setting with nothing changed', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const body = { sectors: { [kept]: ['B2B'] } };
    // An empty body is refused for the missing login or role, not for its fields.
    for (const [method, payload] of [
      ['GET', body],
      ['PUT', body],
      ['PUT', {}],
    ] as const) {
      const anonymous = await rules(method, null, payload);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
      for (const who of [fan, cashier]) {
        const answer = await rules(method, who.token, payload);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('ROLE_FORBIDDEN');
      }
    }
    const before = (await rules('GET', admin.token)).json();
    for (const bad of [
      { sectors: { [kept]: ['KING'] } },
      { sectors: { [kept]: [] } },
      { sectors: { Z99: ['B2B'] } },
      { sectors: { [kept]: ['B2B'] }, extra: true },
    ]) {
      const answer = await rules('PUT', admin.token, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe('ARENA_PARAMETERS_INVALID');
    }
    const unknownSetup = await rules('GET', admin.token, undefined, '00000000-0000-4000-8000-000000000000');
    expect(unknownSetup.statusCode).toBe(404);
    expect(unknownSetup.json().code).toBe('EVENT_OR_SEASON_NOT_FOUND');
    expect((await rules('GET', admin.token)).json()).toEqual(before);
  });
});
