import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSessionVersions, SESSION_VERSION_TTL_MS } from '../src/modules/auth/session-versions.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, resetHash } from './helpers/mail.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, TEST_PASSWORD } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Uplne-Nove-Heslo9';
type Session = { accessToken: string; refreshToken: string };

describe.each(await availableKinds())('sessions end on logout and password change on %s', (kind) => {
  const t = suiteApp(kind);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/v2/user/${url}`, payload, headers, remoteAddress: '198.19.4.1' });
  const signedIn = async (email: string, password = TEST_PASSWORD): Promise<Session> => {
    const answer = await post('login', { email, password });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const myAccount = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/v2/user/my-account', headers: bearer(session.accessToken) });
  const refreshed = async (session: Session) =>
    (await post('refresh', { refreshToken: session.refreshToken })).statusCode;

  it('logout revokes the session on the server: its refresh token and the ones it was rotated into stop working', async () => {
    const fan = await t.newUser();
    const first = await signedIn(fan.email);
    const other = await signedIn(fan.email);
    const rotated = (await post('refresh', { refreshToken: first.refreshToken })).json() as Session;

    const out = await post('logout', { refreshToken: rotated.refreshToken });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(await refreshed(rotated)).toBe(401);
    // The spent token of the same family is not honoured in its grace period either.
    expect(await refreshed(first)).toBe(401);
    // Another login of the same fan (another device) goes on.
    expect(await refreshed(other)).toBe(200);
  });

  it('logout with an unknown, spent or already revoked token answers 204 and changes nothing else', async () => {
    const fan = await t.newUser();
    const session = await signedIn(fan.email);
    const before = await t.count('refresh_tokens');
    expect((await post('logout', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(204);
    expect(await refreshed(session)).toBe(200);
    expect(await t.count('refresh_tokens')).toBe(before + 1);
  });

  it('logout without a token is refused as incomplete with a catalogue code', async () => {
    const answer = await post('logout', {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, code: 'USER_PARAMETERS_MISSING' });
  });

  it('a password change ends every other session at once, access tokens included; the new pair works', async () => {
    const fan = await t.newUser();
    const laptop = await signedIn(fan.email);
    const phone = await signedIn(fan.email);
    expect((await myAccount(laptop)).statusCode).toBe(200);

    const change = await post(
      'change-password',
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordRetype: NEW_PASSWORD },
      bearer(phone.accessToken),
    );
    expect(change.statusCode).toBe(200);
    for (const old of [laptop, phone]) {
      const refused = await myAccount(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'USER_TOKEN_INVALID' });
    }
    expect((await myAccount(change.json())).statusCode).toBe(200);
    expect((await myAccount(await signedIn(fan.email, NEW_PASSWORD))).statusCode).toBe(200);
  });

  it('a password reset by link ends every session, access tokens included', async () => {
    const fan = await t.newUser();
    const session = await signedIn(fan.email);
    expect((await myAccount(session)).statusCode).toBe(200);
    expect((await post('reset-password-request', { email: fan.email })).statusCode).toBe(202);
    const hash = resetHash((await lastMessageTo(t.db, fan.email)).textBody);
    const done = await post('reset-password-finish', {
      newPassword: NEW_PASSWORD,
      newPasswordRetype: NEW_PASSWORD,
      resetPasswordHash: hash,
    });
    expect(done.statusCode).toBe(200);
    expect((await myAccount(session)).json()).toMatchObject({ status: 401, code: 'USER_TOKEN_INVALID' });
    expect(await refreshed(session)).toBe(401);
  });

  it('another process trusts the version it read for at most the bound, then refuses the old token', async () => {
    const fan = await t.newUser();
    let clock = 1_000_000;
    // A second process's view of the same database: its own cache and clock.
    const elsewhere = createSessionVersions(t.db, SESSION_VERSION_TTL_MS, () => clock);
    expect(await elsewhere.isCurrent(fan.id, 0)).toBe(true);
    await queryRows(t.db, sql`update users set session_version = session_version + 1 where id = ${fan.id}`);
    clock += SESSION_VERSION_TTL_MS - 1;
    expect(await elsewhere.isCurrent(fan.id, 0)).toBe(true);
    clock += 1;
    expect(await elsewhere.isCurrent(fan.id, 0)).toBe(false);
    expect(await elsewhere.isCurrent(fan.id, 1)).toBe(true);
  });
});
