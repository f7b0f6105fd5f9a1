// @vitest-environment happy-dom
import type { CartItem } from '@hokej/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { cartOf, heldSeat } from '../../../shared/testing/cartFixtures.test-utils.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CartIcon } from './CartIcon.tsx';

const PUSH_UUID = 'a'.repeat(43);

/** The fan's own cart (`items`) behind the icon, rendered at `route`. */
async function iconAt(route: string, items: CartItem[]) {
  const api = mockApi({ 'GET /v2/cart': { status: 200, body: cartOf(items) } });
  const store = makeStore({ session: janaSession() });
  const view = renderPage(<CartIcon />, { route, store });
  // The first read has been answered (an empty cart shows 0 before it, too).
  await vi.waitFor(() => {
    const queries = Object.values(store.getState()[baseApi.reducerPath].queries);
    expect(queries.map((q) => q?.status)).toEqual(['fulfilled']);
  });
  expect(screen.getByTestId('cart-count').textContent).toBe(String(items.length));
  expect(api.callsTo('GET /v2/cart')).toHaveLength(1);
  return { api, ...view };
}

describe('the cart icon', () => {
  it('does nothing on the push checkout page: no navigation and no cart fetch, with seats held or not', async () => {
    for (const items of [[heldSeat()], []]) {
      const route = paths.pushCheckout(PUSH_UUID);
      const { api, store, location } = await iconAt(route, items);
      const cartQuery = () => Object.values(store.getState()[baseApi.reducerPath].queries)[0];
      const read = cartQuery()?.requestId;
      await userEvent.setup().click(screen.getByTestId('cart-icon'));
      // A navigation happens in the click and a refetch starts in it (its request id and "pending" are in the
      // store at once), so neither needs waiting for.
      expect(location()).toBe(route);
      expect(cartQuery()?.requestId).toBe(read);
      expect(cartQuery()?.status).toBe('fulfilled');
      expect(api.callsTo('GET /v2/cart')).toHaveLength(1);
      cleanup();
    }
  });

  it('elsewhere goes to the checkout when seats are held', async () => {
    const { location } = await iconAt(paths.events, [heldSeat()]);
    await userEvent.setup().click(screen.getByTestId('cart-icon'));
    await vi.waitFor(() => expect(location()).toBe(paths.checkout));
  });

  it('elsewhere reads an empty cart again and stays on the page', async () => {
    const { api, location } = await iconAt(paths.events, []);
    await userEvent.setup().click(screen.getByTestId('cart-icon'));
    await vi.waitFor(() => expect(api.callsTo('GET /v2/cart')).toHaveLength(2));
    expect(location()).toBe(paths.events);
  });
});
