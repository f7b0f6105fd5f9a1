import type { MyInvoicesQuery, MyInvoicesResponse, PaymentType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { invoiceNumber } from './document-numbers.ts';

type InvoiceRow = {
  year: number;
  number: number;
  issuedAt: Date | string;
  orderId: string;
  orderNumber: number;
  total: number;
  paymentType: PaymentType;
  count: number;
};

/** My invoices: every invoice issued for the user's orders, newest first (the PDF is the order's invoice). */
export function createMyInvoices(db: Db) {
  return {
    async list(userId: string, { pageSize, pageIndex }: MyInvoicesQuery): Promise<MyInvoicesResponse> {
      const rows = await queryRows<InvoiceRow>(
        db,
        sql`select i.year, i.number, i.issued_at as "issuedAt", o.id as "orderId",
            o.order_number as "orderNumber", o.total_price as total, o.payment_type as "paymentType",
            count(*) over ()::int as count
          from invoices i join orders o on o.id = i.order_id
          where o.user_id = ${userId}
          order by i.issued_at desc, i.year desc, i.number desc
          limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`,
      );
      let totalResults = rows[0]?.count ?? 0;
      if (rows.length === 0 && pageIndex > 1) {
        const [all] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id
            where o.user_id = ${userId}`,
        );
        totalResults = all?.n ?? 0;
      }
      return {
        data: rows.map((row) => ({
          number: invoiceNumber(row.year, row.number),
          issuedAt: new Date(row.issuedAt).toISOString(),
          orderId: row.orderId,
          orderNumber: String(row.orderNumber),
          total: row.total,
          paymentType: row.paymentType,
        })),
        pageIndex,
        pageSize,
        totalResults,
      };
    },
  };
}
export type MyInvoices = ReturnType<typeof createMyInvoices>;
