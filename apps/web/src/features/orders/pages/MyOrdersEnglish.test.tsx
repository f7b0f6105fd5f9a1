// @vitest-environment happy-dom
import type { MyInvoice } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { MyInvoicesPage } from './MyInvoicesPage.tsx';
import { MyOrdersPage } from './MyOrdersPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

afterEach(async () => {
  await switchShopLanguage('sk');
});

const session = () => makeStore({ session: janaSession() });

describe('my orders and my invoices in English', () => {
  it('names orders, statuses, tickets and their buttons in English', async () => {
    await switchShopLanguage('en');
    mockApi({
      'GET /v2/orders': {
        status: 200,
        body: ordersPage(
          [
            order(12, { status: 'PAID', paymentType: 'CARD', paidAt: new Date().toISOString() }),
            order(11),
            order(9, { status: 'CANCELLED' }),
          ],
          1,
          3,
        ),
      },
    });
    renderPage(<MyOrdersPage />, { route: '/my-orders', store: session() });
    expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeTruthy();
    await pageLoaded();
    const paid = screen.getByRole('article', { name: 'Order no. 100012' });
    expect(within(paid).getByRole('button', { name: 'Download tickets' })).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Print tickets' })).toBeTruthy();
    expect(within(paid).getByText('Ticket no. 100012-1')).toBeTruthy();
    expect(within(paid).getByText('Card')).toBeTruthy();
    const unpaid = screen.getByRole('article', { name: 'Order no. 100011' });
    expect(within(unpaid).getByText('Pay by')).toBeTruthy();
    expect(within(unpaid).getByRole('button', { name: 'Pay again' })).toBeTruthy();
    expect(screen.getAllByTestId('order-status').map((s) => s.textContent)).toEqual([
      'Paid',
      'Awaiting payment',
      'Cancelled',
    ]);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it('lists invoices in English and saves the PDF under its English name', async () => {
    await switchShopLanguage('en');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const invoice: MyInvoice = {
      number: '2026000012',
      issuedAt: '2026-11-20T17:05:00.000Z',
      orderId: '00000000-0000-4000-8000-000000000012',
      orderNumber: '100012',
      total: 2430,
      paymentType: 'BANK_TRANSFER',
    };
    mockApi({
      'GET /v2/invoices': {
        status: 200,
        body: { data: [invoice], pageIndex: 1, pageSize: 10, totalResults: 1 },
      },
      [`GET /v2/orders/${invoice.orderId}/invoice`]: {
        status: 200,
        body: '%PDF-1.7',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    renderPage(<MyInvoicesPage />, { route: '/invoice', store: session() });
    const [row] = await screen.findAllByTestId('invoice');
    expect(within(row as HTMLElement).getByRole('rowheader').textContent).toBe('2026000012order no. 100012');
    expect(screen.getByRole('columnheader', { name: 'Invoice number' })).toBeTruthy();
    expect((row as HTMLElement).textContent).toContain('Bank transfer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download invoice 2026000012' }));
    await vi.waitFor(() => expect(saved).toEqual(['invoice-100012.pdf']));
  });
});
