import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { cancelExpiredOrders } from '../src/modules/billing/settlement.ts';
import { availableKinds } from './helpers/databases.ts';
import { matchForBankTransfer, paymentIdOf } from './helpers/orders.ts';
import { adminOrders, unpaidOrder } from './helpers/refunds.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const COULD_NOT_BE_PAID = {
  status: 409,
  code: 'ORDER_COULD_NOT_BE_PAID',
  message: 'Objednávku sa nepodarilo zaplatiť.',
};
const PARAMETERS_MISSING = {
  status: 400,
  code: 'PAYMENT_PARAMETERS_MISSING',
  message: 'Chýbajú údaje platby.',
};

// Re-pay (POST /v2/orders/{id}/pay) and the status check (GET /v2/payment/check-payment) refused.
describe.each(await availableKinds())('payment calls refused on %s', (kind) => {
  const t = suiteAppWithMatch(kind);
  afterEach(() => t.setClockOffset(0));

  const repay = (token: string, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/v2/orders/${orderId}/pay`, headers: bearer(token) });
  const check = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/v2/payment/check-payment${query}`, headers: bearer(token) });
  /** What a refusal could have changed: the order's status, its payments and its seat. */
  const stateOf = async (orderId: string) => {
    const [row] = await queryRows<{ status: string; payments: string; seat: string }>(
      t.db,
      sql`select o.status,
          coalesce((select string_agg(p.status, ',' order by p.created_at) from payments p where p.order_id = o.id), '')
            as payments,
          (select ss.state::text from setup_seats ss join order_items oi on oi.setup_seat_id = ss.id
            where oi.order_id = o.id) as seat
        from orders o where o.id = ${orderId}`,
    );
    return row;
  };

  it('re-pay of a card order past its deadline, and once cancelled, is refused with ORDER_COULD_NOT_BE_PAID', async () => {
    const { fan, orderId } = await unpaidOrder(t, t.match, 'CARD');
    await t.setClockOffset(21 * 60_000); // past the 20-minute payment window, the expiry job not run yet
    const late = await repay(fan.token, orderId);
    expect(late.json()).toMatchObject(COULD_NOT_BE_PAID);
    expect(late.statusCode).toBe(409);
    expect(await stateOf(orderId)).toEqual({
      status: 'AWAITING_PAYMENT',
      payments: 'PENDING',
      seat: 'BOOKED',
    });

    await cancelExpiredOrders(t.db);
    const cancelled = await repay(fan.token, orderId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject(COULD_NOT_BE_PAID);
    expect(await stateOf(orderId)).toEqual({ status: 'CANCELLED', payments: 'PENDING', seat: 'ACTIVE' });
  });

  it('re-pay of an order the club cancelled within its window is refused with ORDER_COULD_NOT_BE_PAID', async () => {
    const admin = await t.newUser(['USER', 'ADMIN']);
    const { fan, orderId } = await unpaidOrder(t, t.match, 'CARD');
    expect((await adminOrders(t)('POST', `/${orderId}/cancel`, admin.token)).statusCode).toBe(200);
    const refused = await repay(fan.token, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(COULD_NOT_BE_PAID);
    expect(await stateOf(orderId)).toEqual({ status: 'CANCELLED', payments: 'PENDING', seat: 'ACTIVE' });
  });

  // The owner's card re-pay of a transfer order was 403 ORDER_PAYMENT_UNAUTHORIZED, whose message says the
  // payment type is not allowed for the user's role: not the reason. A transfer order is paid by the
  // transfer, or by card through the payment link of its e-mail.
  it('card re-pay of a bank-transfer order is refused with ORDER_COULD_NOT_BE_PAID (not a role refusal), nothing started', async () => {
    const { fan, orderId } = await unpaidOrder(t, await matchForBankTransfer(t), 'BANK_TRANSFER');
    const refused = await repay(fan.token, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ...COULD_NOT_BE_PAID, data: { reason: 'BANK_TRANSFER' } });
    expect(await stateOf(orderId)).toEqual({ status: 'AWAITING_PAYMENT', payments: '', seat: 'BOOKED' });
  });

  it('check-payment without an orderId, or with a malformed one, is refused with PAYMENT_PARAMETERS_MISSING and settles nothing', async () => {
    const { fan, orderId, redirectUrl } = await unpaidOrder(t, t.match, 'CARD');
    // Approved at the gateway, its notification not come: a valid check would settle the order.
    await t.app.services.gateway.decide(paymentIdOf(redirectUrl), 'APPROVED');
    for (const query of ['', '?orderId=', '?orderId=42', `?orderId=${orderId}x`, `?pushId=${orderId}`]) {
      const refused = await check(fan.token, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject(PARAMETERS_MISSING);
    }
    expect(await stateOf(orderId)).toEqual({
      status: 'AWAITING_PAYMENT',
      payments: 'PENDING',
      seat: 'BOOKED',
    });

    const checked = await check(fan.token, `?orderId=${orderId}`);
    expect(checked.json()).toMatchObject({ orderId, status: 'PAID', paymentStatus: 'APPROVED' });
  });
});
