// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { MyOrdersPage } from './MyOrdersPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

const payBySquare = '0004G000DTNLC0D0A6LQ8RL4D64VHBQVLCF1N4UHNHVOF0Q1Q8G2MSJ7HSDFC7GHKE6F6FK5K';

function openOrders(route = '/my-orders', handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/orders': (call) => {
      const page = Number(call.query.get('pageIndex'));
      const first = [
        order(12, { status: 'PAID', paymentType: 'CARD', paidAt: new Date().toISOString() }),
        order(11),
        order(10, {
          paymentType: 'BANK_TRANSFER',
          expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          bankTransfer: {
            iban: 'SK3112000000198742637541',
            beneficiary: 'HK Orly Zvolen, s. r. o.',
            variableSymbol: '100010',
            amount: 2700,
            dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            payBySquare,
          },
        }),
        order(9, { status: 'CANCELLED' }),
        order(8, {
          status: 'REFUNDED',
          paidAt: '2026-11-20T10:00:00.000Z',
          refundedAt: '2026-11-21T09:30:00.000Z',
          creditNoteNumber: 'D2026000001',
        }),
      ];
      const second = [
        order(7, { status: 'PAID', paidAt: new Date().toISOString() }),
        order(6, { status: 'CANCELLED' }),
      ];
      return { status: 200, body: ordersPage(page === 2 ? second : first, page, 7) };
    },
    ...handlers,
  });
  const view = renderPage(<MyOrdersPage />, { route, store: makeStore({ session: janaSession() }) });
  return { api, ...view };
}

const invoiceUrl = (n: number) => `/v2/orders/${order(n).id}/invoice`;
const card = (orderNumber: string) => screen.getByRole('article', { name: `Objednávka č. ${orderNumber}` });

describe('my orders', () => {
  it('asks for the first page of 5 and shows each status in Slovak', async () => {
    const { api } = openOrders();
    await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    const call = api.callsTo('GET /v2/orders')[0];
    expect([call?.query.get('pageIndex'), call?.query.get('pageSize')]).toEqual(['1', '5']);
    expect(screen.getAllByTestId('order-status').map((s) => s.textContent)).toEqual([
      'Zaplatená',
      'Čaká na platbu',
      'Čaká na platbu',
      'Zrušená',
      'Vrátená',
    ]);
  });

  it('an unpaid card order shows its deadline with a countdown and "Zaplatiť znova"', async () => {
    openOrders();
    const unpaid = await screen.findByRole('article', { name: 'Objednávka č. 100011' });
    expect(within(unpaid).getByText('Zaplaťte do')).toBeTruthy();
    expect(within(unpaid).getByRole('timer').textContent).toMatch(/\((Zostáva) 1[45]:\d\d\)/);
    expect(within(unpaid).getByRole('button', { name: 'Zaplatiť znova' })).toBeTruthy();
    expect(within(unpaid).queryByRole('button', { name: 'Stiahnuť vstupenky' })).toBeNull();
    expect(within(unpaid).queryByRole('button', { name: 'Stiahnuť faktúru' })).toBeNull();
  });

  it('a paid order offers print and download of its tickets, and no re-pay', async () => {
    openOrders();
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    expect(within(paid).getByRole('button', { name: 'Stiahnuť vstupenky' })).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Vytlačiť vstupenky' })).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull();
    expect(within(paid).getByText('Vstupenka č. 100012-1')).toBeTruthy();
    expect(within(paid).getByText(/Dieťa do 12 rokov/)).toBeTruthy();
  });

  it('an order paid with a coupon shows the discount and the total after it; one without shows no discount', async () => {
    const discounted = order(12, {
      status: 'PAID',
      paidAt: new Date().toISOString(),
      totalPrice: 2430,
      discount: 270,
      couponCode: 'ORLY10',
    });
    openOrders('/my-orders', {
      'GET /v2/orders': { status: 200, body: ordersPage([discounted, order(11)], 1, 2) },
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    expect(within(paid).getByTestId('order-discount').textContent).toBe('Zľava (ORLY10): −2,70\u00a0€');
    expect(within(paid).getByTestId('order-total').textContent).toBe('24,30\u00a0€');
    expect(within(card('100011')).queryByTestId('order-discount')).toBeNull();
  });

  it("a paid order's invoice downloads as a PDF named after the order", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = openOrders('/my-orders', {
      [`GET ${invoiceUrl(12)}`]: {
        status: 200,
        body: '%PDF-1.7',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    await userEvent.setup().click(within(paid).getByRole('button', { name: 'Stiahnuť faktúru' }));
    await vi.waitFor(() => expect(saved).toEqual(['faktura-100012.pdf']));
    expect(api.callsTo(`GET ${invoiceUrl(12)}`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('each ticket of a paid order downloads on its own, the button named with its seat; other orders have none', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const url = `/v2/orders/${order(12).id}/tickets/100012-1`;
    const { api } = openOrders('/my-orders', {
      [`GET ${url}`]: { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    const line = within(paid).getByTestId('order-item');
    const button = within(line).getByRole('button', {
      name: 'Stiahnuť vstupenku č. 100012-1 (Sektor A12, rad 3, miesto 12)',
    });
    expect(button.textContent).toBe('Stiahnuť vstupenku');
    await userEvent.setup().click(button);
    await vi.waitFor(() => expect(saved).toEqual(['vstupenka-100012-1.pdf']));
    expect(api.callsTo(`GET ${url}`)[0]?.auth).toMatch(/^Bearer /);
    for (const n of ['100011', '100010', '100009', '100008'])
      expect(within(card(n)).queryByRole('button', { name: /Stiahnuť vstupenku/ }), n).toBeNull();
  });

  it('season tickets download as "permanentky-…pdf", one as "permanentka-…pdf"', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const plain = order(12, { status: 'PAID', paymentType: 'CARD', paidAt: new Date().toISOString() });
    const season = {
      ...plain,
      items: plain.items.map((item) => ({
        ...item,
        setupType: 'SEASON' as const,
        ticketType: 'CLASSIC' as const,
      })),
    };
    const pdf = { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } };
    openOrders('/my-orders', {
      'GET /v2/orders': { status: 200, body: ordersPage([season], 1, 1) },
      [`GET /v2/orders/${season.id}/tickets`]: pdf,
      [`GET /v2/orders/${season.id}/tickets/100012-1`]: pdf,
    });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Stiahnuť permanentky' }));
    await vi.waitFor(() => expect(saved).toEqual(['permanentky-100012.pdf']));
    await user.click(within(card).getByRole('button', { name: /^Stiahnuť permanentku č\. 100012-1/ }));
    await vi.waitFor(() => expect(saved).toEqual(['permanentky-100012.pdf', 'permanentka-100012-1.pdf']));
  });

  it("a season ticket's line shows the season's dates, not one match's time", async () => {
    const plain = order(13, { status: 'PAID', paymentType: 'CARD', paidAt: new Date().toISOString() });
    const season = {
      ...plain,
      items: plain.items.map((item) => ({
        ...item,
        setupType: 'SEASON' as const,
        ticketType: 'CLASSIC' as const,
        title: 'Permanentka 2026/2027',
        startsAt: '2026-09-12T16:00:00.000Z',
        endsAt: '2027-03-06T20:00:00.000Z',
      })),
    };
    openOrders('/my-orders', { 'GET /v2/orders': { status: 200, body: ordersPage([season], 1, 1) } });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 100013' });
    const lines = within(card).getAllByTestId('setup-when');
    expect(lines.map((line) => line.textContent)).toEqual(lines.map(() => '12.09.2026 – 06.03.2027'));
  });

  it('a ticket the shop refuses (refunded meanwhile) says why in a toast', async () => {
    const url = `/v2/orders/${order(12).id}/tickets/100012-1`;
    const { store } = openOrders('/my-orders', {
      [`GET ${url}`]: apiError(404, 'TICKET_NOT_FOUND', 'Vstupenka sa nenašla.'),
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    await userEvent
      .setup()
      .click(within(paid).getByRole('button', { name: /^Stiahnuť vstupenku č\. 100012-1/ }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Vstupenku sa nepodarilo načítať. Vstupenka sa nenašla.']),
    );
  });

  it('an invoice the shop cannot give says why in a toast', async () => {
    const { api, store } = openOrders('/my-orders', {
      [`GET ${invoiceUrl(12)}`]: apiError(404, 'INVOICE_DATA_NOT_FOUND', 'Fakturačné údaje sa nenašli.'),
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    await userEvent.setup().click(within(paid).getByRole('button', { name: 'Stiahnuť faktúru' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Faktúru sa nepodarilo načítať. Fakturačné údaje sa nenašli.']),
    );
    expect(api.callsTo(`GET ${invoiceUrl(12)}`)).toHaveLength(1);
  });

  it('an unpaid bank transfer shows its payment details on request, not a re-pay', async () => {
    openOrders();
    const transfer = await screen.findByRole('article', { name: 'Objednávka č. 100010' });
    expect(within(transfer).queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull();
    expect(within(transfer).getByRole('timer').textContent).toMatch(/Zostáva 2 d 23 h|Zostáva 3 d 0 h/);
    await userEvent.setup().click(within(transfer).getByRole('button', { name: 'Platobné údaje' }));
    expect(within(transfer).getByTestId('transfer-vs').textContent).toBe('100010');
    expect(within(transfer).getByTestId('transfer-iban').textContent).toBe('SK31 1200 0000 1987 4263 7541');
    expect(await within(transfer).findByAltText(/QR kód PAY by square.*100010/)).toBeTruthy();
  });

  it('a cancelled order offers nothing to do; a refunded one says when and offers its invoice and credit note, no tickets', async () => {
    openOrders();
    await screen.findByRole('article', { name: 'Objednávka č. 100009' });
    expect(within(card('100009')).queryAllByRole('button')).toHaveLength(0);
    const refunded = card('100008');
    expect(within(refunded).getByTestId('order-status').textContent).toBe('Vrátená');
    expect(within(refunded).getByText('Peniaze vrátené').nextElementSibling?.textContent).toBe(
      '21.11.2026 10:30',
    );
    expect(
      within(refunded)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Stiahnuť faktúru', 'Stiahnuť dobropis']);
  });

  it("a refunded order's credit note downloads as a PDF named after the order", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const url = `/v2/orders/${order(8).id}/credit-note`;
    const { api } = openOrders('/my-orders', {
      [`GET ${url}`]: { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
    });
    const refunded = await screen.findByRole('article', { name: 'Objednávka č. 100008' });
    await userEvent.setup().click(within(refunded).getByRole('button', { name: 'Stiahnuť dobropis' }));
    await vi.waitFor(() => expect(saved).toEqual(['dobropis-100008.pdf']));
    expect(api.callsTo(`GET ${url}`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('pages through the orders with Bootstrap pagination, counting from 1', async () => {
    const { api } = openOrders();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Objednávka č. 100012' });
    expect(screen.getByText('1–5 z 7')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Stránky objednávok' });
    await user.click(within(pages).getByText('2'));
    expect(await screen.findByRole('article', { name: 'Objednávka č. 100007' })).toBeTruthy();
    expect(screen.getByText('6–7 z 7')).toBeTruthy();
    expect(api.callsTo('GET /v2/orders').at(-1)?.query.get('pageIndex')).toBe('2');
  });

  it('a link to the second page opens it', async () => {
    openOrders('/my-orders?page=2');
    expect(await screen.findByRole('article', { name: 'Objednávka č. 100006' })).toBeTruthy();
  });

  it('re-pay starts a new card payment and leaves for the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openOrders('/my-orders', {
      'POST /v2/orders/00000000-0000-4000-8000-000000000011/pay': {
        status: 201,
        body: { orderId: order(11).id, redirectUrl: '/v2/payment/sandbox/xyz' },
      },
    });
    const unpaid = await screen.findByRole('article', { name: 'Objednávka č. 100011' });
    await userEvent.setup().click(within(unpaid).getByRole('button', { name: 'Zaplatiť znova' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v2/payment/sandbox/xyz'));
    expect(api.callsTo('POST /v2/orders/00000000-0000-4000-8000-000000000011/pay')).toHaveLength(1);
  });
});
