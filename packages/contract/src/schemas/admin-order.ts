import { type Static, Type } from '@sinclair/typebox';
import { Cents, IsoDateTime, literalUnion, Uuid } from './common.ts';
import { InstallmentProgress } from './installment.ts';
import { OrderContact, OrderInvoice, OrderItem, OrderStatusSchema, PaymentTypeSchema } from './order.ts';

/** Orders in the back office (issue 6): search, detail, resend tickets, cancel, refund. */

export const ADMIN_REFUND_FILTERS = ['TO_BE_SENT', 'DUE'] as const;
export type AdminRefundFilter = (typeof ADMIN_REFUND_FILTERS)[number];

export const AdminOrdersQuery = Type.Object(
  {
    /** An e-mail, a name, an order id, an order number (= variable symbol) or a ticket serial. */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Hľadaný výraz' })),
    status: Type.Optional(OrderStatusSchema),
    /** TO_BE_SENT: a bank-transfer refund the club still has to send; DUE: a late payment to give back. */
    refund: Type.Optional(literalUnion(ADMIN_REFUND_FILTERS, { title: 'Vrátenie peňazí' })),
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
  /** A bank-transfer refund of the order waits for the club to send it. */
  refundToSend: Type.Boolean(),
  installmentProgress: InstallmentProgress,
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
export const REFUND_STATUSES = ['COMPLETED', 'TO_BE_SENT', 'SENT'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const AdminOrderRefund = Type.Object({
  id: Uuid,
  amount: Cents,
  /** CARD: returned through the gateway; BANK_TRANSFER: to be sent to the payer's account; NONE: nothing was paid. */
  method: literalUnion(REFUND_METHODS),
  /** TO_BE_SENT: a transfer the club still has to send; SENT: the club marked it sent. */
  status: literalUnion(REFUND_STATUSES),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
  creditNoteNumber: Type.Union([Type.String(), Type.Null()]),
  /** A payment that came after the order was cancelled, given back (no seats, no credit note). */
  latePayment: Type.Boolean(),
  /** The day the club's bank sent the transfer, with the note or bank reference, as marked. */
  sent: Type.Union([
    Type.Object({
      on: Type.String({ format: 'date' }),
      note: Type.Union([Type.String(), Type.Null()]),
      at: IsoDateTime,
      by: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
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
  /** Card-payment links of the unpaid order that still open it (not revoked, not expired). */
  openPaymentLinks: Type.Integer({ minimum: 0 }),
  installmentProgress: InstallmentProgress,
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

export const RefundOrderBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500, title: 'Dôvod vrátenia' })) },
  { additionalProperties: false },
);
export type RefundOrderBody = Static<typeof RefundOrderBody>;

export const AdminRefundParams = Type.Object({ id: Uuid, refundId: Uuid });

/** The club marks a bank-transfer refund sent: the day its bank sent it and an optional note or reference. */
export const MarkRefundSentBody = Type.Object(
  {
    sentOn: Type.String({ format: 'date', title: 'Dátum odoslania' }),
    note: Type.Optional(Type.String({ maxLength: 200, title: 'Poznámka alebo referencia banky' })),
  },
  { additionalProperties: false },
);
export type MarkRefundSentBody = Static<typeof MarkRefundSentBody>;
