import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { IssueInvoice } from '../../src/modules/billing/invoices.ts';
import { invoiceNumber } from '../../src/modules/orders/document-numbers.ts';
import type { Meet } from './meet.ts';

// The control run of the invoice numbering race (invoice-numbering-race.test.ts), passed to the shop as
// `ServiceSeams.invoiceNumbers`: the next number is read from the last invoice of the year and written
// later, without the series row's lock, to show that invoices.test.ts's "consecutive numbers, none
// twice" can fail.

/**
 * Reads the year's highest number, meets the other racers that read it (`meet`, helpers/meet.ts), then
 * inserts the invoice with that number plus one: racers that met number their invoices alike.
 */
export const issueInvoiceReadThenWrite =
  (meet: Meet): IssueInvoice =>
  async (tx, orderId) => {
    const [last] = await queryRows<{ year: number; number: number }>(
      tx,
      sql`select extract(year from shop_now() at time zone 'Europe/Bratislava')::int as year,
        coalesce((select max(number) from invoices
          where year = extract(year from shop_now() at time zone 'Europe/Bratislava')::int), 0) as number`,
    );
    if (!last) throw new Error('no year');
    await meet();
    const number = last.number + 1;
    await queryRows(
      tx,
      sql`insert into invoices (order_id, year, number, issued_at) values (${orderId}, ${last.year}, ${number}, shop_now())`,
    );
    return invoiceNumber(last.year, number);
  };
