import { type Static, Type } from '@sinclair/typebox';
import { ORDER_STATUSES, PAYMENT_TYPES } from '../enums.ts';
import { Address, CompanyIds, FirstName, LastName, PhoneNumber } from './account.ts';
import { Cents, IsoDateTime, literalUnion, ServerTimestamp, seatLineFields, Uuid } from './common.ts';
import { Installment, InstallmentProgress } from './installment.ts';
import { PushId } from './push-id.ts';
import { Email } from './user.ts';

/** Checkout, orders and payments (issue 4). */

export const PaymentTypeSchema = literalUnion(PAYMENT_TYPES, { title: 'Spôsob platby' });
export const OrderStatusSchema = literalUnion(ORDER_STATUSES);

/** Who the order is for: where the confirmation and tickets go. */
export const OrderContact = Type.Object(
  { firstName: FirstName, lastName: LastName, email: Email, phoneNumber: PhoneNumber },
  { additionalProperties: false },
);
export type OrderContact = Static<typeof OrderContact>;

/** Invoice data of an order (a company when address.companyName is given). */
export const OrderInvoice = Type.Object({ address: Address, ...CompanyIds }, { additionalProperties: false });
export type OrderInvoice = Static<typeof OrderInvoice>;

/** Who sits on one seat (spec "ticket contact"); kept 2 weeks after the match, then deleted. */
export const TicketContact = Type.Object(
  { itemId: Uuid, firstName: FirstName, lastName: LastName, phoneNumber: PhoneNumber },
  { additionalProperties: false },
);
export type TicketContact = Static<typeof TicketContact>;

/** POST /v2/cart/pay: the held cart becomes an order waiting for its payment. */
export const PayCartBody = Type.Object(
  {
    paymentType: PaymentTypeSchema,
    contact: OrderContact,
    invoice: Type.Optional(OrderInvoice),
    /** A contact per cart item (by its id); items without one are the order contact's. */
    ticketContacts: Type.Optional(Type.Array(TicketContact, { maxItems: 5 })),
    termsAgreed: Type.Boolean({ title: 'Súhlas s obchodnými podmienkami' }),
    contactConsent: Type.Boolean({ title: 'Súhlas so spracovaním kontaktných údajov' }),
  },
  { additionalProperties: false },
);
export type PayCartBody = Static<typeof PayCartBody>;

export const PayAnswer = Type.Object({
  orderId: Uuid,
  /** Where the browser goes next: the payment gateway for a card, the order page for a transfer. */
  redirectUrl: Type.String(),
});
export type PayAnswer = Static<typeof PayAnswer>;

export const BankTransfer = Type.Object({
  iban: Type.String(),
  beneficiary: Type.String(),
  variableSymbol: Type.String(),
  amount: Cents,
  dueDate: IsoDateTime,
  /** The PAY by square string for the QR code every Slovak banking app reads. */
  payBySquare: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;

export const OrderItem = Type.Object({
  ...seatLineFields,
  /** Who sits there (null when the order contact does, or after the 2-week retention). */
  holder: Type.Union([
    Type.Object({ firstName: Type.String(), lastName: Type.String(), phoneNumber: Type.String() }),
    Type.Null(),
  ]),
  /** The ticket's serial number once the order is paid. */
  ticketSerial: Type.Union([Type.String(), Type.Null()]),
  /**
   * A match ticket the fan gave to a friend (an accepted transfer, issue 22): a new ticket replaced it, so
   * its PDF and wallet passes are no longer offered (TICKET_TRANSFERRED). Left out by older answers.
   */
  transferred: Type.Optional(Type.Boolean()),
  /** A season ticket's season end (its line shows the season's dates, not one match's time). */
  endsAt: Type.Optional(IsoDateTime),
});
export type OrderItem = Static<typeof OrderItem>;

export const Order = Type.Object({
  id: Uuid,
  orderNumber: Type.String(),
  status: OrderStatusSchema,
  paymentType: PaymentTypeSchema,
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  /** What was paid (or is to be paid): the items less the discount. */
  totalPrice: Cents,
  /** What the coupon took off, in cents (0 without one). */
  discount: Cents,
  couponCode: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(OrderItem),
  bankTransfer: Type.Union([BankTransfer, Type.Null()]),
  /** The installment plan (paymentType INSTALLMENTS), part 1 first; empty for other orders. */
  installments: Type.Array(Installment),
  /** The plan's progress in one line: "Zaplatená 1. splátka z 3, ďalšia do …" (null without a plan). */
  installmentProgress: InstallmentProgress,
  /** When the club refunded the order (status REFUNDED), and the number of its credit note to download. */
  refundedAt: Type.Union([IsoDateTime, Type.Null()]),
  creditNoteNumber: Type.Union([Type.String(), Type.Null()]),
});
export type Order = Static<typeof Order>;

export const OrdersQuery = Type.Object(
  {
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type OrdersQuery = Static<typeof OrdersQuery>;

export const OrdersResponse = Type.Object({
  data: Type.Array(Order),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
  totalResults: Type.Integer(),
  serverTimestamp: ServerTimestamp,
});
export type OrdersResponse = Static<typeof OrdersResponse>;

export const CheckPaymentQuery = Type.Object(
  {
    orderId: Uuid,
    /** The push link's secret: a push order's status is checked with it instead of a login. */
    pushId: Type.Optional(PushId),
  },
  { additionalProperties: false },
);

export const PaymentCheck = Type.Object({
  orderId: Uuid,
  status: OrderStatusSchema,
  /** The newest payment attempt: PENDING, APPROVED, DECLINED or ABANDONED; null when none was made. */
  paymentStatus: Type.Union([
    literalUnion(['PENDING', 'APPROVED', 'DECLINED', 'ABANDONED'] as const),
    Type.Null(),
  ]),
  /** Money came after the order was cancelled: no tickets, the club returns it (the payer was e-mailed). */
  refundDue: Type.Boolean(),
});
export type PaymentCheck = Static<typeof PaymentCheck>;
