import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { refundReadThenWrite } from './helpers/refund-control-run.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// Refunds need real connections in parallel: PostgreSQL only (PGlite serializes every transaction).
// The waiting refunds queue on the order's row; a long lock timeout keeps a busy machine from answering
// SERVER_BUSY instead of ORDER_ALREADY_REFUNDED.
const onPostgres = (await availableKinds()).includes('postgres');
const ADMINS = 10;

/** A paid card order, then ADMINS refunds of it at the same moment. */
async function raceForRefund(t: TestApp) {
  const match = await t.firstEvent();
  const fan = await t.newUser();
  for (const seat of await t.freeSeats(match, 2))
    expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
  const { orderId, redirectUrl } = (await payCart(t, fan.token)).json();
  await t.app.services.gateway.decide(paymentIdOf(redirectUrl), 'APPROVED');
  await notifyPayment(t, paymentIdOf(redirectUrl));
  const admins = await Promise.all(Array.from({ length: ADMINS }, () => t.newUser(['USER', 'ADMIN'])));
  const answers = await Promise.all(
    admins.map((admin) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/admin/orders/${orderId}/refund`,
        headers: bearer(admin.token),
        payload: {},
      }),
    ),
  );
  const [books] = await queryRows<{ refunds: number; notes: number; gateway: number; audits: number }>(
    t.db,
    sql`select (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
        (select count(*)::int from credit_notes where order_id = ${orderId}) as notes,
        (select count(*)::int from sandbox_refunds sr join payments p on p.id = sr.payment_id where p.order_id = ${orderId}) as gateway,
        (select count(*)::int from audit_log where entity = 'ORDER' and entity_id = ${orderId}) as audits`,
  );
  return { answers, books };
}

describe.runIf(onPostgres)('the refund race on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20, lockTimeoutMs: 20_000 });
  });
  afterAll(() => t.close());

  it(`${ADMINS} admins refunding one order at once: exactly one refund, one credit note, one gateway refund`, async () => {
    const { answers, books } = await raceForRefund(t);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(refused).toEqual(Array(ADMINS - 1).fill('ORDER_ALREADY_REFUNDED'));
    expect(books).toEqual({ refunds: 1, notes: 1, gateway: 1, audits: 1 });
  });
});

// The control run: the status read and then written must refund twice, or the test above proves nothing.
describe.runIf(onPostgres)('control run with read-then-write refunds (refundClaim seam)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'postgres',
      {},
      { poolSize: 20, lockTimeoutMs: 20_000 },
      { refundClaim: refundReadThenWrite },
    );
  });
  afterAll(() => t.close());

  it('read-then-write refunds the same order more than once', async () => {
    const { answers, books } = await raceForRefund(t);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(1);
    expect(books?.refunds).toBeGreaterThan(1);
    expect(books?.notes).toBeGreaterThan(1);
  });
});
