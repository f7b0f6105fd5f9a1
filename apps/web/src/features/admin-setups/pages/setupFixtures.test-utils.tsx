/** The club's matches and seasons as the back office API answers them, and their editor opened as an ADMIN. */
import type { AdminSetup, AdminSetupDetail } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import userEvent from '@testing-library/user-event';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SetupEditorPage } from './SetupEditorPage.tsx';

export const TEMPLATE_ID = '11111111-1111-4111-8111-111111111111';
export const MATCH_ID = '22222222-2222-4222-8222-222222222222';
export const SEASON_ID = '33333333-3333-4333-8333-333333333333';
export const OPEN_SEASON_ID = '44444444-4444-4444-8444-444444444444';

const freeSeats = { total: 20, free: 20, held: 0, sold: 0, reserved: 0, disabled: 0 };

/** Orly – Poprad on 27 December, unpublished, no prices yet, sectors A11 and A12. */
export const clubMatch = (over: Partial<AdminSetupDetail> = {}): AdminSetupDetail => ({
  id: MATCH_ID,
  setupType: 'EVENT',
  templateId: TEMPLATE_ID,
  venue: 'Zimný štadión Orly',
  title: 'Orly – Poprad',
  description: '',
  descriptionEn: null,
  opponent: 'HK Poprad',
  startsAt: '2026-12-27T17:30:00.000Z',
  endsAt: null,
  saleStartsAt: null,
  saleEndsAt: null,
  covidRestriction: null,
  covidRestrictionEn: null,
  phoneRequired: false,
  published: false,
  season: null,
  seats: freeSeats,
  orderItems: 0,
  prices: [],
  sectors: ['A11', 'A12'],
  ...over,
});

/** The 2026/27 season, on sale, with the same two sectors. */
export const clubSeason = (over: Partial<AdminSetupDetail> = {}): AdminSetupDetail => ({
  ...clubMatch(),
  id: SEASON_ID,
  setupType: 'SEASON',
  title: 'Sezóna 2026/27',
  opponent: null,
  startsAt: '2026-09-01T16:00:00.000Z',
  endsAt: '2027-03-31T20:00:00.000Z',
  published: true,
  ...over,
});

/** A setup as a row of the list (no prices, no sectors). */
export function listed(setup: AdminSetupDetail): AdminSetup {
  const { prices: _prices, sectors: _sectors, ...row } = setup;
  return row;
}

/** The club's seasons: one on sale (no match may join it), one still being prepared. */
export const clubSeasons = () => ({
  data: [
    listed(clubSeason()),
    listed(clubSeason({ id: OPEN_SEASON_ID, title: 'Pohár 2027', published: false })),
  ],
});

/** The match or season editor at `route` (`…/new` creates one), the API answered by `handlers`. */
export function openSetupEditor(
  setupType: SetupType,
  route: string,
  handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)>,
) {
  const api = mockApi(handlers);
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  const path = setupType === 'EVENT' ? '/admin/events/:id' : '/admin/seasons/:id';
  const view = renderPage(<SetupEditorPage setupType={setupType} />, { route, path, store });
  return { api, store, user: userEvent.setup(), location: view.location };
}
