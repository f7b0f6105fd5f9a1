// @vitest-environment happy-dom
import type { AdminSetupDetail } from '@hokej/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SetupEditorPage } from './SetupEditorPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEMPLATE = '11111111-1111-4111-8111-111111111111';
const ID = '22222222-2222-4222-8222-222222222222';
const match = (over: Partial<AdminSetupDetail> = {}): AdminSetupDetail => ({
  id: ID,
  setupType: 'EVENT',
  templateId: TEMPLATE,
  venue: 'Zimný štadión Orly',
  title: 'Orly – Poprad',
  description: '',
  opponent: 'HK Poprad',
  startsAt: '2026-12-27T17:30:00.000Z',
  endsAt: null,
  saleStartsAt: null,
  saleEndsAt: null,
  covidRestriction: null,
  phoneRequired: false,
  published: false,
  season: null,
  seats: { total: 20, free: 20, held: 0, sold: 0, reserved: 0, disabled: 0 },
  orderItems: 0,
  prices: [],
  sectors: ['A11', 'A12'],
  ...over,
});

function open(route: string, handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)>) {
  const api = mockApi(handlers);
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<SetupEditorPage setupType="EVENT" />, { route, path: '/admin/events/:id', store });
  return { api, store, user: userEvent.setup() };
}

describe('a match in the back office', () => {
  it('creates a match from the template with a price in every sector, in cents and Bratislava time', async () => {
    const { api, store, user } = open('/admin/events/new', {
      'GET /v2/admin/templates': {
        status: 200,
        body: {
          data: [
            { id: TEMPLATE, name: 'Zimný štadión Orly', sectors: 2, seats: 20, sectorNames: ['A11', 'A12'] },
          ],
        },
      },
      'POST /v2/admin/events': { status: 201, body: match() },
      [`GET /v2/admin/events/${ID}`]: { status: 200, body: match() },
    });
    await screen.findByRole('option', { name: 'Zimný štadión Orly (20)' });
    await user.type(screen.getByLabelText('Názov'), 'Orly – Poprad');
    await user.type(screen.getByLabelText('Súper'), 'HK Poprad');
    const start = screen.getByLabelText('Začiatok (čas v Bratislave)') as HTMLInputElement;
    await user.clear(start);
    await user.type(start, '2026-12-27T18:30');
    await user.clear(screen.getByLabelText('Koniec'));
    await user.type(screen.getByLabelText('Všetky sektory: Dospelý'), '15');
    await user.click(screen.getAllByRole('button', { name: 'Vyplniť' })[0] as HTMLElement);
    await user.type(screen.getByLabelText('Cena: A12, Dieťa do 12 rokov'), '7,50');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť' }));

    await waitFor(() => expect(api.callsTo('POST /v2/admin/events')).toHaveLength(1));
    expect(api.callsTo('POST /v2/admin/events')[0]?.body).toMatchObject({
      templateId: TEMPLATE,
      title: 'Orly – Poprad',
      opponent: 'HK Poprad',
      startsAt: '2026-12-27T17:30:00.000Z',
      endsAt: null,
      prices: [
        { sector: 'A11', ticketType: 'ADULT', price: 1500 },
        { sector: 'A12', ticketType: 'ADULT', price: 1500 },
        { sector: 'A12', ticketType: 'CHILD', price: 750 },
      ],
    });
    await waitFor(() => expect(toastTexts(store)).toContain('Zápas bol vytvorený.'));
  }, 30_000);

  it('publishing without a full price list shows the server refusal; with one, the match is published', async () => {
    let published = false;
    const { api, store, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: () => ({ status: 200, body: match({ published }) }),
      [`POST /v2/admin/events/${ID}/publish`]: () => {
        if (api.callsTo(`PUT /v2/admin/events/${ID}/prices`).length === 0) {
          return apiError(
            409,
            'SETUP_PRICES_MISSING',
            'Zverejniť sa dá len podujatie, ktoré má cenu v každom sektore.',
          );
        }
        published = true;
        return { status: 200, body: match({ published: true }) };
      },
      [`PUT /v2/admin/events/${ID}/prices`]: (call) => ({
        status: 200,
        body: match({ prices: (call.body as { prices: AdminSetupDetail['prices'] }).prices }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Zverejniť' }));
    expect(screen.getByRole('link', { name: 'Miesta v hľadisku' }).getAttribute('href')).toBe(
      `/admin/events/${ID}/seats`,
    );
    expect(await screen.findByText(/cenu v každom sektore/)).toBeTruthy();
    await user.type(screen.getByLabelText('Všetky sektory: Dospelý'), '12');
    await user.click(screen.getAllByRole('button', { name: 'Vyplniť' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Uložiť cenník' }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/admin/events/${ID}/prices`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Zverejniť' }));
    expect(await screen.findByRole('button', { name: 'Stiahnuť z predaja' })).toBeTruthy();
    await waitFor(() => expect(toastTexts(store)).toContain('Zverejnené v obchode.'));
  }, 30_000);
});
