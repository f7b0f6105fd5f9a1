import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { pdfPageTexts } from '../documents-pdf-reader.ts';
import { bearer, type TestApp } from './test-app.ts';

export const CONTACT = {
  firstName: 'Peter',
  lastName: 'Hokejový',
  email: 'peter@hokej.test',
  phoneNumber: '+421905111000',
};

/** A checkout's body: card, the test contact, terms and consent agreed; `overrides` replace any field. */
export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  paymentType: 'CARD',
  contact: CONTACT,
  termsAgreed: true,
  contactConsent: true,
  ...overrides,
});

/** POST /v2/cart/pay with terms and consent agreed; `body` overrides any field; `headers` added (Accept-Language). */
export function payCart(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/cart/pay',
    headers: { ...bearer(token), ...headers },
    payload: checkoutBody(body),
  });
}

/** The payment id at the end of a sandbox gateway address. */
export const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').at(-1) ?? '';

/** A signed gateway notification as the sandbox would send it, posted to the shop. */
export function notifyPayment(
  t: TestApp,
  paymentId: string,
  status: 'APPROVED' | 'DECLINED' | 'ABANDONED' = 'APPROVED',
) {
  const notice = t.app.services.gateway.notification(paymentId, status);
  return t.app.inject({
    method: 'POST',
    url: '/v2/payment/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': notice.signature },
    payload: notice.body,
  });
}

/** A new fan's card order of one free seat of the first match, placed with `headers` (its language), not yet paid. */
export async function cardOrderPlacedWith(t: TestApp, headers: Record<string, string>) {
  const match = await t.firstEvent();
  const fan = await t.newUser();
  const [seat] = await t.freeSeats(match, 1);
  if (!seat) throw new Error('no free seat');
  expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
  const placed = await payCart(t, fan.token, { contact: { ...CONTACT, email: fan.email } }, headers);
  expect(placed.statusCode, placed.body).toBe(201);
  return { fan, ...(placed.json() as { orderId: string; redirectUrl: string }) };
}

/** A new fan's paid card order of `count` free seats of `setupId`. */
export async function paidOrder(t: TestApp, setupId: string, count = 1, body: Record<string, unknown> = {}) {
  const fan = await t.newUser();
  for (const seat of await t.freeSeats(setupId, count)) await t.holdSeat(fan.token, setupId, seat);
  const { orderId, redirectUrl } = (await payCart(t, fan.token, body)).json();
  await notifyPayment(t, paymentIdOf(redirectUrl));
  return { fan, orderId: orderId as string };
}

/** A paid order of one season ticket of the season on sale, by a new fan (its first free season seat). */
export async function paidSeasonOrder(t: TestApp, body: Record<string, unknown> = {}) {
  // The season on sale (the shop's list), not last year's.
  const listed = await t.app.inject({ method: 'GET', url: '/v2/season' });
  const season = (listed.json().data as { uuid: string }[]).map((s) => ({ id: s.uuid }))[0];
  if (!season) throw new Error('no season seeded');
  const fan = await t.newUser();
  // A season seat free in every match of the season too (other tests of a file buy match seats from A11 on).
  const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
    t.db,
    sql`select ss.sector, ss.row, ss.name from setup_seats ss
      where ss.setup_id = ${season.id} and ss.state = 'ACTIVE' and not exists (
        select 1 from setup_seats m join setups s on s.id = m.setup_id
        where s.season_id = ${season.id} and m.sector = ss.sector and m.row = ss.row and m.name = ss.name
          and m.state <> 'ACTIVE')
      order by ss.sector desc, ss.row, ss.name limit 1`,
  );
  if (!seat) throw new Error('no free season seat');
  const held = await t.holdSeat(fan.token, season.id, seat, 'SEASON');
  expect(held.statusCode, held.body).toBe(201);
  const answer = await payCart(t, fan.token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  const { orderId, redirectUrl } = answer.json();
  expect((await notifyPayment(t, paymentIdOf(redirectUrl))).statusCode).toBe(200);
  return { fan, orderId: orderId as string };
}

/** A match far enough away for a bank transfer (at least 5 days), without the phone rule. */
export async function matchForBankTransfer(t: TestApp): Promise<string> {
  const [far] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'EVENT' and not phone_required
      and starts_at > now() + interval '6 days' order by starts_at limit 1`,
  );
  if (!far) throw new Error('the seed has no match 6+ days away');
  return far.id;
}

/**
 * Follows the sandbox gateway's answer to the fan's decision: a 303 to its signed browser return, which
 * the shop verifies and answers with a 303 to the order's status page; answers that page's address.
 */
export async function followGatewayReturn(
  t: TestApp,
  decided: { statusCode: number; headers: Record<string, unknown> },
): Promise<string> {
  expect(decided.statusCode).toBe(303);
  const signed = String(decided.headers.location);
  expect(signed).toMatch(/^\/v2\/payment\/return\/sandbox\?/);
  const back = await t.app.inject({ method: 'GET', url: signed });
  expect(back.statusCode, back.body).toBe(303);
  return String(back.headers.location);
}

/** The text of an order's invoice PDF as the fan with `token` downloads it (its pages joined by lines). */
export async function invoiceText(t: TestApp, token: string, orderId: string) {
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/v2/orders/${orderId}/invoice`,
    headers: bearer(token),
  });
  expect(pdf.statusCode).toBe(200);
  return (await pdfPageTexts(pdf.rawPayload)).join('\n');
}
