import { PLASTIC_CARD_PRICE } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { settlePaid } from '../../src/modules/billing/settlement.ts';
import { addCoupon, newCoupon } from './coupons.ts';
import { notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

type Seat = { sector: string; row: string; name: string };

/** A fan holding the next free seats: `seats` of each setup given, in that order. */
export async function fanHolding(t: TestApp, wanted: Array<[setupId: string, count: number]>) {
  const fan = await t.newUser();
  const held: Array<Seat & { setupId: string }> = [];
  for (const [setupId, count] of wanted) {
    for (const seat of await t.freeSeats(setupId, count)) {
      expect((await t.holdSeat(fan.token, setupId, seat)).statusCode).toBe(201);
      held.push({ ...seat, setupId });
    }
  }
  return { ...fan, held };
}

/** The cart's lines as the fan sees them. */
export async function cartItems(t: TestApp, token: string): Promise<Array<{ id: string }>> {
  const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(token) });
  return cart.json().items;
}

/** Orders the fan's cart; card orders are approved by the gateway unless `approve` is false. */
export async function order(
  t: TestApp,
  token: string,
  paymentType: 'CARD' | 'BANK_TRANSFER',
  approve = true,
): Promise<string> {
  const answer = await payCart(t, token, { paymentType });
  expect(answer.statusCode, answer.body).toBe(201);
  const { orderId, redirectUrl } = answer.json();
  if (paymentType === 'CARD' && approve) await notifyPayment(t, paymentIdOf(redirectUrl));
  return orderId;
}

/** Settles a bank-transfer order as a matched statement would (the bank import's own call). */
export async function settleTransfer(t: TestApp, orderId: string) {
  const settled = await t.db.transaction((tx) =>
    settlePaid(tx, orderId, 'a-test-ticket-secret-of-32-bytes', () => null),
  );
  expect(settled).toBe('PAID');
}

/** A FIXED coupon of `cents` in the fan's cart. */
export async function fixedCoupon(t: TestApp, token: string, cents: number) {
  const { code } = await newCoupon(t, { kind: 'FIXED', value: cents });
  expect((await addCoupon(t, token, code)).statusCode).toBe(200);
}

/** The order's lines (tickets, then plastic cards) as the sales figures should share its discount. */
export async function expectedShares(t: TestApp, orderId: string) {
  const items = await queryRows<{
    id: string;
    setupId: string;
    ticketType: string;
    price: number;
    plasticCard: boolean;
  }>(
    t.db,
    sql`select id, setup_id as "setupId", ticket_type as "ticketType", price, plastic_card as "plasticCard"
      from order_items where order_id = ${orderId} order by id`,
  );
  const [o] = await queryRows<{ discount: number; totalPrice: number }>(
    t.db,
    sql`select discount, total_price as "totalPrice" from orders where id = ${orderId}`,
  );
  const lines = items.flatMap((i) => [
    { setupId: i.setupId, kind: i.ticketType, gross: i.price },
    ...(i.plasticCard ? [{ setupId: i.setupId, kind: 'PLASTIC_CARD', gross: PLASTIC_CARD_PRICE }] : []),
  ]);
  // A coupon takes off ticket prices only: the plastic card is paid in full.
  const gross = lines.reduce((sum, l) => sum + (l.kind === 'PLASTIC_CARD' ? 0 : l.gross), 0);
  const discount = o?.discount ?? 0;
  let cum = 0;
  const shared = lines.map((l) => {
    if (l.kind === 'PLASTIC_CARD') return { ...l, revenue: l.gross };
    const before = Math.floor((discount * cum) / gross);
    cum += l.gross;
    return { ...l, revenue: l.gross - (Math.floor((discount * cum) / gross) - before) };
  });
  expect(shared.reduce((sum, l) => sum + l.revenue, 0)).toBe(o?.totalPrice);
  return shared;
}
