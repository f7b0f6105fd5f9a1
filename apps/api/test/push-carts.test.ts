import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { releaseExpiredHolds } from '../src/jobs/hold-sweeper.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { CONTACT, followGatewayReturn, notifyPayment, paymentIdOf } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://vstupenky.hokej.test';
type Seat = { sector: string; row: string; name: string };

describe.each(await availableKinds())('push carts on %s', (kind) => {
  let t: TestApp;
  let match: string;
  let cashier: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
    match = await t.firstEvent();
    cashier = await t.newUser(['CASHIER']);
  });
  afterAll(() => t.close());

  const createPushCart = (token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/v2/admin/push-carts', headers: bearer(token), payload });
  const readPush = (id: string) => t.app.inject({ method: 'GET', url: `/v2/cart/push/${id}` });
  const updatePush = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/v2/cart/push/${id}`, payload });
  const payPush = (id: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/cart/push/pay/${id}`,
      payload: { paymentType: 'CARD', contact: CONTACT, termsAgreed: true, contactConsent: true, ...body },
    });
  const checkPayment = (orderId: string, pushId: string) =>
    t.app.inject({ method: 'GET', url: `/v2/payment/check-payment?orderId=${orderId}&pushId=${pushId}` });
  const guessedId = () => randomBytes(32).toString('base64url');

  /** The club picks `count` free seats into the cashier's cart and sends them as a push cart. */
  async function pushed(count = 2, body: Record<string, unknown> = {}) {
    const seats = await t.freeSeats(match, count);
    for (const seat of seats) expect((await t.holdSeat(cashier.token, match, seat)).statusCode).toBe(201);
    const res = await createPushCart(cashier.token, body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as { id: string; pushId: string; url: string; expiresAt: string }), seats };
  }
  const seatHold = async (seat: Seat) => {
    const [row] = await queryRows<{ state: string; holdExpiresAt: Date | string | null }>(
      t.db,
      sql`select state::text, hold_expires_at as "holdExpiresAt" from setup_seats where setup_id = ${match}
        and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
    );
    return row;
  };
  const pushedStates = async (seat: Seat) =>
    (
      await queryRows<{ state: string }>(
        t.db,
        sql`select payload->>'state' as state from push_log where setup_id = ${match}
          and payload->'seat'->>'sector' = ${seat.sector} and payload->'seat'->>'row' = ${seat.row}
          and payload->'seat'->>'name' = ${seat.name} order by id`,
      )
    ).map((r) => r.state);
  /** Everything a refused link could have changed: cart lines, seats, orders, the push cart rows. */
  const snapshot = async () =>
    queryRows(
      t.db,
      sql`select (select count(*)::int from cart_items) as items, (select count(*)::int from orders) as orders,
        (select count(*)::int from setup_seats where state = 'BOOKED') as booked,
        (select string_agg(coalesce(push_revoked_at::text, '-'), ',' order by id) from carts) as carts`,
    );

  it('is for the club only: a fan is refused, and so is a call without login', async () => {
    const fan = await t.newUser();
    const seat = (await t.freeSeats(match, 1))[0] as Seat;
    await t.holdSeat(fan.token, match, seat);
    const refused = await createPushCart(fan.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    expect((await createPushCart('')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v2/admin/push-carts', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })).json().items,
    ).toHaveLength(1);
  });

  it('an empty cart cannot be sent', async () => {
    const admin = await t.newUser(['ADMIN']);
    const res = await createPushCart(admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_EMPTY');
  });

  it('moves the club’s seats into a cart its link opens, holding them until the link expires', async () => {
    const { id, pushId, url, expiresAt, seats } = await pushed(2, { contact: CONTACT, validHours: 24 });
    expect(pushId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${PUBLIC_URL}/checkout/push/${pushId}`);
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    // The cashier's own cart is empty again; the seats stay BOOKED, held until the link expires.
    const own = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(cashier.token) });
    expect(own.json().items).toEqual([]);
    for (const seat of seats) {
      const hold = await seatHold(seat);
      expect(hold?.state).toBe('BOOKED');
      expect(new Date(hold?.holdExpiresAt ?? 0).toISOString()).toBe(expiresAt);
    }
    const lines = await queryRows<{ expireAt: Date | string }>(
      t.db,
      sql`select expire_at as "expireAt" from cart_items where cart_id = ${id}`,
    );
    expect(lines.map((l) => new Date(l.expireAt).toISOString())).toEqual([expiresAt, expiresAt]);

    const res = await readPush(pushId);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.isPushCart).toBe(true);
    expect(cart.contact).toEqual(CONTACT);
    expect(cart.expiresAt).toBe(expiresAt);
    expect(cart.items.map((i: { seat: Seat }) => i.seat)).toEqual(seats);
    expect(cart.items.every((i: { status: string }) => i.status === 'AWAITING_PAYMENT')).toBe(true);
    expect(cart.totalPrice).toBeGreaterThan(0);
  });

  it('keeps only the SHA-256 of the link’s secret', async () => {
    const { id, pushId } = await pushed(1);
    const [row] = await queryRows<{ hash: string; text: string }>(
      t.db,
      sql`select push_secret_hash as hash, c::text as text from carts c where id = ${id}`,
    );
    expect(row?.hash).toBe(createHash('sha256').update(pushId).digest('hex'));
    const anywhere = await queryRows(
      t.db,
      sql`select 1 from carts c where c::text like ${`%${pushId}%`}
        union all select 1 from orders o where o::text like ${`%${pushId}%`}
        union all select 1 from payments p where p::text like ${`%${pushId}%`}`,
    );
    expect(anywhere).toHaveLength(0);
  });

  it('the customer changes the ticket type and removes a seat by link, without login (pushed live)', async () => {
    const { pushId, seats } = await pushed(2);
    const items = (await readPush(pushId)).json().items as Array<{ id: string; price: number }>;
    const [first, second] = items;
    const child = await updatePush(pushId, { type: 'UPDATE_ITEM', itemId: first?.id, ticketType: 'CHILD' });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json().items[0].ticketType).toBe('CHILD');
    expect(child.json().isPushCart).toBe(true);

    const removed = await updatePush(pushId, { type: 'REMOVE_ITEM', itemId: second?.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toHaveLength(1);
    const freed = seats[1] as Seat;
    expect((await seatHold(freed))?.state).toBe('ACTIVE');
    expect((await pushedStates(freed)).at(-1)).toBe('ACTIVE');
  });

  it('a push link never opens another cart', async () => {
    const a = await pushed(1);
    const b = await pushed(1);
    const bItem = (await readPush(b.pushId)).json().items[0].id as string;
    const before = await snapshot();
    const res = await updatePush(a.pushId, { type: 'REMOVE_ITEM', itemId: bItem });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_ITEM_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
    expect((await readPush(a.pushId)).json().items.map((i: { seat: Seat }) => i.seat)).toEqual(a.seats);
    expect((await readPush(b.pushId)).json().items.map((i: { id: string }) => i.id)).toEqual([bItem]);
  });

  it('a guessed or malformed id is refused and changes nothing', async () => {
    await pushed(1);
    const before = await snapshot();
    const guess = guessedId();
    for (const res of [
      await readPush(guess),
      await updatePush(guess, { type: 'REMOVE_COUPON' }),
      await payPush(guess),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PUSH_CART_NOT_FOUND');
      expect(res.json().message).toMatch(/odkaz/i);
    }
    expect((await readPush('not-a-push-id')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('pays by link without login: an order without a user whose contact gets the tickets', async () => {
    const { pushId, seats } = await pushed(2, { contact: CONTACT });
    expect((await payPush(pushId, { paymentType: 'BANK_TRANSFER' })).json().code).toBe('PUSH_CART_CARD_ONLY');
    const buyer = { ...CONTACT, email: `push-${pushId.slice(0, 6).toLowerCase()}@hokej.test` };
    const res = await payPush(pushId, { contact: buyer });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, redirectUrl } = res.json() as { orderId: string; redirectUrl: string };
    expect(redirectUrl).toBe(
      `/v2/payment/sandbox/${paymentIdOf(redirectUrl.split('?')[0] ?? '')}?pushId=${pushId}`,
    );
    const [order] = await queryRows<{ userId: string | null; email: string }>(
      t.db,
      sql`select user_id as "userId", contact->>'email' as email from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ userId: null, email: buyer.email });

    // The gateway's page sends the browser back to the push status page, which needs no login.
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.body).toContain(`?pushId=${pushId}`);
    const back = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=APPROVED',
    });
    expect(await followGatewayReturn(t, back)).toBe(
      `/push/payment/status?orderId=${orderId}&pushId=${pushId}`,
    );
    const status = await checkPayment(orderId, pushId);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ orderId, status: 'PAID', paymentStatus: 'APPROVED' });
    // The notification arriving as well changes nothing: one set of tickets.
    await notifyPayment(t, paymentIdOf(redirectUrl.split('?')[0] ?? ''));
    const tickets = await queryRows(
      t.db,
      sql`select t.id from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${orderId}`,
    );
    expect(tickets).toHaveLength(2);
    for (const seat of seats) expect((await seatHold(seat))?.state).toBe('SOLD');
    expect((await messagesTo(t.db, buyer.email)).length).toBeGreaterThanOrEqual(1);

    // The link is spent: its order is paid, so it opens, changes and pays nothing more (410) ...
    const before = await snapshot();
    for (const closed of [
      await readPush(pushId),
      await updatePush(pushId, { type: 'ADD_COUPON', code: 'NIKTO' }),
      await payPush(pushId),
    ]) {
      expect(closed.statusCode).toBe(410);
      expect(closed.json()).toMatchObject({
        status: 410,
        code: 'PUSH_CART_CLOSED',
        message: 'Odkaz na košík už neplatí: objednávka z neho je zaplatená, vrátená alebo zrušená.',
      });
    }
    expect(await snapshot()).toEqual(before);
    // ... but the status page the gateway returned to still reads the outcome.
    expect((await checkPayment(orderId, pushId)).json()).toMatchObject({ status: 'PAID' });
    // Another link, a guess or no login sees no status.

    const other = await pushed(1);
    expect((await checkPayment(orderId, other.pushId)).json().code).toBe('ORDER_NOT_FOUND');
    expect((await checkPayment(orderId, guessedId())).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/v2/payment/check-payment?orderId=${orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the gateway sends a push id that is not the order’s to the ordinary status page', async () => {
    const { pushId } = await pushed(1);
    const { redirectUrl, orderId } = (await payPush(pushId)).json();
    const paymentUrl = (redirectUrl as string).split('?')[0];
    const back = await t.app.inject({
      method: 'POST',
      url: `${paymentUrl}?pushId=${guessedId()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=DECLINED',
    });
    expect(await followGatewayReturn(t, back)).toBe(`/payment/status?orderId=${orderId}`);
  });

  it('a declined card is paid again by link, without login', async () => {
    const { pushId } = await pushed(1);
    const { redirectUrl, orderId } = (await payPush(pushId)).json();
    await notifyPayment(t, paymentIdOf((redirectUrl as string).split('?')[0] ?? ''), 'DECLINED');
    expect((await checkPayment(orderId, pushId)).json()).toMatchObject({
      status: 'AWAITING_PAYMENT',
      paymentStatus: 'DECLINED',
    });
    const repay = (query: string) =>
      t.app.inject({ method: 'POST', url: `/v2/orders/${orderId}/pay${query}` });
    expect((await repay('')).statusCode).toBe(401);
    expect((await repay(`?pushId=${guessedId()}`)).json().code).toBe('ORDER_NOT_FOUND');
    const again = await repay(`?pushId=${pushId}`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().redirectUrl).toMatch(
      new RegExp(`^/v2/payment/sandbox/[0-9a-f-]{36}\\?pushId=${pushId}$`),
    );
    await notifyPayment(t, paymentIdOf(again.json().redirectUrl.split('?')[0]));
    expect((await checkPayment(orderId, pushId)).json().status).toBe('PAID');
  });

  it('revoking the link (no token 401, a fan 403) frees its seats (pushed ACTIVE) and the link opens nothing more', async () => {
    const { id, pushId, seats } = await pushed(2);
    const fan = await t.newUser();
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/v2/admin/push-carts/${id}`,
      headers: bearer(fan.token),
    });
    expect(forbidden.json().code).toBe('ROLE_FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/v2/admin/push-carts/${id}` });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const admin = await t.newUser(['ADMIN']);
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/v2/admin/push-carts/${id}`, headers: bearer(admin.token) });
    const res = await revoke();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, releasedSeats: 2 });
    for (const seat of seats) {
      expect((await seatHold(seat))?.state).toBe('ACTIVE');
      expect((await pushedStates(seat)).at(-1)).toBe('ACTIVE');
    }
    const before = await snapshot();
    expect((await readPush(pushId)).json().code).toBe('PUSH_CART_NOT_FOUND');
    expect((await payPush(pushId)).json().code).toBe('PUSH_CART_NOT_FOUND');
    expect((await revoke()).json().code).toBe('PUSH_CART_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('an expired link is refused, and the hold sweeper frees its seats', async () => {
    const { pushId, seats } = await pushed(2, { validHours: 1 });
    await t.setClockOffset(61 * 60_000);
    try {
      const before = await snapshot();
      for (const res of [
        await readPush(pushId),
        await updatePush(pushId, { type: 'REMOVE_COUPON' }),
        await payPush(pushId),
      ]) {
        expect(res.json().code).toBe('PUSH_CART_NOT_FOUND');
      }
      expect(await snapshot()).toEqual(before);
      expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(2);
      for (const seat of seats) {
        expect((await seatHold(seat))?.state).toBe('ACTIVE');
        expect((await pushedStates(seat)).at(-1)).toBe('ACTIVE');
      }
    } finally {
      await t.setClockOffset(0);
    }
  });
});
