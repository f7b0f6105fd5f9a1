import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { issueInvoice } from '../src/modules/billing/invoices.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const contact = {
  firstName: 'Zuzana',
  lastName: 'Fakturová',
  email: 'zuzana@hokej.test',
  phoneNumber: '+421905222333',
};
const invoice = {
  address: {
    street: 'Hlavná 1',
    city: 'Banská Bystrica',
    postcode: '974 01',
    country: 'SK',
    companyName: 'Orlí fanklub, o. z.',
  },
  companyId: '87654321',
  dic: '2029876543',
  icdph: '',
};

describe.each(await availableKinds())('invoices on %s', (kind) => {
  const t = suiteAppWithMatch(kind);

  /** An order of one seat waiting for its card payment. */
  async function paidOrder(withInvoice = false) {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    const paid = await payCart(t, fan.token, { contact, ...(withInvoice ? { invoice } : {}) });
    const { orderId, redirectUrl } = paid.json();
    return { fan, orderId, paymentId: paymentIdOf(redirectUrl) };
  }
  const approve = (paymentId: string) => notifyPayment(t, paymentId);
  const numbers = async () =>
    (await queryRows<{ number: number }>(t.db, sql`select number from invoices order by number`)).map(
      (r) => r.number,
    );

  it('payments at the same moment take consecutive invoice numbers of the year, none twice, none skipped', async () => {
    const orders = [];
    for (let i = 0; i < 8; i += 1) orders.push(await paidOrder());
    const before = await numbers();
    await Promise.all(orders.map((o) => approve(o.paymentId)));
    const after = await numbers();
    expect(after).toHaveLength(before.length + 8);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => i + 1));
    const [years] = await queryRows<{ years: number }>(
      t.db,
      sql`select count(distinct year)::int as years from invoices`,
    );
    expect(years?.years).toBe(1);
  });

  it('a payment that rolls back gives its number back', async () => {
    const { orderId } = await paidOrder();
    const before = await numbers();
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, orderId);
        throw new Error('the payment failed after numbering');
      }),
    ).rejects.toThrow('the payment failed');
    const next = await paidOrder();
    await approve(next.paymentId);
    expect(await numbers()).toEqual([...before, (before.at(-1) ?? 0) + 1]);
  });

  it('the invoice PDF names the number, the buyer company and its ids, and the total paid', async () => {
    const { fan, orderId, paymentId } = await paidOrder(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v2/orders/${orderId}/invoice`,
          headers: bearer(fan.token),
        })
      ).json(),
    ).toMatchObject({ code: 'INVOICE_DATA_NOT_FOUND' });
    await approve(paymentId);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/invoice`,
      headers: bearer(fan.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const [row] = await queryRows<{ year: number; number: number }>(
      t.db,
      sql`select year, number from invoices where order_id = ${orderId}`,
    );
    const text = (await pdfPageTexts(answer.rawPayload)).join('\n');
    expect(text).toContain(`${row?.year}${String(row?.number).padStart(6, '0')}`);
    expect(text).toContain('Orlí fanklub, o. z.');
    expect(text).toContain('87654321');
    expect(text).toContain('Zuzana Fakturová');
    const stranger = await t.newUser();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v2/orders/${orderId}/invoice`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
