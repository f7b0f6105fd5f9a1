import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/auth/attempt-limits.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('throttled sign-in on %s', (kind) => {
  const t = suiteApp(kind);

  const login = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = '203.0.113.7',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      payload: { email, password },
      headers,
      remoteAddress,
    });

  it('after too many wrong passwords the account is paused, even for the right one, with Retry-After', async () => {
    const fan = await t.newUser();
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1) {
      expect((await login(fan.email, 'Zle-heslo1!', {}, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const paused = await login(fan.email, TEST_PASSWORD, {}, '198.51.100.200');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(paused.json().message).toMatch(/Príliš veľa pokusov/);
    const wait = Number(paused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMITS.loginPerAccount.windowS);
    const other = await t.newUser();
    expect((await login(other.email, TEST_PASSWORD, {}, '198.51.100.200')).statusCode).toBe(200);
  });

  it('successful sign-ins never count', async () => {
    const fan = await t.newUser();
    for (let i = 0; i < LIMITS.loginPerAccount.max + 2; i += 1) {
      expect((await login(fan.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('one address guessing across many accounts is paused, and a forged X-Forwarded-For does not help', async () => {
    const address = '192.0.2.99';
    for (let i = 0; i < LIMITS.loginPerAddress.max; i += 1) {
      await login(`nikto-${i}@hokej.test`, 'Zle-heslo1!', {}, address);
    }
    const fan = await t.newUser();
    const forged = await login(fan.email, TEST_PASSWORD, { 'x-forwarded-for': '10.9.8.7' }, address);
    expect([forged.statusCode, forged.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await login(fan.email, TEST_PASSWORD, {}, '192.0.2.100')).statusCode).toBe(200);
  });

  it('guessing refresh tokens from one address is paused', async () => {
    const address = '192.0.2.150';
    for (let i = 0; i < LIMITS.refreshPerAddress.max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/user/refresh',
        payload: { refreshToken: `${'x'.repeat(40)}${i}` },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(401);
    }
    const paused = await t.app.inject({
      method: 'POST',
      url: '/v2/user/refresh',
      payload: { refreshToken: 'y'.repeat(43) },
      remoteAddress: address,
    });
    expect([paused.statusCode, paused.json().code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('the address the proxy reports is the one that counts', async () => {
    for (let i = 0; i < LIMITS.loginPerAddress.max; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/v2/user/login',
        payload: { email: `nikto-${i}@hokej.test`, password: 'Zle-heslo1!' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    }
    const fan = await t.newUser();
    const viaSameClient = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      payload: { email: fan.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(viaSameClient.statusCode).toBe(429);
    const viaOtherClient = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      payload: { email: fan.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(viaOtherClient.statusCode).toBe(200);
  });
});
