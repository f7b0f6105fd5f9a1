import { type Static, Type } from '@sinclair/typebox';
import { Cents, IsoDateTime, Uuid } from './common.ts';
import { PaymentTypeSchema } from './order.ts';

/** My invoices (GET /v2/invoices): the user's invoices, newest first, paged from index 1. */
export const MyInvoicesQuery = Type.Object(
  {
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type MyInvoicesQuery = Static<typeof MyInvoicesQuery>;

export const MyInvoice = Type.Object({
  /** The invoice's number as printed on it: the year and a gap-free series (`2026000042`). */
  number: Type.String(),
  issuedAt: IsoDateTime,
  orderId: Uuid,
  orderNumber: Type.String(),
  /** What was paid, VAT included, in cents. */
  total: Cents,
  paymentType: PaymentTypeSchema,
});
export type MyInvoice = Static<typeof MyInvoice>;

export const MyInvoicesResponse = Type.Object({
  data: Type.Array(MyInvoice),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
  totalResults: Type.Integer(),
});
export type MyInvoicesResponse = Static<typeof MyInvoicesResponse>;
