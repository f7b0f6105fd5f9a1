import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { messagesTo } from './mail.ts';
import { CONTACT, notifyPayment, payCart } from './orders.ts';
import type { TestApp } from './test-app.ts';

export const DAY = 86_400_000;
export type Place = { sector: string; row: string; name: string };

/** The payment id in a sandbox gateway address (with or without `?pushId=`). */
export const paymentOf = (redirectUrl: string) => (redirectUrl.split('?')[0] ?? '').split('/').at(-1) ?? '';
/** The secret at the end of an invoice push link. */
export const secretOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');

/**
 * The demo season of a test app's database, and fans buying its seats on installments: each helper
 * takes the next free season seat, so the tests of one file never meet.
 */
export async function seasonOnInstallments(t: TestApp) {
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON'`,
  );
  const seasonId = season?.id as string;
  const [last] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where season_id = ${seasonId} order by starts_at desc limit 1`,
  );
  const lastMatchId = last?.id as string;

  /** Makes the season end `days` ahead: its last match then, no match of it later (the plan's length depends on it). */
  async function seasonEndsIn(days: number) {
    await queryRows(
      t.db,
      sql`update setups set starts_at = now() + make_interval(days => ${days}),
        ends_at = now() + make_interval(days => ${days}, hours => 3)
        where id = ${lastMatchId} or (season_id = ${seasonId} and starts_at > now() + make_interval(days => ${days}))`,
    );
  }

  let taken = 0;
  /** A new fan holding the next free season seat; the contact e-mail is the fan's own. */
  async function fanWithSeasonSeat() {
    const fan = await t.newUser();
    const seat = (await t.freeSeats(seasonId, taken + 1))[taken] as Place;
    taken += 1;
    const held = await t.holdSeat(fan.token, seasonId, seat, 'SEASON');
    expect(held.statusCode).toBe(201);
    return { ...fan, seat, contact: { ...CONTACT, email: fan.email } };
  }

  /** A fan's season ticket bought on installments with part 1 paid: the order and the plan e-mail's links. */
  async function paidPartOne(seasonDays = 70) {
    await seasonEndsIn(seasonDays);
    const fan = await fanWithSeasonSeat();
    const paid = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    expect(paid.statusCode).toBe(201);
    const { orderId, redirectUrl } = paid.json() as { orderId: string; redirectUrl: string };
    expect((await notifyPayment(t, paymentOf(redirectUrl))).statusCode).toBe(200);
    const plan = (await messagesTo(t.db, fan.email)).find((m) => m.subject.startsWith('Splátkový kalendár'));
    if (!plan) throw new Error('no plan e-mail');
    const links = [...plan.textBody.matchAll(/https?:\/\/\S+\/invoice\/push\/\S+/g)].map(
      (m) => new URL(m[0]),
    );
    return { fan, orderId, redirectUrl, plan, links };
  }

  const plan = (orderId: string) =>
    queryRows<{ partNo: number; amount: number; state: string; dueAt: Date }>(
      t.db,
      sql`select part_no as "partNo", amount, state, due_at as "dueAt" from installments
        where order_id = ${orderId} order by part_no`,
    );
  const view = (secret: string) => t.app.inject({ method: 'GET', url: `/v2/invoice/push/${secret}` });
  const payLink = (secret: string) => t.app.inject({ method: 'POST', url: `/v2/invoice/push/pay/${secret}` });

  return { seasonId, seasonEndsIn, fanWithSeasonSeat, paidPartOne, plan, view, payLink };
}

export type SeasonOnInstallments = Awaited<ReturnType<typeof seasonOnInstallments>>;
