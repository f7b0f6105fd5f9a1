import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './helpers/back-office.ts';
import { availableKinds } from './helpers/databases.ts';

describe.each(await availableKinds())('orders in the back office on %s', (kind) => {
  const { t, office } = backOfficeSuite(kind);

  it('answers no token 401, a fan 403 on every call; a cashier 403 on cancel and refund only', async () => {
    const paid = await office.order(1, true);
    const unpaid = await office.order(1, false);
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
    const before = await office.counts();
    for (const [method, url] of [...staffCalls, ...adminCalls]) {
      expect((await office.call(method, url, null)).json()).toMatchObject({
        status: 401,
        code: 'AUTH_REQUIRED',
      });
      expect((await office.call(method, url, fan.token)).json()).toMatchObject({
        status: 403,
        code: 'ROLE_FORBIDDEN',
      });
    }
    for (const [method, url] of adminCalls) {
      expect((await office.call(method, url, office.cashier.token)).json()).toMatchObject({
        status: 403,
        code: 'ROLE_FORBIDDEN',
      });
    }
    expect(await office.counts()).toEqual(before);
    expect((await office.orderRow(paid.orderId))?.status).toBe('PAID');
    expect((await office.orderRow(unpaid.orderId))?.status).toBe('AWAITING_PAYMENT');
    for (const [method, url] of staffCalls) {
      expect((await office.call(method, url, office.cashier.token)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('finds an order by e-mail, name, order id, order number (the variable symbol) and ticket serial', async () => {
    const paid = await office.order(2, true);
    const other = await office.order(1, false);
    const { orderNumber } = (await office.orderRow(paid.orderId)) ?? { orderNumber: 0 };
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
      const page = (await office.call('GET', `?q=${encodeURIComponent(q)}`, office.admin.token)).json();
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
    expect((await office.call('GET', '?q=%25', office.admin.token)).json().totalResults).toBe(0);
    const unpaidOnly = (
      await office.call('GET', `?q=${other.contact.email}&status=PAID`, office.admin.token)
    ).json();
    expect(unpaidOnly.totalResults).toBe(0);
    const all = (await office.call('GET', '?pageSize=2&pageIndex=1', office.admin.token)).json();
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
      expect((await office.call('GET', bad, office.admin.token)).json(), bad).toMatchObject({
        status: 400,
        code: 'ORDER_SEARCH_INVALID',
      });
    }
  });

  it('shows an order with its tickets, payments, invoice and the e-mails sent; unknown 404, malformed 400', async () => {
    const paid = await office.order(2, true);
    const detail = (await office.call('GET', `/${paid.orderId}`, office.cashier.token)).json();
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
        attachments: ['ORDER_TICKETS', 'ORDER_INVOICE', 'ORDER_CALENDAR'],
      }),
    ]);
    expect(
      (await office.call('GET', '/00000000-0000-4000-8000-000000000000', office.admin.token)).json(),
    ).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect((await office.call('GET', '/not-a-uuid', office.admin.token)).json()).toMatchObject({
      status: 400,
      code: 'ORDER_ID_MISSING',
    });
    const pdf = await office.call('GET', `/${paid.orderId}/invoice`, office.admin.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
