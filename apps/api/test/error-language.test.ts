import { errorCatalogue } from '@hokej/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The API's messages follow the client's Accept-Language: Slovak unless it prefers neither Slovak nor
// Czech, then English; the code and the status never change with the language.
describe('error messages in the language the client prefers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const login = (acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { email: 'nikto@hokej.test', password: 'Nespravne123!' },
    });

  it('answers a refused login in English to an English or German browser, in Slovak otherwise', async () => {
    const slovak = errorCatalogue.USER_PASS_EMAIL_INVALID.message;
    for (const [header, message, language] of [
      ['en-GB,en;q=0.9', 'Wrong e-mail or password.', 'en'],
      ['de-AT,de;q=0.8', 'Wrong e-mail or password.', 'en'],
      ['sk-SK,sk;q=0.9,en;q=0.5', slovak, 'sk'],
      ['cs', slovak, 'sk'],
      [undefined, slovak, 'sk'],
    ] as const) {
      const res = await login(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'USER_PASS_EMAIL_INVALID', message });
      expect(res.headers['content-language']).toBe(language);
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
    }
  });

  it('names the fields of a refused body in English, by their paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'fan@hokej.test' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).not.toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
    expect(body.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'password',
        keyword: 'required',
        message: 'The field password is required.',
      }),
    );
  });

  it("answers an unknown address and Fastify's own refusals in English too", async () => {
    const missing = await t.app.inject({ url: '/v2/nic-taketo', headers: { 'accept-language': 'en-US' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'The requested address does not exist.',
    });
    const broken = await t.app.inject({ url: '/v2/event/%E0%A4%A', headers: { 'accept-language': 'en-US' } });
    expect(broken.json()).toEqual({
      status: 400,
      code: 'BAD_URL',
      message: 'The request address is not valid.',
    });
  });
});
