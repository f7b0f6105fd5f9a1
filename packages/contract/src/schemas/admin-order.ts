import { type Static, Type } from '@sinclair/typebox';
import { Cents, IsoDateTime, literalUnion, Uuid } from './common.ts';
import { OrderContact, OrderInvoice, OrderItem, OrderStatusSchema, PaymentTypeSchema } from './order.ts';

/** Orders in the back office (issue 6): search, detail, resend tickets, cancel, refund. */

export const AdminOrdersQuery = Type.Object(
  {
    /** An e-mail, a name, an order id, an order number (= variable symbol) or a ticket serial. */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Hľadaný výraz' })),
    status: Type.Optional(OrderStatusSchema),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

export const AdminOrderParams = Type.Object({ id: Uuid });

export const AdminOrderSummary = Type.Object({
  id: Uuid,
  orderNumber: Type.String(),
  status: OrderStatusSchema,
  paymentType: PaymentTypeSchema,
  totalPrice: Cents,
  createdAt: IsoDateTime,
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  contact: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  ticketCount: Type.Integer(),
  /** A payment came for an order whose seats were gone: the club owes the money back. */
  refundDue: Type.Boolean(),
});
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;

export const AdminOrdersPage = Type.Object({
  data: Type.Array(AdminOrderSummary),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
  totalResults: Type.Integer(),
});
export type AdminOrdersPage = Static<typeof AdminOrdersPage>;

export const AdminOrderPayment = Type.Object({
  id: Uuid,
  provider: Type.String(),
  amount: Cents,
  status: literalUnion(['PENDING', 'APPROVED', 'DECLINED', 'ABANDONED'] as const),
  createdAt: IsoDateTime,
  settledAt: Type.Union([IsoDateTime, Type.Null()]),
});

export const AdminOrderBankPayment = Type.Object({
  entryReference: Type.String(),
  amount: Cents,
  bookingDate: Type.String(),
  counterparty: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.String(),
});

export const REFUND_METHODS = ['CARD', 'BANK_TRANSFER', 'NONE'] as const;
export const AdminOrderRefund = Type.Object({
  id: Uuid,
  amount: Cents,
  /** CARD: returned through the gateway; BANK_TRANSFER: to be sent to the payer's account; NONE: nothing was paid. */
  method: literalUnion(REFUND_METHODS),
  status: literalUnion(['COMPLETED', 'TO_BE_SENT'] as const),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
  creditNoteNumber: Type.Union([Type.String(), Type.Null()]),
});
export type AdminOrderRefund = Static<typeof AdminOrderRefund>;

export const AdminOrderEmail = Type.Object({
  id: Uuid,
  recipient: Type.String(),
  subject: Type.String(),
  attachments: Type.Array(Type.String()),
  createdAt: IsoDateTime,
  deliveredAt: Type.Union([IsoDateTime, Type.Null()]),
  failedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type AdminOrderEmail = Static<typeof AdminOrderEmail>;

export const AdminOrderItem = Type.Object({
  ...OrderItem.properties,
  /** When the ticket passed the gate (null: not yet, or no ticket). */
  checkedInAt: Type.Union([IsoDateTime, Type.Null()]),
});

export const AdminOrderDetail = Type.Object({
  id: Uuid,
  orderNumber: Type.String(),
  status: OrderStatusSchema,
  paymentType: PaymentTypeSchema,
  totalPrice: Cents,
  discount: Cents,
  couponCode: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  cancelledAt: Type.Union([IsoDateTime, Type.Null()]),
  refundedAt: Type.Union([IsoDateTime, Type.Null()]),
  refundDue: Type.Boolean(),
  contact: OrderContact,
  invoice: Type.Union([OrderInvoice, Type.Null()]),
  /** The shop account that placed it (null for a push-link order). */
  account: Type.Union([Type.Object({ id: Uuid, email: Type.String() }), Type.Null()]),
  items: Type.Array(AdminOrderItem),
  payments: Type.Array(AdminOrderPayment),
  bankPayments: Type.Array(AdminOrderBankPayment),
  invoiceNumber: Type.Union([Type.String(), Type.Null()]),
  refunds: Type.Array(AdminOrderRefund),
  emails: Type.Array(AdminOrderEmail),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

export const RefundOrderBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500, title: 'Dôvod vrátenia' })) },
  { additionalProperties: false },
);
export type RefundOrderBody = Static<typeof RefundOrderBody>;
