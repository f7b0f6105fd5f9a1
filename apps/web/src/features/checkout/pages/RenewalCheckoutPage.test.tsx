// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalCheckoutPage } from './RenewalCheckoutPage.tsx';

const offer = renewalOffer();

describe('the renewal checkout', () => {
  it('keeps the line as offered: no remove, no plastic-card choice, no coupon; the category named in Slovak', async () => {
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
    expect(await screen.findByTestId('checkout-item')).toBeTruthy();
    expect(screen.getByText('Klasická')).toBeTruthy();
    expect(screen.getByText(/^Plastová karta \(\+/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Odobrať/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /plastov/i })).toBeNull();
    expect(screen.queryByLabelText('Zľavový kód')).toBeNull();
  });
});
