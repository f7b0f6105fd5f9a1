import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { availableKinds, createSeededDatabase } from './helpers/databases.ts';
import { CONTACT } from './helpers/orders.ts';
import { startServerProcess } from './helpers/server-process.ts';

const PASSWORD = 'Platba-Pad1';

describe.runIf((await availableKinds()).includes('postgres'))(
  'a server killed after the card was approved',
  () => {
    it('ends the order PAID exactly once after a restart, though the notification never came', async () => {
      const { url, dispose } = await createSeededDatabase('postgres');
      const env = {
        DATABASE_URL: url ?? '',
        SEED: 'none',
        HOLD_SWEEP_INTERVAL_MS: '0',
        WEB_DIST: '/nonexistent',
        JWT_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
        // The gateway would notify 30 s after the approval: the process is dead by then.
        SANDBOX_NOTIFY_DELAY_MS: '30000',
      };
      const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
      try {
        const email = 'platba-pad@hokej.test';
        await queryRows(
          database.db,
          sql`insert into users (email, password_hash, first_name, last_name, email_verified_at)
          values (${email}, ${await hashPassword(PASSWORD)}, 'Pavol', 'Pádový', now())`,
        );
        const [match] = await queryRows<{ id: string }>(
          database.db,
          sql`select id from setups where setup_type = 'EVENT' and not phone_required order by starts_at limit 1`,
        );
        const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
          database.db,
          sql`select sector, row, name from setup_seats where setup_id = ${match?.id} and state = 'ACTIVE'
          order by sector, row, name limit 1`,
        );

        const first = await startServerProcess(env, 3295);
        const json = { 'content-type': 'application/json' };
        const login = await (
          await fetch(`${first.base}/v2/user/login`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email, password: PASSWORD }),
          })
        ).json();
        const auth = { ...json, authorization: `Bearer ${login.accessToken}` };
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

        const [before] = await queryRows<{ status: string }>(
          database.db,
          sql`select status from orders where id = ${paid.orderId}`,
        );
        expect(before?.status).toBe('AWAITING_PAYMENT');

        const second = await startServerProcess(env, 3296);
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
          const [counts] = await queryRows<{
            tickets: number;
            mails: number;
            invoices: number;
            sold: number;
          }>(
            database.db,
            sql`select
              (select count(*)::int from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${paid.orderId}) as tickets,
              (select count(*)::int from outbox where recipient = ${email}) as mails,
              (select count(*)::int from invoices where order_id = ${paid.orderId}) as invoices,
              (select count(*)::int from setup_seats ss join order_items oi on oi.id = ss.order_item_id
                where oi.order_id = ${paid.orderId} and ss.state = 'SOLD') as sold`,
          );
          expect(counts).toEqual({ tickets: 1, mails: 1, invoices: 1, sold: 1 });
        } finally {
          await second.stop();
        }
      } finally {
        await database.close();
        await dispose();
      }
    });
  },
);
