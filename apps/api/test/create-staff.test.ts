import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds, createPostgresDatabase, type DbKind } from './helpers/databases.ts';
import { resetHash } from './helpers/mail-links.ts';
import { freePort, STAFF_BUNDLE, startServerProcess } from './helpers/server-process.ts';
import { type SmtpServer, startSmtpServer } from './helpers/smtp.ts';

// The operator's staff command as a real process next to a real production shop, on both databases, run
// as production runs it (`npm run admin`: `node dist/create-staff.js`, the bundle of src/cli/create-staff.ts
// that the run's global setup builds): the first ADMIN exists only through it, sets a password by the
// printed link, signs in and reaches the back office; bad input is refused with exit code 1.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JSON_TYPE = { 'content-type': 'application/json' };
const PASSWORD = 'Spravca-Prvy1';

function runCli(env: Record<string, string | undefined>, args: string[]) {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [STAFF_BUNDLE, ...args], {
    cwd: apiRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/v2/user/login`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ email, password }),
  });

describe.each(await availableKinds())(
  'create-staff on %s (real processes, NODE_ENV=production)',
  (kind: DbKind) => {
    const cleanups: Array<() => Promise<unknown> | unknown> = [];
    let env: Record<string, string | undefined>;
    let smtp: SmtpServer;
    let port: number;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      cleanups.push(smtp.close);
      port = await freePort();
      let database: Record<string, string | undefined>;
      if (kind === 'postgres') {
        const pg = await createPostgresDatabase();
        cleanups.push(pg.drop);
        database = { DATABASE_URL: pg.url, DATA_DIR: undefined };
      } else {
        const dir = mkdtempSync(path.join(tmpdir(), 'hokej-staff-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        database = { DATABASE_URL: undefined, DATA_DIR: dir };
      }
      env = {
        ...database,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: smtp.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED: undefined,
        PAYMENT_PROVIDER: undefined,
        HOLD_SWEEP_INTERVAL_MS: '0',
      };
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('creates the first ADMIN before the first start; the printed link sets its password; it reaches the back office', async () => {
      const email = `spravca-${randomBytes(3).toString('hex')}@klub.test`;
      const created = await runCli(env, ['--email', email, '--role', 'ADMIN']);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain(`Created ${email} (roles: USER, ADMIN)`);
      const link = created.stdout.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(link.startsWith(`${env.PUBLIC_URL}/reset/`)).toBe(true);

      const shop = await startServerProcess(env, port);
      cleanups.push(() => shop.stop());
      // Nobody knows the account's password until the link sets one.
      expect((await login(shop.base, email, PASSWORD)).status).toBe(401);
      const reset = await fetch(`${shop.base}/v2/user/reset-password-finish`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify({
          newPassword: PASSWORD,
          newPasswordRetype: PASSWORD,
          resetPasswordHash: resetHash(link),
        }),
      });
      expect(reset.status).toBe(200);
      const signedIn = await login(shop.base, email, PASSWORD);
      expect(signedIn.status).toBe(200);
      const { accessToken } = (await signedIn.json()) as { accessToken: string };
      const audit = await fetch(`${shop.base}/v2/admin/audit-log`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(audit.status).toBe(200);
      // The link works once.
      const again = await fetch(`${shop.base}/v2/user/reset-password-finish`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify({
          newPassword: PASSWORD,
          newPasswordRetype: PASSWORD,
          resetPasswordHash: resetHash(link),
        }),
      });
      expect(again.status).toBe(400);

      if (kind === 'pglite') {
        // A running shop holds the embedded database: the command says to stop it, and changes nothing.
        const refused = await runCli(env, ['--email', 'pokladna@klub.test', '--role', 'CASHIER']);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/is in use by another running shop process/);
        expect(refused.stderr).toMatch(/stop the shop, run this command, start the shop again/);
      }
      await shop.stop();
    });

    it('promotes an existing account to CASHIER once: roles kept, no new link, a second run changes nothing', async () => {
      const email = `fan-${randomBytes(3).toString('hex')}@klub.test`;
      expect((await runCli(env, ['--email', email, '--role', 'ADMIN'])).code).toBe(0);
      const promoted = await runCli(env, ['--email', email.toUpperCase(), '--role', 'cashier']);
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toContain(`${email} now has the roles: USER, ADMIN, CASHIER`);
      expect(promoted.stdout).not.toMatch(/https?:\/\//);
      const again = await runCli(env, ['--email', email, '--role', 'CASHIER']);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(
        'already has the role CASHIER (roles: USER, ADMIN, CASHIER); nothing changed',
      );
    });

    it('refuses bad input with exit code 1, a clear message and the usage, creating nothing', async () => {
      const email = `nikto-${randomBytes(3).toString('hex')}@klub.test`;
      const cases: Array<[string[], RegExp]> = [
        [['--email', email, '--role', 'USER'], /role must be one of ADMIN, CASHIER, not "USER"/],
        [['--email', 'nie-je-adresa', '--role', 'ADMIN'], /not an e-mail address: nie-je-adresa/],
        [['--role', 'ADMIN'], /--email is required/],
        [['--email', email], /--role is required/],
        [['--email', email, '--role', 'ADMIN', '--password', 'x'], /Unknown option '--password'/],
      ];
      for (const [args, message] of cases) {
        const refused = await runCli(env, args);
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr).toMatch(message);
        expect(refused.stderr).toContain('Usage: npm run admin -w @hokej/api --');
        expect(refused.stdout).toBe('');
      }
      // Production without PUBLIC_URL could print no usable link.
      const noUrl = await runCli({ ...env, PUBLIC_URL: undefined }, ['--email', email, '--role', 'ADMIN']);
      expect(noUrl.code).toBe(1);
      expect(noUrl.stderr).toMatch(/PUBLIC_URL: required in production/);
      // None of them created the account: the first real run creates it.
      const created = await runCli(env, ['--email', email, '--role', 'ADMIN']);
      expect(created.stdout).toContain(`Created ${email}`);
    });
  },
);
