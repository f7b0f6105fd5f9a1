import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { LIMITS } from '../src/modules/auth/attempt-limits.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, messagesTo, verifyQuery } from './helpers/mail.ts';
import { suiteApp } from './helpers/suite.ts';

const PASSWORD = 'Nove-Heslo1';
let sequence = 0;
const newcomer = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    firstName: 'Ľudmila',
    lastName: 'Šťastná',
    phoneNumber: '+421905123456',
    email: `nova-${Date.now()}-${sequence}@hokej.test`,
    password: PASSWORD,
    newsletter: true,
    termsAgreed: true,
    ...overrides,
  };
};

describe.each(await availableKinds())('registration and e-mail verification on %s', (kind) => {
  const t = suiteApp(kind);
  // Each test speaks from its own address so that the per-address limits do not mix tests.
  let address = 0;
  const from = () => {
    address += 1;
    return `192.0.2.${address}`;
  };

  const register = (payload: unknown, remoteAddress = from(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/registration',
      payload: payload as object,
      remoteAddress,
      headers,
    });
  const verify = (search: string, remoteAddress = from()) =>
    t.app.inject({ method: 'GET', url: `/v2/user/verify-email${search}`, remoteAddress });
  const login = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      payload: { email, password },
      remoteAddress: from(),
    });
  const userRow = async (email: string) => {
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select first_name as "firstName", last_name as "lastName", phone_number as "phoneNumber",
          phone_verified as "phoneVerified", newsletter, email_verified_at as "emailVerifiedAt", password_hash as hash
        from users where lower(email) = lower(${email})`,
    );
    return row;
  };

  it('a newcomer registers, gets one verification e-mail with a link, and can log in only after following it', async () => {
    const body = newcomer();
    const answer = await register(body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ email: body.email });
    const row = await userRow(body.email);
    expect(row).toMatchObject({
      firstName: 'Ľudmila',
      lastName: 'Šťastná',
      phoneNumber: '+421905123456',
      phoneVerified: false,
      newsletter: true,
      emailVerifiedAt: null,
    });
    expect(String(row?.hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await messagesTo(t.db, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'EMAIL', subject: 'Overte svoju e-mailovú adresu' });
    expect(mails[0]?.htmlBody).toContain('Overiť e-mailovú adresu');

    const refused = await login(body.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_EMAIL_NOT_VERIFIED' });
    expect(refused.json()).not.toHaveProperty('accessToken');

    const search = verifyQuery(mails[0]?.textBody ?? '');
    expect(new URLSearchParams(search).get('email')).toBe(body.email);
    expect(new URLSearchParams(search).get('hash')?.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const verified = await verify(search);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: body.email, alreadyVerified: false });
    expect((await login(body.email)).statusCode).toBe(200);

    // A second click on the same link is answered kindly and changes nothing.
    const again = await verify(search);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: body.email, alreadyVerified: true });
  });

  it('the link is stored only as a hash', async () => {
    const body = newcomer();
    await register(body);
    const hash = new URLSearchParams(verifyQuery((await lastMessageTo(t.db, body.email)).textBody)).get(
      'hash',
    );
    const stored = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from one_time_tokens where token_hash = ${hash}`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('an e-mail that already has an account is refused whatever its letter case, and nothing is sent', async () => {
    const body = newcomer();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register(newcomer({ email: body.email.toUpperCase(), firstName: 'Iný' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, code: 'USER_EMAIL_EXISTS' });
    expect(again.json().message).toBe('Účet s touto e-mailovou adresou už existuje.');
    expect(await messagesTo(t.db, body.email)).toHaveLength(1);
    expect((await userRow(body.email))?.firstName).toBe('Ľudmila');
  });

  it('the terms must be agreed to', async () => {
    const body = newcomer({ termsAgreed: false });
    const answer = await register(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'USER_TERMS_NOT_AGREED' });
    expect(answer.json().message).toMatch(/obchodnými podmienkami/);
    expect(await userRow(body.email)).toBeUndefined();
  });

  const FIELD_TITLES: Record<string, string> = {
    password: 'Heslo',
    email: 'E-mail',
    phoneNumber: 'Telefónne číslo',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    termsAgreed: 'Súhlas s obchodnými podmienkami',
    roles: 'Pole roles',
  };
  it.each([
    ['a too simple password', { password: 'heslo123' }, 'password', 'USER_PASSWORD_INVALID'],
    ['a short password', { password: 'Ab1!' }, 'password', 'USER_PASSWORD_INVALID'],
    ['an overlong password', { password: `Aa1!${'x'.repeat(200)}` }, 'password'],
    ['a malformed e-mail', { email: 'fanusik@hokej' }, 'email'],
    [
      'a phone without the country prefix',
      { phoneNumber: '0905123456' },
      'phoneNumber',
      'USER_PHONE_INVALID',
    ],
    ['an overlong first name', { firstName: 'Ľ'.repeat(101) }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['a control character in a name', { firstName: 'Jano\u0000' }, 'firstName'],
    ['a number for a name', { firstName: 42 }, 'firstName'],
    ['a string for the consent', { termsAgreed: 'true' }, 'termsAgreed'],
    ['an unknown field', { roles: ['ADMIN'] }, 'roles'],
  ])(
    '%s is refused with a Slovak message for the field and creates nothing',
    async (_name, change, field, code = 'USER_PARAMETERS_MISSING') => {
      const body = newcomer(change);
      const answer = await register(body);
      expect(answer.statusCode).toBe(400);
      const error = answer.json();
      expect(error.code).toBe(code);
      expect(error.data.errors[0].field).toBe(field);
      // Slovak, naming the field by its title as the forms do (the contract's one validation table).
      expect(error.data.errors[0].message).toMatch(new RegExp(`^${FIELD_TITLES[field]} \\S.*\\.$`));
      if (typeof body.email === 'string') expect(await userRow(body.email)).toBeUndefined();
    },
  );

  it('a missing field is named', async () => {
    const { phoneNumber: _dropped, ...body } = newcomer();
    const answer = await register(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors[0]).toMatchObject({ field: 'phoneNumber', keyword: 'required' });
  });

  it('no e-mail has its own code and message', async () => {
    const { email: _dropped, ...body } = newcomer();
    const answer = await register(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'USER_EMAIL_NOT_PROVIDED',
      message: 'Zadajte e-mailovú adresu.',
    });
  });

  it('SQL and HTML in names are kept as text, and the e-mail shows them escaped', async () => {
    const body = newcomer({
      firstName: `<script>alert(1)</script>`,
      lastName: `O'Brien"); drop table users; --`,
    });
    expect((await register(body)).statusCode).toBe(201);
    expect(await userRow(body.email)).toMatchObject({
      firstName: '<script>alert(1)</script>',
      lastName: `O'Brien"); drop table users; --`,
    });
    const mail = await lastMessageTo(t.db, body.email);
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.textBody).toContain('<script>alert(1)</script>');
  });

  it('names in any script, with emoji, are welcome', async () => {
    const body = newcomer({ firstName: 'Zoë 🏒', lastName: 'Đoković-Ñúñez 李' });
    expect((await register(body)).statusCode).toBe(201);
    expect(await userRow(body.email)).toMatchObject({ firstName: 'Zoë 🏒', lastName: 'Đoković-Ñúñez 李' });
  });

  it('a wrong hash, another address or a missing parameter do not verify anything', async () => {
    const body = newcomer();
    await register(body);
    const search = new URLSearchParams(verifyQuery((await lastMessageTo(t.db, body.email)).textBody));
    const hash = search.get('hash') ?? '';

    const wrong = await verify(`?hash=${'A'.repeat(43)}&email=${encodeURIComponent(body.email)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });

    const otherEmail = await verify(`?hash=${hash}&email=${encodeURIComponent('cudzi@hokej.test')}`);
    expect(otherEmail.json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });

    const missing = await verify(`?email=${encodeURIComponent(body.email)}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'USER_PARAMETERS_MISSING' });

    const hostile = await verify(
      `?hash=${encodeURIComponent("' or 1=1 --")}&email=${encodeURIComponent(body.email)}`,
    );
    expect(hostile.statusCode).toBe(400);
    expect((await userRow(body.email))?.emailVerifiedAt).toBeNull();

    // The real link still works: the refusals above did not use it up.
    expect((await verify(`?hash=${hash}&email=${encodeURIComponent(body.email)}`)).statusCode).toBe(200);
  });

  it('an expired link says so and a resent one works', async () => {
    const body = newcomer();
    await register(body);
    const first = verifyQuery((await lastMessageTo(t.db, body.email)).textBody);
    await queryRows(t.db, sql`update one_time_tokens set expires_at = now() - interval '1 second'`);
    const expired = await verify(first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'USER_EMAIL_CODE_EXPIRED' });

    const resend = await t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-resend',
      payload: { email: body.email },
      remoteAddress: from(),
    });
    expect(resend.statusCode).toBe(202);
    const second = verifyQuery((await lastMessageTo(t.db, body.email)).textBody);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('a resent link replaces the earlier one', async () => {
    const body = newcomer();
    await register(body);
    const first = verifyQuery((await lastMessageTo(t.db, body.email)).textBody);
    await t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-resend',
      payload: { email: body.email },
      remoteAddress: from(),
    });
    const second = verifyQuery((await lastMessageTo(t.db, body.email)).textBody);
    expect((await verify(first)).json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('a resend answers the same for an unknown, a verified and an unverified address, and mails only the last', async () => {
    const unverified = newcomer();
    await register(unverified);
    const resend = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/verify-resend',
        payload: { email },
        remoteAddress: from(),
      });
    const answers = await Promise.all(
      ['nikto-taky@hokej.test', 'fanusik@hokej.test', unverified.email].map(async (email) => {
        const a = await resend(email);
        return { status: a.statusCode, body: a.json(), email };
      }),
    );
    for (const a of answers) expect(a).toEqual({ status: 202, body: { email: a.email }, email: a.email });
    expect(await messagesTo(t.db, 'nikto-taky@hokej.test')).toHaveLength(0);
    expect(await messagesTo(t.db, 'fanusik@hokej.test')).toHaveLength(0);
    expect(await messagesTo(t.db, unverified.email)).toHaveLength(2);
  });

  it('one address may register only so many accounts an hour, and a forged X-Forwarded-For does not reset it', async () => {
    const remote = '203.0.113.99';
    for (let i = 0; i < LIMITS.registrationPerAddress.max; i += 1) {
      expect((await register(newcomer(), remote, { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(201);
    }
    const paused = await register(newcomer(), remote, { 'x-forwarded-for': '10.9.9.9' });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(newcomer(), '203.0.113.100')).statusCode).toBe(201);
  });

  it('the verification resend is limited per address too', async () => {
    const remote = '203.0.113.150';
    const resend = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/verify-resend',
        payload: { email },
        remoteAddress: remote,
      });
    for (let i = 0; i < LIMITS.mailPerAddress.max; i += 1) {
      expect((await resend(`x${i}@hokej.test`)).statusCode).toBe(202);
    }
    const paused = await resend('y@hokej.test');
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });

  it('guessing verification links from one address is paused', async () => {
    const remote = '203.0.113.160';
    const guess = () => verify(`?hash=${'B'.repeat(43)}&email=fanusik%40hokej.test`, remote);
    for (let i = 0; i < LIMITS.linkFailuresPerAddress.max; i += 1)
      expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});
