import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { invoiceNumber } from '../orders/document-numbers.ts';

/**
 * Issues the order's invoice with the next number of the year (Bratislava calendar). The series row
 * stays locked until the paying transaction ends, so concurrent payments take consecutive numbers
 * and a rolled-back payment gives its number back: no gaps, no duplicates.
 */
export async function issueInvoice(tx: Db, orderId: string): Promise<string> {
  const [issued] = await queryRows<{ year: number; number: number }>(
    tx,
    sql`with year as (
        select extract(year from shop_now() at time zone 'Europe/Bratislava')::int as y
      ), numbered as (
        insert into invoice_series (year, last_number) select y, 1 from year
        on conflict (year) do update set last_number = invoice_series.last_number + 1
        returning year, last_number
      )
      insert into invoices (order_id, year, number, issued_at)
      select ${orderId}, year, last_number, shop_now() from numbered
      returning year, number`,
  );
  if (!issued) throw new Error('invoice not issued');
  return invoiceNumber(issued.year, issued.number);
}

/** How an invoice gets its number (a race test's control run passes another, ServiceSeams.invoiceNumbers). */
export type IssueInvoice = typeof issueInvoice;
