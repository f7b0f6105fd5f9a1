// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { OrderSuccessPage } from './OrderSuccessPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
const transferOrder = order(4, {
  paymentType: 'BANK_TRANSFER',
  expiresAt: due,
  bankTransfer: {
    iban: 'SK3112000000198742637541',
    beneficiary: 'HK Orly Zvolen, s. r. o.',
    variableSymbol: '100004',
    amount: 2700,
    dueDate: due,
    payBySquare: '0004G000DTNLC0D0A6LQ8RL4D64VHBQVLCF1N4UHNHVOF0Q1Q8G2',
  },
});
const paidOrder = order(3, { status: 'PAID' });

function openSuccess(orderId: string) {
  mockApi({ 'GET /v2/orders': { status: 200, body: ordersPage([transferOrder, paidOrder], 1, 2) } });
  return renderPage(<OrderSuccessPage />, {
    route: `/order/success?orderId=${orderId}`,
    store: makeStore({ session: janaSession() }),
  });
}

describe('order success in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('thanks for a paid order and says where its tickets are, in English', async () => {
    await switchShopLanguage('en');
    openSuccess(paidOrder.id);
    expect(await screen.findByRole('heading', { name: 'Order received' })).toBeTruthy();
    expect(screen.getByText('Thank you, we have received your order no. 100003.')).toBeTruthy();
    expect(screen.getByText(/^The order is paid\. We have e-mailed you the tickets? as/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order no. 100003' })).toBeTruthy();
    expect(screen.getByText(/^Total:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
  });

  it('gives a bank transfer’s payment details in English', async () => {
    await switchShopLanguage('en');
    openSuccess(transferOrder.id);
    expect(await screen.findByText(/^Please pay by bank transfer using the details below\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment details' })).toBeTruthy();
    expect(
      await screen.findByAltText('PAY by square QR code to pay the order with variable symbol 100004'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeTruthy();
  });
});
