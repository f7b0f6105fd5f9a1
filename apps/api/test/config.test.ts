import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const SECRET_32 = 'x'.repeat(32);
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;

/** The message of the error `loadConfig(env)` throws, or a failure when it does not throw. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts a newcomer with working defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED: 'demo',
      ACCESS_TOKEN_TTL_S: 600,
      REFRESH_TOKEN_TTL_DAYS: 30,
      HOLD_SWEEP_INTERVAL_MS: 5000,
      PG_POOL_SIZE: 10,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    // No DATABASE_URL means the embedded PGlite in ./data; no JWT_SECRET means a generated one.
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.WEB_DIST).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads numbers and flags from their text form and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_TTL_S: '300',
      HOLD_SWEEP_INTERVAL_MS: '0',
      DATABASE_URL: 'postgresql://shop@db.example:5432/hokej',
      JWT_SECRET: SECRET_32,
      HOST: '',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      ACCESS_TOKEN_TTL_S: 300,
      HOLD_SWEEP_INTERVAL_MS: 0,
      DATABASE_URL: 'postgresql://shop@db.example:5432/hokej',
      JWT_SECRET: SECRET_32,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/hokej' }).DATABASE_URL).toBe(
      'postgres://localhost/hokej',
    );
  });

  it('caps requests in flight at 1000 by default; a cap below one is refused', () => {
    expect(loadConfig({}).MAX_IN_FLIGHT).toBe(1000);
    expect(loadConfig({ MAX_IN_FLIGHT: '50' }).MAX_IN_FLIGHT).toBe(50);
    expect(refusal({ MAX_IN_FLIGHT: '0' })).toMatch(/MAX_IN_FLIGHT/);
    expect(refusal({ MAX_IN_FLIGHT: 'many' })).toMatch(/MAX_IN_FLIGHT: Expected a whole number/);
  });

  it('ignores unrelated environment variables', () => {
    const config = loadConfig({ PATH: '/usr/bin', HOME: '/root', SOMETHING_ELSE: 'x' });
    expect(config).not.toHaveProperty('PATH');
    expect(config).not.toHaveProperty('SOMETHING_ELSE');
  });

  it.each([
    ['a port that is not a number', { PORT: 'abc' }, 'PORT'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
    ['a negative port', { PORT: '-1' }, 'PORT'],
    ['a port with trailing garbage', { PORT: '80abc' }, 'PORT'],
    ['a port with a fraction', { PORT: '3000.5' }, 'PORT'],
    ['a port in exponent notation', { PORT: '1e3' }, 'PORT'],
    ['a sweep interval in exponent notation', { HOLD_SWEEP_INTERVAL_MS: '5e3' }, 'HOLD_SWEEP_INTERVAL_MS'],
    ['a flag that is not true or false', { TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    ['a database that is not PostgreSQL', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    ['a token key shorter than 32 characters', { JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET'],
    ['an unknown environment', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    ['an access token living too long', { ACCESS_TOKEN_TTL_S: '86400' }, 'ACCESS_TOKEN_TTL_S'],
    ['an unknown seed', { SEED: 'everything' }, 'SEED'],
  ])('refuses to start with %s and names the setting', (_label, env, setting) => {
    const message = refusal(env);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(setting);
  });

  it('accepts a token key of exactly 32 characters', () => {
    expect(loadConfig({ JWT_SECRET: SECRET_32 }).JWT_SECRET).toBe(SECRET_32);
  });

  it('refuses production without a token key, and starts it with one', () => {
    expect(refusal({ NODE_ENV: 'production' })).toContain('JWT_SECRET');
    expect(refusal({ NODE_ENV: 'production', JWT_SECRET: '' })).toContain('JWT_SECRET');
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: SECRET_32 }).NODE_ENV).toBe('production');
  });

  it('refuses production without SMTP_URL, naming it', () => {
    expect(refusal({ NODE_ENV: 'production', JWT_SECRET: SECRET_32 })).toContain(
      'SMTP_URL: required in production',
    );
  });

  it('seeds nothing in production unless SEED says so, the demo elsewhere', () => {
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: SECRET_32 }).SEED).toBe('none');
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: SECRET_32, SEED: 'demo' }).SEED).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'development' }).SEED).toBe('demo');
    expect(loadConfig({}).SEED).toBe('demo');
  });

  it('takes a metrics token of at least 16 characters', () => {
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN');
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).METRICS_TOKEN).toBe('m'.repeat(16));
  });

  it('lists every wrong setting at once', () => {
    const message = refusal({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });

  it('a wrong choice lists the allowed values', () => {
    expect(() => loadConfig({ SEED: 'all' })).toThrow(/SEED: Expected one of demo, none \(got "all"\)/);
  });

  it('the card provider: sandbox by default outside production, none in production, Stripe only with its keys', () => {
    const PROD = { NODE_ENV: 'production', JWT_SECRET: SECRET_32, SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ ...PROD }).PAYMENT_PROVIDER).toBeUndefined();
    expect(refusal({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toMatch(
      /PAYMENT_PROVIDER: sandbox is not allowed with NODE_ENV=production/,
    );
    const stripe = refusal({ PAYMENT_PROVIDER: 'stripe' });
    expect(stripe).toMatch(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/);
    expect(stripe).toMatch(/STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe/);
    expect(refusal({ STRIPE_SECRET_KEY: 'pk_live_public' })).toMatch(/STRIPE_SECRET_KEY/);
    const keys = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(keys).PAYMENT_PROVIDER).toBe('stripe');
    expect(refusal({ ...keys, ...PROD })).toMatch(/PUBLIC_URL: required/);
    expect(
      loadConfig({
        ...keys,
        ...PROD,
        PUBLIC_URL: 'https://vstupenky.hkorly.sk',
      }).PAYMENT_PROVIDER,
    ).toBe('stripe');
  });
});
