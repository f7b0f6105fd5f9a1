import type { MarkRefundSentBody } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';

type RefundRow = {
  method: string;
  status: string;
  /** The refund's day and today on the club's clock (Europe/Bratislava), YYYY-MM-DD. */
  createdOn: string;
  today: string;
};

/**
 * Marks a bank-transfer refund of the order as sent by the club's bank, once: the day it was sent
 * (not in the future, not before the refund was recorded) and an optional note or bank reference,
 * with who marked it, audited in the same transaction. A refusal changes nothing.
 */
export async function markRefundSent(
  db: Db,
  actorId: string,
  orderId: string,
  refundId: string,
  body: MarkRefundSentBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await queryRows<RefundRow>(
      tx,
      sql`select method, status,
          to_char((created_at at time zone 'Europe/Bratislava')::date, 'YYYY-MM-DD') as "createdOn",
          to_char((shop_now() at time zone 'Europe/Bratislava')::date, 'YYYY-MM-DD') as today
        from refunds where id = ${refundId} and order_id = ${orderId} for update`,
    );
    if (!refund) fail('REFUND_NOT_FOUND');
    if (refund.status === 'SENT') fail('REFUND_ALREADY_SENT');
    if (refund.method !== 'BANK_TRANSFER' || refund.status !== 'TO_BE_SENT') fail('REFUND_NOT_TO_BE_SENT');
    if (body.sentOn > refund.today || body.sentOn < refund.createdOn) fail('REFUND_SENT_DATE_INVALID');
    const note = body.note?.trim() || null;
    await queryRows(
      tx,
      sql`update refunds set status = 'SENT', sent_on = ${body.sentOn}::date, sent_note = ${note},
          sent_by = ${actorId}, sent_at = now()
        where id = ${refundId}`,
    );
    await recordAudit(tx, {
      actorId,
      action: 'REFUND_MARK_SENT',
      entity: 'ORDER',
      entityId: orderId,
      before: { refundId, status: 'TO_BE_SENT' },
      after: { refundId, status: 'SENT', sentOn: body.sentOn, note },
    });
  });
}
