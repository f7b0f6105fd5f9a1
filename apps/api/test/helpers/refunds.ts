import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { statement } from './bank-statement.ts';
import type { DbKind } from './databases.ts';
import { CONTACT, matchForBankTransfer, notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { madeBeforeAll, suiteAppWith } from './suite.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Back-office order calls (`/v2/admin/orders…`) as a user with `token` (null: no token). */
export function adminOrders(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin/orders${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A new fan's unpaid order of one free seat of `setupId`, with its own contact e-mail. */
export async function unpaidOrder(
  t: TestApp,
  setupId: string,
  paymentType: 'CARD' | 'BANK_TRANSFER',
  /** The checkout's headers (its Accept-Language makes the order's language). */
  headers: Record<string, string> = {},
) {
  const fan = await t.newUser();
  const [seat] = await t.freeSeats(setupId, 1);
  if (!seat) throw new Error('no free seat');
  expect((await t.holdSeat(fan.token, setupId, seat)).statusCode).toBe(201);
  const contact = { ...CONTACT, email: `payer-${randomBytes(4).toString('hex')}@hokej.test` };
  const answer = await payCart(t, fan.token, { paymentType, contact }, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  const { orderId, redirectUrl } = answer.json() as { orderId: string; redirectUrl: string };
  const [row] = await queryRows<{ vs: string; total: number }>(
    t.db,
    sql`select order_number::text as vs, total_price as total from orders where id = ${orderId}`,
  );
  return { fan, seat, orderId, contact, vs: row?.vs ?? '', total: row?.total ?? 0, redirectUrl };
}

/** The card payment of an unpaid order approved at the gateway and notified to the shop. */
export async function approveCard(t: TestApp, redirectUrl: string) {
  const paymentId = paymentIdOf(redirectUrl);
  await t.app.services.gateway.decide(paymentId, 'APPROVED');
  expect((await notifyPayment(t, paymentId)).statusCode).toBe(200);
}

/** The club's statement with one credit of `cents` for variable symbol `vs`, imported by `adminToken`. */
export async function importTransfer(t: TestApp, adminToken: string, vs: string, cents: number) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v2/admin/bank-statements',
    headers: { ...bearer(adminToken), 'content-type': 'application/xml' },
    payload: statement([{ ref: randomUUID(), cents, vs, payer: 'Ľubica Platná' }]),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The audit entries of an order, oldest first. */
export function orderAudit(t: TestApp, orderId: string) {
  return queryRows<{ action: string; actorId: string; before: unknown; after: Record<string, unknown> }>(
    t.db,
    sql`select action, actor_id as "actorId", before, after from audit_log
      where entity = 'ORDER' and entity_id = ${orderId} order by id`,
  );
}

/**
 * A describe block's app for refunds, made in its beforeAll: an admin and a cashier, a match far enough
 * ahead to pay by bank transfer (`t.farMatch`) and the back office's order calls.
 */
export function refundSuite(kind: DbKind) {
  const t = suiteAppWith([kind], async (app) => ({ farMatch: await matchForBankTransfer(app) }));
  const admin = madeBeforeAll(() => t.newUser(['USER', 'ADMIN']));
  const cashier = madeBeforeAll(() => t.newUser(['USER', 'CASHIER']));
  return { t, admin, cashier, call: adminOrders(t) };
}
