import { POSTCODE_INVALID_MESSAGE } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { payCart } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const ADDRESS = { street: 'Hlavná 1', city: 'Košice', postcode: '040 01', country: 'SK' };

describe.each(await availableKinds())('the invoice postcode on %s', (kind) => {
  const t = suiteAppWithMatch(kind);

  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v2/user', headers: bearer(token), payload });
  const storedAddress = async (email: string) =>
    (await queryRows<{ address: unknown }>(t.db, sql`select address from users where email = ${email}`))[0]
      ?.address;
  const orderCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders`))[0]?.n;

  it('My account refuses a Slovak or Czech postcode off the zip rule and stores nothing', async () => {
    const fan = await t.newUser();
    expect((await patch(fan.token, { address: ADDRESS })).statusCode).toBe(200);
    for (const [country, postcode] of [
      ['SK', 'ABCDE'],
      ['SK', 'XYZ'],
      ['SK', '0400'],
      ['SK', '040 011'],
      ['CZ', '1100'],
      ['CZ', 'PRAHA'],
    ] as const) {
      const answer = await patch(fan.token, {
        firstName: 'Jozef',
        address: { ...ADDRESS, country, postcode },
      });
      expect(answer.statusCode, postcode).toBe(400);
      expect(answer.json()).toMatchObject({
        status: 400,
        code: 'USER_PARAMETERS_MISSING',
        data: { errors: [{ field: 'address.postcode', message: POSTCODE_INVALID_MESSAGE }] },
      });
    }
    expect(await storedAddress(fan.email)).toMatchObject({ postcode: '040 01', country: 'SK' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v2/user/my-account',
      headers: bearer(fan.token),
    });
    expect(mine.json().firstName).not.toBe('Jozef');
  });

  it('My account keeps postcodes that follow the rule, and other countries’ own shapes', async () => {
    const fan = await t.newUser();
    for (const [country, postcode] of [
      ['SK', '04001'],
      ['SK', '811 01'],
      ['CZ', '110 00'],
      ['AT', '1010'],
      ['GB', 'SW1A 1AA'],
    ] as const) {
      const answer = await patch(fan.token, { address: { ...ADDRESS, country, postcode } });
      expect(answer.statusCode, `${country} ${postcode}`).toBe(200);
      expect(await storedAddress(fan.email)).toMatchObject({ country, postcode });
    }
  });

  it('checkout refuses an invoice with a wrong Slovak postcode: no order, and the same cart pays once it is right', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    const before = await orderCount();
    const refused = await payCart(t, fan.token, {
      invoice: { address: { ...ADDRESS, postcode: 'ABCDE' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'ORDER_INVALID_CHECKOUT_PARAMS',
      data: { errors: [{ field: 'invoice.address.postcode', message: POSTCODE_INVALID_MESSAGE }] },
    });
    expect(await orderCount()).toBe(before);
    const paid = await payCart(t, fan.token, { invoice: { address: ADDRESS } });
    expect(paid.statusCode).toBe(201);
  });
});
