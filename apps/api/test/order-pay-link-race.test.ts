import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, linkIn } from './helpers/mail.ts';
import { type RaceMeeting, raceMeeting } from './helpers/meet.ts';
import { readLinkedOrderWithoutLock } from './helpers/order-link-control-run.ts';
import { CONTACT, matchForBankTransfer, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Payment starts need real connections in parallel: PostgreSQL only (PGlite serializes every
// transaction). The waiting starts queue on the order's row; a long lock timeout keeps a busy machine
// from answering SERVER_BUSY instead.
const onPostgres = (await availableKinds()).includes('postgres');
const PRESSES = 10;

/** A bank-transfer order's e-mailed pay link pressed PRESSES times at once, then every payment approved. */
async function raceToPay(t: TestApp, presses?: RaceMeeting) {
  const match = await matchForBankTransfer(t);
  const fan = await t.newUser();
  const [seat] = await t.freeSeats(match, 1);
  if (!seat) throw new Error('no free seat');
  expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
  const contact = { ...CONTACT, email: fan.email };
  const { orderId } = (await payCart(t, fan.token, { paymentType: 'BANK_TRANSFER', contact })).json();
  const link = linkIn((await lastMessageTo(t.db, fan.email)).textBody, '/invoice/push/');
  const pushId = decodeURIComponent(link.pathname.split('/').at(-1) ?? '');
  presses?.expect(2);
  const answers = await Promise.all(
    Array.from({ length: PRESSES }, () =>
      t.app.inject({ method: 'POST', url: `/v2/invoice/push/pay/${pushId}` }),
    ),
  );
  const payments = await queryRows<{ id: string }>(
    t.db,
    sql`select id from payments where order_id = ${orderId}`,
  );
  // The fan approves every gateway page the presses opened.
  for (const payment of payments) {
    await t.app.services.gateway.decide(payment.id, 'APPROVED');
    await notifyPayment(t, payment.id);
  }
  const [order] = await queryRows<{ status: string; tickets: number; invoices: number }>(
    t.db,
    sql`select o.status,
        (select count(*)::int from tickets tk join order_items oi on oi.id = tk.order_item_id where oi.order_id = o.id)
          as tickets,
        (select count(*)::int from invoices i where i.order_id = o.id) as invoices
      from orders o where o.id = ${orderId}`,
  );
  return { answers, payments, order };
}

describe.runIf(onPostgres)('pay-link presses racing on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20, lockTimeoutMs: 20_000 });
  });
  afterAll(() => t.close());

  it(`${PRESSES} presses of one pay link at once: one card payment, the order paid once`, async () => {
    const { answers, payments, order } = await raceToPay(t);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PRESSES).fill(201));
    const pages = new Set(answers.map((a) => paymentIdOf(a.json().redirectUrl.split('?')[0])));
    expect(pages.size).toBe(1);
    expect(payments).toHaveLength(1);
    expect(order).toEqual({ status: 'PAID', tickets: 1, invoices: 1 });
  });
});

// The control run: without the order's row lock the presses must start several payments, or the test
// above proves nothing.
describe.runIf(onPostgres)('control run with the order read without its lock (linkedOrder seam)', () => {
  let t: TestApp;
  // The first two presses to read the order meet before either acts (helpers/meet.ts).
  const presses = raceMeeting('pay-link presses reading the order');
  beforeAll(async () => {
    t = await createTestApp(
      'postgres',
      {},
      { poolSize: 20, lockTimeoutMs: 20_000 },
      { linkedOrder: readLinkedOrderWithoutLock(presses.meet) },
    );
  });
  afterAll(() => t.close());

  it('presses read without the lock start more than one card payment', async () => {
    const { payments } = await raceToPay(t, presses);
    expect(payments.length).toBeGreaterThan(1);
  });
});
