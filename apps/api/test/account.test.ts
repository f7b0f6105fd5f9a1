import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const ADDRESS = { street: 'Námestie SNP 12', city: 'Zvolen', postcode: '960 01', country: 'SK' };

describe.each(await availableKinds())('my account on %s', (kind) => {
  const t = suiteApp(kind);

  const myAccount = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v2/user/my-account', headers: bearer(token) });
  const patch = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/v2/user', headers: bearer(token), payload: payload as object });

  it('shows the account without any secret', async () => {
    const fan = await t.newUser();
    const answer = await myAccount(fan.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      email: fan.email,
      firstName: 'Testovací',
      lastName: 'Fanúšik',
      phoneNumber: null,
      phoneNumberVerified: false,
      newsletter: false,
      roles: ['USER'],
      address: null,
      companyId: '',
      dic: '',
      icdph: '',
      iban: '',
    });
    expect(answer.body).not.toMatch(/argon2|password|hash|token/i);
  });

  it('needs a valid session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/user/my-account' })).json()).toMatchObject({
      code: 'AUTH_REQUIRED',
    });
    expect((await myAccount('not-a-token')).statusCode).toBe(401);
  });

  it('updates personal info and invoice data, trimmed, and shows them back', async () => {
    const fan = await t.newUser();
    const answer = await patch(fan.token, {
      firstName: '  Ján ',
      lastName: 'Novák',
      newsletter: true,
      address: { ...ADDRESS, companyName: ' Orly s.r.o. ' },
      companyId: '12345678',
      dic: '2021234567',
      icdph: 'SK2021234567',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      firstName: 'Ján',
      lastName: 'Novák',
      newsletter: true,
      address: { ...ADDRESS, companyName: 'Orly s.r.o.' },
      companyId: '12345678',
      dic: '2021234567',
      icdph: 'SK2021234567',
    });
    expect((await myAccount(fan.token)).json()).toEqual(answer.json());
    // A later change of one field keeps the others.
    const later = await patch(fan.token, { newsletter: false });
    expect(later.json()).toMatchObject({ firstName: 'Ján', newsletter: false, address: { city: 'Zvolen' } });
  });

  it('a private person leaves the company fields empty', async () => {
    const fan = await t.newUser();
    const answer = await patch(fan.token, { address: ADDRESS, companyId: '', dic: '', icdph: '' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ address: { ...ADDRESS, companyName: '' }, companyId: '' });
  });

  it('a new phone number loses its verification; the same number keeps it', async () => {
    const fan = await t.newUser();
    await queryRows(
      t.db,
      sql`update users set phone_number = '+421905111222', phone_verified = true where id = ${fan.id}`,
    );
    const same = await patch(fan.token, { phoneNumber: '+421905111222' });
    expect(same.json()).toMatchObject({ phoneNumber: '+421905111222', phoneNumberVerified: true });
    const changed = await patch(fan.token, { phoneNumber: '+420602333444' });
    expect(changed.json()).toMatchObject({ phoneNumber: '+420602333444', phoneNumberVerified: false });
  });

  it.each([
    ['an empty body', {}, ''],
    ['an unknown country', { address: { ...ADDRESS, country: 'XX' } }, 'address.country'],
    ['a country in lower case', { address: { ...ADDRESS, country: 'sk' } }, 'address.country'],
    [
      'an address without a city',
      { address: { street: 'A 1', postcode: '96001', country: 'SK' } },
      'address.city',
    ],
    ['a malformed IČO', { companyId: '12AB' }, 'companyId'],
    ['a malformed IČ DPH', { icdph: '2021234567' }, 'icdph'],
    ['a malformed phone', { phoneNumber: '0905 123 456' }, 'phoneNumber'],
    ['an overlong street', { address: { ...ADDRESS, street: 'x'.repeat(121) } }, 'address.street'],
    ['roles', { roles: ['ADMIN'] }, 'roles'],
    ['an e-mail change', { email: 'iny@hokej.test' }, 'email'],
    ['a name that is an array', { firstName: ['Ján'] }, 'firstName'],
  ])('%s is refused with the field named and changes nothing', async (_name, body, field) => {
    const fan = await t.newUser();
    const before = (await myAccount(fan.token)).json();
    const answer = await patch(fan.token, body);
    expect(answer.statusCode).toBe(400);
    // A malformed phone has the spec's own code; everything else is the generic one.
    const code = field === 'phoneNumber' ? 'USER_PHONE_INVALID' : 'USER_PARAMETERS_MISSING';
    expect(answer.json()).toMatchObject({ code });
    expect(answer.json().data.errors[0].field).toBe(field);
    expect((await myAccount(fan.token)).json()).toEqual(before);
  });

  it('HTML in a name is stored as text and given back as it was', async () => {
    const fan = await t.newUser();
    const answer = await patch(fan.token, { lastName: '<b onmouseover="alert(1)">Novák</b>' });
    expect(answer.json().lastName).toBe('<b onmouseover="alert(1)">Novák</b>');
  });

  it('the match list tells a signed-in fan whether the phone is verified', async () => {
    const fan = await t.newUser();
    const events = () => t.app.inject({ method: 'GET', url: '/v2/event', headers: bearer(fan.token) });
    expect((await events()).json()).toMatchObject({ phoneNumberVerified: false });
    await queryRows(
      t.db,
      sql`update users set phone_number = '+421905999888', phone_verified = true where id = ${fan.id}`,
    );
    const listed = (await events()).json();
    expect(listed.phoneNumberVerified).toBe(true);
    expect(typeof listed.isPhoneNumberRequired).toBe('boolean');
  });
});
