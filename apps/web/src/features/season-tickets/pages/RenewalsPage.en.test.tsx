// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalsPage } from './RenewalsPage.tsx';

const offered = renewalOffer({ category: 'STUDENT', holderName: 'Mária Držiteľová' });
const turn = {
  from: '2026-11-01T10:00:00.000Z',
  to: '2099-11-15T10:00:00.000Z',
  position: 3,
  wave: 1,
  opensAt: '2099-11-10T10:00:00.000Z',
  open: false,
  ended: false,
  movedFrom: null,
};
const waiting = renewalOffer({
  id: '55555555-5555-4555-8555-555555555555',
  seasonTitle: 'Permanentka 2028/2029',
  status: 'RENEWED',
  open: false,
  relocation: turn,
});
const moving = renewalOffer({
  id: '66666666-6666-4666-8666-666666666666',
  seasonTitle: 'Permanentka 2029/2030',
  seat: { sector: 'B39', row: '1', name: '3' },
  status: 'RENEWED',
  open: false,
  relocation: { ...turn, open: true, movedFrom: { sector: 'B39', row: '1', name: '2' } },
});

function openRenewals() {
  const store = makeStore({ session: janaSession() });
  const api = mockApi({
    'GET /v2/season/renewals': { status: 200, body: { data: [offered, waiting, moving] } },
    [`POST /v2/season/renewals/${offered.id}/decline`]: {
      status: 200,
      body: { ...offered, status: 'DECLINED', open: false },
    },
  });
  renderPage(<RenewalsPage />, { route: `/my-season-tickets/renewals?offer=${offered.id}`, store });
  return { api, store };
}

describe('the holder’s renewal offers in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('name the kept seat, price, deadline, buttons and the relocation turn in English', async () => {
    await switchShopLanguage('en');
    openRenewals();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season ticket renewal' })).toBeTruthy();
    expect(screen.getByText(/^Your seat from last season is held for you/)).toBeTruthy();
    const [first, second, third] = (await screen.findAllByTestId('renewal-offer')) as HTMLElement[];
    const card = within(first as HTMLElement);
    expect(card.getByText('Held for you')).toBeTruthy();
    expect(card.getByText('Sector B39, row 1, seat 2')).toBeTruthy();
    expect(card.getByText('From season ticket Permanentka 2025/2026')).toBeTruthy();
    expect(card.getByText('Student, with a plastic card')).toBeTruthy();
    expect(card.getByText('Price')).toBeTruthy();
    expect(card.getByText('€190.00')).toBeTruthy();
    expect(card.getByText('Holder')).toBeTruthy();
    expect(card.getByText(`Renew by ${formatDateTime(offered.renewalTo)}`)).toBeTruthy();
    expect(
      card.getByRole('link', { name: 'Renew the season ticket: Sector B39, row 1, seat 2' }),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'Decline the renewal: Sector B39, row 1, seat 2' })).toBeTruthy();

    const later = within(second as HTMLElement);
    expect(later.getByText('Renewed')).toBeTruthy();
    expect(
      later.getByText(
        `Choosing another seat: you are number 3 in line; your turn comes at ${formatDateTime(turn.opensAt)}.`,
      ),
    ).toBeTruthy();

    const now = within(third as HTMLElement);
    expect(now.getByText('Moved from: Sector B39, row 1, seat 2')).toBeTruthy();
    expect(
      now.getByText(
        `You can now choose another free seat for the new season, until ${formatDateTime(turn.to)}.`,
      ),
    ).toBeTruthy();
    expect(
      now.getByRole('link', { name: 'Change the season ticket’s seat: Sector B39, row 1, seat 3' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
    // Only the seasons' own titles are Slovak (the club's data).
    expect(document.body.textContent?.replaceAll(/Permanentka \d{4}\/\d{4}/g, '')).not.toMatch(
      /Obnov|Odmietn|Sektor|Kategória|miesto|Podržané/,
    );
  });

  it('says a declined offer in English', async () => {
    await switchShopLanguage('en');
    const { store } = openRenewals();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Decline the renewal/ }));
    await expect
      .poll(() => toastTexts(store))
      .toContain('You have declined the offer. The seat goes on sale after the deadline.');
  });
});
