import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import { isSeatChange, openSse } from './helpers/sse.ts';
import { servedSuiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Seat = { sector: string; row: string; name: string };

describe.each(await availableKinds())('seats set by the club on %s', (kind) => {
  const t = servedSuiteApp(kind);
  let admin: { id: string; token: string };
  beforeAll(async () => {
    admin = await t.newUser(['USER', 'ADMIN']);
  });

  const setSeats = (body: Record<string, unknown>, token: string | null = admin.token, id = t.match) =>
    t.app.inject({
      method: 'PUT',
      url: `/v2/admin/events/${id}/seats`,
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const stateOf = async (seat: Seat) => (await t.seatRow(t.match, seat))?.state;

  it('a seat the club disables goes live to an open shop page and cannot be held; enabled again, it can', async () => {
    const [seat] = (await t.freeSeats(t.match, 1)) as Seat[];
    if (!seat) throw new Error('no free seat');
    const before = (await t.app.inject({ url: `/v2/arena/${t.match}/sector/${seat.sector}` })).json()
      .availableSeats;
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const off = await setSeats({ state: 'DISABLED', seats: [seat] });
      expect(off.json()).toEqual({ changed: 1, state: 'DISABLED' });
      const pushed = JSON.parse((await page.waitFor(isSeatChange(seat, 'DISABLED'))).data);
      expect(pushed).toMatchObject({ uuid: t.match, setupType: 'EVENT', availableSeats: before - 1 });
      expect(await stateOf(seat)).toBe('DISABLED');
      const fan = await t.newUser();
      expect((await t.holdSeat(fan.token, t.match, seat)).json()).toMatchObject({
        status: 409,
        code: 'SEAT_INACTIVE',
      });

      expect((await setSeats({ state: 'ACTIVE', seats: [seat] })).json()).toEqual({
        changed: 1,
        state: 'ACTIVE',
      });
      const back = JSON.parse((await page.waitFor(isSeatChange(seat, 'ACTIVE'))).data);
      expect(back.availableSeats).toBe(before);
      expect((await t.holdSeat(fan.token, t.match, seat)).statusCode).toBe(201);
    } finally {
      await page.close();
    }
    const [entry] = await queryRows<{
      action: string;
      actorId: string;
      after: { state: string; changed: number };
    }>(
      t.db,
      sql`select action, actor_id as "actorId", after from audit_log where entity_id = ${t.match}
        and action = 'SEATS_STATE' order by id limit 1`,
    );
    expect(entry).toMatchObject({ actorId: admin.id, after: { state: 'DISABLED', changed: 1 } });
  });

  it('reserves a whole sector at once, each seat pushed; seats already in the state are left as they are', async () => {
    const [{ sector } = { sector: '' }] = await queryRows<{ sector: string }>(
      t.db,
      sql`select sector from setup_seats where setup_id = ${t.match} group by sector
        having bool_and(state = 'ACTIVE' and cart_item_id is null and order_item_id is null) order by sector desc limit 1`,
    );
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setup_seats where setup_id = ${t.match} and sector = ${sector}`,
    );
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const reserved = await setSeats({ state: 'RESERVED', sector });
      expect(reserved.json()).toEqual({ changed: n, state: 'RESERVED' });
      await page.waitFor(
        () =>
          page.frames.filter((f) => f.event === 'seat' && JSON.parse(f.data).seat.sector === sector)
            .length === n,
      );
      const last = page.frames
        .filter((f) => f.event === 'seat' && JSON.parse(f.data).seat.sector === sector)
        .at(-1);
      expect(JSON.parse(last?.data ?? '{}')).toMatchObject({ state: 'RESERVED', availableSeats: 0 });
    } finally {
      await page.close();
    }
    const shopSector = (await t.app.inject({ url: `/v2/arena/${t.match}/sector/${sector}` })).json();
    expect(shopSector.availableSeats).toBe(0);
    expect((await setSeats({ state: 'RESERVED', sector })).json()).toEqual({ changed: 0, state: 'RESERVED' });
    expect((await setSeats({ state: 'ACTIVE', sector })).json().changed).toBe(n);
  });

  it('refuses to change a sold or held seat, all or nothing, and names it', async () => {
    const { orderId } = await paidOrder(t, t.match, 1);
    const [sold] = await queryRows<Seat>(
      t.db,
      sql`select ss.sector, ss.row, ss.name from setup_seats ss join order_items oi on oi.id = ss.order_item_id
        where oi.order_id = ${orderId}`,
    );
    // The first free seat is held (it strands no single seat); the next stays free.
    const [heldSeat, free] = (await t.freeSeats(t.match, 2)) as Seat[];
    if (!sold || !free || !heldSeat) throw new Error('no seats');
    const fan = await t.newUser();
    expect((await t.holdSeat(fan.token, t.match, heldSeat)).statusCode).toBe(201);
    for (const taken of [sold, heldSeat]) {
      const refused = await setSeats({ state: 'DISABLED', seats: [free, taken] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SEAT_STATE_LOCKED', data: { seats: [taken] } });
    }
    expect(await stateOf(free)).toBe('ACTIVE');
    expect(await stateOf(sold)).toBe('SOLD');
    expect(await stateOf(heldSeat)).toBe('BOOKED');
    expect((await setSeats({ state: 'ACTIVE', sector: sold.sector })).json().code).toBe('SEAT_STATE_LOCKED');
  });

  it('answers unknown seats, sectors and matches, wrong bodies and roles with coded errors, nothing changed', async () => {
    const [free] = (await t.freeSeats(t.match, 1)) as Seat[];
    if (!free) throw new Error('no seat');
    const missing = { sector: free.sector, row: '99', name: '99' };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ state: 'DISABLED', seats: [free, missing] }, 404, 'SEAT_NOT_FOUND'],
      [{ state: 'SOLD', seats: [free] }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'BOOKED', sector: free.sector }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'DISABLED' }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'DISABLED', seats: [free], sector: free.sector }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'DISABLED', seats: [] }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'DISABLED', sector: 'C11' }, 400, 'EVENT_INVALID_REQUEST'],
      [{ state: 'DISABLED', seats: [free] }, 404, 'EVENT_NOT_FOUND', '00000000-0000-4000-8000-000000000000'],
    ];
    for (const [body, status, code, id] of cases) {
      const answer = await setSeats(body, admin.token, id);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ status, code });
    }
    const season = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' limit 1`,
    );
    const wrongKind = await setSeats({ state: 'DISABLED', seats: [free] }, admin.token, season[0]?.id);
    expect(wrongKind.json()).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' });
    // An empty body is refused for the missing login or role, not for its fields.
    for (const body of [{ state: 'DISABLED', seats: [free] }, {}]) {
      expect((await setSeats(body, null)).json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      for (const roles of [['USER'], ['USER', 'CASHIER']] as const) {
        const who = await t.newUser([...roles]);
        expect((await setSeats(body, who.token)).json()).toMatchObject({
          status: 403,
          code: 'ROLE_FORBIDDEN',
        });
      }
    }
    expect(await stateOf(free)).toBe('ACTIVE');
  });

  it('disables a season seat through the season routes, pushed on the season channel', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' limit 1`,
    );
    const seasonId = season?.id ?? '';
    const [seat] = await queryRows<Seat>(
      t.db,
      sql`select sector, row, name from setup_seats where setup_id = ${seasonId} and state = 'ACTIVE'
        and cart_item_id is null order by sector desc, row, name limit 1`,
    );
    if (!seat) throw new Error('no season seat');
    const page = await openSse(`${t.base}/v2/push/SEASON/${seasonId}`);
    try {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/v2/admin/seasons/${seasonId}/seats`,
        headers: bearer(admin.token),
        payload: { state: 'DISABLED', seats: [seat] },
      });
      expect(answer.json()).toEqual({ changed: 1, state: 'DISABLED' });
      expect(JSON.parse((await page.waitFor(isSeatChange(seat, 'DISABLED'))).data)).toMatchObject({
        setupType: 'SEASON',
      });
    } finally {
      await page.close();
    }
  });
});
