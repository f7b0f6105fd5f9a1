import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { CONTACT, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('orders in the back office on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let cashier: { id: string; token: string };
  let match: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.newUser(['USER', 'ADMIN']);
    cashier = await t.newUser(['USER', 'CASHIER']);
    match = await t.firstEvent();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin/orders${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A new fan's order of `count` free seats with its own contact e-mail, unpaid or paid by card. */
  async function order(count: number, paid: boolean) {
    const fan = await t.newUser();
    const seats = await t.freeSeats(match, count);
    for (const seat of seats) expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
    const email = `buyer-${randomBytes(4).toString('hex')}@hokej.test`;
    const contact = { ...CONTACT, lastName: `Kupec${randomBytes(2).toString('hex')}`, email };
    const answer = await payCart(t, fan.token, { contact });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId, redirectUrl } = answer.json();
    if (paid) {
      // The fan approves on the gateway's page, then its signed notification settles the order.
      const paymentId = paymentIdOf(redirectUrl);
      await t.app.services.gateway.decide(paymentId, 'APPROVED');
      expect((await notifyPayment(t, paymentId)).statusCode).toBe(200);
    }
    return { fan, seats, orderId: orderId as string, contact };
  }
  const orderRow = async (id: string) => {
    const [row] = await queryRows<{ status: string; orderNumber: number }>(
      t.db,
      sql`select status, order_number::int as "orderNumber" from orders where id = ${id}`,
    );
    return row;
  };
  const seatStates = async (id: string) =>
    (
      await queryRows<{ state: string }>(
        t.db,
        sql`select ss.state::text from setup_seats ss where ss.setup_id = ${match} and exists (
            select 1 from order_items oi where oi.order_id = ${id} and oi.setup_seat_id = ss.id)`,
      )
    ).map((r) => r.state);
  const pushedStates = async (afterId: number, seats: { sector: string; row: string; name: string }[]) =>
    queryRows<{ state: string; seat: string }>(
      t.db,
      sql`select payload->>'state' as state, payload->'seat'->>'name' as seat from push_log
        where setup_id = ${match} and id > ${afterId}
          and payload->'seat'->>'name' in ${sql`(${sql.join(
            seats.map((s) => sql`${s.name}`),
            sql`, `,
          )})`}
        order by id`,
    );
  const lastPushId = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select coalesce(max(id), 0)::int as id from push_log`,
    );
    return row?.id ?? 0;
  };
  const auditOf = (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: Record<string, unknown> }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log
        where entity = 'ORDER' and entity_id = ${id} order by id`,
    );
  const counts = async () => {
    const [row] = await queryRows<{ refunds: number; notes: number; gateway: number; outbox: number }>(
      t.db,
      sql`select (select count(*)::int from refunds) as refunds, (select count(*)::int from credit_notes) as notes,
          (select count(*)::int from sandbox_refunds) as gateway, (select count(*)::int from outbox) as outbox`,
    );
    return row;
  };

  it('answers no token 401, a fan 403 on every call; a cashier 403 on cancel and refund only', async () => {
    const paid = await order(1, true);
    const unpaid = await order(1, false);
    const fan = await t.newUser();
    const staffCalls = [
      ['GET', '?q=hokej'],
      ['GET', `/${paid.orderId}`],
      ['POST', `/${paid.orderId}/resend-tickets`],
      ['GET', `/${paid.orderId}/invoice`],
      ['GET', `/${paid.orderId}/tickets`],
    ] as const;
    const adminCalls = [
      ['POST', `/${unpaid.orderId}/cancel`],
      ['POST', `/${paid.orderId}/refund`],
    ] as const;
    const before = await counts();
    for (const [method, url] of [...staffCalls, ...adminCalls]) {
      expect((await call(method, url, null)).json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      expect((await call(method, url, fan.token)).json()).toMatchObject({
        status: 403,
        code: 'ROLE_FORBIDDEN',
      });
    }
    for (const [method, url] of adminCalls) {
      expect((await call(method, url, cashier.token)).json()).toMatchObject({
        status: 403,
        code: 'ROLE_FORBIDDEN',
      });
    }
    expect(await counts()).toEqual(before);
    expect((await orderRow(paid.orderId))?.status).toBe('PAID');
    expect((await orderRow(unpaid.orderId))?.status).toBe('AWAITING_PAYMENT');
    for (const [method, url] of staffCalls) {
      expect((await call(method, url, cashier.token)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('finds an order by e-mail, name, order id, order number (the variable symbol) and ticket serial', async () => {
    const paid = await order(2, true);
    const other = await order(1, false);
    const { orderNumber } = (await orderRow(paid.orderId)) ?? { orderNumber: 0 };
    const serial = `${orderNumber}-2`;
    const queries = [
      paid.contact.email.toUpperCase(),
      paid.contact.email.slice(0, 12),
      `${paid.contact.firstName} ${paid.contact.lastName}`,
      paid.contact.lastName,
      paid.orderId,
      String(orderNumber),
      serial,
    ];
    for (const q of queries) {
      const page = (await call('GET', `?q=${encodeURIComponent(q)}`, admin.token)).json();
      expect(page.totalResults, q).toBe(1);
      expect(page.data[0]).toMatchObject({
        id: paid.orderId,
        orderNumber: String(orderNumber),
        status: 'PAID',
        paymentType: 'CARD',
        ticketCount: 2,
        refundDue: false,
        contact: { email: paid.contact.email, lastName: paid.contact.lastName },
      });
    }
    // A like pattern's wildcards are text, not wildcards.
    expect((await call('GET', '?q=%25', admin.token)).json().totalResults).toBe(0);
    const unpaidOnly = (await call('GET', `?q=${other.contact.email}&status=PAID`, admin.token)).json();
    expect(unpaidOnly.totalResults).toBe(0);
    const all = (await call('GET', '?pageSize=2&pageIndex=1', admin.token)).json();
    expect(all.data).toHaveLength(2);
    expect(all.totalResults).toBeGreaterThanOrEqual(3);
    expect(all.data[0].createdAt >= all.data[1].createdAt).toBe(true);
    for (const bad of [
      '?pageSize=0',
      '?pageSize=51',
      '?status=LOST',
      '?unknown=1',
      `?q=${'x'.repeat(101)}`,
    ]) {
      expect((await call('GET', bad, admin.token)).json(), bad).toMatchObject({
        status: 400,
        code: 'ORDER_SEARCH_INVALID',
      });
    }
  });

  it('shows an order with its tickets, payments, invoice and the e-mails sent; unknown 404, malformed 400', async () => {
    const paid = await order(2, true);
    const detail = (await call('GET', `/${paid.orderId}`, cashier.token)).json();
    expect(detail).toMatchObject({
      id: paid.orderId,
      status: 'PAID',
      contact: paid.contact,
      account: { id: paid.fan.id, email: paid.fan.email },
      refundDue: false,
      refundedAt: null,
      refunds: [],
      payments: [{ provider: 'sandbox', status: 'APPROVED', amount: detail.totalPrice }],
    });
    expect(detail.invoiceNumber).toMatch(/^\d{10}$/);
    expect(detail.items).toHaveLength(2);
    expect(detail.items.every((i: { ticketSerial: string | null }) => i.ticketSerial)).toBe(true);
    expect(detail.items.every((i: { checkedInAt: string | null }) => i.checkedInAt === null)).toBe(true);
    expect(detail.emails).toEqual([
      expect.objectContaining({
        recipient: paid.contact.email,
        subject: expect.stringContaining('zaplatená'),
        attachments: ['ORDER_TICKETS', 'ORDER_INVOICE'],
      }),
    ]);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', admin.token)).json()).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect((await call('GET', '/not-a-uuid', admin.token)).json()).toMatchObject({
      status: 400,
      code: 'ORDER_ID_MISSING',
    });
    const pdf = await call('GET', `/${paid.orderId}/invoice`, admin.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends the tickets again to the order contact and records who did it; an unpaid order has none to send', async () => {
    const paid = await order(1, true);
    const unpaid = await order(1, false);
    const answer = await call('POST', `/${paid.orderId}/resend-tickets`, cashier.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().emails).toHaveLength(2);
    const mails = await messagesTo(t.db, paid.contact.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    expect(await auditOf(paid.orderId)).toEqual([
      expect.objectContaining({
        action: 'ORDER_RESEND_TICKETS',
        actorId: cashier.id,
        after: { to: paid.contact.email },
      }),
    ]);
    const before = (await messagesTo(t.db, unpaid.contact.email)).length;
    expect((await call('POST', `/${unpaid.orderId}/resend-tickets`, admin.token)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NOT_PAID',
    });
    expect(await messagesTo(t.db, unpaid.contact.email)).toHaveLength(before);
    expect(await auditOf(unpaid.orderId)).toEqual([]);
  });

  it('cancels an unpaid order: seats free again and pushed, the buyer told, audited; a paid one is refused', async () => {
    const unpaid = await order(2, false);
    expect(await seatStates(unpaid.orderId)).toEqual(['BOOKED', 'BOOKED']);
    const pushedBefore = await lastPushId();
    const answer = await call('POST', `/${unpaid.orderId}/cancel`, admin.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    expect(await seatStates(unpaid.orderId)).toEqual(['ACTIVE', 'ACTIVE']);
    for (const seat of unpaid.seats) expect((await t.seatRow(match, seat))?.state).toBe('ACTIVE');
    expect((await pushedStates(pushedBefore, unpaid.seats)).map((p) => p.state)).toEqual([
      'ACTIVE',
      'ACTIVE',
    ]);
    expect((await messagesTo(t.db, unpaid.contact.email)).at(-1)?.subject).toContain('zrušená');
    expect(await auditOf(unpaid.orderId)).toEqual([
      expect.objectContaining({
        action: 'ORDER_CANCEL',
        actorId: admin.id,
        before: { status: 'AWAITING_PAYMENT' },
        after: { status: 'CANCELLED', seatsFreed: 2 },
      }),
    ]);
    // Anybody may take the seats at once.
    const other = await t.newUser();
    expect((await t.holdSeat(other.token, match, unpaid.seats[0] ?? {})).statusCode).toBe(201);

    const paid = await order(1, true);
    for (const id of [unpaid.orderId, paid.orderId]) {
      expect((await call('POST', `/${id}/cancel`, admin.token)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_NOT_CANCELLABLE',
      });
    }
    expect((await orderRow(paid.orderId))?.status).toBe('PAID');
    expect(await seatStates(paid.orderId)).toEqual(['SOLD']);
    expect(
      (await call('POST', '/00000000-0000-4000-8000-000000000000/cancel', admin.token)).json(),
    ).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('refunds a paid order: seats free and pushed, money back through the gateway, a numbered credit note, the fan sees it refunded', async () => {
    const paid = await order(2, true);
    const [ticket] = await queryRows<{ token: string }>(
      t.db,
      sql`select t.token from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${paid.orderId} limit 1`,
    );
    const before = await counts();
    const pushedBefore = await lastPushId();
    const answer = await call('POST', `/${paid.orderId}/refund`, admin.token, { reason: 'Zápas preložený' });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json();
    expect(detail).toMatchObject({
      status: 'REFUNDED',
      refundedAt: expect.any(String),
      refunds: [
        {
          amount: detail.totalPrice,
          method: 'CARD',
          status: 'COMPLETED',
          reason: 'Zápas preložený',
          creditNoteNumber: expect.stringMatching(/^D\d{4}\d{6}$/),
        },
      ],
    });
    expect(await counts()).toMatchObject({
      refunds: (before?.refunds ?? 0) + 1,
      notes: (before?.notes ?? 0) + 1,
      gateway: (before?.gateway ?? 0) + 1,
    });
    const [atGateway] = await queryRows<{ amount: number }>(
      t.db,
      sql`select sr.amount from sandbox_refunds sr join payments p on p.id = sr.payment_id where p.order_id = ${paid.orderId}`,
    );
    expect(atGateway?.amount).toBe(detail.totalPrice);
    // Seats free again and pushed live.
    for (const seat of paid.seats) expect((await t.seatRow(match, seat))?.state).toBe('ACTIVE');
    expect((await pushedStates(pushedBefore, paid.seats)).map((p) => p.state)).toEqual(['ACTIVE', 'ACTIVE']);
    // The fan's My orders shows it refunded with the credit note, which the fan can download.
    const mine = (
      await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(paid.fan.token) })
    ).json();
    expect(mine.data[0]).toMatchObject({
      id: paid.orderId,
      status: 'REFUNDED',
      refundedAt: detail.refundedAt,
      creditNoteNumber: detail.refunds[0].creditNoteNumber,
    });
    const note = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${paid.orderId}/credit-note`,
      headers: bearer(paid.fan.token),
    });
    expect(note.statusCode).toBe(200);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The gate refuses its tickets as refunded.
    const scan = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets/check',
      headers: bearer(cashier.token),
      payload: { code: ticket?.token },
    });
    expect(scan.json()).toMatchObject({ status: 409, code: 'TICKET_REFUNDED' });
    // The buyer is told, with the credit note attached; the refund is audited.
    const mail = (await messagesTo(t.db, paid.contact.email)).at(-1);
    expect(mail?.subject).toContain('peniaze vrátime');
    expect(detail.emails.at(-1)).toMatchObject({ attachments: ['ORDER_CREDIT_NOTE'] });
    expect(await auditOf(paid.orderId)).toEqual([
      expect.objectContaining({
        action: 'ORDER_REFUND',
        actorId: admin.id,
        before: { status: 'PAID' },
        after: expect.objectContaining({
          status: 'REFUNDED',
          amount: detail.totalPrice,
          method: 'CARD',
          creditNote: detail.refunds[0].creditNoteNumber,
          seatsFreed: 2,
        }),
      }),
    ]);
    // Refunding again, or refunding an unpaid order, changes nothing.
    const after = await counts();
    expect((await call('POST', `/${paid.orderId}/refund`, admin.token, {})).json()).toMatchObject({
      status: 409,
      code: 'ORDER_ALREADY_REFUNDED',
    });
    const unpaid = await order(1, false);
    expect((await call('POST', `/${unpaid.orderId}/refund`, admin.token, {})).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NOT_REFUNDABLE',
    });
    expect(
      (await call('POST', `/${unpaid.orderId}/refund`, admin.token, { reason: 'x'.repeat(501) })).json(),
    ).toMatchObject({
      status: 400,
      code: 'ORDER_ID_MISSING',
    });
    expect(await counts()).toEqual(after);
    expect((await orderRow(unpaid.orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('numbers credit notes one after another, apart from invoices', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const paid = await order(1, true);
      const detail = (await call('POST', `/${paid.orderId}/refund`, admin.token, {})).json();
      numbers.push(Number(detail.refunds[0].creditNoteNumber.slice(1)));
      expect(detail.invoiceNumber).not.toBe(detail.refunds[0].creditNoteNumber.slice(1));
    }
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('changes nothing when the gateway refuses the refund', async () => {
    const paid = await order(1, true);
    // The gateway knows no approval of this payment, so it refuses to pay anything back.
    await queryRows(
      t.db,
      sql`delete from sandbox_payments where payment_id in (select id from payments where order_id = ${paid.orderId})`,
    );
    const before = await counts();
    expect((await call('POST', `/${paid.orderId}/refund`, admin.token, {})).json()).toMatchObject({
      status: 502,
      code: 'PAYMENT_REFUND_FAILURE',
    });
    expect(await counts()).toEqual(before);
    expect((await orderRow(paid.orderId))?.status).toBe('PAID');
    expect(await seatStates(paid.orderId)).toEqual(['SOLD']);
    expect(await auditOf(paid.orderId)).toEqual([]);
  });
});
