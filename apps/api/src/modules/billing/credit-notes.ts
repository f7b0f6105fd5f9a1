import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { creditNoteNumber } from '../orders/document-numbers.ts';

/**
 * Issues the credit note of a refund with the next number of the year (Bratislava calendar), in the
 * refunding transaction: the series row stays locked until it ends, so the series has no gaps and a
 * rolled-back refund gives its number back (the invoices' rule, invoices.ts).
 */
export async function issueCreditNote(tx: Db, orderId: string, refundId: string): Promise<string> {
  const [issued] = await queryRows<{ year: number; number: number }>(
    tx,
    sql`with year as (
        select extract(year from shop_now() at time zone 'Europe/Bratislava')::int as y
      ), numbered as (
        insert into credit_note_series (year, last_number) select y, 1 from year
        on conflict (year) do update set last_number = credit_note_series.last_number + 1
        returning year, last_number
      )
      insert into credit_notes (order_id, refund_id, year, number, issued_at)
      select ${orderId}, ${refundId}, year, last_number, shop_now() from numbered
      returning year, number`,
  );
  if (!issued) throw new Error('credit note not issued');
  return creditNoteNumber(issued.year, issued.number);
}
