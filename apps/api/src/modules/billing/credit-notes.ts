import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { creditNoteNumber } from '../orders/document-numbers.ts';
import { nextInSeries } from './document-series.ts';

/**
 * Issues the credit note of a refund with the next number of its series (document-series.ts), in the
 * refunding transaction: a rolled-back refund gives its number back.
 */
export async function issueCreditNote(tx: Db, orderId: string, refundId: string): Promise<string> {
  const [issued] = await queryRows<{ year: number; number: number }>(
    tx,
    sql`${nextInSeries('credit_note_series')}
      insert into credit_notes (order_id, refund_id, year, number, issued_at)
      select ${orderId}, ${refundId}, year, last_number, shop_now() from numbered
      returning year, number`,
  );
  if (!issued) throw new Error('credit note not issued');
  return creditNoteNumber(issued.year, issued.number);
}
