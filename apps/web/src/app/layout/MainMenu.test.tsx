// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../shared/testing/shopHarness.test-utils.tsx';
import { MainMenu } from './MainMenu.tsx';

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Hlavné menu' }))
    .getAllByRole('link')
    .slice(1)
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('main menu', () => {
  it('links the information pages the club placed in the menu, in its order', async () => {
    mockApi({
      'GET /v2/article': {
        status: 200,
        body: {
          data: [
            { hash: 'parkovanie', title: 'Parkovanie pri štadióne', menuLabel: 'Parkovanie' },
            { hash: 'permanentky', title: 'Permanentky', menuLabel: 'Permanentky' },
          ],
        },
      },
    });
    renderPage(<MainMenu />);
    expect(await screen.findByRole('link', { name: 'Parkovanie' })).toBeTruthy();
    expect(menuLinks()).toEqual([
      ['Domov', '/'],
      ['Parkovanie', '/page/parkovanie'],
      ['Permanentky', '/page/permanentky'],
    ]);
  });

  it("keeps the spec's four pages when the list cannot be read", async () => {
    const api = mockApi({ 'GET /v2/article': apiError(500, 'UNKNOWN_ERROR', 'Chyba') });
    renderPage(<MainMenu />);
    await vi.waitFor(() => expect(api.callsTo('GET /v2/article').length).toBeGreaterThan(0));
    expect(menuLinks().map(([label]) => label)).toEqual([
      'Domov',
      'Permanentky',
      'Vstupné podmienky',
      'Predajné miesta',
      'Ako nakupovať',
    ]);
  });

  it('offers Administrácia to the club staff', async () => {
    mockApi({ 'GET /v2/article': { status: 200, body: { data: [] } } });
    const cashier = makeStore({
      session: janaSession({ roles: ['USER', 'CASHIER'] }, { role: ['USER', 'CASHIER'] }),
    });
    renderPage(<MainMenu />, { store: cashier, route: '/admin/orders' });
    await vi.waitFor(() =>
      expect(menuLinks()).toEqual([
        ['Domov', '/'],
        ['Kúpiť vstupenky', '/events'],
        ['Moje objednávky', '/my-orders'],
        ['Administrácia', '/admin'],
      ]),
    );
  });

  it('shows no Administrácia to a fan', async () => {
    mockApi({ 'GET /v2/article': { status: 200, body: { data: [] } } });
    renderPage(<MainMenu />, { store: makeStore({ session: janaSession() }) });
    await vi.waitFor(() =>
      expect(menuLinks().map(([label]) => label)).toEqual(['Domov', 'Kúpiť vstupenky', 'Moje objednávky']),
    );
  });
});
