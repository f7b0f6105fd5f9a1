// A held cart for the web's tests: one seat of a match ten days ahead, held for 14 more minutes.
import type { CartItem, CartResponse } from '@hokej/contract';

/** Seat `name` of row 3 in A12, an adult's for 18 €, held now (its id ends in `name`); `over` changes any field. */
export function heldSeat(name = '1', over: Partial<CartItem> = {}): CartItem {
  const expireAt = new Date(Date.now() + 14 * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-00000000000${name}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    seat: { sector: 'A12', row: '3', name },
    ticketType: 'ADULT',
    price: 1800,
    plasticCard: false,
    status: 'AWAITING_PAYMENT',
    expireAt,
    ticket: { expiration: expireAt },
    ...over,
  };
}

/** The cart of `items`, without a coupon, costing what its held items cost; `over` changes any field. */
export const cartOf = (items: CartItem[], over: Partial<CartResponse> = {}): CartResponse => ({
  items,
  coupon: null,
  discount: 0,
  totalPrice: items.filter((i) => i.status === 'AWAITING_PAYMENT').reduce((sum, i) => sum + i.price, 0),
  isPushCart: false,
  serverTimestamp: Date.now(),
  ...over,
});
