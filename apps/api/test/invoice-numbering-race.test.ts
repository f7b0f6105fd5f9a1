import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { issueInvoiceReadThenWrite } from './helpers/invoice-control-run.ts';
import { raceMeeting } from './helpers/meet.ts';
import { CONTACT, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The control run of invoices.test.ts's "payments at the same moment take consecutive invoice numbers":
// with the series row's lock switched off — the next number read from the last invoice and written
// later (the shop given `issueInvoiceReadThenWrite` as its `invoiceNumbers` seam) — and the unique year and number dropped in this
// test's own throw-away database, the same eight payments must number invoices twice, or the real test
// proves nothing. The first two payments to read the last number meet before either writes (helpers/meet.ts),
// so they number alike every time. PostgreSQL only: PGlite serializes transactions.
const onPostgres = (await availableKinds()).includes('postgres');
const PAYMENTS = 8;

describe.runIf(onPostgres)(
  'control run: invoice numbers read, then written (invoiceNumbers: read-then-write)',
  () => {
    let t: TestApp;
    let match: string;
    const firstTwo = raceMeeting('invoice numbers read at once');
    beforeAll(async () => {
      t = await createTestApp(
        'postgres',
        {},
        { poolSize: 20 },
        { invoiceNumbers: issueInvoiceReadThenWrite(firstTwo.meet) },
      );
      match = await t.firstEvent();
      await queryRows(t.db, sql`drop index invoices_year_number`);
    });
    afterAll(() => t.close());

    it(`${PAYMENTS} payments at the same moment take the same invoice number`, async () => {
      const payments: string[] = [];
      for (const seat of await t.freeSeats(match, PAYMENTS)) {
        const fan = await t.newUser();
        await t.holdSeat(fan.token, match, seat);
        const paid = await payCart(t, fan.token, { contact: { ...CONTACT, email: fan.email } });
        payments.push(paymentIdOf(paid.json().redirectUrl));
      }
      firstTwo.expect(2);
      await Promise.all(payments.map((id) => notifyPayment(t, id)));
      const [numbers] = await queryRows<{ invoices: number; distinct: number }>(
        t.db,
        sql`select count(*)::int as invoices, count(distinct (year, number))::int as distinct from invoices`,
      );
      expect(numbers?.invoices).toBe(PAYMENTS);
      expect(numbers?.distinct).toBeLessThan(PAYMENTS);
    });
  },
);
