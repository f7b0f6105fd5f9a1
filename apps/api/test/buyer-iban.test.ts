import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { invoiceText, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

/** A valid Slovak IBAN (not the club's) typed the way people do: lower case, in groups of four. */
const TYPED = 'sk64 0900 0000 0051 2345 6789';
const STORED = 'SK6409000000005123456789';
/** The same with two digits swapped: the mod-97 check fails. */
const WRONG_CHECKSUM = 'SK64 0900 0000 0051 2345 6798';

const ADDRESS = { street: 'Hlavná 1', city: 'Košice', postcode: '040 01', country: 'SK' };
const invoice = (iban: string) => ({
  address: { ...ADDRESS, companyName: 'Orlí fanklub, o. z.' },
  companyId: '87654321',
  iban,
});

describe.each(await availableKinds())("the buyer's IBAN on %s", (kind) => {
  const t = suiteAppWithMatch(kind);

  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v2/user', headers: bearer(token), payload });
  const myAccount = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/v2/user/my-account', headers: bearer(token) })).json();
  const storedIban = async (email: string) =>
    (await queryRows<{ iban: string }>(t.db, sql`select iban from users where email = ${email}`))[0]?.iban;

  it('the account keeps a valid IBAN without spaces in upper case and shows it back', async () => {
    const fan = await t.newUser();
    expect((await myAccount(fan.token)).iban).toBe('');
    const answer = await patch(fan.token, { address: ADDRESS, iban: TYPED });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ iban: STORED, address: { city: 'Košice' } });
    expect((await myAccount(fan.token)).iban).toBe(STORED);
    expect(await storedIban(fan.email)).toBe(STORED);
    // Another change leaves it; an empty one clears it.
    expect((await patch(fan.token, { newsletter: true })).json()).toMatchObject({ iban: STORED });
    expect((await patch(fan.token, { iban: '' })).json()).toMatchObject({ iban: '' });
    expect(await storedIban(fan.email)).toBe('');
  });

  it('a wrong checksum is refused with a Slovak field message and nothing changes', async () => {
    const fan = await t.newUser();
    await patch(fan.token, { iban: STORED, firstName: 'Ján' });
    const answer = await patch(fan.token, { firstName: 'Jozef', iban: WRONG_CHECKSUM });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'USER_PARAMETERS_MISSING',
      data: { errors: [{ field: 'iban', message: expect.stringContaining('IBAN nie je platný') }] },
    });
    expect(await myAccount(fan.token)).toMatchObject({ firstName: 'Ján', iban: STORED });
  });

  it('a wrong shape is refused by the schema with the IBAN title', async () => {
    const fan = await t.newUser();
    for (const iban of [
      '1234',
      'SK',
      'SKXX12000000198742637541',
      'SK31-1200-0000',
      `SK31${'1'.repeat(40)}`,
    ]) {
      const answer = await patch(fan.token, { iban });
      expect(answer.statusCode, iban).toBe(400);
      expect(answer.json().code).toBe('USER_PARAMETERS_MISSING');
      expect(JSON.stringify(answer.json().data), iban).toContain('IBAN');
    }
    // Right characters, but longer than the 34 an IBAN may have: the server's check refuses it.
    const tooLong = await patch(fan.token, { iban: `SK31 ${'1234 '.repeat(8)}` });
    expect(tooLong.json()).toMatchObject({
      code: 'USER_PARAMETERS_MISSING',
      data: { errors: [{ field: 'iban' }] },
    });
    expect(await storedIban(fan.email)).toBe('');
  });

  it('checkout stores the IBAN normalized with the order, and the invoice PDF prints it', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    const paid = await payCart(t, fan.token, { invoice: invoice(TYPED) });
    expect(paid.statusCode).toBe(201);
    const { orderId, redirectUrl } = paid.json();
    const [order] = await queryRows<{ invoice: { iban: string; companyId: string } }>(
      t.db,
      sql`select invoice from orders where id = ${orderId}`,
    );
    expect(order?.invoice).toMatchObject({ iban: STORED, companyId: '87654321' });
    await notifyPayment(t, paymentIdOf(redirectUrl));
    const text = await invoiceText(t, fan.token, orderId);
    expect(text).toContain('SK64 0900 0000 0051 2345 6789');
    expect(text).toContain('Orlí fanklub, o. z.');
  });

  it("an invoice without the buyer's IBAN prints only the club's", async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    const { orderId, redirectUrl } = (await payCart(t, fan.token, { invoice: invoice('') })).json();
    await notifyPayment(t, paymentIdOf(redirectUrl));
    const text = await invoiceText(t, fan.token, orderId);
    expect(text).toContain('Orlí fanklub, o. z.');
    expect(text).not.toContain('SK64');
    // The seller's IBAN (the club's account for payments) is still printed.
    expect(text).toContain('SK31 1200 0000 1987 4263 7541');
  });

  it('checkout with a wrong checksum is refused with nothing changed: no order, the seat still held', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(t.match, 1);
    await t.holdSeat(fan.token, t.match, seat ?? {});
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders`))[0]?.n;
    const before = await count();
    const refused = await payCart(t, fan.token, { invoice: invoice(WRONG_CHECKSUM) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_INVALID_CHECKOUT_PARAMS',
      data: { errors: [{ field: 'invoice.iban', message: expect.stringContaining('IBAN') }] },
    });
    expect(await count()).toBe(before);
    // The same cart pays once the IBAN is right.
    const paid = await payCart(t, fan.token, { invoice: invoice(STORED) });
    expect(paid.statusCode).toBe(201);
  });
});
