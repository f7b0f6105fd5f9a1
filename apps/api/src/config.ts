import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { repoRoot } from './api-root.ts';

const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, 'data') }),
  /** Demo data on an empty database: `demo` (default outside production; in production never the demo accounts) or `none` (default in production). */
  SEED: Type.Union([Type.Literal('demo'), Type.Literal('none')], { default: 'demo' }),
  WEB_DIST: Type.String({ default: path.join(repoRoot, 'apps/web/dist') }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** A rotation's other secret: tokens signed with it are still accepted, none is signed with it (docs/operations.md). */
  JWT_SECRET_PREVIOUS: Type.Optional(Type.String({ minLength: 32 })),
  ACCESS_TOKEN_TTL_S: Type.Integer({ minimum: 30, maximum: 3600, default: 600 }),
  REFRESH_TOKEN_TTL_DAYS: Type.Integer({ minimum: 1, maximum: 90, default: 30 }),
  HOLD_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 0, default: 5000 }),
  /** PostgreSQL connections per process; on 2 cores more only queue inside PostgreSQL (docs/performance.md). */
  PG_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  /** How long the start waits for PostgreSQL to answer (it may come up after the shop) before giving up. */
  DB_START_TIMEOUT_S: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  /** How long a statement may wait for a row lock before the request is answered "busy, retry". */
  PG_LOCK_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 3000 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  /**
   * Requests one process works on at once (live-seat streams and health checks not counted); past it a
   * request is answered 503 SERVER_BUSY with Retry-After at once instead of waiting in a queue.
   */
  MAX_IN_FLIGHT: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1000 }),
  /** Open live-seat streams one process serves at most; more are told to retry (429). */
  PUSH_MAX_STREAMS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 20_000 }),
  /**
   * A match's seat change after a quiet moment is written to its open streams at once; the changes that
   * follow within this many ms are gathered and written together, one write per page (0: each change at
   * once). See push/frame-batches.ts.
   */
  PUSH_BATCH_MS: Type.Integer({ minimum: 0, maximum: 1000, default: 20 }),
  /** The shop's address as fans reach it, for links in e-mails (default: http://localhost:PORT). */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  /** How often each process runs the waiting rooms' admission round (0 = not in this process). */
  QUEUE_TICK_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  /** Joins of a waiting room one address may make per minute (a load test from one address raises it). */
  QUEUE_JOINS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 30 }),
  /** The most fans waiting in one room; a new fan past it is refused 503 QUEUE_FULL with Retry-After. */
  QUEUE_MAX_WAITING: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 100_000 }),
  /** SMTP server for e-mail, e.g. smtp://user:pass@mail.example:587; unset keeps mail in the dev outbox. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'HK Orly Zvolen <vstupenky@hokej.test>' }),
  /** SMS provider endpoint: POST {to, text} as JSON, bearer SMS_TOKEN; unset keeps SMS in the dev outbox. */
  SMS_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMS_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  /** How often the outbox worker looks for due messages besides being woken by NOTIFY (0 = no worker). */
  OUTBOX_POLL_MS: Type.Integer({ minimum: 0, default: 5000 }),
  /** How long a worker may take to deliver a claimed message before another process may try. */
  OUTBOX_LEASE_S: Type.Integer({ minimum: 1, maximum: 3600, default: 120 }),
  /** The card payment provider (docs/payments.md): unset = sandbox outside production, no card payment in it. */
  PAYMENT_PROVIDER: Type.Optional(Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')])),
  /** Stripe's secret (or restricted) API key; required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_[A-Za-z0-9_]+$' })),
  /** The signing secret of the shop's webhook endpoint at Stripe; required with PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9_]+$' })),
  /** Another address of Stripe's API, for tests and stand-ins only; unset = Stripe itself. */
  STRIPE_API_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+/?$' })),
  /** Apple Wallet passes (all five or none; docs/operations.md): ids and the PEM files Apple issues. */
  APPLE_WALLET_PASS_TYPE_ID: Type.Optional(Type.String({ pattern: '^pass\\.[A-Za-z0-9.-]+$' })),
  APPLE_WALLET_TEAM_ID: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{10}$' })),
  APPLE_WALLET_CERT_FILE: Type.Optional(Type.String({ minLength: 1 })),
  APPLE_WALLET_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  APPLE_WALLET_KEY_PASSPHRASE: Type.Optional(Type.String()),
  APPLE_WALLET_WWDR_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** Google Wallet save links (both or none): the issuer id and the service account's JSON key file. */
  GOOGLE_WALLET_ISSUER_ID: Type.Optional(Type.String({ pattern: '^[0-9]{6,25}$' })),
  GOOGLE_WALLET_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** How long the sandbox card gateway waits before it notifies the shop of a decision. */
  SANDBOX_NOTIFY_DELAY_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 0 }),
  /** A season-ticket holder may release a seat for one match, or take it back, until this many hours before it. */
  SEAT_RELEASE_CUTOFF_HOURS: Type.Integer({ minimum: 0, maximum: 720, default: 24 }),
  /** The holder's share of a released seat's sale price, in percent (decisions.md, Release for one match). */
  SEAT_RELEASE_SHARE_PERCENT: Type.Integer({ minimum: 0, maximum: 100, default: 50 }),
  /** How the share is paid: a coupon for the shop, or money back by bank transfer (a refund to send). */
  SEAT_RELEASE_PAYOUT: Type.Union([Type.Literal('COUPON'), Type.Literal('BANK_TRANSFER')], {
    default: 'COUPON',
  }),
  /** How long seats offered to the next fan of a waiting list stay held for them to pay, in minutes. */
  WAITING_LIST_OFFER_MINUTES: Type.Integer({ minimum: 5, maximum: 1440, default: 30 }),
  /** Bearer token that opens GET /metrics; in production /metrics is 404 without it (docs/operations.md). */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

export type Config = Static<typeof ConfigSchema>;

/** A setting's error in words: a choice lists what it may be. */
function explain(schema: unknown, message: string): string {
  const choices = (schema as { anyOf?: Array<{ const?: unknown }> }).anyOf
    ?.map((option) => option.const)
    .filter((c) => c !== undefined);
  return choices?.length ? `Expected one of ${choices.map(String).join(', ')}` : message;
}

/** Reads and validates the settings; a wrong one stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  // Whole numbers only: "1e3" or "3000.5" is a typo to report, not a value to convert.
  const loose = Object.entries(ConfigSchema.properties)
    .filter(
      ([key, schema]) =>
        schema.type === 'integer' && raw[key] !== undefined && !/^\d+$/.test(String(raw[key])),
    )
    .map(([key]) => key);
  // Production seeds nothing unless told to (and even then never the demo accounts).
  if (raw.SEED === undefined && raw.NODE_ENV === 'production') raw.SEED = 'none';
  const converted = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, raw));
  const lines = [
    ...loose.map((key) => `  ${key}: Expected a whole number (got ${JSON.stringify(env[key])})`),
    ...[...Value.Errors(ConfigSchema, converted)]
      .filter((e) => !loose.includes(e.path.slice(1)))
      .map(
        (e) =>
          `  ${e.path.slice(1) || '(root)'}: ${explain(e.schema, e.message)} (got ${JSON.stringify(e.value)})`,
      ),
  ];
  if (lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const config = converted as Config;
  checkPaymentProvider(config);
  checkAllOrNone(config, [
    'APPLE_WALLET_PASS_TYPE_ID',
    'APPLE_WALLET_TEAM_ID',
    'APPLE_WALLET_CERT_FILE',
    'APPLE_WALLET_KEY_FILE',
    'APPLE_WALLET_WWDR_FILE',
  ]);
  checkAllOrNone(config, ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE']);
  if (config.JWT_SECRET_PREVIOUS && !config.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET_PREVIOUS: only together with JWT_SECRET (a rotation)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  // Without SMTP the outbox keeps mail in the dev mailbox, which production does not serve: nobody would get it.
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL: required in production (e.g. smtp://user:pass@mail.example:587)',
    );
  }
  return config;
}

/**
 * The card provider: the sandbox (it pays anything without a card) never in production and the
 * default outside it; Stripe needs both its keys. Unset in production: no card payment is offered.
 */
function checkPaymentProvider(config: Config): void {
  const production = config.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && config.PAYMENT_PROVIDER === 'sandbox')
    problems.push('  PAYMENT_PROVIDER: sandbox is not allowed with NODE_ENV=production (use stripe)');
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      problems.push('  STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe');
    if (!config.STRIPE_WEBHOOK_SECRET)
      problems.push('  STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe');
    if (production && !config.PUBLIC_URL)
      problems.push(
        '  PUBLIC_URL: required with PAYMENT_PROVIDER=stripe in production (Checkout returns there)',
      );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  if (!config.PAYMENT_PROVIDER && !production) config.PAYMENT_PROVIDER = 'sandbox';
}

/** Settings that only work together: given one, the start names the others missing. */
function checkAllOrNone(config: Config, keys: (keyof Config)[]): void {
  const missing = keys.filter((key) => !config[key]);
  if (missing.length === 0 || missing.length === keys.length) return;
  const given = keys.filter((key) => config[key]).join(', ');
  throw new Error(
    `Invalid configuration:\n${missing.map((key) => `  ${key}: required with ${given}`).join('\n')}`,
  );
}

/** The shop's address in links it sends out: PUBLIC_URL, else this machine's port (development). */
export function publicUrlOf(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
