import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './helpers/back-office.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';

describe.each(await availableKinds())('resending and cancelling orders in the back office on %s', (kind) => {
  const { t, office } = backOfficeSuite(kind);

  it('sends the tickets again to the order contact and records who did it; an unpaid order has none to send', async () => {
    const paid = await office.order(1, true);
    const unpaid = await office.order(1, false);
    const answer = await office.call('POST', `/${paid.orderId}/resend-tickets`, office.cashier.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().emails).toHaveLength(2);
    const mails = await messagesTo(t.db, paid.contact.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    expect(await office.auditOf(paid.orderId)).toEqual([
      expect.objectContaining({
        action: 'ORDER_RESEND_TICKETS',
        actorId: office.cashier.id,
        after: { to: paid.contact.email },
      }),
    ]);
    const before = (await messagesTo(t.db, unpaid.contact.email)).length;
    expect(
      (await office.call('POST', `/${unpaid.orderId}/resend-tickets`, office.admin.token)).json(),
    ).toMatchObject({
      status: 409,
      code: 'ORDER_NOT_PAID',
    });
    expect(await messagesTo(t.db, unpaid.contact.email)).toHaveLength(before);
    expect(await office.auditOf(unpaid.orderId)).toEqual([]);
  });

  it('cancels an unpaid order: seats free again and pushed, the buyer told, audited; a paid one is refused', async () => {
    const unpaid = await office.order(2, false);
    expect(await office.seatStates(unpaid.orderId)).toEqual(['BOOKED', 'BOOKED']);
    const pushedBefore = await office.lastPushId();
    const answer = await office.call('POST', `/${unpaid.orderId}/cancel`, office.admin.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    expect(await office.seatStates(unpaid.orderId)).toEqual(['ACTIVE', 'ACTIVE']);
    for (const seat of unpaid.seats) expect((await t.seatRow(office.match, seat))?.state).toBe('ACTIVE');
    expect((await office.pushedStates(pushedBefore, unpaid.seats)).map((p) => p.state)).toEqual([
      'ACTIVE',
      'ACTIVE',
    ]);
    expect((await messagesTo(t.db, unpaid.contact.email)).at(-1)?.subject).toContain('zrušená');
    expect(await office.auditOf(unpaid.orderId)).toEqual([
      expect.objectContaining({
        action: 'ORDER_CANCEL',
        actorId: office.admin.id,
        before: { status: 'AWAITING_PAYMENT' },
        after: { status: 'CANCELLED', seatsFreed: 2 },
      }),
    ]);
    // Anybody may take the seats at once.
    const other = await t.newUser();
    expect((await t.holdSeat(other.token, office.match, unpaid.seats[0] ?? {})).statusCode).toBe(201);

    const paid = await office.order(1, true);
    for (const id of [unpaid.orderId, paid.orderId]) {
      expect((await office.call('POST', `/${id}/cancel`, office.admin.token)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_NOT_CANCELLABLE',
      });
    }
    expect((await office.orderRow(paid.orderId))?.status).toBe('PAID');
    expect(await office.seatStates(paid.orderId)).toEqual(['SOLD']);
    expect(
      (await office.call('POST', '/00000000-0000-4000-8000-000000000000/cancel', office.admin.token)).json(),
    ).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
  });
});
