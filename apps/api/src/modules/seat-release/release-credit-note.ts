import { orderFileName } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { formatDateTime } from '../documents/document-format.ts';
import { refundCreditNotePdf } from '../my-orders/invoice-print.ts';
import { creditNoteNumberSql } from '../orders/document-numbers.ts';
import { findOrder } from '../orders/order-repository.ts';

type SoldRelease = {
  seasonOrderId: string;
  buyerId: string | null;
  refundId: string;
  amount: number;
  sharePercent: number;
  creditNoteNumber: string;
  matchTitle: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
};

/** The release's credit note as a file: its PDF and its name in the season order's language. */
export type CreditNoteFile = { pdf: Buffer; fileName: string };

/**
 * The credit note of a released seat that sold (issue 21): the share credited to the holder, on the
 * season ticket's order, one line under the note's number (dobropis-D2026000007.pdf). Found by the
 * release's id (back office) or by the season item and match (the holder, whose order it must be).
 */
export async function releaseCreditNote(
  db: Db,
  by: { releaseId: string } | { itemId: string; matchId: string; userId: string },
): Promise<CreditNoteFile> {
  const where =
    'releaseId' in by
      ? sql`r.id = ${by.releaseId}`
      : sql`r.season_item_id = ${by.itemId} and r.match_id = ${by.matchId}`;
  const [release] = await queryRows<SoldRelease>(
    db,
    sql`select o.id as "seasonOrderId", o.user_id as "buyerId", r.refund_id as "refundId", r.amount,
        r.share_percent as "sharePercent", ${creditNoteNumberSql('cn')} as "creditNoteNumber",
        m.title as "matchTitle", m.starts_at as "startsAt", ss.sector, ss.row, ss.name
      from seat_releases r join credit_notes cn on cn.refund_id = r.refund_id
        join order_items oi on oi.id = r.season_item_id join orders o on o.id = oi.order_id
        join setups m on m.id = r.match_id join setup_seats ss on ss.id = r.setup_seat_id
      where r.state = 'SOLD' and ${where}`,
  );
  if (!release || ('userId' in by && release.buyerId !== by.userId)) fail('CREDIT_NOTE_NOT_FOUND');
  const order = await findOrder(db, release.seasonOrderId);
  if (!order) fail('CREDIT_NOTE_NOT_FOUND');
  const pdf = await refundCreditNotePdf(db, order, release.refundId, {
    amount: release.amount,
    describe: (t, language) =>
      t.creditNote.releaseLine(
        release.matchTitle,
        formatDateTime(new Date(release.startsAt), language),
        release.sector,
        release.row,
        release.name,
        release.sharePercent,
      ),
  });
  return { pdf, fileName: orderFileName('creditNote', release.creditNoteNumber, order.language) };
}
