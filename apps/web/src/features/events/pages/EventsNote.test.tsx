// @vitest-environment happy-dom
import type { EventSummary, EventsResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { type ApiCall, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { EventsPage } from './EventsPage.tsx';

const SLOVAK = 'Vstup len s respirátorom FFP2';
const ENGLISH = 'Entry only with an FFP2 respirator';

const match = (over: Partial<EventSummary>): EventSummary => ({
  uuid: '6a0f3c1e-2b4a-4c3a-9a55-0d3c1e2b4a11',
  title: 'HK Orly Zvolen – HK Poprad',
  opponent: 'HK Poprad',
  startsAt: '2026-12-05T17:30:00.000Z',
  venue: 'Zimný štadión Orly',
  covidRestriction: SLOVAK,
  noteLanguage: 'sk',
  description: '',
  descriptionLanguage: 'sk',
  availableSeats: 120,
  priceFrom: 1200,
  onSale: true,
  isPhoneNumberRequired: false,
  presale: null,
  ...over,
});

/** The API's choice: the English note to an English reader where the match has one (`withEnglish`). */
const events = (withEnglish: boolean) => (call: ApiCall) => ({
  status: 200,
  body: {
    data: [
      call.language === 'en' && withEnglish
        ? match({ covidRestriction: ENGLISH, noteLanguage: 'en' })
        : match({}),
    ],
    isPhoneNumberRequired: false,
    phoneNumberVerified: false,
  } satisfies EventsResponse,
});

function openEvents(withEnglish: boolean) {
  const api = mockApi({ 'GET /v2/event': events(withEnglish) });
  renderPage(<EventsPage />, { route: '/events', path: '/events' });
  return api;
}

describe('the club’s note on a match in the shop’s language', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('shows the English note in the English shop, marked English', async () => {
    await switchShopLanguage('en');
    const api = openEvents(true);
    const note = await screen.findByText(ENGLISH);
    expect(note.getAttribute('lang')).toBe('en');
    expect(note.parentElement?.textContent).toBe(`COVID restriction: ${ENGLISH}`);
    expect(api.callsTo('GET /v2/event')[0]?.language).toBe('en');
  });

  it('shows the Slovak note, marked Slovak, where the match has no English one', async () => {
    await switchShopLanguage('en');
    openEvents(false);
    const note = await screen.findByText(SLOVAK);
    expect(note.getAttribute('lang')).toBe('sk');
    expect(note.parentElement?.textContent).toBe(`COVID restriction: ${SLOVAK}`);
  });
});
