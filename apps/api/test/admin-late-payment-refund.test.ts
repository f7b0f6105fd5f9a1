import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { payCart } from './helpers/orders.ts';
import { approveCard, importTransfer, orderAudit, refundSuite, unpaidOrder } from './helpers/refunds.ts';

describe.each(await availableKinds())(
  'refunding a payment that came after the order was cancelled on %s',
  (kind) => {
    const { t, admin, call } = refundSuite(kind);

    /** The order is cancelled by the club and another fan buys its seat by card at once. */
    async function cancelledAndSeatResold(order: Awaited<ReturnType<typeof unpaidOrder>>) {
      expect((await call('POST', `/${order.orderId}/cancel`, admin.token)).statusCode).toBe(200);
      const buyer = await t.newUser();
      expect((await t.holdSeat(buyer.token, t.farMatch, order.seat)).statusCode).toBe(201);
      const { orderId, redirectUrl } = (await payCart(t, buyer.token)).json();
      await approveCard(t, redirectUrl);
      return orderId as string;
    }
    const state = async (orderId: string) =>
      (
        await queryRows<{ status: string; refundDue: boolean }>(
          t.db,
          sql`select status, refund_due as "refundDue" from orders where id = ${orderId}`,
        )
      )[0];
    const counts = async (orderId: string) =>
      (
        await queryRows<{ refunds: number; notes: number; gateway: number; pushed: number }>(
          t.db,
          sql`select (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
            (select count(*)::int from credit_notes) as notes,
            (select count(*)::int from sandbox_refunds) as gateway,
            (select count(*)::int from push_log) as pushed`,
        )
      )[0];
    const dueList = async () =>
      ((await call('GET', '?refund=DUE&pageSize=50', admin.token)).json().data as { id: string }[]).map(
        (o) => o.id,
      );

    it('gives a late card payment back through the gateway and leaves the seat with the fan who bought it since', async () => {
      const late = await unpaidOrder(t, t.farMatch, 'CARD');
      const newOwner = await cancelledAndSeatResold(late);
      await approveCard(t, late.redirectUrl);
      expect(await state(late.orderId)).toEqual({ status: 'CANCELLED', refundDue: true });
      expect(await dueList()).toContain(late.orderId);
      const seatBefore = await t.seatRow(t.farMatch, late.seat);
      expect(seatBefore?.state).toBe('SOLD');
      const before = await counts(late.orderId);

      const answer = await call('POST', `/${late.orderId}/refund`, admin.token, {
        reason: 'Platba po zrušení',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = answer.json();
      expect(detail).toMatchObject({
        status: 'CANCELLED',
        refundDue: false,
        refundedAt: null,
        invoiceNumber: null,
        refunds: [
          {
            amount: late.total,
            method: 'CARD',
            status: 'COMPLETED',
            latePayment: true,
            creditNoteNumber: null,
            reason: 'Platba po zrušení',
          },
        ],
      });
      // The gateway paid it back; no credit note (no invoice was issued); no seat moved or was pushed.
      expect(await counts(late.orderId)).toEqual({
        refunds: 1,
        notes: before?.notes,
        gateway: (before?.gateway ?? 0) + 1,
        pushed: before?.pushed,
      });
      expect(await t.seatRow(t.farMatch, late.seat)).toEqual(seatBefore);
      expect(await state(newOwner)).toEqual({ status: 'PAID', refundDue: false });
      expect(await dueList()).not.toContain(late.orderId);
      expect((await messagesTo(t.db, late.contact.email)).at(-1)?.subject).toContain('platbu vrátime');
      expect((await orderAudit(t, late.orderId)).at(-1)).toEqual(
        expect.objectContaining({
          action: 'ORDER_LATE_PAYMENT_REFUND',
          actorId: admin.id,
          before: { status: 'CANCELLED', refundDue: true },
          after: expect.objectContaining({
            refunds: [{ method: 'CARD', amount: late.total }],
            seatsFreed: 0,
          }),
        }),
      );
      // A second refund is refused and changes nothing.
      const after = await counts(late.orderId);
      expect((await call('POST', `/${late.orderId}/refund`, admin.token, {})).json()).toMatchObject({
        status: 409,
        code: 'ORDER_ALREADY_REFUNDED',
      });
      expect(await counts(late.orderId)).toEqual(after);
    });

    it('owes a late bank transfer back as a transfer to send, which the club then marks sent', async () => {
      const late = await unpaidOrder(t, t.farMatch, 'BANK_TRANSFER');
      await cancelledAndSeatResold(late);
      await importTransfer(t, admin.token, late.vs, late.total);
      expect(await state(late.orderId)).toEqual({ status: 'CANCELLED', refundDue: true });
      const seatBefore = await t.seatRow(t.farMatch, late.seat);

      const answer = await call('POST', `/${late.orderId}/refund`, admin.token, {});
      expect(answer.statusCode, answer.body).toBe(200);
      const [refund] = answer.json().refunds;
      expect(refund).toMatchObject({
        amount: late.total,
        method: 'BANK_TRANSFER',
        status: 'TO_BE_SENT',
        latePayment: true,
        sent: null,
      });
      expect(await t.seatRow(t.farMatch, late.seat)).toEqual(seatBefore);
      const listed = (await call('GET', '?refund=TO_BE_SENT&pageSize=50', admin.token)).json();
      expect(listed.data.map((o: { id: string }) => o.id)).toContain(late.orderId);
      const [today] = await queryRows<{ day: string }>(
        t.db,
        sql`select to_char((shop_now() at time zone 'Europe/Bratislava')::date, 'YYYY-MM-DD') as day`,
      );
      const sent = await call('POST', `/${late.orderId}/refunds/${refund.id}/sent`, admin.token, {
        sentOn: today?.day,
      });
      expect(sent.json().refunds[0]).toMatchObject({ status: 'SENT', sent: { on: today?.day } });
    });

    it('refuses a cancelled order no money came for, changing nothing', async () => {
      const order = await unpaidOrder(t, t.farMatch, 'CARD');
      expect((await call('POST', `/${order.orderId}/cancel`, admin.token)).statusCode).toBe(200);
      const before = await counts(order.orderId);
      expect((await call('POST', `/${order.orderId}/refund`, admin.token, {})).json()).toMatchObject({
        status: 409,
        code: 'ORDER_NOT_REFUNDABLE',
      });
      expect(await counts(order.orderId)).toEqual(before);
      expect(await state(order.orderId)).toEqual({ status: 'CANCELLED', refundDue: false });
    });
  },
);
