// @vitest-environment happy-dom
import type { SeatStateBody } from '@hokej/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import { SeatEditorSectorPage } from './SeatEditorSectorPage.tsx';
import { clubSector, MATCH_ID } from './seatEditorFixtures.test-utils.ts';

const BASE = `/v2/admin/events/${MATCH_ID}`;

function open(handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  const api = mockApi({
    [`GET ${BASE}/sector/A11`]: { status: 200, body: clubSector() },
    [`GET /v2/admin/setups/${MATCH_ID}/sector-roles`]: { status: 200, body: { sectors: { B11: ['B2B'] } } },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<SeatEditorSectorPage setupType="EVENT" />, {
    route: `/admin/events/${MATCH_ID}/seats/A11`,
    path: '/admin/events/:id/seats/:sector',
    store,
  });
  return { api, store, user: userEvent.setup() };
}

/** A seat of the map: a cell of the seat grid (WAI-ARIA grid pattern), selected when picked. */
const seat = (row: string, name: string) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Rad ${row}, miesto ${name},`) });

// Page tests render many SVG seats: generous time on a busy machine.
describe('the seat editor of one sector', { timeout: 30_000 }, () => {
  it('colours seats by state and a click selects a free seat and lets it go; a sold or held one cannot be selected', async () => {
    const { user } = open();
    expect(
      (await screen.findByRole('gridcell', { name: 'Rad 1, miesto 3, zablokované' })).getAttribute(
        'data-state',
      ),
    ).toBe('disabled');
    await user.click(seat('1', '1'));
    expect(seat('1', '1').getAttribute('aria-selected')).toBe('true');
    expect(seat('1', '1').getAttribute('aria-label')).toBe('Rad 1, miesto 1, voľné, vybrané');
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 1 miesto');
    await user.click(seat('1', '1'));
    expect(seat('1', '1').getAttribute('aria-selected')).toBe('false');

    await user.click(seat('2', '2'));
    await user.click(seat('2', '3'));
    expect(seat('2', '2').getAttribute('aria-disabled')).toBe('true');
    expect(seat('2', '3').getAttribute('aria-label')).toBe('Rad 2, miesto 3, predané');
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 0 miest');
    expect(screen.getByRole('button', { name: 'Zablokovať' })).toHaveProperty('disabled', true);
  });

  it('selects a row by keyboard and blocks it: the API gets the row’s changeable seats, the selection empties', async () => {
    const { api, store, user } = open({
      [`PUT ${BASE}/seats`]: { status: 200, body: { changed: 1, state: 'DISABLED' } },
    });
    await screen.findByRole('button', { name: 'Vybrať rad' });
    await user.selectOptions(screen.getByLabelText('Rad'), '2');
    screen.getByRole('button', { name: 'Vybrať rad' }).focus();
    await user.keyboard('{Enter}');
    seat('1', '2').focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 2 miesta');
    await user.click(screen.getByRole('button', { name: 'Zablokovať' }));

    await waitFor(() => expect(toastTexts(store)).toContain('Zablokované: 1 miesto.'));
    const [put] = api.callsTo(`PUT ${BASE}/seats`);
    expect(put?.body).toEqual({
      state: 'DISABLED',
      seats: [
        { sector: 'A11', row: '1', name: '2' },
        { sector: 'A11', row: '2', name: '1' },
      ],
    } satisfies SeatStateBody);
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 0 miest');
  });

  it('a sector without fans’ seats is reserved whole in one request', async () => {
    const { api, user } = open({
      [`GET ${BASE}/sector/A11`]: {
        status: 200,
        body: clubSector({ '1': ['ACTIVE', 'DISABLED'], '2': ['RESERVED'] }),
      },
      [`PUT ${BASE}/seats`]: { status: 200, body: { changed: 2, state: 'RESERVED' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Vybrať celý sektor' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 3 miesta');
    await user.click(screen.getByRole('button', { name: 'Rezervovať' }));
    await waitFor(() => expect(api.callsTo(`PUT ${BASE}/seats`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${BASE}/seats`)[0]?.body).toEqual({ state: 'RESERVED', sector: 'A11' });
  });

  it('a seat a fan took meanwhile: the API’s Slovak refusal names it and the selection stays', async () => {
    const message =
      'Niektoré miesta sú predané alebo v košíku či objednávke fanúšika, preto ich stav nemožno zmeniť.';
    const { user } = open({
      [`PUT ${BASE}/seats`]: apiError(409, 'SEAT_STATE_LOCKED', message, {
        seats: [{ sector: 'A11', row: '1', name: '1', state: 'BOOKED' }],
      }),
    });
    await user.click(await screen.findByRole('gridcell', { name: /^Rad 1, miesto 1,/ }));
    await user.click(screen.getByRole('button', { name: 'Uvoľniť' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Rad 1, miesto 1: v košíku fanúšika')).toBeTruthy();
    expect(screen.getByTestId('selected-count').textContent).toBe('Vybrané: 1 miesto');
  });

  it('keeps the sector for chosen roles: the whole rule set is saved with this sector’s roles', async () => {
    const { api, store, user } = open({
      [`PUT /v2/admin/setups/${MATCH_ID}/sector-roles`]: (call) => ({ status: 200, body: call.body }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Firemný zákazník (B2B)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Administrátor' }));
    await user.click(screen.getByRole('button', { name: 'Uložiť roly sektora' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Roly sektora boli uložené.'));
    expect(api.callsTo(`PUT /v2/admin/setups/${MATCH_ID}/sector-roles`)[0]?.body).toEqual({
      sectors: { B11: ['B2B'], A11: ['B2B', 'ADMIN'] },
    });
  });
});
