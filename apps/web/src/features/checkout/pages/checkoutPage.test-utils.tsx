// Shared by the checkout page's tests: a held cart of Jana's, the page opened on it, the two consents.
import type { CartItem } from '@hokej/contract';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { cartOf, heldSeat } from '../../../shared/testing/cartFixtures.test-utils.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const session = janaSession();
export const jana = janaAccount();

export const DAY = 86_400_000;
/** A held seat of the cart (shared/testing): `item('2')` is seat 2 of row 3 in A12. */
export const item = heldSeat;
export { cartOf };

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
