// @vitest-environment happy-dom
import type { InstallmentInvoicePush, OrderInvoicePush } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { InvoicePushPage } from './InvoicePushPage.tsx';

const PUSH_ID = 'Abc_def-0123456789Abc_def-0123456789Abc_def';
const ORDER = '33333333-3333-4333-8333-333333333333';
const part = (over: Partial<InstallmentInvoicePush> = {}): InstallmentInvoicePush => ({
  kind: 'INSTALLMENT',
  partNo: 2,
  parts: 3,
  amount: 4333,
  dueDate: '2026-12-23T12:00:00.000Z',
  state: 'UNPAID',
  paidAt: null,
  overdue: false,
  order: {
    orderNumber: '100042',
    totalPrice: 13_000,
    items: [
      {
        setupType: 'SEASON',
        title: 'Permanentka 2026/2027',
        seat: { sector: 'A12', row: '3', name: '7' },
        ticketType: 'CLASSIC',
      },
    ],
  },
  linkExpiresAt: '2027-01-06T12:00:00.000Z',
  ...over,
});

const unpaidOrder = (over: Partial<OrderInvoicePush> = {}): OrderInvoicePush => ({
  kind: 'ORDER',
  orderId: ORDER,
  orderNumber: '100077',
  status: 'AWAITING_PAYMENT',
  totalPrice: 2400,
  dueDate: '2026-12-23T16:00:00.000Z',
  paidAt: null,
  items: [
    {
      setupType: 'EVENT',
      title: 'HK Orly Zvolen – HC Košice',
      seat: { sector: 'B2', row: '4', name: '11' },
      ticketType: 'ADULT',
    },
    {
      setupType: 'EVENT',
      title: 'HK Orly Zvolen – HC Košice',
      seat: { sector: 'B2', row: '4', name: '12' },
      ticketType: 'CHILD',
    },
  ],
  linkExpiresAt: '2026-12-23T16:00:00.000Z',
  ...over,
});

function openInvoice(answer: { status: number; body: unknown }, pushId = PUSH_ID) {
  const api = mockApi({
    [`GET /v2/invoice/push/${pushId}`]: answer,
    [`POST /v2/invoice/push/pay/${pushId}`]: {
      status: 201,
      body: { orderId: ORDER, redirectUrl: `/v2/payment/sandbox/abc?pushId=${pushId}` },
    },
  });
  const view = renderPage(<InvoicePushPage />, {
    route: `/invoice/push/${pushId}`,
    path: '/invoice/push/:uuid',
  });
  return { api, ...view };
}

describe('invoice push page (no login)', () => {
  it('shows the part, its amount, due date and the order, and pays it by card at the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openInvoice({ status: 200, body: part() });
    expect(await screen.findByRole('heading', { name: '2. splátka z 3' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText('Objednávka č. 100042')).toBeTruthy();
    expect(screen.getByTestId('invoice-amount').textContent).toMatch(/43,33\s€/);
    expect(screen.getByText('23.12.2026')).toBeTruthy();
    expect(screen.getByText('Permanentka 2026/2027')).toBeTruthy();
    expect(screen.getByText(/Nezaplatená/)).toBeTruthy();
    expect(api.callsTo(`GET /v2/invoice/push/${PUSH_ID}`)[0]?.auth).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: /Zaplatiť 43,33\s€ kartou/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/v2/payment/sandbox/abc?pushId=${PUSH_ID}`));
    const paid = api.callsTo(`POST /v2/invoice/push/pay/${PUSH_ID}`);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.auth).toBeNull();
  });

  it('a paid part says thank you and offers no payment', async () => {
    openInvoice({ status: 200, body: part({ state: 'PAID', paidAt: '2026-12-01T09:30:00.000Z' }) });
    expect(await screen.findByText('Táto splátka je zaplatená. Ďakujeme!')).toBeTruthy();
    expect(screen.getByText(/Platbu sme prijali 01\.12\.2026 10:30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zaplatiť/ })).toBeNull();
  });

  it('an unknown, expired or revoked link says it no longer works, with help', async () => {
    openInvoice(
      apiError(
        404,
        'INVOICE_LINK_NOT_FOUND',
        'Odkaz na platbu neplatí: neexistuje, jeho platnosť vypršala alebo ho klub zrušil.',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Tento odkaz na platbu už neplatí' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('link', { name: 'podpora@hokej.test' })).toBeTruthy();
  });

  it('a link of a paid, refunded or cancelled order says it no longer works', async () => {
    openInvoice(
      apiError(
        410,
        'INVOICE_LINK_CLOSED',
        'Odkaz na platbu už neplatí: objednávka je zaplatená, vrátená alebo zrušená.',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Tento odkaz na platbu už neplatí' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zaplatiť/ })).toBeNull();
  });

  it('a shop that takes no cards now offers no card payment of the link, and says whom to ask', async () => {
    openInvoice(
      apiError(
        409,
        'PAYMENT_TYPE_UNAVAILABLE',
        'Platba kartou ani na splátky teraz nie je k dispozícii. Zvoľte platbu bankovým prevodom.',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Platba kartou teraz nie je možná' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByTestId('card-unavailable').textContent).toMatch(/podpora@hokej\.test/);
    expect(screen.queryByRole('button', { name: /Zaplatiť/ })).toBeNull();
  });

  it('a malformed link is refused without asking the API', async () => {
    const { api } = openInvoice({ status: 200, body: part() }, 'not-a-link');
    expect(await screen.findByTestId('invoice-link-gone')).toBeTruthy();
    expect(api.callsTo('GET /v2/invoice/push/not-a-link')).toHaveLength(0);
  });

  it('a refused payment (already paid elsewhere) is shown on the page', async () => {
    const api = mockApi({
      [`GET /v2/invoice/push/${PUSH_ID}`]: { status: 200, body: part() },
      [`POST /v2/invoice/push/pay/${PUSH_ID}`]: apiError(
        409,
        'INSTALLMENT_ALREADY_PAID',
        'Táto splátka už je zaplatená.',
      ),
    });
    renderPage(<InvoicePushPage />, { route: `/invoice/push/${PUSH_ID}`, path: '/invoice/push/:uuid' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /kartou/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Táto splátka už je zaplatená.');
    expect(api.callsTo(`POST /v2/invoice/push/pay/${PUSH_ID}`)).toHaveLength(1);
  });
});

describe('invoice push page of an unpaid order (no login)', () => {
  it('shows the order, its total, deadline and seats, and pays it by card at the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openInvoice({ status: 200, body: unpaidOrder() });
    expect(await screen.findByRole('heading', { name: 'Platba objednávky' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('heading', { name: 'Objednávka č. 100077' })).toBeTruthy();
    expect(screen.getByText('Čaká na platbu')).toBeTruthy();
    expect(screen.getByTestId('invoice-amount').textContent).toMatch(/24,00\s€/);
    expect(screen.getByText('Zaplatiť do')).toBeTruthy();
    expect(screen.getAllByTestId('invoice-item')).toHaveLength(2);
    expect(screen.getByText(/B2.*4.*12/)).toBeTruthy();
    expect(screen.queryByText(/splátka/i)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/v2/payment/sandbox/abc?pushId=${PUSH_ID}`));
    const paid = api.callsTo(`POST /v2/invoice/push/pay/${PUSH_ID}`);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.auth).toBeNull();
  });

  it('a paid order says so and offers no payment', async () => {
    openInvoice({ status: 200, body: unpaidOrder({ status: 'PAID', paidAt: '2026-12-21T09:30:00.000Z' }) });
    expect(await screen.findByText('Objednávka je zaplatená. Ďakujeme!')).toBeTruthy();
    expect(screen.getByText(/Platbu sme prijali 21\.12\.2026 10:30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zaplatiť/ })).toBeNull();
  });

  it('a cancelled order cannot be paid any more', async () => {
    openInvoice({ status: 200, body: unpaidOrder({ status: 'CANCELLED' }) });
    expect(await screen.findByText('Objednávka bola zrušená, zaplatiť ju už nie je možné.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zaplatiť/ })).toBeNull();
  });

  it("the server's refusal (paid meanwhile) is shown above the button", async () => {
    mockApi({
      [`GET /v2/invoice/push/${PUSH_ID}`]: { status: 200, body: unpaidOrder() },
      [`POST /v2/invoice/push/pay/${PUSH_ID}`]: apiError(
        409,
        'ORDER_ALREADY_PAID',
        'Objednávka už je zaplatená.',
      ),
    });
    renderPage(<InvoicePushPage />, { route: `/invoice/push/${PUSH_ID}`, path: '/invoice/push/:uuid' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Zaplatiť kartou' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Objednávka už je zaplatená.');
  });
});
