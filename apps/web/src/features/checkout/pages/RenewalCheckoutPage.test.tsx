// @vitest-environment happy-dom
import type { RenewalOffer } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
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

const TEXTS = {
  sk: {
    title: 'Obnovenie permanentky',
    intro: /^Podržané miesto zaplatíte ako každú permanentku/,
    category: 'Klasická',
    deadline: (date: string) => `Obnoviť do ${date}`,
    payByCard: 'Zaplatiť kartou',
    plasticCard: /^Plastová karta \(\+/,
    remove: /Odobrať/,
    plasticChoice: /plastov/i,
    coupon: 'Zľavový kód',
    closed: 'Túto ponuku už nemožno obnoviť.',
  },
  en: {
    title: 'Season ticket renewal',
    intro: /^You pay for the held seat like any season ticket/,
    category: 'Classic',
    deadline: (date: string) => `Renew by ${date}`,
    payByCard: 'Pay by card',
    plasticCard: /^Plastic card \(\+/,
    remove: /Remove/,
    plasticChoice: /plastic/i,
    coupon: 'Discount code',
    closed: 'This offer can no longer be renewed.',
  },
};

describeInEachLanguage(
  'the renewal checkout',
  TEXTS,
  (text) => {
    it('explains the renewal and its deadline; keeps the line as offered: no remove, no plastic-card choice, no coupon', async () => {
      const offer = renewalOffer();
      openRenewal(offer);
      expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
      await pageLoaded();
      expect(screen.getByText(text.intro)).toBeTruthy();
      expect(await screen.findByTestId('checkout-item')).toBeTruthy();
      expect(screen.getByText(text.category)).toBeTruthy();
      expect(screen.getByText(text.deadline(formatDateTime(offer.renewalTo)))).toBeTruthy();
      expect(screen.getByRole('button', { name: text.payByCard })).toBeTruthy();
      expect(screen.getByText(text.plasticCard)).toBeTruthy();
      expect(screen.queryByRole('button', { name: text.remove })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: text.plasticChoice })).toBeNull();
      expect(screen.queryByLabelText(text.coupon)).toBeNull();
    });

    it('says that an offer past its deadline can no longer be renewed', async () => {
      openRenewal(renewalOffer({ open: false, status: 'RELEASED' }));
      expect(await screen.findByText(text.closed)).toBeTruthy();
      expect(screen.getByRole('link', { name: text.title }).getAttribute('href')).toBe(
        '/my-season-tickets/renewals',
      );
    });
  },
  { timeout: 20_000 },
);
