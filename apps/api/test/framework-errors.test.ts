import { errorCatalogue } from '@hokej/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Fastify's own refusals (before any route runs) answer in the catalogue's envelope with Slovak text,
// never Fastify's raw {"error":"Bad Request","code":"FST_ERR_…"}.
describe("Fastify's own errors in the catalogue's envelope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const expectEnvelope = (
    res: { statusCode: number; json: () => Record<string, unknown>; body: string },
    status: number,
    code: keyof typeof errorCatalogue,
  ) => {
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ status, code, message: errorCatalogue[code].message });
    expect(res.body).not.toMatch(/FST_ERR|Bad Request|Unsupported|Too Large/);
  };

  it('a malformed URL (broken percent-encoding) is 400 BAD_URL', async () => {
    for (const url of ['/v2/event/%E0%A4%A', '/v2/event/%E0%A4%A?x=1', '/v2/user/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectEnvelope(res, 400, 'BAD_URL');
      expect(res.json().message).toBe('Adresa požiadavky nie je platná.');
    }
  });

  it('a body that is not JSON is 400 with the Slovak explanation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelope(res, 400, 'USER_PARAMETERS_MISSING');
    expect(res.json().data.errors[0].message).toBe('Telo požiadavky nie je platný JSON.');
  });

  it('an empty JSON body is 400 with the Slovak explanation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectEnvelope(res, 400, 'USER_PARAMETERS_MISSING');
  });

  it('an unsupported media type is 415 with the Slovak explanation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.json().message).toBe('Nepodporovaný typ obsahu požiadavky; použite application/json.');
    expect(res.body).not.toMatch(/FST_ERR/);
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.sk', password: 'x'.repeat(1_100_000) }),
    });
    expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});
