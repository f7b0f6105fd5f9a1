import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// TRUST_PROXY: behind a proxy the shop trusts, X-Forwarded-For is the client's address (attempt limits,
// logs) and X-Forwarded-Proto says whether the browser came by https (HSTS). Without it both headers are
// whatever a client wrote, and are ignored: the socket's address counts and the proto cannot turn HSTS on.
// The same through Debian's nginx, with the log line: nginx-topology.test.ts.
describe.each(await availableKinds())('X-Forwarded-For and X-Forwarded-Proto on %s', (kind) => {
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([
      createTestApp(kind, { TRUST_PROXY: 'true' }),
      createTestApp(kind, { TRUST_PROXY: 'false' }),
    ]);
  });
  afterAll(async () => {
    await trusting?.close();
    await direct?.close();
  });

  /** A wrong password from `remoteAddress` (the proxy, or a client) carrying the forwarded headers. */
  const failedLogin = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      remoteAddress: '10.0.0.5',
      headers,
      payload: { email: `nobody-${kind}@hokej.test`, password: 'Nespravne123!' },
    });
  const addressKeys = async (t: TestApp) =>
    (
      await queryRows<{ key: string }>(
        t.db,
        sql`select key from rate_limits where key like 'login:address:%' order by key`,
      )
    ).map((row) => row.key);
  const FORWARDED = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

  it('with TRUST_PROXY the forwarded address is the one counted, and https turns HSTS on', async () => {
    const answer = await failedLogin(trusting, FORWARDED);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(await addressKeys(trusting)).toEqual(['login:address:203.0.113.7']);
    // The same proxy telling of a plain-http visit: no HSTS.
    const plain = await failedLogin(trusting, { ...FORWARDED, 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('without TRUST_PROXY both headers are ignored: the socket address is counted, no HSTS', async () => {
    const answer = await failedLogin(direct, FORWARDED);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(await addressKeys(direct)).toEqual(['login:address:10.0.0.5']);
  });
});
