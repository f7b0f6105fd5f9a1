import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addCoupon, couponUses, getCart } from './helpers/coupons.ts';
import { availableKinds } from './helpers/databases.ts';
import { payCart } from './helpers/orders.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(await availableKinds())('coupons in the back office on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin/coupons${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const freshCode = () => `ADM${randomBytes(4).toString('hex').toUpperCase()}`;
  const body = (over: Record<string, unknown> = {}) => ({
    code: freshCode(),
    kind: 'PERCENT',
    value: 20,
    validFrom: at(-1),
    validTo: at(30),
    usageLimit: 10,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const answer = await call('POST', '', t.admin.token, body(over));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const couponCount = async () => {
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from coupons`);
    return row?.n ?? 0;
  };
  const auditOf = async (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log
        where entity = 'COUPON' and entity_id = ${id} order by id`,
    );

  it('is for ADMIN only: no token 401, a fan and a cashier 403 on every call, even with an empty body', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const { id } = await create();
    const calls = [
      ['GET', ''],
      ['GET', `/${id}`],
      ['POST', '', body()],
      ['PATCH', `/${id}`, { usageLimit: 3 }],
      ['POST', `/${id}/deactivate`],
      // An invalid body is refused for the missing login or role, not for its fields.
      ['POST', '', {}],
      ['PATCH', `/${id}`, { usageLimit: 'many' }],
    ] as const;
    const before = await couponCount();
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).json()).toMatchObject({
        status: 401,
        code: 'AUTH_REQUIRED',
      });
      for (const who of [fan, cashier]) {
        expect((await call(method, url, who.token, payload)).json()).toMatchObject({
          status: 403,
          code: 'ROLE_FORBIDDEN',
        });
      }
    }
    expect(await couponCount()).toBe(before);
    expect((await call('GET', `/${id}`, t.admin.token)).json()).toMatchObject({
      usageLimit: 10,
      state: 'ACTIVE',
    });
  });

  it('creates a per-match fixed coupon, lists it and records who created it', async () => {
    const created = await create({ kind: 'FIXED', value: 500, usageLimit: null, setupId: t.match });
    expect(created).toMatchObject({
      kind: 'FIXED',
      value: 500,
      usageLimit: null,
      usedCount: 0,
      state: 'ACTIVE',
      deactivatedAt: null,
      setup: { id: t.match },
    });
    const list = (await call('GET', '', t.admin.token)).json();
    expect(list.data.find((c: { id: string }) => c.id === created.id)).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'COUPON_CREATE',
      actorId: t.admin.id,
      before: null,
      after: { code: created.code, kind: 'FIXED', value: 500, setupId: t.match },
    });
  });

  it('refuses a duplicate code in any letter case, a percentage over 100, a window ending before it starts, an unknown match', async () => {
    const { code } = await create();
    const before = await couponCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: code.toLowerCase() }, 409, 'COUPON_CODE_EXISTS'],
      [{ value: 101 }, 400, 'COUPON_VALUE_INVALID'],
      [{ validFrom: at(5), validTo: at(1) }, 400, 'COUPON_WINDOW_INVALID'],
      [{ validFrom: at(1), validTo: at(1) }, 400, 'COUPON_WINDOW_INVALID'],
      [{ setupId: '00000000-0000-4000-8000-000000000000' }, 404, 'EVENT_OR_SEASON_NOT_FOUND'],
      [{ value: 0 }, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ kind: 'HALF' }, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ code: 'ZĽAVA 10' }, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ validTo: 'zajtra' }, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ usedCount: 5 }, 400, 'COUPON_PARAMETERS_INVALID'],
    ];
    for (const [over, status, errorCode] of cases) {
      const answer = await call('POST', '', t.admin.token, body(over));
      expect(answer.json(), JSON.stringify(over)).toMatchObject({ status, code: errorCode });
      expect(answer.statusCode).toBe(status);
    }
    expect((await call('POST', '', t.admin.token, body({ value: 101 }))).json().message).toMatch(/1 do 100/);
    expect(await couponCount()).toBe(before);
  });

  it('a coupon created in the back office works in the cart, and its use shows the order', async () => {
    const created = await create({ kind: 'PERCENT', value: 50, usageLimit: 1 });
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    const price = (await t.holdSeat(fan.token, t.match, seat ?? {})).json().items[0].price;
    const applied = await addCoupon(t, fan.token, created.code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ coupon: { code: created.code, valid: true } });
    expect(applied.json().totalPrice).toBeLessThan(price);
    const paid = await payCart(t, fan.token);
    expect(paid.statusCode).toBe(201);
    const detail = (await call('GET', `/${created.id}`, t.admin.token)).json();
    expect(detail).toMatchObject({ usedCount: 1, state: 'USED_UP' });
    expect(detail.uses).toEqual([
      expect.objectContaining({
        orderId: paid.json().orderId,
        status: 'AWAITING_PAYMENT',
        totalPrice: price - applied.json().discount,
      }),
    ]);
    expect(detail.uses[0].email).toContain('@');
  });

  it('edits the limit and the expiry; never below the uses taken, never ending before it starts', async () => {
    const created = await create({ usageLimit: 5 });
    await queryRows(t.db, sql`update coupons set used_count = 3 where id = ${created.id}`);
    const edited = await call('PATCH', `/${created.id}`, t.admin.token, { usageLimit: 3, validTo: at(60) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ usageLimit: 3, state: 'USED_UP' });
    expect(new Date(edited.json().validTo).getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    const unlimited = await call('PATCH', `/${created.id}`, t.admin.token, { usageLimit: null });
    expect(unlimited.json()).toMatchObject({ usageLimit: null, state: 'ACTIVE' });

    const refused: [Record<string, unknown>, number, string][] = [
      [{ usageLimit: 2 }, 409, 'COUPON_LIMIT_BELOW_USED'],
      [{ validTo: at(-2) }, 400, 'COUPON_WINDOW_INVALID'],
      [{}, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ value: 90 }, 400, 'COUPON_PARAMETERS_INVALID'],
      [{ usageLimit: -1 }, 400, 'COUPON_PARAMETERS_INVALID'],
    ];
    for (const [payload, status, errorCode] of refused) {
      const answer = await call('PATCH', `/${created.id}`, t.admin.token, payload);
      expect(answer.json(), JSON.stringify(payload)).toMatchObject({ status, code: errorCode });
    }
    expect((await call('GET', `/${created.id}`, t.admin.token)).json()).toMatchObject({ usageLimit: null });
    const missing = await call('PATCH', '/00000000-0000-4000-8000-000000000000', t.admin.token, {
      usageLimit: 1,
    });
    expect(missing.json()).toMatchObject({ status: 404, code: 'COUPON_NOT_FOUND' });
    expect((await call('PATCH', '/not-a-uuid', t.admin.token, { usageLimit: 1 })).json().code).toBe(
      'COUPON_PARAMETERS_INVALID',
    );

    const actions = (await auditOf(created.id)).map((e) => e.action);
    expect(actions).toEqual(['COUPON_CREATE', 'COUPON_UPDATE', 'COUPON_UPDATE']);
    const [, first] = await auditOf(created.id);
    expect(first).toMatchObject({ before: { usageLimit: 5 }, after: { usageLimit: 3 } });
  });

  it('deactivates: the cart shows the coupon invalid, it cannot be applied or edited, and deactivating again changes nothing', async () => {
    const created = await create({ usageLimit: null });
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    await addCoupon(t, fan.token, created.code);
    const off = await call('POST', `/${created.id}/deactivate`, t.admin.token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ state: 'DEACTIVATED', deactivatedAt: expect.any(String) });
    expect((await getCart(t, fan.token)).json()).toMatchObject({ coupon: { valid: false }, discount: 0 });
    expect((await payCart(t, fan.token)).json().code).toBe('COUPON_INVALID');
    const other = await t.newUser();
    const [seat2] = await t.freeSeats(t.match, 1);
    await t.holdSeat(other.token, t.match, seat2 ?? {});
    expect((await addCoupon(t, other.token, created.code)).json().code).toBe('COUPON_INVALID');
    expect(await couponUses(t, created.id)).toEqual({ usedCount: 0, redemptions: 0, orders: 0 });

    expect((await call('PATCH', `/${created.id}`, t.admin.token, { usageLimit: 4 })).json()).toMatchObject({
      status: 409,
      code: 'COUPON_DEACTIVATED',
    });
    const again = await call('POST', `/${created.id}/deactivate`, t.admin.token);
    expect(again.json().deactivatedAt).toBe(off.json().deactivatedAt);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['COUPON_CREATE', 'COUPON_DEACTIVATE']);
    const missing = await call('POST', '/00000000-0000-4000-8000-000000000000/deactivate', t.admin.token);
    expect(missing.json()).toMatchObject({ status: 404, code: 'COUPON_NOT_FOUND' });
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', t.admin.token)).statusCode).toBe(404);
  });
});
