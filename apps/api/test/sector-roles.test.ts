import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { servedSuiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('sectors kept for roles on %s', (kind) => {
  const t = servedSuiteApp(kind);
  let admin: { id: string; token: string };
  let kept: string;
  let open: string;
  beforeAll(async () => {
    admin = await t.newUser(['USER', 'ADMIN']);
    const sectors = await queryRows<{ sector: string }>(
      t.db,
      sql`select distinct sector from setup_seats where setup_id = ${t.match} and state = 'ACTIVE' order by sector`,
    );
    [kept, open] = sectors.map((s) => s.sector) as [string, string];
  });

  const rules = (
    method: 'GET' | 'PUT',
    token: string | null,
    payload?: Record<string, unknown>,
    id = t.match,
  ) =>
    t.app.inject({
      method,
      url: `/v2/admin/setups/${id}/sector-roles`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const arena = (token: string | null) =>
    t.app.inject({ method: 'GET', url: `/v2/event/arena/${t.match}`, headers: token ? bearer(token) : {} });
  const sector = (token: string | null, name: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/event/arena/${t.match}/sector/${name}`,
      headers: token ? bearer(token) : {},
    });
  const freeSeatIn = async (name: string) => {
    const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
      t.db,
      sql`select sector, row, name from setup_seats where setup_id = ${t.match} and sector = ${name}
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
    const hold = await t.holdSeat(fan.token, t.match, seat);
    expect(hold.statusCode).toBe(403);
    expect(hold.json().code).toBe('ARENA_SETUP_FORBIDDEN');
    expect(await t.count('cart_items')).toBe(items);
    expect((await t.seatRow(t.match, seat))?.state).toBe('ACTIVE');

    const company = await t.newUser(['USER', 'B2B']);
    expect((await arena(company.token)).json().arena[kept].forbidden).toBeUndefined();
    expect((await sector(company.token, kept)).statusCode).toBe(200);
    const held = await t.holdSeat(company.token, t.match, seat);
    expect(held.statusCode, held.body).toBe(201);
    expect((await t.seatRow(t.match, seat))?.state).toBe('BOOKED');
  });

  it('records the change in the audit log, and opening the sector again lets the fan in', async () => {
    const [entry] = await queryRows<{ actorId: string; entityId: string; after: unknown }>(
      t.db,
      sql`select actor_id as "actorId", entity_id as "entityId", after from audit_log
        where action = 'SECTOR_ROLES_UPDATE' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityId: t.match,
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

  const accessLog = (afterId = 0) =>
    queryRows<{ id: number; payload: unknown }>(
      t.db,
      sql`select id::int as id, payload from push_log where setup_id = ${t.match} and id > ${afterId}
        and payload->>'change' = 'SECTOR_ROLES' order by id`,
    );
  const lastLogId = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select coalesce(max(id), 0)::int as id from push_log`,
    );
    return row?.id ?? 0;
  };

  it('a change of the kept sectors reaches open shop pages live (SSE access), logged for a page that reconnects', async () => {
    const before = await lastLogId();
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const saved = await rules('PUT', admin.token, { sectors: { [kept]: ['B2B'] } });
      expect(saved.statusCode, saved.body).toBe(200);
      const frame = await page.waitFor((f) => f.event === 'access');
      expect(JSON.parse(frame.data)).toEqual({ uuid: t.match, setupType: 'EVENT', change: 'SECTOR_ROLES' });
      const logged = await accessLog(before);
      expect(logged).toHaveLength(1);
      expect(frame.id).toBe(String(logged[0]?.id));
      expect(page.frames.filter((f) => f.event === 'seat')).toEqual([]);

      // A page that lost its stream just before the change gets it on reconnecting.
      const again = await openSse(`${t.base}/v2/push/EVENT/${t.match}`, {
        'last-event-id': String((logged[0]?.id ?? 1) - 1),
      });
      try {
        // The replay reaches a margin back, so earlier changes of this setting come too; this one among them.
        const replayed = await again.waitFor((f) => f.event === 'access' && f.id === frame.id);
        expect(JSON.parse(replayed.data)).toEqual(JSON.parse(frame.data));
      } finally {
        await again.close();
      }

      // Opening the sector again is pushed too.
      expect((await rules('PUT', admin.token, { sectors: {} })).statusCode).toBe(200);
      await page.waitFor(() => page.frames.filter((f) => f.event === 'access').length === 2);
    } finally {
      await page.close();
    }
    expect(await accessLog(before)).toHaveLength(2);
  });

  it('nothing is pushed when the setting is refused (rolled back with it) or left as it was', async () => {
    const before = await lastLogId();
    expect((await rules('PUT', admin.token, { sectors: { Z99: ['B2B'] } })).statusCode).toBe(400);
    expect((await rules('PUT', admin.token, { sectors: { [kept]: ['KING'] } })).statusCode).toBe(400);
    expect((await rules('PUT', admin.token, { sectors: {} })).statusCode).toBe(200);
    expect(await accessLog(before)).toEqual([]);
  });
});
