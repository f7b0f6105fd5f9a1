// @vitest-environment happy-dom
import type { EventSummary, EventsResponse, SeasonSummary, SeasonsResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { type ApiCall, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { EventsPage } from './EventsPage.tsx';

const NOTE_SK = 'Vstup len s respirátorom FFP2';
const NOTE_EN = 'Entry only with an FFP2 respirator';
const MATCH_SK = 'Domáci zápas proti súperovi HK Poprad na Zimnom štadióne Orly.';
const MATCH_EN = 'Home match against HK Poprad at the Orly ice stadium.';
const SEASON_SK = 'Permanentka na všetky domáce zápasy sezóny.';
const SEASON_EN = 'A season ticket for every home match of the season.';

const match = (over: Partial<EventSummary>): EventSummary => ({
  uuid: '6a0f3c1e-2b4a-4c3a-9a55-0d3c1e2b4a11',
  title: 'HK Orly Zvolen – HK Poprad',
  opponent: 'HK Poprad',
  startsAt: '2026-12-05T17:30:00.000Z',
  venue: 'Zimný štadión Orly',
  covidRestriction: NOTE_SK,
  noteLanguage: 'sk',
  description: MATCH_SK,
  descriptionLanguage: 'sk',
  availableSeats: 120,
  priceFrom: 1200,
  onSale: true,
  isPhoneNumberRequired: false,
  presale: null,
  ...over,
});

const season = (over: Partial<SeasonSummary>): SeasonSummary => ({
  uuid: '7b1f4d2e-3c5b-4d4b-8b66-1e4d2f3c5b22',
  title: 'Permanentka 2026/2027',
  startsAt: '2026-12-01T17:30:00.000Z',
  endsAt: '2027-03-01T20:00:00.000Z',
  venue: 'Zimný štadión Orly',
  description: SEASON_SK,
  descriptionLanguage: 'sk',
  matchCount: 8,
  availableSeats: 120,
  priceFrom: 18000,
  onSale: true,
  presale: null,
  ...over,
});

/** The API's choice: the club's English texts to an English reader where the club wrote them (`withEnglish`). */
function openEvents(withEnglish: boolean) {
  const english = (call: ApiCall) => call.language === 'en' && withEnglish;
  const api = mockApi({
    'GET /v2/event': (call) => ({
      status: 200,
      body: {
        data: [
          english(call)
            ? match({
                covidRestriction: NOTE_EN,
                noteLanguage: 'en',
                description: MATCH_EN,
                descriptionLanguage: 'en',
              })
            : match({}),
        ],
        isPhoneNumberRequired: false,
        phoneNumberVerified: false,
      } satisfies EventsResponse,
    }),
    'GET /v2/season': (call) => ({
      status: 200,
      body: {
        data: [english(call) ? season({ description: SEASON_EN, descriptionLanguage: 'en' }) : season({})],
      } satisfies SeasonsResponse,
    }),
    'GET /v2/season/offers': { status: 200, body: { data: [] } },
  });
  renderPage(<EventsPage />, { route: '/events', path: '/events' });
  return api;
}

/** Opens the card's "More information" and gives the description shown. */
async function moreInformation(cardName: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: cardName });
  const toggle = [...card.querySelectorAll('button')].find((b) => b.textContent === 'More information');
  if (!toggle) throw new Error(`no More information on ${cardName}`);
  await user.click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '');
}

/** The season tab's card's description, once the tab is open. */
async function seasonInformation() {
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Season tickets' }));
  return moreInformation('Permanentka 2026/2027');
}

describe('the club’s note and descriptions in the shop’s language', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('shows the English note in the English shop, marked English', async () => {
    await switchShopLanguage('en');
    const api = openEvents(true);
    const note = await screen.findByText(NOTE_EN);
    expect(note.getAttribute('lang')).toBe('en');
    expect(note.parentElement?.textContent).toBe(`COVID restriction: ${NOTE_EN}`);
    expect(api.callsTo('GET /v2/event')[0]?.language).toBe('en');
  });

  it('shows the Slovak note, marked Slovak, where the match has no English one', async () => {
    await switchShopLanguage('en');
    openEvents(false);
    const note = await screen.findByText(NOTE_SK);
    expect(note.getAttribute('lang')).toBe('sk');
    expect(note.parentElement?.textContent).toBe(`COVID restriction: ${NOTE_SK}`);
  });

  it('shows the English descriptions in the English shop, marked English', async () => {
    await switchShopLanguage('en');
    const api = openEvents(true);
    const matchInfo = await moreInformation('HK Orly Zvolen – HK Poprad');
    expect([matchInfo?.textContent, matchInfo?.getAttribute('lang')]).toEqual([MATCH_EN, 'en']);
    const seasonInfo = await seasonInformation();
    expect([seasonInfo?.textContent, seasonInfo?.getAttribute('lang')]).toEqual([SEASON_EN, 'en']);
    expect(api.callsTo('GET /v2/season')[0]?.language).toBe('en');
  });

  it('marks the club’s Slovak description Slovak inside the English shop where there is no English one', async () => {
    await switchShopLanguage('en');
    openEvents(false);
    const matchInfo = await moreInformation('HK Orly Zvolen – HK Poprad');
    expect([matchInfo?.textContent, matchInfo?.getAttribute('lang')]).toEqual([MATCH_SK, 'sk']);
    const seasonInfo = await seasonInformation();
    expect([seasonInfo?.textContent, seasonInfo?.getAttribute('lang')]).toEqual([SEASON_SK, 'sk']);
  });
});
