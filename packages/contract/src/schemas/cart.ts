import { type Static, Type } from '@sinclair/typebox';
import { CART_ITEM_STATUSES, COUPON_KINDS } from '../enums.ts';
import { MAX_SEATS_PER_MATCH, patterns } from '../limits.ts';
import {
  Cents,
  IsoDateTime,
  literalUnion,
  PriceTypeSchema,
  SeatRef,
  SectorName,
  ServerTimestamp,
  SetupTypeSchema,
  seatLineFields,
  Uuid,
} from './common.ts';

/**
 * One chosen seat. `seenEventId`: the last event id the page's live seat stream brought (optional); a
 * server that has not heard that far yet asks the database instead of refusing the seat from memory.
 */
export const AddSeatBody = Type.Object(
  {
    type: Type.Literal('ADD_SEAT'),
    setupType: SetupTypeSchema,
    uuid: Uuid,
    seat: SeatRef,
    seenEventId: Type.Optional(
      Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, title: 'Posledná videná zmena' }),
    ),
  },
  { additionalProperties: false },
);
export type AddSeatBody = Static<typeof AddSeatBody>;

/**
 * The best `count` seats side by side in one row of a match or a season (closest to the centre of the
 * ice, then to the front), within `sector` if given, of the price band `priceBand` (a sector's adult
 * price, or CLASSIC season ticket price, in cents, as the arena read lists its bands) if given, and only
 * wheelchair or companion places with `accessible`. A season's seats are free in every match of it.
 */
export const AddBestSeatsBody = Type.Object(
  {
    type: Type.Literal('ADD_BEST_SEATS'),
    setupType: SetupTypeSchema,
    uuid: Uuid,
    count: Type.Integer({ minimum: 1, maximum: MAX_SEATS_PER_MATCH, title: 'Počet miest' }),
    sector: Type.Optional(SectorName),
    priceBand: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, title: 'Cenové pásmo' })),
    accessible: Type.Optional(Type.Boolean({ title: 'Miesta pre vozíčkárov' })),
  },
  { additionalProperties: false },
);
export type AddBestSeatsBody = Static<typeof AddBestSeatsBody>;

/** What POST /v2/cart takes: one chosen seat, or the best seats together. */
export const CartAddBody = Type.Union([AddSeatBody, AddBestSeatsBody]);
export type CartAddBody = Static<typeof CartAddBody>;

export const RemoveItemBody = Type.Object(
  { type: Type.Literal('REMOVE_ITEM'), itemId: Uuid },
  { additionalProperties: false },
);
/** Changes a line: its ticket type or season category, and for a season ticket the plastic card. */
export const UpdateItemBody = Type.Object(
  {
    type: Type.Literal('UPDATE_ITEM'),
    itemId: Uuid,
    ticketType: Type.Optional(PriceTypeSchema),
    plasticCard: Type.Optional(Type.Boolean({ title: 'Plastová karta' })),
  },
  { additionalProperties: false, minProperties: 3 },
);
/** A coupon code as the fan types it; matched case-insensitively. */
export const CouponCode = Type.String({
  title: 'Zľavový kód',
  minLength: 1,
  maxLength: 32,
  pattern: patterns.code,
});
export const AddCouponBody = Type.Object(
  { type: Type.Literal('ADD_COUPON'), code: CouponCode },
  { additionalProperties: false },
);
export const RemoveCouponBody = Type.Object(
  { type: Type.Literal('REMOVE_COUPON') },
  { additionalProperties: false },
);
export const CartUpdateBody = Type.Union([RemoveItemBody, UpdateItemBody, AddCouponBody, RemoveCouponBody]);
export type CartUpdateBody = Static<typeof CartUpdateBody>;

export const CartItem = Type.Object({
  ...seatLineFields,
  status: literalUnion(CART_ITEM_STATUSES),
  expireAt: IsoDateTime,
  ticket: Type.Object({ expiration: IsoDateTime }),
});
export type CartItem = Static<typeof CartItem>;

/** The coupon applied to the cart; `valid` is false once it has lapsed, is used up or fits no match in the cart. */
export const CartCoupon = Type.Object({
  code: Type.String(),
  kind: literalUnion(COUPON_KINDS),
  /** Percent (1–100) for PERCENT, cents for FIXED. */
  value: Type.Integer({ minimum: 1 }),
  valid: Type.Boolean(),
});
export type CartCoupon = Static<typeof CartCoupon>;

export const CartResponse = Type.Object({
  items: Type.Array(CartItem),
  coupon: Type.Union([CartCoupon, Type.Null()]),
  /** What the coupon takes off the live items, in cents (0 without a valid coupon). */
  discount: Cents,
  /** The live items' prices less the discount, never below 0. */
  totalPrice: Cents,
  isPushCart: Type.Boolean(),
  serverTimestamp: ServerTimestamp,
});
export type CartResponse = Static<typeof CartResponse>;
