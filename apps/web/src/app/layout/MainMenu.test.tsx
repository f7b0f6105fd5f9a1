// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../shared/testing/shopHarness.test-utils.tsx';
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

  describe('in English', () => {
    afterEach(() => switchShopLanguage('sk'));

    it('names the club’s pages in English where the club wrote them so; a Slovak-only page is marked Slovak', async () => {
      const list = (call: ApiCall) => ({
        status: 200,
        body: {
          data:
            call.language === 'en'
              ? [
                  {
                    hash: 'permanentky',
                    title: 'Season Tickets',
                    menuLabel: 'Season tickets',
                    language: 'en',
                  },
                  { hash: 'parkovanie', title: 'Parkovanie', menuLabel: 'Parkovanie', language: 'sk' },
                ]
              : [
                  { hash: 'permanentky', title: 'Permanentky', menuLabel: 'Permanentky', language: 'sk' },
                  { hash: 'parkovanie', title: 'Parkovanie', menuLabel: 'Parkovanie', language: 'sk' },
                ],
        },
      });
      await switchShopLanguage('en');
      const api = mockApi({ 'GET /v2/article': list });
      const store = makeStore();
      const view = renderPage(<MainMenu />, { store });
      // The club's pages come with the list (the menu's built-in entries are there before it).
      expect((await screen.findByRole('link', { name: 'Parkovanie' })).getAttribute('lang')).toBe('sk');
      expect(screen.getByRole('link', { name: 'Season tickets' }).getAttribute('lang')).toBeNull();
      expect(api.callsTo('GET /v2/article').map((c) => c.language)).toEqual(['en']);
      view.unmount();

      // Back in Slovak, the menu is asked for again (the languages are kept apart) and names it in Slovak.
      await switchShopLanguage('sk');
      renderPage(<MainMenu />, { store });
      expect((await screen.findByRole('link', { name: 'Parkovanie' })).getAttribute('lang')).toBeNull();
      expect(screen.getByRole('link', { name: 'Permanentky' })).toBeTruthy();
      expect(api.callsTo('GET /v2/article').map((c) => c.language)).toEqual(['en', 'sk']);
    });
  });
});
