import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { LIMITS } from '../src/modules/auth/attempt-limits.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, messagesTo, resetHash } from './helpers/mail.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, TEST_PASSWORD } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Uplne-Nove-Heslo9';

describe.each(await availableKinds())('password reset and change on %s', (kind) => {
  const t = suiteApp(kind);
  let address = 0;
  const from = () => {
    address += 1;
    return `198.18.0.${address}`;
  };

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = from()) =>
    t.app.inject({ method: 'POST', url: `/v2/user/${url}`, payload, headers, remoteAddress });
  const login = (email: string, password: string) => post('login', { email, password });
  const finish = (hash: string, newPassword = NEW_PASSWORD, newPasswordRetype = newPassword) =>
    post('reset-password-finish', { newPassword, newPasswordRetype, resetPasswordHash: hash });
  const requestReset = async (email: string) => {
    expect((await post('reset-password-request', { email })).statusCode).toBe(202);
    return resetHash((await lastMessageTo(t.db, email)).textBody);
  };
  const signedIn = async (email: string, password = TEST_PASSWORD) => {
    const answer = await login(email, password);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { accessToken: string; refreshToken: string };
  };

  it('the reset request answers the same whether or not the account exists, and mails only a real one', async () => {
    const fan = await t.newUser();
    const known = await post('reset-password-request', { email: fan.email });
    const unknown = await post('reset-password-request', { email: 'nikto@hokej.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(known.json()).toEqual({ email: fan.email });
    expect(await messagesTo(t.db, 'nikto@hokej.test')).toHaveLength(0);
    const mail = await lastMessageTo(t.db, fan.email);
    expect(mail.subject).toBe('Obnovenie hesla');
    expect(mail.textBody).toMatch(/\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('a fan resets a forgotten password: the link works once, every session ends, the new password works', async () => {
    const fan = await t.newUser();
    const session = await signedIn(fan.email);
    const hash = await requestReset(fan.email);

    const done = await finish(hash);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: fan.email });
    expect((await login(fan.email, TEST_PASSWORD)).json()).toMatchObject({ code: 'USER_PASS_EMAIL_INVALID' });
    expect((await login(fan.email, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await post('refresh', { refreshToken: session.refreshToken });
    expect(refresh.json()).toMatchObject({ code: 'USER_TOKEN_REFRESH_ERROR' });

    const twice = await finish(hash, 'Este-Ine-Heslo8');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });
    expect((await login(fan.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await lastMessageTo(t.db, fan.email)).subject).toBe('Vaše heslo bolo zmenené');
  });

  it('an expired reset link says so and changes nothing', async () => {
    const fan = await t.newUser();
    const hash = await requestReset(fan.email);
    await queryRows(
      t.db,
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where user_id = ${fan.id}`,
    );
    const answer = await finish(hash);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'USER_EMAIL_CODE_EXPIRED' });
    expect((await login(fan.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const fan = await t.newUser();
    const first = await requestReset(fan.email);
    const second = await requestReset(fan.email);
    expect((await finish(first)).json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });
    expect((await finish(second)).statusCode).toBe(200);
  });

  it('a reset link does not verify an e-mail for another purpose: a verification hash is no reset hash', async () => {
    const fan = await t.newUser();
    const hash = await requestReset(fan.email);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/v2/user/verify-email?hash=${hash}&email=${encodeURIComponent(fan.email)}`,
      remoteAddress: from(),
    });
    expect(verify.json()).toMatchObject({ code: 'USER_EMAIL_CODE_INVALID' });
    expect((await finish(hash)).statusCode).toBe(200);
  });

  it.each([
    ['different retyped passwords', NEW_PASSWORD, 'Ine-Heslo-123', 'USER_NEW_PASSWORDS_NOT_MATCH'],
    ['a too simple password', 'jednoduche', 'jednoduche', 'USER_PASSWORD_INVALID'],
  ])('%s are refused and the link stays usable', async (_name, newPassword, retype, code) => {
    const fan = await t.newUser();
    const hash = await requestReset(fan.email);
    const answer = await finish(hash, newPassword, retype);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code });
    expect(answer.json().message).toMatch(/[áéíóúýčďľňšťžô]/);
    expect((await finish(hash)).statusCode).toBe(200);
  });

  it('a malformed or hostile reset hash is refused as incomplete', async () => {
    for (const hash of [
      '',
      'kratky',
      "' or '1'='1' --------------",
      '<img src=x onerror=alert(1)>aaaaaaaaaa',
    ]) {
      const answer = await finish(hash);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'USER_PARAMETERS_MISSING' });
    }
  });

  it('reset requests are limited per account and per address, whatever X-Forwarded-For says', async () => {
    const fan = await t.newUser();
    for (let i = 0; i < LIMITS.mailPerAccount.max; i += 1) {
      expect((await post('reset-password-request', { email: fan.email })).statusCode).toBe(202);
    }
    const paused = await post('reset-password-request', { email: fan.email.toUpperCase() });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
    expect(await messagesTo(t.db, fan.email)).toHaveLength(LIMITS.mailPerAccount.max);

    const remote = '198.18.9.9';
    for (let i = 0; i < LIMITS.mailPerAddress.max; i += 1) {
      const answer = await post(
        'reset-password-request',
        { email: `r${i}@hokej.test` },
        { 'x-forwarded-for': `10.1.1.${i}` },
        remote,
      );
      expect(answer.statusCode).toBe(202);
    }
    const spoofed = await post(
      'reset-password-request',
      { email: 'z@hokej.test' },
      { 'x-forwarded-for': '10.2.2.2' },
      remote,
    );
    expect(spoofed.statusCode).toBe(429);
  });

  it('a signed-in fan changes the password: other sessions end, this one gets a fresh pair', async () => {
    const fan = await t.newUser();
    const laptop = await signedIn(fan.email);
    const phone = await signedIn(fan.email);
    const answer = await post(
      'change-password',
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordRetype: NEW_PASSWORD },
      bearer(phone.accessToken),
    );
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json();
    expect(fresh).toMatchObject({ email: fan.email, roles: ['USER'] });
    expect(fresh.refreshToken).not.toBe(phone.refreshToken);
    for (const old of [laptop, phone]) {
      expect((await post('refresh', { refreshToken: old.refreshToken })).statusCode).toBe(401);
    }
    expect((await post('refresh', { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
    expect((await login(fan.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await lastMessageTo(t.db, fan.email)).subject).toBe('Vaše heslo bolo zmenené');
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'Zle-Heslo1!' },
      'USER_OLD_PASSWORDS_NOT_MATCH',
      'Doterajšie heslo nie je správne.',
    ],
    [
      'the same password again',
      { newPassword: TEST_PASSWORD, newPasswordRetype: TEST_PASSWORD },
      'USER_PASSWORD_IDENTICAL',
      'Nové heslo musí byť iné ako doterajšie.',
    ],
    [
      'a retype that differs',
      { newPasswordRetype: 'Ine-Heslo-1' },
      'USER_NEW_PASSWORDS_NOT_MATCH',
      'Heslá sa nezhodujú.',
    ],
  ])('changing the password with %s is refused and changes nothing', async (_name, change, code, message) => {
    const fan = await t.newUser();
    const session = await signedIn(fan.email);
    const answer = await post(
      'change-password',
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordRetype: NEW_PASSWORD, ...change },
      bearer(session.accessToken),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code, message });
    expect((await login(fan.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await post('refresh', { refreshToken: session.refreshToken })).statusCode).toBe(200);
  });

  it('changing the password needs a valid session', async () => {
    const body = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordRetype: NEW_PASSWORD };
    expect((await post('change-password', body)).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await post('change-password', body, bearer('x.y.z'))).statusCode).toBe(401);
  });

  it('guessing the old password with a stolen session counts as failed sign-ins of the account', async () => {
    const fan = await t.newUser();
    const session = await signedIn(fan.email);
    const guess = () =>
      post(
        'change-password',
        { oldPassword: 'Hadam-Heslo1!', newPassword: NEW_PASSWORD, newPasswordRetype: NEW_PASSWORD },
        bearer(session.accessToken),
      );
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});
