// @vitest-environment happy-dom
import type { AdminSetupDetail, PriceEntry } from '@hokej/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageLoaded, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { clubSeason, openSetupEditor, SEASON_ID, TEMPLATE_ID } from './setupFixtures.test-utils.tsx';

const templates = {
  status: 200,
  body: {
    data: [
      { id: TEMPLATE_ID, name: 'Zimný štadión Orly', sectors: 2, seats: 20, sectorNames: ['A11', 'A12'] },
    ],
  },
};
const cell = (sector: string, category: string) =>
  screen.getByLabelText(`Cena: ${sector}, ${category}`) as HTMLInputElement;

describe('a season in the back office', () => {
  it('creates a season without an opponent, its price list by sector and season-ticket category', async () => {
    const { api, store, user } = openSetupEditor('SEASON', '/admin/seasons/new', {
      'GET /v2/admin/templates': templates,
      'POST /v2/admin/seasons': { status: 201, body: clubSeason({ published: false }) },
      [`GET /v2/admin/seasons/${SEASON_ID}`]: { status: 200, body: clubSeason({ published: false }) },
    });
    await screen.findByRole('option', { name: 'Zimný štadión Orly (20)' });
    expect(screen.queryByLabelText('Súper')).toBeNull();
    expect(screen.queryByLabelText('Obmedzenie COVID')).toBeNull();
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Sektor',
      'Gold',
      'Silver',
      'Orly Fan Pack',
      'Klasická',
      'Detská',
      'Študentská',
      'Firemná (B2B)',
      'ZŤP',
    ]);
    await user.type(screen.getByLabelText('Názov'), 'Sezóna 2026/27');
    await user.type(screen.getByLabelText('Popis'), 'Permanentka na celú sezónu');
    await user.type(screen.getByLabelText('Popis po anglicky'), ' A ticket for the whole season ');
    await user.type(screen.getByLabelText('Všetky sektory: Klasická'), '180');
    await user.click(screen.getAllByRole('button', { name: 'Vyplniť' })[3] as HTMLElement);
    await user.type(cell('A11', 'Gold'), '320,50');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť' }));

    await waitFor(() => expect(api.callsTo('POST /v2/admin/seasons')).toHaveLength(1));
    const body = api.callsTo('POST /v2/admin/seasons')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      templateId: TEMPLATE_ID,
      title: 'Sezóna 2026/27',
      description: 'Permanentka na celú sezónu',
      descriptionEn: 'A ticket for the whole season',
      prices: [
        { sector: 'A11', ticketType: 'GOLD', price: 32050 },
        { sector: 'A11', ticketType: 'CLASSIC', price: 18000 },
        { sector: 'A12', ticketType: 'CLASSIC', price: 18000 },
      ],
    });
    expect(body).not.toHaveProperty('opponent');
    expect(body).not.toHaveProperty('seasonId');
    await waitFor(() => expect(toastTexts(store)).toContain('Sezóna bola vytvorená.'));
  }, 30_000);

  it('the price grid shows the saved category prices in euros and saves a changed one in cents', async () => {
    const prices: PriceEntry[] = [
      { sector: 'A11', ticketType: 'CLASSIC', price: 18000 },
      { sector: 'A12', ticketType: 'CLASSIC', price: 18000 },
      { sector: 'A12', ticketType: 'STUDENT', price: 9950 },
    ];
    const { api, store, user } = openSetupEditor('SEASON', `/admin/seasons/${SEASON_ID}`, {
      [`GET /v2/admin/seasons/${SEASON_ID}`]: { status: 200, body: clubSeason({ prices }) },
      [`PUT /v2/admin/seasons/${SEASON_ID}/prices`]: (call) => ({
        status: 200,
        body: clubSeason({ prices: (call.body as Pick<AdminSetupDetail, 'prices'>).prices }),
      }),
    });
    await screen.findByRole('heading', { name: 'Sezóna 2026/27' });
    expect(cell('A11', 'Klasická').value).toBe('180,00');
    expect(cell('A12', 'Študentská').value).toBe('99,50');
    expect(cell('A11', 'Študentská').value).toBe('');
    expect(screen.getByText('Zverejnený v obchode')).toBeTruthy();

    await user.type(cell('A11', 'Študentská'), '99,5');
    await user.clear(cell('A12', 'Klasická'));
    await user.type(cell('A12', 'Klasická'), '175');
    await user.click(screen.getByRole('button', { name: 'Uložiť cenník' }));

    await waitFor(() => expect(api.callsTo(`PUT /v2/admin/seasons/${SEASON_ID}/prices`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/admin/seasons/${SEASON_ID}/prices`)[0]?.body).toEqual({
      prices: [
        { sector: 'A11', ticketType: 'CLASSIC', price: 18000 },
        { sector: 'A11', ticketType: 'STUDENT', price: 9950 },
        { sector: 'A12', ticketType: 'CLASSIC', price: 17500 },
        { sector: 'A12', ticketType: 'STUDENT', price: 9950 },
      ],
    });
    await waitFor(() => expect(toastTexts(store)).toContain('Cenník bol uložený.'));
  }, 30_000);

  it('Gold only in the centre: an emptied cell takes the category off that sector, as the grid explains', async () => {
    const prices: PriceEntry[] = [
      { sector: 'A11', ticketType: 'GOLD', price: 45000 },
      { sector: 'A11', ticketType: 'CLASSIC', price: 25000 },
      { sector: 'A12', ticketType: 'GOLD', price: 43000 },
      { sector: 'A12', ticketType: 'CLASSIC', price: 24000 },
    ];
    const { api, user } = openSetupEditor('SEASON', `/admin/seasons/${SEASON_ID}`, {
      [`GET /v2/admin/seasons/${SEASON_ID}`]: { status: 200, body: clubSeason({ prices }) },
      [`PUT /v2/admin/seasons/${SEASON_ID}/prices`]: (call) => ({
        status: 200,
        body: clubSeason({ prices: (call.body as Pick<AdminSetupDetail, 'prices'>).prices }),
      }),
    });
    await screen.findByRole('heading', { name: 'Sezóna 2026/27' });
    await pageLoaded();
    expect(screen.getByText(/Prázdna bunka znamená, že sa kategória v sektore nepredáva/)).toBeTruthy();
    expect(cell('A11', 'Silver').placeholder).toBe('nepredáva sa');
    await user.clear(cell('A12', 'Gold'));
    await user.click(screen.getByRole('button', { name: 'Uložiť cenník' }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/admin/seasons/${SEASON_ID}/prices`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/admin/seasons/${SEASON_ID}/prices`)[0]?.body).toEqual({
      prices: [
        { sector: 'A11', ticketType: 'GOLD', price: 45000 },
        { sector: 'A11', ticketType: 'CLASSIC', price: 25000 },
        { sector: 'A12', ticketType: 'CLASSIC', price: 24000 },
      ],
    });
  }, 30_000);

  it('a cell that is not a price is marked, the grid says how to write one, and the price list is not sent', async () => {
    const { api, user } = openSetupEditor('SEASON', `/admin/seasons/${SEASON_ID}`, {
      [`GET /v2/admin/seasons/${SEASON_ID}`]: { status: 200, body: clubSeason() },
    });
    await screen.findByRole('heading', { name: 'Sezóna 2026/27' });
    await user.type(cell('A11', 'Gold'), 'zadarmo');
    expect(cell('A11', 'Gold').classList.contains('is-invalid')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Zadajte cenu v eurách, napr. 12 alebo 12,50.');
    await user.click(screen.getByRole('button', { name: 'Uložiť cenník' }));
    expect(api.callsTo(`PUT /v2/admin/seasons/${SEASON_ID}/prices`)).toHaveLength(0);
  }, 30_000);
});
