import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const AT_ONCE = 3;
let sequence = 0;

/** AT_ONCE registrations of one new address at the same moment, each from its own IP address. */
async function registerAtOnce(t: TestApp) {
  sequence += 1;
  const email = `naraz-${Date.now()}-${sequence}@hokej.test`;
  const body = {
    firstName: 'Ľudmila',
    lastName: 'Šťastná',
    phoneNumber: '+421905123456',
    email,
    password: 'Nove-Heslo1',
    newsletter: true,
    termsAgreed: true,
  };
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/registration',
        payload: body,
        remoteAddress: `192.0.2.${sequence * 10 + i}`,
      }),
    ),
  );
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
  );
  return { statuses: answers.map((a) => a.statusCode).sort(), accounts: row?.n };
}

describe.each(await availableKinds())('registrations at once on %s', (kind) => {
  const t = suiteApp(kind);

  it('two registrations of one address at the same moment make one account', async () => {
    const { statuses, accounts } = await registerAtOnce(t);
    expect(statuses).toEqual([201, 409, 409]);
    expect(accounts).toBe(1);
  });
});

// The control run: the same registrations with the unique index on the address dropped (in this test's
// own throw-away database) make more than one account, or the test above proves nothing.
describe.runIf(onPostgres)('control run without the unique index on the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 10 });
    await queryRows(t.db, sql`drop index users_email`);
  });
  afterAll(() => t.close());

  it(`${AT_ONCE} registrations of one address at once make more than one account`, async () => {
    const { statuses, accounts } = await registerAtOnce(t);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(1);
    expect(accounts).toBeGreaterThan(1);
  });
});
