import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { approveCard, importTransfer, orderAudit, refundSuite, unpaidOrder } from './helpers/refunds.ts';

describe.each(await availableKinds())('bank-transfer refunds marked sent on %s', (kind) => {
  const { t, admin, cashier, call } = refundSuite(kind);

  /** A bank-transfer order paid by an imported statement, then refunded: its refund waits TO_BE_SENT. */
  async function refundedTransfer() {
    const order = await unpaidOrder(t, t.farMatch, 'BANK_TRANSFER');
    await importTransfer(t, admin.token, order.vs, order.total);
    const refunded = await call('POST', `/${order.orderId}/refund`, admin.token, { reason: 'Chrípka' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = refunded.json().refunds;
    expect(refund).toMatchObject({ method: 'BANK_TRANSFER', status: 'TO_BE_SENT', sent: null });
    return { ...order, refundId: refund.id as string };
  }
  const today = async () => {
    const [row] = await queryRows<{ day: string }>(
      t.db,
      sql`select to_char((shop_now() at time zone 'Europe/Bratislava')::date, 'YYYY-MM-DD') as day`,
    );
    return row?.day ?? '';
  };
  const refundRow = async (id: string) =>
    (
      await queryRows<{ status: string; sentOn: string | null }>(
        t.db,
        sql`select status, to_char(sent_on, 'YYYY-MM-DD') as "sentOn" from refunds where id = ${id}`,
      )
    )[0];
  const toSendList = async () =>
    (await call('GET', '?refund=TO_BE_SENT&pageSize=50', cashier.token)).json() as {
      totalResults: number;
      data: { id: string; refundToSend: boolean }[];
    };

  it('is for ADMIN only: no token 401, a fan and a cashier 403, and nothing changes', async () => {
    const order = await refundedTransfer();
    const fan = await t.newUser();
    const url = `/${order.orderId}/refunds/${order.refundId}/sent`;
    const body = { sentOn: await today() };
    expect((await call('POST', url, null, body)).json()).toMatchObject({
      status: 401,
      code: 'AUTH_REQUIRED',
    });
    for (const token of [fan.token, cashier.token]) {
      expect((await call('POST', url, token, body)).json()).toMatchObject({
        status: 403,
        code: 'ROLE_FORBIDDEN',
      });
    }
    expect(await refundRow(order.refundId)).toEqual({ status: 'TO_BE_SENT', sentOn: null });
  });

  it('marks a transfer sent with its day and bank reference: shown in the detail, audited, off the to-send list; twice is refused', async () => {
    const order = await refundedTransfer();
    const listed = await toSendList();
    expect(listed.data.find((o) => o.id === order.orderId)).toMatchObject({ refundToSend: true });
    const day = await today();
    const answer = await call('POST', `/${order.orderId}/refunds/${order.refundId}/sent`, admin.token, {
      sentOn: day,
      note: '  Tatra banka, ref. 2026/118  ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().refunds).toEqual([
      expect.objectContaining({
        id: order.refundId,
        method: 'BANK_TRANSFER',
        status: 'SENT',
        sent: { on: day, note: 'Tatra banka, ref. 2026/118', at: expect.any(String), by: admin.email },
      }),
    ]);
    expect((await toSendList()).data.map((o) => o.id)).not.toContain(order.orderId);
    expect((await orderAudit(t, order.orderId)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'REFUND_MARK_SENT',
        actorId: admin.id,
        before: { refundId: order.refundId, status: 'TO_BE_SENT' },
        after: { refundId: order.refundId, status: 'SENT', sentOn: day, note: 'Tatra banka, ref. 2026/118' },
      }),
    );
    const auditCount = (await orderAudit(t, order.orderId)).length;
    const again = await call('POST', `/${order.orderId}/refunds/${order.refundId}/sent`, admin.token, {
      sentOn: day,
    });
    expect(again.json()).toMatchObject({
      status: 409,
      code: 'REFUND_ALREADY_SENT',
      message: 'Toto vrátenie peňazí už je označené ako odoslané.',
    });
    expect(await orderAudit(t, order.orderId)).toHaveLength(auditCount);
    expect(await refundRow(order.refundId)).toEqual({ status: 'SENT', sentOn: day });
  });

  it('refuses a card refund, another order’s refund, an unknown one, a day in the future and bad input, changing nothing', async () => {
    const order = await refundedTransfer();
    const other = await refundedTransfer();
    const card = await unpaidOrder(t, t.farMatch, 'CARD');
    await approveCard(t, card.redirectUrl);
    const cardRefund = (await call('POST', `/${card.orderId}/refund`, admin.token, {})).json().refunds[0];
    const day = await today();
    const refusals: [string, unknown, number, string][] = [
      [`/${card.orderId}/refunds/${cardRefund.id}/sent`, { sentOn: day }, 409, 'REFUND_NOT_TO_BE_SENT'],
      [`/${order.orderId}/refunds/${other.refundId}/sent`, { sentOn: day }, 404, 'REFUND_NOT_FOUND'],
      [
        `/${order.orderId}/refunds/00000000-0000-4000-8000-000000000000/sent`,
        { sentOn: day },
        404,
        'REFUND_NOT_FOUND',
      ],
      [
        `/${order.orderId}/refunds/${order.refundId}/sent`,
        { sentOn: '2999-01-01' },
        400,
        'REFUND_SENT_DATE_INVALID',
      ],
      [
        `/${order.orderId}/refunds/${order.refundId}/sent`,
        { sentOn: '2020-01-01' },
        400,
        'REFUND_SENT_DATE_INVALID',
      ],
      [
        `/${order.orderId}/refunds/${order.refundId}/sent`,
        { sentOn: '2026-13-40' },
        400,
        'REFUND_SENT_INVALID',
      ],
      [`/${order.orderId}/refunds/${order.refundId}/sent`, {}, 400, 'REFUND_SENT_INVALID'],
      [
        `/${order.orderId}/refunds/${order.refundId}/sent`,
        { sentOn: day, note: 'x'.repeat(201) },
        400,
        'REFUND_SENT_INVALID',
      ],
      [
        `/${order.orderId}/refunds/${order.refundId}/sent`,
        { sentOn: day, paid: true },
        400,
        'REFUND_SENT_INVALID',
      ],
      [`/${order.orderId}/refunds/not-a-uuid/sent`, { sentOn: day }, 400, 'REFUND_SENT_INVALID'],
    ];
    for (const [url, body, status, code] of refusals) {
      expect(
        (await call('POST', url, admin.token, body)).json(),
        `${url} ${JSON.stringify(body)}`,
      ).toMatchObject({
        status,
        code,
      });
    }
    expect(await refundRow(order.refundId)).toEqual({ status: 'TO_BE_SENT', sentOn: null });
    expect(await refundRow(other.refundId)).toEqual({ status: 'TO_BE_SENT', sentOn: null });
    expect(await refundRow(cardRefund.id)).toEqual({ status: 'COMPLETED', sentOn: null });
    expect((await orderAudit(t, order.orderId)).map((a) => a.action)).not.toContain('REFUND_MARK_SENT');
  });
});
