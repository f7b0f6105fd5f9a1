// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountMenu } from '../features/auth/index.ts';
import { janaSession } from '../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi } from '../shared/testing/shopHarness.test-utils.tsx';
import { RouteGuard } from './RouteGuard.tsx';

// The account menu loads on demand; loaded up front, a test waits for a render, not for the module.
beforeAll(async () => {
  await import('../features/auth/components/AccountMenu.tsx');
});

const jana = () => janaSession({ phoneNumber: null, phoneNumberVerified: false });

function renderShop(route: string, store = makeStore()) {
  // As in the shop: the account menu sits in the layout around the pages.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ul>{store.getState().session.session ? <AccountMenu /> : null}</ul>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Domov</h1> },
          {
            path: '/account',
            element: (
              <RouteGuard access="AuthenticatedUser">
                <h1>Môj účet</h1>
              </RouteGuard>
            ),
          },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('route guard and the session', () => {
  it('a guest on a guarded page is asked to log in', async () => {
    mockApi({});
    const { store } = renderShop('/account');
    expect(await screen.findByText('Táto stránka je dostupná len po prihlásení.')).toBeTruthy();
    expect(store.getState().session.loginDialog).toBe('required');
  });

  it('logging out on a guarded page goes home without asking to log in again', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { store, router } = renderShop('/account', makeStore({ session: jana() }));
    await user.click(await screen.findByRole('button', { name: 'Účet: Jana Hrašková' }));
    await user.click(screen.getByRole('button', { name: 'Odhlásiť sa' }));
    await screen.findByRole('heading', { name: 'Domov' });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.session).toBeNull();
    expect(store.getState().session.loginDialog).toBe('closed');
  });
});
