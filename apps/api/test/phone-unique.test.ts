import { errorCatalogue } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { codeIn, lastMessageTo } from './helpers/mail.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

let phoneSequence = 300_000;
const newPhone = () => {
  phoneSequence += 1;
  return `+421907${phoneSequence}`;
};
const TAKEN = {
  status: 409,
  code: 'USER_NO_UNIQUE_PHONE',
  message: errorCatalogue.USER_NO_UNIQUE_PHONE.message,
};

// A number another account has verified is refused when it is given, not only when it is verified.
describe.each(await availableKinds())("another account's verified phone number on %s", (kind) => {
  const t = suiteApp(kind);
  let address = 10;
  const from = () => {
    address += 1;
    return `198.51.100.${address}`;
  };

  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v2/user', headers: bearer(token), payload });
  const register = (email: string, phoneNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/registration',
      remoteAddress: from(),
      payload: {
        firstName: 'Ľudmila',
        lastName: 'Šťastná',
        phoneNumber,
        email,
        password: 'Nove-Heslo1',
        newsletter: false,
        termsAgreed: true,
      },
    });
  const users = async (email: string) =>
    (
      await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where email = ${email}`)
    )[0]?.n;
  const phoneOf = async (userId: string) =>
    (
      await queryRows<{ phone: string | null }>(
        t.db,
        sql`select phone_number as phone from users where id = ${userId}`,
      )
    )[0]?.phone;

  /** A fan who set the number in My account and verified it with the SMS code, as the shop lets one. */
  async function fanWithVerifiedPhone(phone: string) {
    const fan = await t.newUser();
    expect((await patch(fan.token, { phoneNumber: phone })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-phone-send-code',
      headers: bearer(fan.token),
      remoteAddress: from(),
    });
    expect(sent.statusCode).toBe(202);
    const code = codeIn((await lastMessageTo(t.db, phone)).textBody);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-phone',
      headers: bearer(fan.token),
      payload: { code },
    });
    expect(verified.json()).toMatchObject({ phoneNumberVerified: true });
    return fan;
  }

  it('registration with it is refused 409 with only the catalogue message, and no account is made', async () => {
    const phone = newPhone();
    await fanWithVerifiedPhone(phone);
    const email = `dvojnik-${Date.now()}@hokej.test`;
    for (const typed of [phone, `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`]) {
      const refused = await register(email, typed);
      expect(refused.json(), typed).toEqual(TAKEN);
      expect(refused.statusCode).toBe(409);
    }
    expect(await users(email)).toBe(0);
  });

  it('a change to it in My account is refused 409 and nothing changes', async () => {
    const phone = newPhone();
    await fanWithVerifiedPhone(phone);
    const other = await t.newUser();
    const own = newPhone();
    expect((await patch(other.token, { phoneNumber: own })).statusCode).toBe(200);
    const refused = await patch(other.token, { firstName: 'Iný', phoneNumber: phone });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(TAKEN);
    expect(await phoneOf(other.id)).toBe(own);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v2/user/my-account',
      headers: bearer(other.token),
    });
    expect(mine.json()).toMatchObject({ phoneNumber: own });
    expect(mine.json().firstName).not.toBe('Iný');
  });

  it('a number that is only set (not verified) elsewhere, or the own verified one, is still accepted', async () => {
    const phone = newPhone();
    const first = await t.newUser();
    expect((await patch(first.token, { phoneNumber: phone })).statusCode).toBe(200);
    const second = await t.newUser();
    expect((await patch(second.token, { phoneNumber: phone })).statusCode).toBe(200);
    expect((await register(`nova-${Date.now()}@hokej.test`, phone)).statusCode).toBe(201);
    // The holder of a verified number may send it again with other changes.
    const holderPhone = newPhone();
    const holder = await fanWithVerifiedPhone(holderPhone);
    const again = await patch(holder.token, { phoneNumber: holderPhone, firstName: 'Jana' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ phoneNumber: holderPhone, phoneNumberVerified: true });
  });
});
