import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { CONTACT } from './helpers/orders.ts';
import { queueTools } from './helpers/queue.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
type Seat = Record<string, unknown>;

/** What the waiting room guards beyond a hold and a checkout of its own sale (issue 17, docs/decisions.md). */
describe.each(await availableKinds())('the waiting room’s edges on %s', (kind) => {
  let t: TestApp;
  let q: ReturnType<typeof queueTools>;
  let admin: { id: string; token: string };
  let match: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { QUEUE_JOINS_PER_MINUTE: '1000' });
    q = queueTools(t);
    admin = await t.newUser(['ADMIN']);
    match = await t.firstEvent();
  });
  afterAll(() => t.close());

  /** A room on `setupId` opening a minute from now; the clock then moves past it. */
  async function room(setupId: string | null, body: Record<string, unknown> = {}) {
    await q.moveClock(0);
    const opened = await q.openRoom(admin.token, {
      setupId,
      opensAt: new Date(Date.now() + MINUTE).toISOString(),
      ratePerMinute: 600,
      maxShopping: 100,
      ...body,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return opened.json().id as string;
  }

  /** Joins `fans`, opens the room and admits them; answers their admission tokens. */
  async function admitted(roomId: string, fans: Array<{ token: string }>) {
    for (const fan of fans) expect((await q.join(fan.token, roomId)).statusCode).toBe(200);
    await q.moveClock(2 * MINUTE);
    await q.tick();
    await q.moveClock(2 * MINUTE + 5000);
    await q.tick();
    return Promise.all(
      fans.map(async (fan) => {
        const status = (await q.status(fan.token, roomId)).json();
        expect(status.status).toBe('ADMITTED');
        return status.admission.token as string;
      }),
    );
  }

  const close = async (id: string) =>
    expect((await q.admin(admin.token, 'POST', `/${id}/close`)).statusCode).toBe(200);

  it('an admission is spent by its checkout: no further hold or checkout with it; re-paying the order needs none; the fan queues again at the back', async () => {
    const roomId = await room(match);
    const [fan, other] = [await t.newUser(), await t.newUser()];
    const [token] = await admitted(roomId, [fan]);
    const [s1, s2] = await t.freeSeats(match, 2);
    expect((await q.hold(fan.token, match, s1 as Seat, token)).statusCode).toBe(201);
    const paid = await q.pay(fan.token, token);
    expect(paid.statusCode).toBe(201);

    const again = await q.hold(fan.token, match, s2 as Seat, token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'QUEUE_ADMISSION_REQUIRED',
      message: expect.stringMatching(/rad/),
    });
    expect((await t.seatRow(match, s2 as never))?.state).toBe('ACTIVE');
    expect((await q.pay(fan.token, token)).statusCode).not.toBe(201);
    expect(await q.orders(fan.id)).toBe(1);

    // The order's seats were taken under the admission: paying it again (a declined card) needs none.
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${paid.json().orderId}/pay`,
      headers: bearer(fan.token),
    });
    expect(repay.statusCode, repay.body).toBe(201);

    expect((await q.status(fan.token, roomId)).json()).toMatchObject({ status: 'DONE', admission: null });
    await q.join(other.token, roomId);
    const rejoined = (await q.join(fan.token, roomId)).json();
    expect(rejoined).toMatchObject({ status: 'WAITING', position: 2, admission: null });
    await close(roomId);
  });

  it('a room on a season guards the season’s matches (a match with its own room keeps its own)', async () => {
    const [row] = await queryRows<{ season: string; matches: string[] }>(
      t.db,
      sql`select season_id as season, array_agg(id::text order by starts_at, id) as matches from setups
        where season_id is not null and setup_type = 'EVENT' and id = ${match} group by season_id`,
    );
    if (!row) throw new Error('the demo match belongs to no season');
    const seasonRoom = await room(row.season);
    const list = (await t.app.inject({ method: 'GET', url: '/v2/queue' })).json();
    expect(list.rooms).toEqual([
      expect.objectContaining({
        id: seasonRoom,
        setupUuid: row.season,
        matchUuids: expect.arrayContaining([match]),
      }),
    ]);
    const [fan, late] = [await t.newUser(), await t.newUser()];
    const [seat, other] = await t.freeSeats(match, 2);
    const refused = await q.hold(fan.token, match, seat as Seat);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'QUEUE_ADMISSION_REQUIRED', data: { roomId: seasonRoom } });
    expect((await t.seatRow(match, seat as never))?.state).toBe('ACTIVE');

    const [token] = await admitted(seasonRoom, [fan]);
    expect((await q.hold(fan.token, match, seat as Seat, token)).statusCode).toBe(201);
    // The match's own room wins over its season's: the season's admission does not open it.
    const matchRoom = await room(match);
    await t.app.services.activeRooms.refresh();
    const own = await q.hold(late.token, match, other as Seat, token);
    expect(own.statusCode).toBe(403);
    expect(own.json().data).toMatchObject({ roomId: matchRoom });
    await close(matchRoom);
    await close(seasonRoom);
  });

  it('every club action on a room is in the audit log with who did it and what changed; a refused one leaves nothing', async () => {
    const roomId = await room(null, { ratePerMinute: 30 });
    expect((await q.admin(admin.token, 'PATCH', `/${roomId}`, { ratePerMinute: 90 })).statusCode).toBe(200);
    expect((await q.admin(admin.token, 'POST', `/${roomId}/pause`)).statusCode).toBe(200);
    expect((await q.admin(admin.token, 'POST', `/${roomId}/pause`)).statusCode).toBe(409);
    expect((await q.admin(admin.token, 'POST', `/${roomId}/resume`)).statusCode).toBe(200);
    await close(roomId);
    expect((await q.admin(admin.token, 'PATCH', `/${roomId}`, { ratePerMinute: 10 })).statusCode).toBe(409);

    const log = await t.app.inject({
      method: 'GET',
      url: `/v2/admin/audit-log?entity=QUEUE_ROOM&entityId=${roomId}`,
      headers: bearer(admin.token),
    });
    expect(log.statusCode, log.body).toBe(200);
    const entries = [...log.json().data].reverse();
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'QUEUE_ROOM_CREATE',
      'QUEUE_ROOM_UPDATE',
      'QUEUE_ROOM_PAUSE',
      'QUEUE_ROOM_RESUME',
      'QUEUE_ROOM_CLOSE',
    ]);
    for (const entry of entries) expect(entry.actor?.id).toBe(admin.id);
    expect(entries[1]).toMatchObject({ before: { ratePerMinute: 30 }, after: { ratePerMinute: 90 } });
    expect(entries[2]).toMatchObject({ before: { state: 'OPEN' }, after: { state: 'PAUSED' } });
    expect(entries[4]).toMatchObject({ after: { state: 'CLOSED' } });
  });

  it('a push cart is paid by its link without an admission: its seats went through the door when the cashier held them', async () => {
    const roomId = await room(match);
    const cashier = await t.newUser(['CASHIER']);
    const [seat, other] = await t.freeSeats(match, 2);
    // The cashier takes seats only with an admission like anybody else, so the push cart is no way around the room.
    expect((await t.holdSeat(cashier.token, match, seat as never)).statusCode).toBe(403);
    const [token] = await admitted(roomId, [cashier]);
    expect((await q.hold(cashier.token, match, seat as Seat, token)).statusCode).toBe(201);
    const pushCart = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/push-carts',
      headers: bearer(cashier.token),
      payload: {},
    });
    expect(pushCart.statusCode, pushCart.body).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v2/cart/push/pay/${pushCart.json().pushId}`,
      payload: { paymentType: 'CARD', contact: CONTACT, termsAgreed: true, contactConsent: true },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await t.seatRow(match, other as never))?.state).toBe('ACTIVE');
    await close(roomId);
  });
});
