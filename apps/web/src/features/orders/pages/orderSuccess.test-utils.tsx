// The order success page opened on one of Jana's newest orders: a bank transfer due in three days, a paid one.
import type { Order } from '@hokej/contract';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { OrderSuccessPage } from './OrderSuccessPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

export const due = new Date(Date.now() + 3 * 86_400_000).toISOString();

export const transferOrder = order(4, {
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

export const paidOrder = order(3, { status: 'PAID' });

/**
 * /order/success?orderId= for signed-in Jana, the first page of My orders holding `orders` (the transfer and
 * the paid order unless told otherwise).
 */
export function openSuccess(
  orderId: string,
  orders: Order[] = [transferOrder, paidOrder],
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'GET /v2/orders': { status: 200, body: ordersPage(orders, 1, orders.length) },
    ...handlers,
  });
  renderPage(<OrderSuccessPage />, {
    route: `/order/success?orderId=${orderId}`,
    store: makeStore({ session: janaSession() }),
  });
  return api;
}
