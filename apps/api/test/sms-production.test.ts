import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import { registeredFan } from './helpers/production-fan.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { startSmsProvider } from './helpers/sms-provider.ts';
import { type SmtpServer, startSmtpServer } from './helpers/smtp.ts';

// Production without an SMS provider (no SMS_URL): the dev mailbox that keeps SMS elsewhere is not served
// there, so a code would reach nobody. The start says so in the log, and sending a code answers 409
// USER_PHONE_SMS_UNAVAILABLE with nothing stored or queued. The same process with SMS_URL is the control
// run: no warning, the code is sent and reaches the provider.
const WARNING = /SMS_URL is not set: production sends no SMS/;
/** A start that migrates an empty database: over a minute for the embedded one on a busy machine. */
const START_MS = 180_000;

const kinds = await availableKinds();

describe.each(kinds)('SMS in production (NODE_ENV=production, real process, %s)', (kind) => {
  const control = kind === (kinds.includes('postgres') ? 'postgres' : 'pglite');
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  let smtp: SmtpServer;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let withoutSms: ServerProcess;
  let withSms: ServerProcess;
  let databaseUrl: string | undefined;

  /**
   * A production process on a database of its own: on PostgreSQL a copy of the run's production template
   * (migrated, no accounts), so the start does not migrate; `memory://` for PGlite, migrated by the start
   * (the run's PGlite snapshot holds the demo accounts, whose phone number the fan here registers with).
   */
  async function start(extra: Record<string, string | undefined>) {
    let database: Record<string, string | undefined> = { DATABASE_URL: undefined, DATA_DIR: 'memory://' };
    if (kind === 'postgres') {
      const created = await createDemoDatabase({ production: true });
      cleanups.push(created.drop);
      database = { DATABASE_URL: created.url };
    }
    const server = await startServerProcess(
      {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: smtp.url,
        SEED: 'none',
        HOLD_SWEEP_INTERVAL_MS: '0',
        OUTBOX_POLL_MS: '1000',
        PAYMENT_PROVIDER: undefined,
        SMS_URL: undefined,
        SMS_TOKEN: undefined,
        LOG_LEVEL: 'warn',
        ...database,
        ...extra,
      },
      undefined,
      START_MS,
    );
    cleanups.push(() => server.stop());
    return { server, url: database.DATABASE_URL };
  }

  beforeAll(
    async () => {
      smtp = await startSmtpServer();
      sms = await startSmsProvider();
      cleanups.push(smtp.close, sms.close);
      const without = await start({});
      withoutSms = without.server;
      databaseUrl = without.url;
      // The control process once, on PostgreSQL (the SMS path does not depend on the database; a second
      // embedded start costs minutes on a busy machine).
      if (control) withSms = (await start({ SMS_URL: sms.url, SMS_TOKEN: 'sms-token' })).server;
    },
    2 * START_MS + 20_000,
  );
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const sendCode = (server: ServerProcess, auth: Record<string, string>) =>
    fetch(`${server.base}/v2/user/verify-phone-send-code`, {
      method: 'POST',
      headers: { authorization: auth.authorization ?? '' },
    });

  it('warns at the start that no SMS can be sent', async () => {
    await withoutSms.waitForOutput(WARNING);
    const line = withoutSms
      .output()
      .split('\n')
      .find((l) => WARNING.test(l));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 40 });
  });

  it('sending a phone code answers 409 USER_PHONE_SMS_UNAVAILABLE, stores and queues nothing', async () => {
    const fan = await registeredFan(withoutSms, smtp);
    for (const attempt of [1, 2]) {
      // A second try gets the same answer, not "wait a minute": the first stored no code.
      const answer = await sendCode(withoutSms, fan.auth);
      const body = (await answer.json()) as { code: string; message: string };
      expect([answer.status, body.code], `try ${attempt}`).toEqual([409, 'USER_PHONE_SMS_UNAVAILABLE']);
      expect(body.message).toBe(
        'Overovací kód SMS správou teraz nie je možné poslať. Skúste to, prosím, neskôr alebo nás kontaktujte.',
      );
    }
    const account = await (
      await fetch(`${withoutSms.base}/v2/user/my-account`, { headers: fan.auth })
    ).json();
    expect(account.phoneNumberVerified).toBe(false);
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select (select count(*)::int from phone_codes) as codes,
                  (select count(*)::int from outbox where channel = 'SMS') as sms,
                  (select count(*)::int from rate_limits where key like 'sms:%') as limits`,
        );
        expect(rows[0]).toEqual({ codes: 0, sms: 0, limits: 0 });
      } finally {
        await client.end();
      }
    }
  });

  if (!control) return;
  it('control run: with SMS_URL no warning, and the same request sends the code to the provider', async () => {
    expect(withSms.output()).not.toMatch(WARNING);
    const fan = await registeredFan(withSms, smtp);
    const answer = await sendCode(withSms, fan.auth);
    expect(answer.status, await answer.clone().text()).toBe(202);
    await sms.waitForSmsTo('+421900123456');
    expect(sms.received.at(-1)?.authorization).toBe('Bearer sms-token');
  });
});
