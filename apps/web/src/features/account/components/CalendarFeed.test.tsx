// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CalendarFeed } from './CalendarFeed.tsx';

const OLD =
  'https://vstupenky.hokej.test/v2/calendar/0123456789abcdef0123456789abcdefAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW =
  'https://vstupenky.hokej.test/v2/calendar/0123456789abcdef0123456789abcdefBBBBBBBBBBBBBBBBBBBBBB.ics';

function openFeed() {
  const api = mockApi({
    'GET /v2/user/calendar': { status: 200, body: { url: OLD } },
    'POST /v2/user/calendar/renew': { status: 200, body: { url: NEW } },
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<CalendarFeed />, { route: '/account', store });
  return { api, store };
}

describe('my account: the calendar feed', () => {
  it('shows the secret address to copy and a webcal link to subscribe', async () => {
    const { store } = openFeed();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const field = (await screen.findByDisplayValue(OLD)) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(screen.getByLabelText('Adresa kalendára')).toBe(field);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const subscribe = screen.getByRole('link', { name: 'Odoberať v kalendári' });
    expect(subscribe.getAttribute('href')).toBe(OLD.replace('https:', 'webcal:'));
    await userEvent.click(screen.getByRole('button', { name: 'Kopírovať adresu' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    await vi.waitFor(() => expect(toastTexts(store)).toContain('Adresa kalendára je skopírovaná.'));
  });

  it('makes a new address on request and shows it in place of the old one', async () => {
    const { api, store } = openFeed();
    await screen.findByDisplayValue(OLD);
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť novú adresu' }));
    expect(await screen.findByDisplayValue(NEW)).toBeTruthy();
    expect(api.callsTo('POST /v2/user/calendar/renew')).toHaveLength(1);
    expect(toastTexts(store)).toContain('Vytvorili sme novú adresu kalendára. Stará už neplatí.');
  });
});
