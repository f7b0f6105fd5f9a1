import { randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

// A rolling rotation of JWT_SECRET: processes with the new secret and JWT_SECRET_PREVIOUS = the old one
// sign with the new secret and still accept what the old processes signed, so no fan is signed out while
// the processes restart one by one. Instances of the app on one database stand for the processes; the one
// with the new secret alone is the control run (it refuses the old tokens).
const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('hex');
const OTHER = randomBytes(32).toString('hex');
type App = TestApp['app'];

describe.each(await availableKinds())('JWT_SECRET rotation with JWT_SECRET_PREVIOUS on %s', (kind) => {
  let old: TestApp;
  let rotated: App;
  let newOnly: App;
  let other: App;
  let fan: { id: string; token: string; email: string };

  /** One more instance ("process") of the shop on the same database with these secrets. */
  const instance = (secrets: Record<string, string>) =>
    buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...secrets }),
      database: old.database,
      logger: false,
      sweeper: false,
      outbox: false,
    });

  beforeAll(async () => {
    old = await createTestApp(kind, { JWT_SECRET: OLD });
    rotated = await instance({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD });
    newOnly = await instance({ JWT_SECRET: NEW });
    other = await instance({ JWT_SECRET: OTHER });
    fan = await old.newUser(); // its token is signed by the old process
  });
  afterAll(async () => {
    for (const app of [rotated, newOnly, other]) await app?.close();
    await old?.close();
  });

  const account = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/v2/user/my-account', headers: bearer(token) });
  const login = async (app: App) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v2/user/login',
      payload: { email: fan.email, password: TEST_PASSWORD },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().accessToken as string;
  };
  const signedWith = async (token: string, secret: string) =>
    jwtVerify(token, new TextEncoder().encode(secret)).then(
      () => true,
      () => false,
    );

  it('a token the old process signed still works on a rotated process', async () => {
    expect((await account(old.app, fan.token)).statusCode).toBe(200);
    expect((await account(rotated, fan.token)).statusCode).toBe(200);
  });

  it('control run: a process with the new secret alone refuses it', async () => {
    const refused = await account(newOnly, fan.token);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'USER_TOKEN_INVALID']);
  });

  it('a rotated process signs new tokens with the new secret only', async () => {
    const token = await login(rotated);
    expect(await signedWith(token, NEW)).toBe(true);
    expect(await signedWith(token, OLD)).toBe(false);
    expect((await account(rotated, token)).statusCode).toBe(200);
    expect((await account(newOnly, token)).statusCode).toBe(200);
  });

  it('a token of neither secret is refused', async () => {
    const forged = await other.accessTokens.sign({ id: fan.id, roles: ['USER'], name: 'Cudzí' });
    expect((await account(rotated, forged)).statusCode).toBe(401);
  });

  it('JWT_SECRET_PREVIOUS needs JWT_SECRET, and 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: OLD })).toThrow(
      /JWT_SECRET_PREVIOUS: only together with JWT_SECRET/,
    );
    expect(() => loadConfig({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET_PREVIOUS/,
    );
  });
});
