import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { ClaimedPart, ClaimReminders } from '../../src/modules/installments/installment-service.ts';
import type { Meet } from './meet.ts';

// The control run of the reminder race test (installments-race.test.ts), passed to the shop as
// `ServiceSeams.claimReminders`: the parts due a reminder are read without a lock and marked after a
// pause without a condition, to show that the race test can fail (two jobs at once both send the same
// reminder).

/**
 * The unpaid parts of paid orders due this reminder (`column` unset, inside `window`), read; the jobs that
 * read some meet (`meet`, helpers/meet.ts), then mark them: jobs that met send the same reminders.
 */
export const claimRemindersReadThenWrite =
  (meet: Meet): ClaimReminders =>
  async (tx, column, window) => {
    const seen = await queryRows<ClaimedPart>(
      tx,
      sql`select i.id, i.order_id as "orderId", i.part_no as "partNo", i.amount, i.due_at as "dueAt"
      from installments i join orders o on o.id = i.order_id
      where i.state = 'UNPAID' and o.status = 'PAID' and i.${column} is null and ${window}
      order by i.due_at limit 100`,
    );
    if (seen.length === 0) return seen;
    await meet();
    for (const part of seen)
      await queryRows(tx, sql`update installments set ${column} = now() where id = ${part.id}`);
    return seen;
  };
