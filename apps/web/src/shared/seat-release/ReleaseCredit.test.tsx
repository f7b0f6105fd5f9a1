// @vitest-environment happy-dom
import type { SeatReleaseMatch } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';
import { janaSession } from '../testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../testing/shopHarness.test-utils.tsx';
import { ReleaseCredit } from './ReleaseCredit.tsx';

const TICKET = '11111111-1111-4111-8111-111111111111';
const MATCH = '77777777-7777-4777-8777-777777777777';
const sold = (credit: Partial<NonNullable<SeatReleaseMatch['credit']>>): SeatReleaseMatch => ({
  matchId: MATCH,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-01T17:00:00.000Z',
  cutoffAt: '2026-11-30T17:00:00.000Z',
  state: 'SOLD',
  changeable: false,
  sharePercent: 50,
  credit: {
    amount: 750,
    payout: 'COUPON',
    creditNoteNumber: 'D2026000007',
    couponCode: 'UV-ABC123',
    couponValidTo: '2027-11-20T09:30:00.000Z',
    ...credit,
  },
});

function show(match: SeatReleaseMatch, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const store = makeStore({ session: janaSession() });
  renderPage(<ReleaseCredit ticketId={TICKET} match={match} />, { route: '/my-orders', store });
  return api;
}

describe("a sold released seat's credit (Moje permanentky, My orders)", () => {
  afterEach(async () => {
    await switchShopLanguage('sk');
  });

  it('downloads the credit note as dobropis-<number>.pdf with the login', { timeout: 20_000 }, async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const url = `/v2/season/tickets/${TICKET}/releases/${MATCH}/credit-note`;
    const api = show(sold({}), {
      [`GET ${url}`]: { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
    });
    expect(screen.getByText(/^Dobropis č\. D2026000007: 7,50\s€$/)).toBeTruthy();
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Stiahnuť dobropis č. D2026000007 za zápas HK Orly Zvolen – HC Košice',
      }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['dobropis-D2026000007.pdf']));
    expect(api.callsTo(`GET ${url}`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('a transfer payout says the sum comes by transfer, with the credit note to download', () => {
    show(sold({ payout: 'BANK_TRANSFER', couponCode: null, couponValidTo: null }));
    expect(screen.getByText('Sumu vám pošleme prevodom na účet.')).toBeTruthy();
    expect(screen.queryByText(/Zľavový kód/)).toBeNull();
    expect(screen.getByRole('button', { name: /Stiahnuť dobropis/ })).toBeTruthy();
  });

  it('a share of 0 % says the club pays none, and offers no credit note', () => {
    show(sold({ amount: 0, creditNoteNumber: null, couponCode: null, couponValidTo: null }));
    expect(
      screen.getByText('Miesto sa predalo. Podiel z predaja klub za toto miesto nevypláca.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in English: the credit note, the coupon and the download under its English file name', {
    timeout: 20_000,
  }, async () => {
    await switchShopLanguage('en');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const url = `/v2/season/tickets/${TICKET}/releases/${MATCH}/credit-note`;
    show(sold({}), {
      [`GET ${url}`]: { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
    });
    expect(screen.getByText(/^Credit note no\. D2026000007: €7\.50$/)).toBeTruthy();
    expect(screen.getByText('Discount code UV-ABC123 (valid until 20/11/2027 10:30)')).toBeTruthy();
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Download credit note no. D2026000007 for the match HK Orly Zvolen – HC Košice',
      }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['credit-note-D2026000007.pdf']));
  });

  it('in English: a share of 0 % says the club pays none', async () => {
    await switchShopLanguage('en');
    show(sold({ amount: 0, creditNoteNumber: null, couponCode: null, couponValidTo: null }));
    expect(
      screen.getByText('The seat has sold. The club pays no share of the sale for this seat.'),
    ).toBeTruthy();
  });
});
