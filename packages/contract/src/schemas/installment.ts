import { type Static, Type } from '@sinclair/typebox';
import { Cents, IsoDateTime, literalUnion, PriceTypeSchema, SeatRef, SetupTypeSchema } from './common.ts';
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

/** `/v2/invoice/push/{id}`: the link's secret (same format as a push cart's). */
export const InvoicePushParams = Type.Object({ id: PushId });

/** GET /v2/invoice/push/{id}: the part the link pays and a summary of its order, without login. */
export const InvoicePush = Type.Object({
  ...Installment.properties,
  parts: Type.Integer({ minimum: 1 }),
  order: Type.Object({
    orderNumber: Type.String(),
    totalPrice: Cents,
    items: Type.Array(
      Type.Object({
        setupType: SetupTypeSchema,
        title: Type.String(),
        seat: SeatRef,
        ticketType: PriceTypeSchema,
      }),
    ),
  }),
  /** Until when this link opens the part. */
  linkExpiresAt: IsoDateTime,
});
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
