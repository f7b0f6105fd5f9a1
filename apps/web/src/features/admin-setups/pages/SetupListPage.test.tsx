// @vitest-environment happy-dom
import type { SetupType } from '@hokej/contract/constants';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SetupListPage } from './SetupListPage.tsx';
import { clubMatch, clubSeasons, listed, MATCH_ID, SEASON_ID } from './setupFixtures.test-utils.tsx';

function open(setupType: SetupType, handlers: Record<string, ApiAnswer>) {
  const api = mockApi(handlers);
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<SetupListPage setupType={setupType} />, { store });
  return { api };
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('the list of matches and seasons in the back office', () => {
  it('lists every match, published or not, with its start, state, seats and season, each linked to its editor', async () => {
    const derby = clubMatch({
      published: true,
      season: { id: SEASON_ID, title: 'Sezóna 2026/27' },
      seats: { total: 20, free: 12, held: 3, sold: 5, reserved: 0, disabled: 0 },
    });
    const cup = clubMatch({
      id: '55555555-5555-4555-8555-555555555555',
      title: 'Orly – Zvolen',
      startsAt: '2027-01-03T16:00:00.000Z',
    });
    const { api } = open('EVENT', {
      'GET /v2/admin/events': { status: 200, body: { data: [listed(derby), listed(cup)] } },
    });

    await screen.findByRole('link', { name: 'Orly – Poprad' });
    expect(screen.getByRole('heading', { name: 'Zápasy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nový zápas' }).getAttribute('href')).toBe('/admin/events/new');
    expect(screen.getByRole('link', { name: 'Orly – Poprad' }).getAttribute('href')).toBe(
      `/admin/events/${MATCH_ID}`,
    );
    const first = within(rowOf('Orly – Poprad'));
    expect(first.getByText('Sezóna 2026/27')).toBeTruthy();
    expect(first.getByText('27.12.2026 18:30')).toBeTruthy();
    expect(first.getByText('Zverejnený v obchode')).toBeTruthy();
    expect(first.getByText('12 / 5 / 3')).toBeTruthy();
    const second = within(rowOf('Orly – Zvolen'));
    expect(second.getByText('03.01.2027 17:00')).toBeTruthy();
    expect(second.getByText('Nezverejnený')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v2/admin/events']);
  }, 30_000);

  it('lists the seasons from their own address and links each to the season editor', async () => {
    open('SEASON', { 'GET /v2/admin/seasons': { status: 200, body: clubSeasons() } });

    expect(await screen.findByRole('heading', { name: 'Sezóny a permanentky' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Sezóna 2026/27' })).getAttribute('href')).toBe(
      `/admin/seasons/${SEASON_ID}`,
    );
    expect(within(rowOf('Pohár 2027')).getByText('Nezverejnený')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nová sezóna' }).getAttribute('href')).toBe('/admin/seasons/new');
  }, 30_000);

  it('says when there is no match yet, and when the list could not be loaded', async () => {
    open('EVENT', { 'GET /v2/admin/events': { status: 200, body: { data: [] } } });
    expect(await screen.findByText('Zatiaľ tu nie je žiadny zápas.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    open('SEASON', { 'GET /v2/admin/seasons': { status: 500, body: {} } });
    expect(await screen.findByText('Údaje sa nepodarilo načítať.')).toBeTruthy();
  }, 30_000);
});
