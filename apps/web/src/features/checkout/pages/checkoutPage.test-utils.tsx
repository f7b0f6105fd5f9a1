// Shared by the checkout page's tests: a held cart of Jana's, the page opened on it, the two consents.
import type { CartItem, CartResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const session = janaSession();
export const jana = janaAccount();

export const DAY = 86_400_000;
export function item(name: string, over: Partial<CartItem> = {}): CartItem {
  const expireAt = new Date(Date.now() + 14 * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-00000000000${name}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
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

export const cartOf = (items: CartItem[]): CartResponse => ({
  items,
  coupon: null,
  discount: 0,
  totalPrice: items.filter((i) => i.status === 'AWAITING_PAYMENT').reduce((sum, i) => sum + i.price, 0),
  isPushCart: false,
  serverTimestamp: Date.now(),
});

export function openCheckout(items: CartItem[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/cart': { status: 200, body: cartOf(items) },
    'GET /v2/user/my-account': { status: 200, body: jana },
    ...handlers,
  });
  const view = renderPage(<CheckoutPage />, { route: '/checkout', store: makeStore({ session }) });
  return { api, ...view };
}

export async function giveConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Súhlasím so všeobecnými obchodnými podmienkami/));
  await user.click(screen.getByLabelText(/Súhlasím so spracovaním kontaktných údajov/));
}
