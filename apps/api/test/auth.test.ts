import { randomUUID } from 'node:crypto';
import { UserAccount } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { REUSE_GRACE_S } from '../src/modules/auth/refresh-tokens.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const DEMO = { email: 'fanusik@hokej.test', password: 'Fanusik123!' };
const WRONG_CREDENTIALS = {
  status: 401,
  code: 'USER_PASS_EMAIL_INVALID',
  message: 'Nesprávne meno alebo heslo.',
};
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;
const DAY_S = 86_400;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const nowS = () => Math.floor(Date.now() / 1000);

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}
const expectNoHashes = (body: unknown) => {
  expect(keysOf(body).filter((k) => /hash/i.test(k))).toEqual([]);
  expect(JSON.stringify(body)).not.toContain('$argon2');
};

describe.each(await availableKinds())('login and tokens on %s', (kind) => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from users where email = ${DEMO.email}`,
    );
    if (!row) throw new Error('demo fan not seeded');
    demoId = row.id;
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/v2/user/login', payload: payload as object });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v2/user/refresh', payload: { refreshToken } });
  const cartWith = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(token) });
  const refreshTokenCount = () => t.count('refresh_tokens');
  const appSecret = async () => {
    const [row] = await queryRows<{ value: string }>(
      t.db,
      sql`select value from app_secrets where name = 'jwt'`,
    );
    if (!row) throw new Error('no jwt secret');
    return new TextEncoder().encode(row.value);
  };
  const expectTokenRefused = async (token: string) => {
    const res = await cartWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'USER_TOKEN_INVALID' });
    expect(res.json().message).toMatch(SLOVAK);
  };

  it('the demo fan logs in and gets a 10-minute access token and a 30-day refresh token', async () => {
    const res = await login(DEMO);
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(Object.keys(account).sort()).toEqual(Object.keys(UserAccount.properties).sort());
    expect(account).toMatchObject({
      roles: ['USER'],
      phoneNumber: '+421900123456',
      phoneNumberVerified: true,
      firstName: 'Jozef',
      lastName: 'Fanúšik',
      email: DEMO.email,
    });
    const [header, , signature] = account.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(signature.length).toBeGreaterThan(20);
    const claims = claimsOf(account.accessToken);
    expect(claims).toMatchObject({ sub: demoId, role: ['USER'], name: 'Jozef Fanúšik' });
    expect(Math.abs((claims.exp as number) - nowS() - 600)).toBeLessThanOrEqual(5);
    expect(typeof account.refreshToken).toBe('string');
    expect(account.refreshToken.length).toBeGreaterThanOrEqual(40);
    expect(Number.isInteger(account.expRefreshToken)).toBe(true);
    expect(Math.abs(account.expRefreshToken - nowS() - 30 * DAY_S)).toBeLessThanOrEqual(10);
    expectNoHashes(account);
    expect((await cartWith(account.accessToken)).statusCode).toBe(200);
  });

  it('the admin gets both roles in the token', async () => {
    const res = await login({ email: 'admin@hokej.test', password: 'Admin123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['USER', 'ADMIN']);
    expect(claimsOf(res.json().accessToken).role).toEqual(['USER', 'ADMIN']);
  });

  it('the e-mail is matched regardless of letter case', async () => {
    const res = await login({ email: 'Fanusik@HOKEJ.test', password: DEMO.password });
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().accessToken).sub).toBe(demoId);
  });

  it('a wrong password and an unknown e-mail give the same answer and issue nothing', async () => {
    const before = await refreshTokenCount();
    const wrongPassword = await login({ email: DEMO.email, password: 'Fanusik123?' });
    const unknownEmail = await login({ email: 'nikto@hokej.test', password: DEMO.password });
    const wrongCase = await login({ email: DEMO.email, password: DEMO.password.toLowerCase() });
    for (const res of [wrongPassword, unknownEmail, wrongCase]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG_CREDENTIALS);
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(await refreshTokenCount()).toBe(before);
  });

  it.each([
    ['no password', { email: DEMO.email }, 'password', 'required', 'Heslo je povinné.'],
    ['no e-mail', { password: DEMO.password }, 'email', 'required', 'E-mail je povinný.'],
    [
      'a malformed e-mail',
      { email: 'fanusik@hokej', password: DEMO.password },
      'email',
      'pattern',
      'E-mail má nesprávny formát.',
    ],
    [
      'an e-mail without @',
      { email: 'fanusik.hokej.test', password: DEMO.password },
      'email',
      'pattern',
      'E-mail má nesprávny formát.',
    ],
    [
      'a password that is an object',
      { email: DEMO.email, password: {} },
      'password',
      'type',
      'Heslo má nesprávny typ.',
    ],
    [
      'an e-mail that is an object',
      { email: { $ne: '' }, password: DEMO.password },
      'email',
      'type',
      'E-mail má nesprávny typ.',
    ],
    [
      'an empty password',
      { email: DEMO.email, password: '' },
      'password',
      'minLength',
      'Heslo je príliš krátke (min. 1 znak).',
    ],
    [
      'an e-mail wrapped in an array',
      { email: [DEMO.email], password: DEMO.password },
      'email',
      'type',
      'E-mail má nesprávny typ.',
    ],
    [
      'a password given as true',
      { email: DEMO.email, password: true },
      'password',
      'type',
      'Heslo má nesprávny typ.',
    ],
    [
      'a password of 201 characters',
      { email: DEMO.email, password: `A1!${'a'.repeat(198)}` },
      'password',
      'maxLength',
      'Heslo je príliš dlhé (max. 200 znakov).',
    ],
    [
      'an unknown field',
      { ...DEMO, admin: true },
      'admin',
      'additionalProperties',
      'Pole admin nie je povolené.',
    ],
  ])(
    'a login with %s is refused as incomplete with the field named',
    async (_label, payload, field, keyword, message) => {
      const before = await refreshTokenCount();
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      // No e-mail has the spec's own code; everything else is the generic one.
      const code =
        keyword === 'required' && field === 'email' ? 'USER_EMAIL_NOT_PROVIDED' : 'USER_PARAMETERS_MISSING';
      expect(body).toMatchObject({ status: 400, code });
      expect(body.message).toMatch(SLOVAK);
      expect(body.data.errors[0]).toMatchObject({ field, keyword });
      // The web's form says the same words (contract validation-messages.ts).
      expect(body.data.errors[0].message).toBe(message);
      expect(await refreshTokenCount()).toBe(before);
    },
  );

  it('a login with no body or a body that is not JSON is refused as incomplete', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/v2/user/login' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    for (const res of [empty, text]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'USER_PARAMETERS_MISSING' });
      expect(res.json().data.errors.length).toBeGreaterThan(0);
    }
  });

  it('a user who has not verified the e-mail is told so and gets no tokens', async () => {
    const email = `neovereny-${randomUUID().slice(0, 8)}@hokej.test`;
    await queryRows(
      t.db,
      sql`insert into users (email, password_hash, first_name, last_name, email_verified_at)
        values (${email}, ${await hashPassword('Overit123!')}, 'Nový', 'Fanúšik', null)`,
    );
    const before = await refreshTokenCount();
    const res = await login({ email, password: 'Overit123!' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'USER_EMAIL_NOT_VERIFIED', data: { email } });
    expect(res.json().message).toMatch(SLOVAK);
    expect(res.json()).not.toHaveProperty('accessToken');
    expectNoHashes(res.json());
    // With a wrong password the unverified account is not even revealed.
    const wrong = await login({ email, password: 'Overit123?' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
    expect(await refreshTokenCount()).toBe(before);
  });

  it('a refresh token is exchanged once for a new pair that works', async () => {
    const first = (await login(DEMO)).json();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(Object.keys(second).sort()).toEqual(Object.keys(UserAccount.properties).sort());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second).toMatchObject({ roles: ['USER'], phoneNumberVerified: true, email: DEMO.email });
    expect(claimsOf(second.accessToken).sub).toBe(demoId);
    expect(second.expRefreshToken).toBeGreaterThanOrEqual(first.expRefreshToken);
    expectNoHashes(second);
    expect((await cartWith(second.accessToken)).statusCode).toBe(200);
    // Only hashes of the refresh tokens are stored.
    const stored = await queryRows<{ tokenHash: string }>(
      t.db,
      sql`select token_hash as "tokenHash" from refresh_tokens`,
    );
    const hashes = stored.map((r) => r.tokenHash);
    expect(hashes).not.toContain(first.refreshToken);
    expect(hashes).not.toContain(second.refreshToken);
  });

  // Ages every spent token past the grace period in which a second tab may still present it.
  const ageSpentTokens = () =>
    queryRows(
      t.db,
      sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${REUSE_GRACE_S + 1})
        where used_at is not null`,
    );

  it('a stolen refresh token used again is refused and revokes the whole login', async () => {
    const first = (await login(DEMO)).json();
    const second = (await refresh(first.refreshToken)).json();
    await ageSpentTokens();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ status: 401, code: 'USER_TOKEN_REFRESH_ERROR' });
    expect(reuse.json().message).toMatch(SLOVAK);
    const afterTheft = await refresh(second.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json()).toMatchObject({ status: 401, code: 'USER_TOKEN_REFRESH_ERROR' });
    // Another login of the same fan (another device) keeps working.
    const other = (await login(DEMO)).json();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('two tabs refreshing with the same token at once both stay logged in', async () => {
    const first = (await login(DEMO)).json();
    const [tabA, tabB] = [await refresh(first.refreshToken), await refresh(first.refreshToken)];
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    expect(tabA.json().refreshToken).not.toBe(tabB.json().refreshToken);
    expect((await refresh(tabA.json().refreshToken)).statusCode).toBe(200);
    expect((await refresh(tabB.json().refreshToken)).statusCode).toBe(200);
  });

  it('an unknown or expired refresh token is refused and changes nothing', async () => {
    const before = await refreshTokenCount();
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ status: 401, code: 'USER_TOKEN_REFRESH_ERROR' });
    expect(unknown.json().message).toMatch(SLOVAK);
    expect(await refreshTokenCount()).toBe(before);
    const account = (await login(DEMO)).json();
    await queryRows(
      t.db,
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where used_at is null
        and revoked_at is null and created_at = (select max(created_at) from refresh_tokens)`,
    );
    const expired = await refresh(account.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ status: 401, code: 'USER_TOKEN_REFRESH_ERROR' });
  });

  it('a malformed refresh request is refused as incomplete', async () => {
    for (const payload of [
      {},
      { refreshToken: 'short' },
      { refreshToken: 'x'.repeat(201) },
      { refreshToken: {} },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v2/user/refresh', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'USER_PARAMETERS_MISSING' });
      expect(res.json().data.errors[0].field).toBe('refreshToken');
    }
  });

  it('a token with "alg: none" is refused', async () => {
    const header = b64url({ alg: 'none', typ: 'JWT' });
    const payload = b64url({
      sub: demoId,
      role: ['USER', 'ADMIN'],
      name: 'Jozef Fanúšik',
      exp: nowS() + 600,
    });
    await expectTokenRefused(`${header}.${payload}.`);
    // The same claims with the signature of a real token pasted on are refused too.
    const real = (await login(DEMO)).json().accessToken as string;
    await expectTokenRefused(`${header}.${payload}.${real.split('.')[2]}`);
  });

  it('a token signed with another key is refused', async () => {
    const token = await new SignJWT({ role: ['USER'], name: 'Jozef Fanúšik' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(demoId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-48-characters!!'));
    await expectTokenRefused(token);
  });

  it('an expired token is refused though a fresh one with the same key works', async () => {
    const key = await appSecret();
    const sign = (exp: number, alg = 'HS256') =>
      new SignJWT({ role: ['USER'], name: 'Jozef Fanúšik' })
        .setProtectedHeader({ alg, typ: 'JWT' })
        .setSubject(demoId)
        .setIssuedAt(exp - 600)
        .setExpirationTime(exp)
        .sign(key);
    expect((await cartWith(await sign(nowS() + 600))).statusCode).toBe(200);
    await expectTokenRefused(await sign(nowS() - 60));
    // Only HS256 is accepted, even with the right key.
    await expectTokenRefused(await sign(nowS() + 600, 'HS512'));
  });

  it('a validly signed token without a role list is refused', async () => {
    const token = await new SignJWT({ role: 'USER', name: 'Jozef Fanúšik' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(demoId)
      .setExpirationTime('10m')
      .sign(await appSecret());
    await expectTokenRefused(token);
  });

  it('a tampered token is refused', async () => {
    const real = (await login(DEMO)).json().accessToken as string;
    const [header, , signature] = real.split('.');
    const payload = b64url({ ...claimsOf(real), role: ['USER', 'ADMIN'] });
    await expectTokenRefused(`${header}.${payload}.${signature}`);
    await expectTokenRefused('not-a-jwt');
  });

  it('the cart without a token asks the visitor to log in', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic Zm9vOmJhcg==' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/cart', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      expect(res.json().message).toMatch(SLOVAK);
    }
  });
});
