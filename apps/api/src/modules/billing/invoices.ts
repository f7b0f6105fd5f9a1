import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { invoiceNumber } from '../orders/document-numbers.ts';
import { nextInSeries } from './document-series.ts';

/**
 * Issues the order's invoice with the next number of its series (document-series.ts), in the paying
 * transaction: concurrent payments take consecutive numbers, a rolled-back one gives its number back.
 */
export async function issueInvoice(tx: Db, orderId: string): Promise<string> {
  const [issued] = await queryRows<{ year: number; number: number }>(
    tx,
    sql`${nextInSeries('invoice_series')}
      insert into invoices (order_id, year, number, issued_at)
      select ${orderId}, year, last_number, shop_now() from numbered
      returning year, number`,
  );
  if (!issued) throw new Error('invoice not issued');
  return invoiceNumber(issued.year, issued.number);
}

/** How an invoice gets its number (a race test's control run passes another, ServiceSeams.invoiceNumbers). */
export type IssueInvoice = typeof issueInvoice;
