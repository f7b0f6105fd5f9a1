import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { matchForBankTransfer, payCart } from './helpers/orders.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('payment types by role on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);
  let farMatch: string;
  beforeAll(async () => {
    farMatch = await matchForBankTransfer(t);
  });

  const settings = (method: 'GET' | 'PUT', token: string | null, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: '/v2/admin/payment-types',
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const allowedFor = async (token: string) => {
    const answer = await t.app.inject({ method: 'GET', url: '/v2/payment/types', headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().allowed;
  };
  const ordersOf = async (userId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${userId}`,
    );
    return row?.n ?? 0;
  };
  const transferBy = async (roles: ('USER' | 'B2B')[]) => {
    const buyer = await t.newUser(roles);
    const [seat] = await t.freeSeats(farMatch, 1);
    if (!seat) throw new Error('no free seat');
    await t.holdSeat(buyer.token, farMatch, seat);
    return { buyer, answer: await payCart(t, buyer.token, { paymentType: 'BANK_TRANSFER' }) };
  };

  it('offers every type to everybody while the club restricted none', async () => {
    expect((await settings('GET', t.admin.token)).json()).toEqual({
      CARD: [],
      BANK_TRANSFER: [],
      INSTALLMENTS: [],
    });
    const fan = await t.newUser();
    expect(await allowedFor(fan.token)).toEqual(['CARD', 'BANK_TRANSFER', 'INSTALLMENTS']);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/v2/payment/types',
      headers: bearer(fan.token),
    });
    expect(answer.json().cardOffered).toBe(true);
  });

  it('keeps a bank transfer for B2B: a fan is refused with nothing ordered, a B2B buyer pays', async () => {
    const saved = await settings('PUT', t.admin.token, {
      CARD: [],
      BANK_TRANSFER: ['B2B'],
      INSTALLMENTS: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().BANK_TRANSFER).toEqual(['B2B']);

    const fan = await transferBy(['USER']);
    expect(await allowedFor(fan.buyer.token)).toEqual(['CARD', 'INSTALLMENTS']);
    expect(fan.answer.statusCode).toBe(403);
    expect(fan.answer.json()).toMatchObject({
      code: 'ORDER_PAYMENT_UNAUTHORIZED',
      message: 'Tento spôsob platby nie je povolený pre vašu rolu používateľa.',
    });
    expect(await ordersOf(fan.buyer.id)).toBe(0);

    const company = await transferBy(['USER', 'B2B']);
    expect(await allowedFor(company.buyer.token)).toEqual(['CARD', 'BANK_TRANSFER', 'INSTALLMENTS']);
    expect(company.answer.statusCode, company.answer.body).toBe(201);
    expect(await ordersOf(company.buyer.id)).toBe(1);
  });

  it('records each change in the audit log with the rules before and after', async () => {
    await settings('PUT', t.admin.token, { CARD: [], BANK_TRANSFER: [], INSTALLMENTS: ['USER'] });
    const [entry] = await queryRows<{ actorId: string; before: unknown; after: unknown }>(
      t.db,
      sql`select actor_id as "actorId", before, after from audit_log
        where action = 'PAYMENT_TYPES_UPDATE' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      actorId: t.admin.id,
      before: { BANK_TRANSFER: ['B2B'] },
      after: { BANK_TRANSFER: [], INSTALLMENTS: ['USER'] },
    });
  });

  it('is for ADMIN only and refuses a malformed setting with nothing changed', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const rules = { CARD: [], BANK_TRANSFER: [], INSTALLMENTS: [] };
    // An empty body is refused for the missing login or role, not for its fields.
    for (const [method, body] of [
      ['GET', rules],
      ['PUT', rules],
      ['PUT', {}],
    ] as const) {
      const anonymous = await settings(method, null, body);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
      for (const who of [fan, cashier]) {
        const answer = await settings(method, who.token, body);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('ROLE_FORBIDDEN');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/v2/payment/types' })).json().code).toBe(
      'AUTH_REQUIRED',
    );

    const before = (await settings('GET', t.admin.token)).json();
    for (const bad of [
      { CARD: ['KING'], BANK_TRANSFER: [], INSTALLMENTS: [] },
      { CARD: ['USER', 'USER'], BANK_TRANSFER: [], INSTALLMENTS: [] },
      { CARD: [], BANK_TRANSFER: [] },
      { ...rules, CASH: [] },
    ]) {
      const answer = await settings('PUT', t.admin.token, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe('PAYMENT_PARAMETERS_MISSING');
    }
    expect((await settings('GET', t.admin.token)).json()).toEqual(before);
  });
});
