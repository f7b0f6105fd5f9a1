import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptLimits, LIMITS, type LimitedAttempt } from '../src/modules/auth/attempt-limits.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

const WRONG = 'Zle-heslo1!';
const PARALLEL = 25;

/** The control run: read the count, check the password, write the failure after (the old order). */
const countedAfterTheCheck =
  (limits: AttemptLimits): LimitedAttempt =>
  async (checks, check) => {
    await limits.ensureAllowed(checks);
    const passed = await check();
    if (!passed) await limits.recordFailure(checks);
    return passed;
  };

const loginFrom = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/v2/user/login', payload: { email, password }, remoteAddress });

/** Fires `PARALLEL` wrong passwords at once; how many were checked (401) and how many refused unchecked (429). */
async function parallelWrongPasswords(t: TestApp, email: string) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () => loginFrom(t, email, WRONG, '203.0.113.50')),
  );
  const codes = answers.map((a) => a.json().code as string);
  return {
    checked: codes.filter((c) => c === 'USER_PASS_EMAIL_INVALID').length,
    refused: codes.filter((c) => c === 'RATE_LIMITED').length,
  };
}

describe.each(await availableKinds())('the sign-in limit on %s', (kind) => {
  const t = suiteApp(kind);

  it(`${PARALLEL} wrong passwords at once: at most ${LIMITS.loginPerAccount.max} are checked, the rest refused unchecked`, async () => {
    const fan = await t.newUser();
    const { checked, refused } = await parallelWrongPasswords(t, fan.email);
    expect(checked).toBe(LIMITS.loginPerAccount.max);
    expect(refused).toBe(PARALLEL - LIMITS.loginPerAccount.max);
  });

  it('failures from other addresses do not lock the fan out of an address they signed in from', async () => {
    const fan = await t.newUser();
    const home = '198.51.100.77';
    expect((await loginFrom(t, fan.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1) {
      expect((await loginFrom(t, fan.email, WRONG, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    // Strangers are paused, the right password from a new address too ...
    const stranger = await loginFrom(t, fan.email, TEST_PASSWORD, '192.0.2.200');
    expect(stranger.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // ... but the fan at home signs in.
    expect((await loginFrom(t, fan.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('wrong passwords from a known address pause that address for the account, not the others', async () => {
    const fan = await t.newUser();
    const home = '198.51.100.78';
    const work = '198.51.100.79';
    for (const address of [home, work]) {
      expect((await loginFrom(t, fan.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1) {
      expect((await loginFrom(t, fan.email, WRONG, home)).statusCode).toBe(401);
    }
    expect((await loginFrom(t, fan.email, TEST_PASSWORD, home)).json()).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect((await loginFrom(t, fan.email, TEST_PASSWORD, work)).statusCode).toBe(200);
    expect((await loginFrom(t, fan.email, TEST_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });
});

describe.each(await availableKinds())(
  'control run: the sign-in limit counted after the check on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, {}, { loginAttempt: countedAfterTheCheck });
    });
    afterAll(() => t.close());

    it(`${PARALLEL} wrong passwords at once are all checked when the attempt is counted after the check`, async () => {
      const fan = await t.newUser();
      const { checked } = await parallelWrongPasswords(t, fan.email);
      expect(checked).toBeGreaterThan(LIMITS.loginPerAccount.max);
    });
  },
);
