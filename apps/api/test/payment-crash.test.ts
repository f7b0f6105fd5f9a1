import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { availableKinds, createSeededDatabase, type DbKind, openSeededDataDir } from './helpers/databases.ts';
import { CONTACT } from './helpers/orders.ts';
import { freePort, startServerProcess } from './helpers/server-process.ts';

const PASSWORD = 'Platba-Pad1';
const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * The database the killed server and its successor share. PostgreSQL stays open to the test; the embedded
 * PGlite lives in a data folder that only one process may hold, so the test opens it only while no server runs.
 */
async function sharedDatabase(kind: DbKind) {
  if (kind === 'postgres') {
    const { database, url, dispose } = await createSeededDatabase('postgres');
    return {
      env: { DATABASE_URL: url ?? '', DATA_DIR: undefined },
      use: <T>(fn: (db: Database['db']) => Promise<T>) => fn(database.db),
      dispose,
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hokej-crash-'));
  // The first use takes the database just seeded, the later ones open the folder again.
  let seeded: Database | undefined = await openSeededDataDir(dataDir);
  const use = async <T>(fn: (db: Database['db']) => Promise<T>) => {
    const database = seeded ?? (await openDatabase({ dataDir }));
    seeded = undefined;
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    use,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

describe.each(await availableKinds())('a server killed after the card was approved (%s)', (kind) => {
  it('ends the order PAID exactly once after a restart, though the notification never came', async () => {
    const shared = await sharedDatabase(kind);
    const env = {
      ...shared.env,
      SEED: 'none',
      HOLD_SWEEP_INTERVAL_MS: '0',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
      // The gateway would notify 30 s after the approval: the process is dead by then.
      SANDBOX_NOTIFY_DELAY_MS: '30000',
    };
    const email = 'platba-pad@hokej.test';
    try {
      const { match, seat } = await shared.use(async (db) => {
        await queryRows(
          db,
          sql`insert into users (email, password_hash, first_name, last_name, email_verified_at)
          values (${email}, ${await hashPassword(PASSWORD)}, 'Pavol', 'Pádový', now())`,
        );
        const [match] = await queryRows<{ id: string }>(
          db,
          sql`select id from setups where setup_type = 'EVENT' and not phone_required order by starts_at limit 1`,
        );
        const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
          db,
          sql`select sector, row, name from setup_seats where setup_id = ${match?.id} and state = 'ACTIVE'
          order by sector, row, name limit 1`,
        );
        return { match, seat };
      });

      const first = await startServerProcess(env, await freePort());
      const login = await (
        await fetch(`${first.base}/v2/user/login`, {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify({ email, password: PASSWORD }),
        })
      ).json();
      const auth = { ...JSON_TYPE, authorization: `Bearer ${login.accessToken}` };
      const held = await fetch(`${first.base}/v2/cart`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: match?.id, seat }),
      });
      expect(held.status).toBe(201);
      const paid = await (
        await fetch(`${first.base}/v2/cart/pay`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            paymentType: 'CARD',
            contact: { ...CONTACT, email },
            termsAgreed: true,
            contactConsent: true,
          }),
        })
      ).json();
      const approved = await fetch(`${first.base}${paid.redirectUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=APPROVED',
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
      await first.stop('SIGKILL'); // the gateway approved; the shop dies before hearing of it

      const before = await shared.use((db) =>
        queryRows<{ status: string }>(db, sql`select status from orders where id = ${paid.orderId}`),
      );
      expect(before[0]?.status).toBe('AWAITING_PAYMENT');

      const second = await startServerProcess(env, await freePort());
      try {
        // The fan's status page after the restart asks the shop, which asks the gateway.
        const checks = await Promise.all(
          Array.from({ length: 5 }, () =>
            fetch(`${second.base}/v2/payment/check-payment?orderId=${paid.orderId}`, {
              headers: auth,
            }).then((r) => r.json()),
          ),
        );
        for (const check of checks)
          expect(check).toMatchObject({ status: 'PAID', paymentStatus: 'APPROVED' });
      } finally {
        await second.stop();
      }
      const [counts] = await shared.use((db) =>
        queryRows<{ tickets: number; mails: number; invoices: number; sold: number }>(
          db,
          sql`select
            (select count(*)::int from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${paid.orderId}) as tickets,
            (select count(*)::int from outbox where recipient = ${email}) as mails,
            (select count(*)::int from invoices where order_id = ${paid.orderId}) as invoices,
            (select count(*)::int from setup_seats ss join order_items oi on oi.id = ss.order_item_id
              where oi.order_id = ${paid.orderId} and ss.state = 'SOLD') as sold`,
        ),
      );
      expect(counts).toEqual({ tickets: 1, mails: 1, invoices: 1, sold: 1 });
    } finally {
      await shared.dispose();
    }
  }, 300_000); // two real server starts (each migrates and warms up) on a busy 2-core machine
});
