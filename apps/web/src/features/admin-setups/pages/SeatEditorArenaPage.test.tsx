// @vitest-environment happy-dom
import type { Role } from '@hokej/contract/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SeatEditorArenaPage } from './SeatEditorArenaPage.tsx';
import { clubArena, clubSector, MATCH_ID } from './seatEditorFixtures.test-utils.ts';

const BASE = `/v2/admin/events/${MATCH_ID}`;
const staff = (role: Role) => makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
const answers = {
  [`GET ${BASE}/arena`]: { status: 200, body: clubArena() },
  [`GET ${BASE}/sector/A11`]: { status: 200, body: clubSector() },
  [`GET /v2/admin/setups/${MATCH_ID}/sector-roles`]: {
    status: 200,
    body: { sectors: { B11: ['B2B', 'ADMIN'] } },
  },
};

describe('the seat editor’s arena', { timeout: 30_000 }, () => {
  it('draws a sector kept for roles hatched, names its roles, and still opens it for the club', async () => {
    mockApi(answers);
    const { location } = renderPage(<SeatEditorArenaPage setupType="EVENT" />, {
      route: `/admin/events/${MATCH_ID}/seats`,
      path: '/admin/events/:id/seats',
      store: staff('ADMIN'),
    });
    const kept = await screen.findByRole('link', {
      name: /^Sektor B11, .*vyhradený pre: Firemný zákazník \(B2B\), Administrátor$/,
    });
    expect(kept.getAttribute('data-forbidden')).toBe('true');
    expect(screen.getByTestId('kept-sectors').textContent).toBe(
      'Sektor B11: Firemný zákazník (B2B), Administrátor',
    );
    expect(screen.getByText('Vyhradené (napr. pre firemných zákazníkov)')).toBeTruthy();
    await userEvent.setup().click(kept);
    expect(location()).toBe(`/admin/events/${MATCH_ID}/seats/B11`);
  });

  it.each(['USER', 'CASHIER'] as const)(
    'is for the club’s admins only: %s is refused',
    async (role) => {
      mockApi(answers);
      const router = createMemoryRouter(routes, { initialEntries: [`/admin/events/${MATCH_ID}/seats/A11`] });
      render(
        <Provider store={staff(role)}>
          <RouterProvider router={router} />
        </Provider>,
      );
      expect(
        await screen.findByRole('heading', { name: 'Prístup zamietnutý' }, { timeout: 45_000 }),
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Sektor A11' })).toBeNull();
    },
    60_000,
  );

  it('an admin opens the sector’s editor from the app’s routes', async () => {
    mockApi(answers);
    const router = createMemoryRouter(routes, { initialEntries: [`/admin/events/${MATCH_ID}/seats/A11`] });
    render(
      <Provider store={staff('ADMIN')}>
        <RouterProvider router={router} />
      </Provider>,
    );
    // The back office is a lazy chunk: its first load may take a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Sektor A11' }, { timeout: 45_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Zablokovať' })).toBeTruthy();
  }, 60_000);
});
