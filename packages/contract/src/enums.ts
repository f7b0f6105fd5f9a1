/** Seat states (`buyState`) on the wire and in the database. */
export const BUY_STATES = ['ACTIVE', 'DISABLED', 'RESERVED', 'BOOKED', 'SOLD'] as const;
export type BuyState = (typeof BUY_STATES)[number];

/** An accessible place: for a wheelchair, or the seat of its companion beside it. */
export const SEAT_ACCESSIBILITY = ['WHEELCHAIR', 'COMPANION'] as const;
export type SeatAccessibility = (typeof SEAT_ACCESSIBILITY)[number];

export const SETUP_TYPES = ['EVENT', 'SEASON'] as const;
export type SetupType = (typeof SETUP_TYPES)[number];

export const TICKET_TYPES = ['ADULT', 'CHILD'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const SEASON_CATEGORIES = [
  'GOLD',
  'SILVER',
  'PRODUCT',
  'CLASSIC',
  'KIDS',
  'STUDENT',
  'B2B',
  'ZTP',
] as const;
export type SeasonCategory = (typeof SEASON_CATEGORIES)[number];

export const CART_ITEM_STATUSES = ['AWAITING_PAYMENT', 'CANCELLED'] as const;
export type CartItemStatus = (typeof CART_ITEM_STATUSES)[number];

export const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ROLES = ['USER', 'ADMIN', 'CASHIER', 'B2B'] as const;
export type Role = (typeof ROLES)[number];

export const PAYMENT_TYPES = ['CARD', 'BANK_TRANSFER', 'INSTALLMENTS'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A coupon takes a percentage (1–100) or a fixed amount in cents off the order. */
export const COUPON_KINDS = ['PERCENT', 'FIXED'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
