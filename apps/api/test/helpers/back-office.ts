import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { DbKind } from './databases.ts';
import { CONTACT, notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { madeBeforeAll, suiteApp } from './suite.ts';
import { bearer, type TestApp } from './test-app.ts';

/** A describe block's app and its back office (`backOffice`), both made in its beforeAll. */
export function backOfficeSuite(kind: DbKind) {
  const t = suiteApp(kind);
  return { t, office: madeBeforeAll(() => backOffice(t)) };
}

/** The club's back office over a test app: an admin, a cashier, the first match and fans' orders of it. */
export async function backOffice(t: TestApp) {
  const admin = await t.newUser(['USER', 'ADMIN']);
  const cashier = await t.newUser(['USER', 'CASHIER']);
  const match = await t.firstEvent();

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin/orders${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A new fan's order of `count` free seats with its own contact e-mail, unpaid or paid by card. */
  async function order(count: number, paid: boolean) {
    const fan = await t.newUser();
    const seats = await t.freeSeats(match, count);
    for (const seat of seats) expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
    const email = `buyer-${randomBytes(4).toString('hex')}@hokej.test`;
    const contact = { ...CONTACT, lastName: `Kupec${randomBytes(2).toString('hex')}`, email };
    const answer = await payCart(t, fan.token, { contact });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId, redirectUrl } = answer.json();
    if (paid) {
      // The fan approves on the gateway's page, then its signed notification settles the order.
      const paymentId = paymentIdOf(redirectUrl);
      await t.app.services.gateway.decide(paymentId, 'APPROVED');
      expect((await notifyPayment(t, paymentId)).statusCode).toBe(200);
    }
    return { fan, seats, orderId: orderId as string, contact };
  }
  const orderRow = async (id: string) => {
    const [row] = await queryRows<{ status: string; orderNumber: number }>(
      t.db,
      sql`select status, order_number::int as "orderNumber" from orders where id = ${id}`,
    );
    return row;
  };
  const seatStates = async (id: string) =>
    (
      await queryRows<{ state: string }>(
        t.db,
        sql`select ss.state::text from setup_seats ss where ss.setup_id = ${match} and exists (
            select 1 from order_items oi where oi.order_id = ${id} and oi.setup_seat_id = ss.id)`,
      )
    ).map((r) => r.state);
  const pushedStates = async (afterId: number, seats: { sector: string; row: string; name: string }[]) =>
    queryRows<{ state: string; seat: string }>(
      t.db,
      sql`select payload->>'state' as state, payload->'seat'->>'name' as seat from push_log
        where setup_id = ${match} and id > ${afterId}
          and payload->'seat'->>'name' in ${sql`(${sql.join(
            seats.map((s) => sql`${s.name}`),
            sql`, `,
          )})`}
        order by id`,
    );
  const lastPushId = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select coalesce(max(id), 0)::int as id from push_log`,
    );
    return row?.id ?? 0;
  };
  const auditOf = (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: Record<string, unknown> }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log
        where entity = 'ORDER' and entity_id = ${id} order by id`,
    );
  const counts = async () => {
    const [row] = await queryRows<{ refunds: number; notes: number; gateway: number; outbox: number }>(
      t.db,
      sql`select (select count(*)::int from refunds) as refunds, (select count(*)::int from credit_notes) as notes,
          (select count(*)::int from sandbox_refunds) as gateway, (select count(*)::int from outbox) as outbox`,
    );
    return row;
  };

  return {
    admin,
    cashier,
    match,
    call,
    order,
    orderRow,
    seatStates,
    pushedStates,
    lastPushId,
    auditOf,
    counts,
  };
}

export type BackOffice = Awaited<ReturnType<typeof backOffice>>;
