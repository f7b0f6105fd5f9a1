import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageQrCodes, pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, paidOrder, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

/** GET /v2/orders/{id}/tickets/{serial}: one ticket of a paid order as its own PDF (issue 4). */
describe.each(await availableKinds())('a PDF per ticket on %s', (kind) => {
  const t = suiteAppWithMatch(kind);

  const ticketPdf = (token: string | null, orderId: string, serial: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/tickets/${encodeURIComponent(serial)}`,
      headers: token ? bearer(token) : {},
    });
  const wholePdf = (token: string, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/v2/orders/${orderId}/tickets`, headers: bearer(token) });
  const ticketsOf = (orderId: string) =>
    queryRows<{ serial: string; token: string }>(
      t.db,
      sql`select tk.serial, tk.token from tickets tk join order_items oi on oi.id = tk.order_item_id
        where oi.order_id = ${orderId} order by tk.serial`,
    );

  it('each ticket of a paid order downloads alone: one page, its serial, and a QR code that is its own token', async () => {
    const { fan, orderId } = await paidOrder(t, t.match, 2);
    const tickets = await ticketsOf(orderId);
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) {
      const answer = await ticketPdf(fan.token, orderId, ticket.serial);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="vstupenka-${ticket.serial}.pdf"`,
      );
      const pages = await pdfPageTexts(answer.rawPayload);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain(ticket.serial);
      expect(await pdfPageQrCodes(answer.rawPayload, 1)).toEqual([ticket.token]);
    }
  });

  it('only the owner gets it: another fan, no login, an unknown serial or another order’s serial are refused', async () => {
    const { fan, orderId } = await paidOrder(t, t.match, 1);
    const other = await paidOrder(t, t.match, 1);
    const [own] = await ticketsOf(orderId);
    const [foreign] = await ticketsOf(other.orderId);
    const serial = own?.serial ?? '';

    const stranger = await ticketPdf(other.fan.token, orderId, serial);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Objednávka sa nenašla.' });
    expect((await ticketPdf(null, orderId, serial)).statusCode).toBe(401);
    expect((await ticketPdf(fan.token, 'not-a-uuid', serial)).json()).toMatchObject({
      status: 400,
      code: 'ORDER_ID_MISSING',
    });
    for (const wrong of [`${serial}9`, foreign?.serial ?? '']) {
      const answer = await ticketPdf(fan.token, orderId, wrong);
      expect(answer.statusCode, wrong).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'TICKET_NOT_FOUND', message: 'Vstupenka sa nenašla.' });
    }
  });

  it('an unpaid, a cancelled or a refunded order gives no ticket, refused as the whole-order PDF is', async () => {
    const admin = await t.newUser(['USER', 'ADMIN']);
    const adminCall = (orderId: string, action: 'cancel' | 'refund') =>
      t.app.inject({
        method: 'POST',
        url: `/v2/admin/orders/${orderId}/${action}`,
        headers: bearer(admin.token),
        payload: action === 'refund' ? { reason: 'Zápas preložený' } : {},
      });

    // Approved on the gateway's page first, so that the gateway knows the payment it is to refund.
    const refunded = { fan: await t.newUser(), orderId: '' };
    const [bought] = await t.freeSeats(t.match, 1);
    expect((await t.holdSeat(refunded.fan.token, t.match, bought ?? {})).statusCode).toBe(201);
    const card = (await payCart(t, refunded.fan.token)).json();
    refunded.orderId = card.orderId;
    await t.app.services.gateway.decide(paymentIdOf(card.redirectUrl), 'APPROVED');
    expect((await notifyPayment(t, paymentIdOf(card.redirectUrl))).statusCode).toBe(200);
    const [ticket] = await ticketsOf(refunded.orderId);
    expect((await ticketPdf(refunded.fan.token, refunded.orderId, ticket?.serial ?? '')).statusCode).toBe(
      200,
    );
    const refund = await adminCall(refunded.orderId, 'refund');
    expect(refund.statusCode, refund.body).toBe(200);

    const unpaidFan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    expect((await t.holdSeat(unpaidFan.token, t.match, seat ?? {})).statusCode).toBe(201);
    const unpaid = (await payCart(t, unpaidFan.token)).json().orderId as string;

    const cancelledFan = await t.newUser();
    const [other] = await t.freeSeats(t.match, 1);
    expect((await t.holdSeat(cancelledFan.token, t.match, other ?? {})).statusCode).toBe(201);
    const cancelled = (await payCart(t, cancelledFan.token)).json().orderId as string;
    const cancel = await adminCall(cancelled, 'cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);

    for (const [token, orderId, serial] of [
      [refunded.fan.token, refunded.orderId, ticket?.serial ?? ''],
      [unpaidFan.token, unpaid, `${unpaid}-1`],
      [cancelledFan.token, cancelled, `${cancelled}-1`],
    ] as const) {
      const one = await ticketPdf(token, orderId, serial);
      const whole = await wholePdf(token, orderId);
      expect(whole.statusCode).toBe(404);
      expect([one.statusCode, one.json().code]).toEqual([whole.statusCode, whole.json().code]);
      expect(one.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
    }
  });
});
