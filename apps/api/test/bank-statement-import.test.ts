import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { statement } from './helpers/bank-statement.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { matchForBankTransfer, payCart } from './helpers/orders.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const contact = {
  firstName: 'Marek',
  lastName: 'Prevodný',
  email: 'marek@hokej.test',
  phoneNumber: '+421905444555',
};

describe.each(await availableKinds())('bank statement import on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);
  let farMatch: string;
  beforeAll(async () => {
    farMatch = await matchForBankTransfer(t);
  });

  async function transferOrder() {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(farMatch, 1);
    await t.holdSeat(fan.token, farMatch, seat ?? {});
    const { orderId } = (await payCart(t, fan.token, { paymentType: 'BANK_TRANSFER', contact })).json();
    const [order] = await queryRows<{ vs: string; total: number }>(
      t.db,
      sql`select order_number::text as vs, total_price as total from orders where id = ${orderId}`,
    );
    return { orderId, vs: order?.vs ?? '', total: order?.total ?? 0 };
  }
  const upload = (xml: string, token: string | null = t.admin.token) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/admin/bank-statements',
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/xml' },
      payload: xml,
    });
  const status = async (orderId: string) =>
    (await queryRows<{ status: string }>(t.db, sql`select status from orders where id = ${orderId}`))[0]
      ?.status;

  it('settles exactly the orders paid in full, lists the rest, and a second import changes nothing', async () => {
    const exact = await transferOrder();
    const under = await transferOrder();
    const unpaid = await transferOrder();
    const prefix = randomUUID().slice(0, 8);
    const xml = statement([
      { ref: `${prefix}-1`, cents: exact.total, vs: `00${exact.vs}`, payer: 'Ľubomír Šťastný' },
      { ref: `${prefix}-2`, cents: under.total - 150, vs: under.vs, payer: 'Jana Málo' },
      { ref: `${prefix}-3`, cents: 2500, vs: '999999999', payer: 'Neznámy Platiteľ' },
      { ref: `${prefix}-4`, cents: 1000, payer: 'Bez Symbolu' },
    ]);
    const answer = await upload(xml);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ imported: 4, skipped: 0 });
    expect(body.payments.map((p: { outcome: string }) => p.outcome)).toEqual([
      'MATCHED',
      'UNDERPAID',
      'UNKNOWN',
      'UNKNOWN',
    ]);
    expect(body.payments[0]).toMatchObject({ orderId: exact.orderId, counterparty: 'Ľubomír Šťastný' });
    expect(body.payments[1]).toMatchObject({ orderId: under.orderId, differenceCents: 150 });

    expect(await status(exact.orderId)).toBe('PAID');
    expect(await status(under.orderId)).toBe('AWAITING_PAYMENT');
    expect(await status(unpaid.orderId)).toBe('AWAITING_PAYMENT');
    const [tickets] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${exact.orderId}`,
    );
    expect(tickets?.n).toBe(1);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/audit-log?entity=BANK_STATEMENT',
      headers: bearer(t.admin.token),
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'BANK_STATEMENT_IMPORT',
      actor: { id: t.admin.id },
      after: { imported: 4, skipped: 0, payments: 4 },
    });

    const again = (await upload(xml)).json();
    expect(again).toEqual({ imported: 0, skipped: 4, payments: [] });
    const [rows] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bank_payments where entry_reference like ${`${prefix}-%`}`,
    );
    expect(rows?.n).toBe(4);
  });

  it('a payment for an order that is no longer waiting is listed and flagged for a refund, not settled', async () => {
    const order = await transferOrder();
    await queryRows(t.db, sql`update orders set status = 'CANCELLED' where id = ${order.orderId}`);
    const answer = (
      await upload(statement([{ ref: randomUUID(), cents: order.total, vs: order.vs, payer: 'Neskoro' }]))
    ).json();
    expect(answer.payments[0]).toMatchObject({ outcome: 'ORDER_NOT_OPEN', orderId: order.orderId });
    expect(await status(order.orderId)).toBe('CANCELLED');
    const [flag] = await queryRows<{ refundDue: boolean }>(
      t.db,
      sql`select refund_due as "refundDue" from orders where id = ${order.orderId}`,
    );
    expect(flag?.refundDue).toBe(true);
    // The payer is told once that the money goes back, also when a second transfer for it comes.
    const second = (
      await upload(statement([{ ref: randomUUID(), cents: order.total, vs: order.vs, payer: 'Znova' }]))
    ).json();
    expect(second.payments[0]).toMatchObject({ outcome: 'ORDER_NOT_OPEN', orderId: order.orderId });
    const told = (await messagesTo(t.db, contact.email)).filter((m) =>
      m.subject.startsWith(`Objednávka č. ${order.vs}: platba prišla po zrušení`),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(
      `platba prišla po zrušení objednávky č. ${order.vs}, peniaze vám vrátime.`,
    );
    expect(told[0]?.textBody).toContain('prevodom na účet, z ktorého ste platili');
  });

  it('refuses a file that is no statement, another account, and anyone but an admin (no token 401, a fan and a cashier 403)', async () => {
    for (const xml of [
      '<nic/>',
      'not xml at all <',
      statement([{ ref: randomUUID(), cents: 100, payer: 'X' }], 'SK6807200002891987426353'),
    ]) {
      const answer = await upload(xml);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BANK_STATEMENT_INVALID' });
    }
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    // A good statement or none at all: the missing login or role is what a stranger hears.
    for (const xml of [statement([]), '']) {
      const anonymous = await upload(xml, null);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
      for (const who of [fan, cashier]) {
        const refused = await upload(xml, who.token);
        expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
      }
    }
  });
});
