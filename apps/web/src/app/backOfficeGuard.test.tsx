// @vitest-environment happy-dom
import type { Role } from '@hokej/contract/constants';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminOnly, backOfficeRoles } from '../shared/session/backOfficeRoles.ts';
import { janaSession } from '../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi } from '../shared/testing/shopHarness.test-utils.tsx';
import { RouteGuard } from './RouteGuard.tsx';

const staff = (role: Role) => makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });

function openBackOffice(route: string, store = makeStore()) {
  mockApi({});
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <RouteGuard access={backOfficeRoles}>
            <h1>Administrácia</h1>
          </RouteGuard>
        ),
      },
      {
        path: '/admin/bank',
        element: (
          <RouteGuard access={adminOnly}>
            <h1>Import bankového výpisu</h1>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('back office guard', () => {
  it('a guest opening the back office is asked to log in', async () => {
    const store = openBackOffice('/admin');
    expect(await screen.findByText('Táto stránka je dostupná len po prihlásení.')).toBeTruthy();
    expect(store.getState().session.loginDialog).toBe('required');
  });

  it('a fan without a club role gets the permission-denied page, not the login dialog', async () => {
    const store = openBackOffice('/admin', staff('USER'));
    expect(await screen.findByRole('heading', { name: 'Prístup zamietnutý' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Administrácia' })).toBeNull();
    expect(store.getState().session.loginDialog).toBe('closed');
  });

  it.each(['ADMIN', 'CASHIER'] as const)('%s opens the back office', async (role) => {
    openBackOffice('/admin', staff(role));
    expect(await screen.findByRole('heading', { name: 'Administrácia' })).toBeTruthy();
  });

  it('a cashier may not import bank statements; an admin may', async () => {
    openBackOffice('/admin/bank', staff('CASHIER'));
    expect(await screen.findByRole('heading', { name: 'Prístup zamietnutý' })).toBeTruthy();
    cleanup();
    openBackOffice('/admin/bank', staff('ADMIN'));
    expect(await screen.findByRole('heading', { name: 'Import bankového výpisu' })).toBeTruthy();
  });
});
