import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, linkIn, messagesTo } from './helpers/mail.ts';
import { CONTACT, notifyPayment, paymentIdOf } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://vstupenky.hokej.test';

describe.each(await availableKinds())('push carts in the back office on %s', (kind) => {
  let t: TestApp;
  let match: string;
  let cashier: { id: string; token: string; email: string };
  let admin: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
    match = await t.firstEvent();
    cashier = await t.newUser(['USER', 'CASHIER']);
    admin = await t.newUser(['USER', 'ADMIN']);
  });
  afterAll(() => t.close());

  const list = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/v2/admin/push-carts', headers: token ? bearer(token) : {} });
  const create = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v2/admin/push-carts', headers: bearer(token), payload });
  const customer = (tag: string) => ({ ...CONTACT, email: `zakaznik-${tag}-${kind}@hokej.test` });

  /** The cashier holds `count` free seats and sends them as a push cart. */
  async function pushed(count: number, body: Record<string, unknown>) {
    const seats = await t.freeSeats(match, count);
    for (const seat of seats) expect((await t.holdSeat(cashier.token, match, seat)).statusCode).toBe(201);
    const res = await create(cashier.token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; pushId: string; url: string; expiresAt: string };
  }
  const entryOf = async (id: string) => {
    const { data } = (await list(cashier.token)).json() as { data: Array<Record<string, unknown>> };
    return data.find((c) => c.id === id);
  };
  const auditOf = (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: Record<string, unknown> }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log
        where entity = 'PUSH_CART' and entity_id = ${id} order by id`,
    );

  it('the list is for the club: no token 401, a fan 403; a cashier and an admin read it', async () => {
    const fan = await t.newUser();
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const refused = await list(fan.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    expect((await list(cashier.token)).statusCode).toBe(200);
    expect((await list(admin.token)).statusCode).toBe(200);
  });

  it('e-mails the link to the customer in Slovak, lists the cart as open and audits who sent it', async () => {
    const to = customer('mail');
    const { id, pushId, url } = await pushed(2, { contact: to, sendEmail: true, validHours: 24 });
    const mail = await lastMessageTo(t.db, to.email);
    expect(mail.subject).toBe('Vstupenky pripravené na zaplatenie');
    expect(mail.textBody).toContain(`Dobrý deň, ${to.firstName},`);
    expect(mail.textBody).toContain('(počet: 2)');
    expect(linkIn(mail.textBody, `/checkout/push/${pushId}`).href).toBe(url);
    expect(mail.htmlBody).toContain(url);

    const entry = await entryOf(id);
    expect(entry).toMatchObject({
      state: 'OPEN',
      openItems: 2,
      createdBy: cashier.email,
      contact: to,
      revokedAt: null,
      order: null,
    });
    expect(entry?.openTotal).toBeGreaterThan(0);
    expect(JSON.stringify(entry)).not.toContain(pushId);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'PUSH_CART_CREATE',
      actorId: cashier.id,
      after: { contact: to.email, emailed: true },
    });
    expect(audit?.after.seats).toHaveLength(2);
  });

  it('without sendEmail nothing is mailed; sendEmail without a contact is refused with nothing changed', async () => {
    const quiet = customer('quiet');
    await pushed(1, { contact: quiet });
    expect(await messagesTo(t.db, quiet.email)).toHaveLength(0);

    const [seat] = await t.freeSeats(match, 1);
    await t.holdSeat(cashier.token, match, seat ?? {});
    const before = (await list(cashier.token)).json().data.length;
    const refused = await create(cashier.token, { sendEmail: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PUSH_CART_CONTACT_MISSING',
      message: 'Na odoslanie odkazu e-mailom vyplňte kontakt zákazníka.',
    });
    expect((await list(cashier.token)).json().data.length).toBe(before);
    const own = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(cashier.token) });
    expect(own.json().items).toHaveLength(1);
    // Sent without e-mail, the seat leaves the cashier's cart.
    expect((await create(cashier.token, {})).statusCode).toBe(201);
  });

  it('shows a paid push cart as paid with its order, and a revoked one as revoked (audited)', async () => {
    const paidCart = await pushed(1, { contact: customer('paid') });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/v2/cart/push/pay/${paidCart.pushId}`,
      payload: { paymentType: 'CARD', contact: customer('paid'), termsAgreed: true, contactConsent: true },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const waiting = await entryOf(paidCart.id);
    expect(waiting).toMatchObject({
      state: 'AWAITING_PAYMENT',
      openItems: 0,
      order: { status: 'AWAITING_PAYMENT' },
    });
    await notifyPayment(t, paymentIdOf((pay.json().redirectUrl as string).split('?')[0] ?? ''));
    const paid = await entryOf(paidCart.id);
    expect(paid).toMatchObject({
      state: 'PAID',
      order: { id: pay.json().orderId, status: 'PAID', items: 1 },
    });
    expect(paid?.order).toHaveProperty('paidAt', expect.any(String));

    const revokedCart = await pushed(2, {});
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v2/admin/push-carts/${revokedCart.id}`,
      headers: bearer(admin.token),
    });
    expect(revoke.statusCode).toBe(200);
    expect(await entryOf(revokedCart.id)).toMatchObject({ state: 'REVOKED', openItems: 0 });
    expect((await auditOf(revokedCart.id)).map((a) => a.action)).toEqual([
      'PUSH_CART_CREATE',
      'PUSH_CART_REVOKE',
    ]);
    expect((await auditOf(revokedCart.id))[1]).toMatchObject({
      actorId: admin.id,
      after: { releasedSeats: 2 },
    });
  });

  it('the cashier agrees a discount: the customer pays the lower price, nobody else can use its code', async () => {
    const buyer = customer('deal');
    const { id, pushId } = await pushed(2, { contact: buyer, discount: { kind: 'PERCENT', value: 20 } });
    const view = (await t.app.inject({ method: 'GET', url: `/v2/cart/push/${pushId}` })).json();
    const listPrice = view.items.reduce((sum: number, item: { price: number }) => sum + item.price, 0);
    expect(view.coupon).toMatchObject({ kind: 'PERCENT', value: 20, valid: true });
    expect(view.discount).toBe(Math.round(listPrice * 0.2));
    expect(view.totalPrice).toBe(listPrice - view.discount);
    expect((await auditOf(id))[0]?.after.discount).toEqual({ kind: 'PERCENT', value: 20 });

    // The code works only in its push cart: a fan typing it finds nothing.
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(match, 1);
    await t.holdSeat(fan.token, match, seat ?? {});
    const typed = await t.updateCart(fan.token, { type: 'ADD_COUPON', code: view.coupon.code });
    expect(typed.statusCode).toBe(404);
    expect(typed.json()).toMatchObject({ code: 'COUPON_NOT_FOUND' });

    const pay = await t.app.inject({
      method: 'POST',
      url: `/v2/cart/push/pay/${pushId}`,
      payload: { paymentType: 'CARD', contact: buyer, termsAgreed: true, contactConsent: true },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const [order] = await queryRows<{ total: number }>(
      t.db,
      sql`select total_price as total from orders where id = ${pay.json().orderId}`,
    );
    expect(order?.total).toBe(view.totalPrice);
  });

  it('a percentage over 100 is refused with COUPON_VALUE_INVALID and the seats stay in the cashier’s cart', async () => {
    const [seat] = await t.freeSeats(match, 1);
    await t.holdSeat(cashier.token, match, seat ?? {});
    const before = (await list(cashier.token)).json().data.length;
    const refused = await create(cashier.token, { discount: { kind: 'PERCENT', value: 150 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'COUPON_VALUE_INVALID',
      message: 'Percentuálna zľava musí byť od 1 do 100\u00a0%.',
    });
    expect((await list(cashier.token)).json().data.length).toBe(before);
    const own = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(cashier.token) });
    expect(own.json().items).toHaveLength(1);
    expect((await create(cashier.token, { discount: { kind: 'FIXED', value: 100 } })).statusCode).toBe(201);
  });

  it('a link past its time is listed as expired', async () => {
    const { id } = await pushed(1, { validHours: 1 });
    await t.setClockOffset(2 * 3_600_000);
    try {
      expect(await entryOf(id)).toMatchObject({ state: 'EXPIRED' });
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('a cart with a season ticket cannot be sent as a push cart: CART_SEASON_NOT_PAYABLE, nothing changed', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' order by starts_at limit 1`,
    );
    // A season seat far from the match seats the other tests take from the front.
    const [seasonSeat] = await queryRows<{ sector: string; row: string; name: string }>(
      t.db,
      sql`select sector, row, name from setup_seats where setup_id = ${season?.id} and state = 'ACTIVE'
        order by sector desc, row desc, name desc limit 1`,
    );
    const [matchSeat] = await t.freeSeats(match, 1);
    if (!season || !seasonSeat || !matchSeat) throw new Error('no free seats');
    expect((await t.holdSeat(cashier.token, match, matchSeat)).statusCode).toBe(201);
    const held = await t.holdSeat(cashier.token, season.id, seasonSeat, 'SEASON');
    expect(held.statusCode, held.body).toBe(201);
    const ownCart = () => t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(cashier.token) });
    const snapshot = async () => ({
      cart: (await ownCart()).json().items.map((i: { id: string; status: string }) => [i.id, i.status]),
      listed: (await list(cashier.token)).json().data.length,
      carts: await t.count('carts'),
      pushes: await t.count('push_log'),
      audit: (
        await queryRows(
          t.db,
          sql`select id from audit_log where entity = 'PUSH_CART' and actor_id = ${cashier.id}`,
        )
      ).length,
    });
    const before = await snapshot();
    expect(before.cart).toHaveLength(2);

    const refused = await create(cashier.token, { contact: customer('season'), sendEmail: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CART_SEASON_NOT_PAYABLE',
      message:
        'Permanentky sa nedajú poslať zákazníkovi v košíku cez odkaz. Odstráňte ich, prosím, z košíka.',
    });
    expect(await snapshot()).toEqual(before);
    expect(await messagesTo(t.db, customer('season').email)).toEqual([]);

    // Without the season line, the same cart goes out.
    const seasonLine = held.json().items.find((i: { setupType: string }) => i.setupType === 'SEASON');
    expect(
      (await t.updateCart(cashier.token, { type: 'REMOVE_ITEM', itemId: seasonLine.id })).statusCode,
    ).toBe(200);
    expect((await create(cashier.token, {})).statusCode).toBe(201);
  });
});
