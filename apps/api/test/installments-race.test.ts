import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import {
  DAY,
  paymentOf,
  type SeasonOnInstallments,
  seasonOnInstallments,
  secretOf,
} from './helpers/installments.ts';
import { messagesTo } from './helpers/mail.ts';
import { type RaceMeeting, raceMeeting } from './helpers/meet.ts';
import { noticesReadThenWrite } from './helpers/notification-control-run.ts';
import { claimRemindersReadThenWrite } from './helpers/reminder-control-run.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The installment races: one approval notified many times at once, and two reminder jobs at once.
// The control runs (PostgreSQL only: PGlite serializes every transaction) switch the protection off
// with a test-only setting and must see the bad outcome, or the real tests prove nothing.
const onPostgres = (await availableKinds()).includes('postgres');
const NOTICES = 30;

/** Part 3 of a fresh plan paid by card, its approval notified NOTICES times at once. */
async function notifiedManyTimes(t: TestApp, s: SeasonOnInstallments, notices?: RaceMeeting) {
  const { fan, orderId, links } = await s.paidPartOne();
  const { redirectUrl } = (await s.payLink(secretOf(links[1] as URL))).json();
  const notice = t.app.services.gateway.notification(paymentOf(redirectUrl), 'APPROVED');
  notices?.expect(2);
  const replies = await Promise.all(
    Array.from({ length: NOTICES }, () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/payment/notify/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': notice.signature },
        payload: notice.body,
      }),
    ),
  );
  const receipts = (await messagesTo(t.db, fan.email)).filter((m) => m.subject.startsWith('3. splátka'));
  return { orderId, replies, receipts };
}

/** Part 2 of a fresh plan reaches its due date; two reminder jobs run at once. Answers the fan's due reminders. */
async function twoReminderJobsAtOnce(t: TestApp, s: SeasonOnInstallments, jobs?: RaceMeeting) {
  const { fan } = await s.paidPartOne();
  await t.setClockOffset(30 * DAY + 3_600_000);
  jobs?.expect(2);
  await Promise.all([
    t.app.services.installments.sendReminders(),
    t.app.services.installments.sendReminders(),
  ]);
  return (await messagesTo(t.db, fan.email)).filter((m) =>
    m.subject.startsWith('Dnes je splatná 2. splátka'),
  );
}

describe.each(await availableKinds())('installment races on %s', (kind) => {
  let t: TestApp;
  let s: SeasonOnInstallments;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { poolSize: 30 });
    s = await seasonOnInstallments(t);
  });
  afterAll(() => t.close());
  afterEach(() => t.setClockOffset(0));

  it(`the same approval notified ${NOTICES} times at once pays the part once and sends one receipt`, async () => {
    const { orderId, replies, receipts } = await notifiedManyTimes(t, s);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await s.plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'UNPAID', 'PAID']);
    expect(receipts).toHaveLength(1);
    const [tickets] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tickets tk join order_items oi on oi.id = tk.order_item_id
        where oi.order_id = ${orderId}`,
    );
    expect(tickets?.n).toBe(1);
  });

  it('two reminder jobs at once send the due-date reminder once', async () => {
    expect(await twoReminderJobsAtOnce(t, s)).toHaveLength(1);
  });
});

describe.runIf(onPostgres)(
  'control run: every notification applied as the first (paymentNotices: read-then-write)',
  () => {
    let t: TestApp;
    let s: SeasonOnInstallments;
    // The first two notifications to read the part unpaid meet before either writes (helpers/meet.ts).
    const notices = raceMeeting('notifications reading the part');
    beforeAll(async () => {
      const paymentNotices = noticesReadThenWrite(notices.meet);
      t = await createTestApp('postgres', {}, { poolSize: 30 }, { paymentNotices });
      s = await seasonOnInstallments(t);
    });
    afterAll(() => t.close());

    it(`read-then-write pays the part more than once: ${NOTICES} notifications send several receipts`, async () => {
      const { receipts } = await notifiedManyTimes(t, s, notices);
      expect(receipts.length).toBeGreaterThan(1);
    });
  },
);

describe.runIf(onPostgres)(
  'control run: reminders read, then marked (claimReminders: read-then-write)',
  () => {
    let t: TestApp;
    let s: SeasonOnInstallments;
    // Both jobs read the due parts before either marks them (helpers/meet.ts).
    const jobs = raceMeeting('reminder jobs reading the due parts');
    beforeAll(async () => {
      t = await createTestApp(
        'postgres',
        {},
        { poolSize: 30 },
        { claimReminders: claimRemindersReadThenWrite(jobs.meet) },
      );
      s = await seasonOnInstallments(t);
    });
    afterAll(() => t.close());
    afterEach(() => t.setClockOffset(0));

    it('two reminder jobs at once both send the due-date reminder', async () => {
      expect(await twoReminderJobsAtOnce(t, s, jobs)).toHaveLength(2);
    });
  },
);
