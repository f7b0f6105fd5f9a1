// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalsPage } from './RenewalsPage.tsx';
import { TEXTS } from './renewalsPage.test-utils.ts';

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

describeInEachLanguage('the holder’s renewal offers', TEXTS, (text) => {
  it('name the kept seat, its category (not its code), price, deadline, buttons and the relocation turn', async () => {
    openRenewals();
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.intro)).toBeTruthy();
    const [first, second, third] = (await screen.findAllByTestId('renewal-offer')) as HTMLElement[];
    const card = within(first as HTMLElement);
    expect(card.getByText(text.held)).toBeTruthy();
    expect(card.getByText(text.seat)).toBeTruthy();
    expect(card.getByText(text.from)).toBeTruthy();
    expect(card.getByText(text.category)).toBeTruthy();
    expect(screen.queryByText(/STUDENT/)).toBeNull();
    expect(card.getByText(text.price)).toBeTruthy();
    expect(card.getByText(text.amount)).toBeTruthy();
    expect(card.getByText(text.holder)).toBeTruthy();
    expect(card.getByText(text.deadline(formatDateTime(offered.renewalTo)))).toBeTruthy();
    expect(card.getByRole('link', { name: text.renew })).toBeTruthy();
    expect(card.getByRole('button', { name: text.decline })).toBeTruthy();

    const later = within(second as HTMLElement);
    expect(later.getByText(text.renewed)).toBeTruthy();
    expect(later.getByText(text.turnAt(formatDateTime(turn.opensAt)))).toBeTruthy();

    const now = within(third as HTMLElement);
    expect(now.getByText(text.movedFrom)).toBeTruthy();
    expect(now.getByText(text.openUntil(formatDateTime(turn.to)))).toBeTruthy();
    expect(now.getByRole('link', { name: text.change })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.myOrders })).toBeTruthy();
    expect(document.body.textContent?.replaceAll(/Permanentka \d{4}\/\d{4}/g, '')).not.toMatch(
      text.otherLanguage,
    );
  });

  it('says a declined offer', async () => {
    const { store } = openRenewals();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.declineAny }));
    await expect.poll(() => toastTexts(store)).toContain(text.declined);
  });
});
