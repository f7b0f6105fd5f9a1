// @vitest-environment happy-dom
import type { RenewalOffer } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalCheckoutPage } from './RenewalCheckoutPage.tsx';

function openRenewal(offer: RenewalOffer) {
  mockApi({
    'GET /v2/season/renewals': { status: 200, body: { data: [offer] } },
    'GET /v2/user/my-account': { status: 200, body: janaAccount() },
    'GET /v2/payment/types': {
      status: 200,
      body: { allowed: ['CARD', 'BANK_TRANSFER', 'INSTALLMENTS'], cardOffered: true },
    },
  });
  renderPage(<RenewalCheckoutPage />, {
    route: `/checkout/renewal/${offer.id}`,
    path: '/checkout/renewal/:id',
    store: makeStore({ session: janaSession() }),
  });
}

describe('the renewal checkout in English', { timeout: 20_000 }, () => {
  afterEach(() => switchShopLanguage('sk'));

  it('explains the renewal, its deadline and the kept line in English', async () => {
    await switchShopLanguage('en');
    const offer = renewalOffer();
    openRenewal(offer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Season ticket renewal' })).toBeTruthy();
    expect(screen.getByText(/^You pay for the held seat like any season ticket/)).toBeTruthy();
    expect(await screen.findByTestId('checkout-item')).toBeTruthy();
    expect(screen.getByText('Classic')).toBeTruthy();
    expect(screen.getByText(`Renew by ${formatDateTime(offer.renewalTo)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeTruthy();
  });

  it('says in English that an offer past its deadline can no longer be renewed', async () => {
    await switchShopLanguage('en');
    openRenewal(renewalOffer({ open: false, status: 'RELEASED' }));
    expect(await screen.findByText('This offer can no longer be renewed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Season ticket renewal' }).getAttribute('href')).toBe(
      '/my-season-tickets/renewals',
    );
  });
});
