// @vitest-environment happy-dom
import type { AdminSetupDetail } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, toastTexts } from '../../../shared/testing/shopHarness.test-utils.tsx';
import {
  clubSeasons,
  MATCH_ID as ID,
  clubMatch as match,
  OPEN_SEASON_ID,
  openSetupEditor,
  SEASON_ID,
  TEMPLATE_ID as TEMPLATE,
} from './setupFixtures.test-utils.tsx';

const open = (route: string, handlers: Parameters<typeof openSetupEditor>[2]) =>
  openSetupEditor('EVENT', route, handlers);

const templates = {
  status: 200,
  body: {
    data: [{ id: TEMPLATE, name: 'Zimný štadión Orly', sectors: 2, seats: 20, sectorNames: ['A11', 'A12'] }],
  },
};

describe('a match in the back office', () => {
  it('creates a match from the template with a price in every sector, in cents and Bratislava time', async () => {
    const { api, store, user } = open('/admin/events/new', {
      'GET /v2/admin/templates': templates,
      'GET /v2/admin/seasons': { status: 200, body: clubSeasons() },
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
      seasonId: null,
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
    // Publishing asks first, in a dialog of its own; "Zmazať" is not beside it.
    const confirm = await screen.findByRole('dialog', { name: 'Zverejniť zápas?' });
    expect(within(confirm).getByText(/Zápas sa zobrazí v obchode/)).toBeTruthy();
    expect(within(confirm).queryByRole('button', { name: 'Zmazať' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Zverejniť' }));
    expect(screen.getByRole('link', { name: 'Miesta v hľadisku' }).getAttribute('href')).toBe(
      `/admin/events/${ID}/seats`,
    );
    expect(await screen.findByText(/cenu v každom sektore/)).toBeTruthy();
    await user.type(screen.getByLabelText('Všetky sektory: Dospelý'), '12');
    await user.click(screen.getAllByRole('button', { name: 'Vyplniť' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Uložiť cenník' }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/admin/events/${ID}/prices`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Zverejniť' }));
    // Cancelled: nothing is sent; confirmed: published.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Zverejniť zápas?' })).getByRole('button', {
        name: 'Zrušiť',
      }),
    );
    expect(api.callsTo(`POST /v2/admin/events/${ID}/publish`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Zverejniť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Zverejniť zápas?' })).getByRole('button', {
        name: 'Zverejniť',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Stiahnuť z predaja' })).toBeTruthy();
    await waitFor(() => expect(toastTexts(store)).toContain('Zverejnené v obchode.'));
  }, 30_000);

  it('editing a match sends only its fields and shows the saved values', async () => {
    let saved = match();
    const { api, store, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: () => ({ status: 200, body: saved }),
      [`PATCH /v2/admin/events/${ID}`]: (call) => {
        saved = match(call.body as Partial<AdminSetupDetail>);
        return { status: 200, body: saved };
      },
    });
    const title = await screen.findByLabelText('Názov');
    expect((title as HTMLInputElement).value).toBe('Orly – Poprad');
    expect((screen.getByLabelText('Začiatok (čas v Bratislave)') as HTMLInputElement).value).toBe(
      '2026-12-27T18:30',
    );
    await user.clear(title);
    await user.type(title, 'Orly – Poprad (derby)');
    await user.type(screen.getByLabelText('Obmedzenie COVID'), 'Len s respirátorom FFP2');
    await user.type(screen.getByLabelText('Obmedzenie COVID po anglicky'), 'Only with an FFP2 respirator');
    await user.type(screen.getByLabelText('Popis'), 'Derby pod Pustým hradom');
    await user.type(screen.getByLabelText('Popis po anglicky'), 'The derby below the Pustý castle');
    await user.click(screen.getByLabelText('Na nákup je potrebné overené telefónne číslo'));
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));

    await waitFor(() => expect(api.callsTo(`PATCH /v2/admin/events/${ID}`)).toHaveLength(1));
    const body = api.callsTo(`PATCH /v2/admin/events/${ID}`)[0]?.body;
    expect(body).toEqual({
      title: 'Orly – Poprad (derby)',
      description: 'Derby pod Pustým hradom',
      descriptionEn: 'The derby below the Pustý castle',
      opponent: 'HK Poprad',
      startsAt: '2026-12-27T17:30:00.000Z',
      endsAt: null,
      saleStartsAt: null,
      saleEndsAt: null,
      covidRestriction: 'Len s respirátorom FFP2',
      covidRestrictionEn: 'Only with an FFP2 respirator',
      phoneRequired: true,
    });
    expect(await screen.findByRole('heading', { name: 'Orly – Poprad (derby)' })).toBeTruthy();
    expect(toastTexts(store)).toContain('Zmeny boli uložené.');
  }, 30_000);

  it('a match ending before it starts is not sent; the field says why', async () => {
    const { api, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: { status: 200, body: match() },
    });
    await user.type(await screen.findByLabelText('Koniec'), '2026-12-27T18:00');
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    const message = await screen.findByText('Koniec musí byť neskôr ako začiatok.');
    // The error is at its field, which is described by it and gets the focus.
    const end = screen.getByLabelText('Koniec');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(api.callsTo(`PATCH /v2/admin/events/${ID}`)).toHaveLength(0);
  }, 30_000);

  it('a new match starts at 19:00 in Bratislava a week ahead and ends 3 h later; the first empty required field gets the focus; prices read "6,00"', async () => {
    const { api, user } = open('/admin/events/new', {
      'GET /v2/admin/templates': templates,
      'GET /v2/admin/seasons': { status: 200, body: clubSeasons() },
    });
    await screen.findByRole('option', { name: 'Zimný štadión Orly (20)' });
    const start = (screen.getByLabelText('Začiatok (čas v Bratislave)') as HTMLInputElement).value;
    const end = (screen.getByLabelText('Koniec') as HTMLInputElement).value;
    expect(start).toMatch(/T19:00$/);
    expect(end).toMatch(/T22:00$/);
    expect(start.slice(0, 10)).toBe(end.slice(0, 10));
    const weekAhead = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Bratislava',
    });
    expect(start.slice(0, 10)).toBe(weekAhead);
    // A price typed "6" reads "6,00" once the cell is left; "Vyplniť" normalises too.
    const cell = screen.getByLabelText('Cena: A12, Dieťa do 12 rokov') as HTMLInputElement;
    await user.type(cell, '6');
    await user.tab();
    expect(cell.value).toBe('6,00');
    await user.type(screen.getByLabelText('Všetky sektory: Dospelý'), '12.5');
    await user.click(screen.getAllByRole('button', { name: 'Vyplniť' })[0] as HTMLElement);
    expect((screen.getByLabelText('Cena: A11, Dospelý') as HTMLInputElement).value).toBe('12,50');
    // Nothing typed in the name or the opponent: both say so, the name (first) gets the focus.
    await user.click(screen.getByRole('button', { name: 'Vytvoriť' }));
    expect(await screen.findAllByText('Toto pole je povinné.')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Názov')));
    expect(api.callsTo('POST /v2/admin/events')).toHaveLength(0);
  }, 30_000);

  it('unpublishing takes a match off sale and says so', async () => {
    let published = true;
    const { api, store, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: () => ({ status: 200, body: match({ published }) }),
      [`POST /v2/admin/events/${ID}/unpublish`]: () => {
        published = false;
        return { status: 200, body: match({ published }) };
      },
    });
    expect(await screen.findByText('Zverejnený v obchode')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stiahnuť z predaja' }));

    expect(await screen.findByRole('button', { name: 'Zverejniť' })).toBeTruthy();
    expect(screen.getByText('Nezverejnený')).toBeTruthy();
    expect(api.callsTo(`POST /v2/admin/events/${ID}/unpublish`)).toHaveLength(1);
    expect(api.callsTo(`POST /v2/admin/events/${ID}/publish`)).toHaveLength(0);
    expect(toastTexts(store)).toContain('Stiahnuté z predaja.');
  }, 30_000);

  it('a match with tickets sold is not deleted: the confirm dialog shows why and the match stays', async () => {
    const { api, location, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: { status: 200, body: match({ orderItems: 3 }) },
      [`DELETE /v2/admin/events/${ID}`]: apiError(
        409,
        'EVENT_DELETE_ERROR',
        'Zápas sa nedá zmazať, pretože naň už boli predané alebo rezervované vstupenky.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Zmazať' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmazať zápas?' });
    expect(within(dialog).getByText(/nikto nemá vstupenku/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zmazať' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Zápas sa nedá zmazať, pretože naň už boli predané alebo rezervované vstupenky.',
    );
    expect(api.callsTo(`DELETE /v2/admin/events/${ID}`)).toHaveLength(1);
    expect(location()).toBe(`/admin/events/${ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Asked again, the dialog starts without the old refusal.
    await user.click(screen.getByRole('button', { name: 'Zmazať' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).toBeNull();
  }, 30_000);

  it('deleting a match nobody bought returns to the list of matches', async () => {
    const { api, location, store, user } = open(`/admin/events/${ID}`, {
      [`GET /v2/admin/events/${ID}`]: { status: 200, body: match() },
      [`DELETE /v2/admin/events/${ID}`]: { status: 200, body: { id: ID, deleted: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Zmazať' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmazať zápas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zmazať' }));

    await waitFor(() => expect(location()).toBe('/admin/events'));
    expect(api.callsTo(`DELETE /v2/admin/events/${ID}`)).toHaveLength(1);
    expect(toastTexts(store)).toContain('Zmazané.');
  }, 30_000);

  it('a new match joins a season still being prepared; a season on sale is refused in the API’s words', async () => {
    const { api, location, user } = open('/admin/events/new', {
      'GET /v2/admin/templates': templates,
      'GET /v2/admin/seasons': { status: 200, body: clubSeasons() },
      'POST /v2/admin/events': (call) =>
        (call.body as { seasonId: string | null }).seasonId === SEASON_ID
          ? apiError(
              409,
              'SEASON_MATCH_NOT_ALLOWED',
              'Zápas sa dá pridať len do sezóny, ktorá nie je zverejnená a nemá obsadené žiadne miesto.',
            )
          : { status: 201, body: match({ season: { id: OPEN_SEASON_ID, title: 'Pohár 2027' } }) },
      [`GET /v2/admin/events/${ID}`]: {
        status: 200,
        body: match({ season: { id: OPEN_SEASON_ID, title: 'Pohár 2027' } }),
      },
    });
    const season = (await screen.findByLabelText('Sezóna')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Pohár 2027' });
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Žiadna – zápas bez permanentky', 'Sezóna 2026/27 (v predaji)', 'Pohár 2027']);
    expect(season.value).toBe('');
    await user.type(screen.getByLabelText('Názov'), 'Orly – Poprad');
    await user.type(screen.getByLabelText('Súper'), 'HK Poprad');

    await user.selectOptions(season, 'Sezóna 2026/27 (v predaji)');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť' }));
    expect(await screen.findByText(/len do sezóny, ktorá nie je zverejnená/)).toBeTruthy();
    expect(location()).toBe('/admin/events/new');

    await user.selectOptions(season, 'Pohár 2027');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť' }));
    await waitFor(() => expect(location()).toBe(`/admin/events/${ID}`));
    expect(
      api.callsTo('POST /v2/admin/events').map((c) => (c.body as { seasonId: unknown }).seasonId),
    ).toEqual([SEASON_ID, OPEN_SEASON_ID]);
    // The match keeps its season: the editor shows it and does not send it again.
    expect(((await screen.findByLabelText('Sezóna')) as HTMLInputElement).value).toBe('Pohár 2027');
  }, 30_000);
});
