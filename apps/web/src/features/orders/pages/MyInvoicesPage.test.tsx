// @vitest-environment happy-dom
import type { MyInvoice } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { MyInvoicesPage } from './MyInvoicesPage.tsx';

const invoice = (n: number, over: Partial<MyInvoice> = {}): MyInvoice => ({
  number: `2026${String(n).padStart(6, '0')}`,
  issuedAt: '2026-11-20T17:05:00.000Z',
  orderId: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  orderNumber: String(100_000 + n),
  total: 2430,
  paymentType: 'CARD',
  ...over,
});

function openInvoices(route: string, pages: MyInvoice[][], totalResults: number) {
  const api = mockApi({
    'GET /v2/invoices': (call) => {
      const pageIndex = Number(call.query.get('pageIndex'));
      const pageSize = Number(call.query.get('pageSize'));
      return { status: 200, body: { data: pages[pageIndex - 1] ?? [], pageIndex, pageSize, totalResults } };
    },
    [`GET /v2/orders/${invoice(12).orderId}/invoice`]: {
      status: 200,
      body: '%PDF-1.7',
      headers: { 'Content-Type': 'application/pdf' },
    },
  });
  renderPage(<MyInvoicesPage />, { route, store: makeStore({ session: janaSession() }) });
  return api;
}

describe('my invoices', () => {
  it('lists each invoice with its number, date, order, payment and sum, and downloads its PDF', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = openInvoices('/invoice', [[invoice(12), invoice(11, { paymentType: 'BANK_TRANSFER' })]], 2);
    const rows = await screen.findAllByTestId('invoice');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('2026000012obj. č. 100012');
    expect(first.textContent).toContain('20.11.2026 18:05');
    expect(first.textContent).toContain('100012');
    expect(first.textContent).toContain('24,30\u00a0€');
    expect((rows[1] as HTMLElement).textContent).toContain('Bankový prevod');
    expect(api.callsTo('GET /v2/invoices')[0]?.query.get('pageSize')).toBe('10');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Stiahnuť faktúru 2026000012' }));
    await vi.waitFor(() => expect(saved).toEqual(['faktura-100012.pdf']));
  });

  it('pages through the invoices from index 1', async () => {
    const full = Array.from({ length: 10 }, (_, i) => invoice(40 - i));
    const api = openInvoices('/invoice', [full, [invoice(30)]], 11);
    expect(await screen.findAllByTestId('invoice')).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Strana 2' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('invoice')).toHaveLength(1));
    expect(api.callsTo('GET /v2/invoices').map((c) => c.query.get('pageIndex'))).toEqual(['1', '2']);
    expect(screen.getByRole('navigation', { name: 'Stránky faktúr' })).toBeTruthy();
  });

  it('without invoices says when they come and offers to buy', async () => {
    openInvoices('/invoice', [[]], 0);
    expect(await screen.findByText(/Zatiaľ nemáte žiadne faktúry/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kúpiť vstupenky' })).toBeTruthy();
  });
});
