import { type Static, Type } from '@sinclair/typebox';
import { CouponKindSchema, CouponValue } from './admin-coupon.ts';
import { CartItem, CartResponse } from './cart.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { OrderContact } from './order.ts';
import { PushId } from './push-id.ts';

/** Push carts: the club prepares a cart and sends its link; the customer pays without an account. */

/** Hours a push link stays valid unless the club says otherwise, and the longest it may. */
export const PUSH_CART_DEFAULT_HOURS = 48;
export const PUSH_CART_MAX_HOURS = 7 * 24;

/** POST /v2/admin/push-carts: the caller's live cart items move into a new push cart. */
export const CreatePushCartBody = Type.Object(
  {
    /** Prefills the customer's contact on the push checkout. */
    contact: Type.Optional(OrderContact),
    validHours: Type.Optional(
      Type.Integer({ title: 'Platnosť odkazu (hodiny)', minimum: 1, maximum: PUSH_CART_MAX_HOURS }),
    ),
    /** E-mail the link to the contact's address (the contact is then required). */
    sendEmail: Type.Optional(Type.Boolean({ title: 'Poslať odkaz e-mailom' })),
    /**
     * The price the club agreed with the customer, as a discount off the whole cart (PERCENT 1–100 or
     * FIXED cents): a one-use coupon that only this push cart can use, in place of the cart's coupon.
     */
    discount: Type.Optional(
      Type.Object({ kind: CouponKindSchema, value: CouponValue }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type CreatePushCartBody = Static<typeof CreatePushCartBody>;

export const PushCartCreated = Type.Object({
  /** The push cart's id (not secret): the club revokes the link by it. */
  id: Uuid,
  /** The link's secret; shown once, the shop keeps only its SHA-256. */
  pushId: PushId,
  /** The page to send the customer: `{PUBLIC_URL}/checkout/push/{pushId}`. */
  url: Type.String(),
  expiresAt: IsoDateTime,
  items: Type.Array(CartItem),
});
export type PushCartCreated = Static<typeof PushCartCreated>;

export const PushCartParams = Type.Object({ id: PushId });
export const PushCartAdminParams = Type.Object({ id: Uuid });

/** GET/PUT /v2/cart/push/{id}: the cart (isPushCart true), the prefilled contact and when the link lapses. */
export const PushCartResponse = Type.Object({
  ...CartResponse.properties,
  contact: Type.Union([OrderContact, Type.Null()]),
  expiresAt: IsoDateTime,
});
export type PushCartResponse = Static<typeof PushCartResponse>;

export const PushCartRevoked = Type.Object({
  id: Uuid,
  revokedAt: IsoDateTime,
  /** Seats the push cart held that are free again. */
  releasedSeats: Type.Integer({ minimum: 0 }),
});
export type PushCartRevoked = Static<typeof PushCartRevoked>;

/** Where a push cart stands: its link open, lapsed or revoked, or its order waiting or paid. */
export const PUSH_CART_STATES = [
  'OPEN',
  'EXPIRED',
  'REVOKED',
  'AWAITING_PAYMENT',
  'PAID',
  'CANCELLED',
] as const;
export type PushCartState = (typeof PUSH_CART_STATES)[number];

/** GET /v2/admin/push-carts: the club's push carts, newest first (the link itself is never shown again). */
export const AdminPushCart = Type.Object({
  id: Uuid,
  createdAt: IsoDateTime,
  createdBy: Type.Union([Type.String(), Type.Null()]),
  contact: Type.Union([OrderContact, Type.Null()]),
  expiresAt: IsoDateTime,
  revokedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Seats still in the push cart (0 once it became an order). */
  openItems: Type.Integer(),
  /** Their prices together (cents, before a coupon). */
  openTotal: Type.Integer(),
  order: Type.Union([
    Type.Object({
      id: Uuid,
      orderNumber: Type.Integer(),
      status: Type.String(),
      totalPrice: Type.Integer(),
      items: Type.Integer(),
      paidAt: Type.Union([IsoDateTime, Type.Null()]),
    }),
    Type.Null(),
  ]),
  state: Type.Union(PUSH_CART_STATES.map((s) => Type.Literal(s))),
});
export type AdminPushCart = Static<typeof AdminPushCart>;

export const AdminPushCartList = Type.Object({ data: Type.Array(AdminPushCart) });
export type AdminPushCartList = Static<typeof AdminPushCartList>;
