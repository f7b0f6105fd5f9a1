import { type Static, Type } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../enums.ts';
import {
  Cents,
  IsoDateTime,
  literalUnion,
  PriceTypeSchema,
  SeatRef,
  SetupTypeSchema,
  Uuid,
} from './common.ts';
import { PushId } from './push-id.ts';

/** Installments of a season ticket and the invoice push links that pay them (issue 4). */

export const INSTALLMENT_STATES = ['UNPAID', 'PAID'] as const;
export type InstallmentState = (typeof INSTALLMENT_STATES)[number];

/** One part of an order's installment plan. */
export const Installment = Type.Object({
  partNo: Type.Integer({ minimum: 1 }),
  amount: Cents,
  dueDate: IsoDateTime,
  state: literalUnion(INSTALLMENT_STATES),
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Unpaid and more than INSTALLMENT_GRACE_DAYS past its due date: the season ticket is blocked at the gate. */
  overdue: Type.Boolean(),
});
export type Installment = Static<typeof Installment>;

/**
 * How far an installment order is paid (issue 20): parts paid, of how many, the next unpaid part's due
 * date (null once all are paid). Null on an order without a plan.
 */
export const InstallmentProgress = Type.Union([
  Type.Object({
    paid: Type.Integer({ minimum: 0 }),
    parts: Type.Integer({ minimum: 1 }),
    nextDueDate: Type.Union([IsoDateTime, Type.Null()]),
  }),
  Type.Null(),
]);
export type InstallmentProgress = Static<typeof InstallmentProgress>;

/** `/v2/invoice/push/{id}`: the link's secret (same format as a push cart's). */
export const InvoicePushParams = Type.Object({ id: PushId });

/** The items of an order as a push link shows them: what, where, which ticket type. */
const InvoicePushItems = Type.Array(
  Type.Object({
    setupType: SetupTypeSchema,
    title: Type.String(),
    seat: SeatRef,
    ticketType: PriceTypeSchema,
  }),
);

/** GET /v2/invoice/push/{id} of an installment's link: the part it pays and a summary of its order. */
export const InstallmentInvoicePush = Type.Object({
  kind: Type.Literal('INSTALLMENT'),
  ...Installment.properties,
  parts: Type.Integer({ minimum: 1 }),
  order: Type.Object({
    orderNumber: Type.String(),
    totalPrice: Cents,
    items: InvoicePushItems,
  }),
  /** Until when this link opens the part. */
  linkExpiresAt: IsoDateTime,
});
export type InstallmentInvoicePush = Static<typeof InstallmentInvoicePush>;

/**
 * GET /v2/invoice/push/{id} of an unpaid order's link (a bank-transfer order paid by card instead):
 * that order only — its items, total, payment deadline and state.
 */
export const OrderInvoicePush = Type.Object({
  kind: Type.Literal('ORDER'),
  orderId: Uuid,
  orderNumber: Type.String(),
  status: literalUnion(ORDER_STATUSES),
  totalPrice: Cents,
  /** The order's payment deadline: unpaid by then, it is cancelled and its seats freed. */
  dueDate: IsoDateTime,
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  items: InvoicePushItems,
  /** Until when this link opens the order (the payment deadline). */
  linkExpiresAt: IsoDateTime,
});
export type OrderInvoicePush = Static<typeof OrderInvoicePush>;

/** GET /v2/invoice/push/{id}: what the link pays, without login; `kind` tells which. */
export const InvoicePush = Type.Union([InstallmentInvoicePush, OrderInvoicePush]);
export type InvoicePush = Static<typeof InvoicePush>;

/** POST /v2/orders/{id}/installments/{partNo}/link: a fresh invoice push link for the order's owner. */
export const InstallmentLinkParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  partNo: Type.Integer({ minimum: 1, maximum: 12 }),
});
/** POST /v2/admin/orders/{id}/installments/{partNo}/revoke-links (ADMIN): the part's open links stop working. */
export const InvoiceLinksRevoked = Type.Object({
  orderId: Type.String({ format: 'uuid' }),
  partNo: Type.Integer(),
  /** Links that were still open and are revoked now. */
  revoked: Type.Integer({ minimum: 0 }),
});
export type InvoiceLinksRevoked = Static<typeof InvoiceLinksRevoked>;

export const InstallmentLink = Type.Object({ pushId: PushId, url: Type.String(), expiresAt: IsoDateTime });
export type InstallmentLink = Static<typeof InstallmentLink>;

/** POST /v2/admin/orders/{id}/payment-link (ADMIN, CASHIER): a fresh card-payment link to an unpaid order, e-mailed. */
export const OrderPaymentLinkSent = Type.Object({
  orderId: Uuid,
  url: Type.String(),
  expiresAt: IsoDateTime,
  /** The customer's address the link went to. */
  sentTo: Type.String(),
});
export type OrderPaymentLinkSent = Static<typeof OrderPaymentLinkSent>;

/** POST /v2/admin/orders/{id}/payment-link/revoke (ADMIN, CASHIER): the order's open links stop working. */
export const OrderPaymentLinksRevoked = Type.Object({
  orderId: Uuid,
  revoked: Type.Integer({ minimum: 0 }),
});
export type OrderPaymentLinksRevoked = Static<typeof OrderPaymentLinksRevoked>;
