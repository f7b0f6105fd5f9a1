// @vitest-environment happy-dom
import type { Installment } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { MyOrdersPage } from './MyOrdersPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

const PUSH_ID = 'Abc_def-0123456789Abc_def-0123456789Abc_def';
const part = (partNo: number, over: Partial<Installment> = {}): Installment => ({
  partNo,
  amount: partNo === 1 ? 4334 : 4333,
  dueDate: new Date(Date.UTC(2026, 10, 23 + (partNo - 1) * 30, 12)).toISOString(),
  state: 'UNPAID',
  paidAt: null,
  overdue: false,
  ...over,
});

function openOrders(plan: Installment[], status: 'PAID' | 'AWAITING_PAYMENT' = 'PAID', cardOffered = true) {
  const base = order(20);
  const nextDue = plan.find((p) => p.state === 'UNPAID')?.dueDate ?? null;
  const seasonOrder = order(20, {
    status,
    paymentType: 'INSTALLMENTS',
    totalPrice: 13_000,
    paidAt: status === 'PAID' ? new Date().toISOString() : null,
    installments: plan,
    installmentProgress: {
      paid: plan.filter((p) => p.state === 'PAID').length,
      parts: plan.length,
      nextDueDate: nextDue,
    },
    items: base.items.map((item) => ({
      ...item,
      setupType: 'SEASON' as const,
      title: 'Permanentka 2026/2027',
      ticketType: 'GOLD' as const,
      ticketSerial: status === 'PAID' ? '100020-1' : null,
    })),
  });
  const api = mockApi({
    'GET /v2/orders': { status: 200, body: ordersPage([seasonOrder], 1, 1) },
    'GET /v2/payment/types': {
      status: 200,
      body: cardOffered
        ? { allowed: ['CARD', 'BANK_TRANSFER', 'INSTALLMENTS'], cardOffered }
        : { allowed: ['BANK_TRANSFER'], cardOffered },
    },
    [`POST /v2/orders/${seasonOrder.id}/installments/2/link`]: {
      status: 201,
      body: {
        pushId: PUSH_ID,
        url: `http://shop/invoice/push/${PUSH_ID}`,
        expiresAt: new Date().toISOString(),
      },
    },
  });
  const view = renderPage(<MyOrdersPage />, {
    route: '/my-orders',
    store: makeStore({ session: janaSession() }),
  });
  return { api, order: seasonOrder, ...view };
}

describe('My orders: the installment plan', () => {
  it('lists the parts with amount, due date and state, and pays an unpaid part through its own page', async () => {
    const paid = part(1, { state: 'PAID', paidAt: '2026-11-23T12:05:00.000Z' });
    const { api, order: shown, location } = openOrders([paid, part(2), part(3)]);
    const plan = await screen.findByTestId('installment-plan');
    const rows = within(plan).getAllByTestId('installment');
    expect(rows.map((row) => row.dataset.state)).toEqual(['PAID', 'UNPAID', 'UNPAID']);
    expect(within(rows[0] as HTMLElement).getByText('1. splátka')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/43,34\s€/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('23.12.2026')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByText('Splátky')).toBeTruthy();

    await userEvent.setup().click(within(plan).getByRole('button', { name: 'Zaplatiť 2. splátku' }));
    await vi.waitFor(() => expect(location()).toBe(`/invoice/push/${PUSH_ID}`));
    expect(api.callsTo(`POST /v2/orders/${shown.id}/installments/2/link`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('part 1 of 3 paid reads "Zaplatená 1. splátka z 3, ďalšia do …", and the season ticket is a permanentka', async () => {
    openOrders([part(1, { state: 'PAID' }), part(2), part(3)]);
    const status = await screen.findByTestId('order-status');
    expect(status.textContent).toBe('Zaplatená 1. splátka z 3, ďalšia do 23.12.2026');
    expect(screen.getByText('Prvá splátka zaplatená')).toBeTruthy();
    expect(screen.getByText('Permanentka č. 100020-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stiahnuť permanentky' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Stiahnuť permanentku č\. 100020-1/ })).toBeTruthy();
    expect(screen.queryByText(/vstupenk/i)).toBeNull();
  });

  it('two parts of three paid: "Zaplatené 2 splátky z 3"; all paid: "Zaplatená"', async () => {
    const view = openOrders([part(1, { state: 'PAID' }), part(2, { state: 'PAID' }), part(3)]);
    expect((await screen.findByTestId('order-status')).textContent).toBe(
      'Zaplatené 2 splátky z 3, ďalšia do 22.01.2027',
    );
    view.unmount();
    openOrders([part(1, { state: 'PAID' }), part(2, { state: 'PAID' }), part(3, { state: 'PAID' })]);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Zaplatená');
  });

  it('an overdue part is marked and says the season ticket is blocked at the gate', async () => {
    openOrders([part(1, { state: 'PAID' }), part(2, { overdue: true }), part(3)]);
    expect(await screen.findByText('Po splatnosti')).toBeTruthy();
    expect(screen.getByText(/permanentka je pri vstupe zablokovaná/)).toBeTruthy();
  });

  it('before part 1 is paid, the later parts cannot be paid yet; the order can be paid again', async () => {
    openOrders([part(1), part(2), part(3)], 'AWAITING_PAYMENT');
    const plan = await screen.findByTestId('installment-plan');
    expect(within(plan).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zaplatiť znova' })).toBeTruthy();
  });

  it('a shop that takes no cards offers no "Zaplatiť" for a later part, and says card payment is not possible now', async () => {
    const { api } = openOrders([part(1, { state: 'PAID' }), part(2), part(3)], 'PAID', false);
    const plan = await screen.findByTestId('installment-plan');
    await vi.waitFor(() => expect(within(plan).getAllByTestId('card-unavailable')).toHaveLength(2));
    expect(within(plan).getAllByTestId('card-unavailable')[0]?.textContent).toBe(
      'Platba kartou teraz nie je možná',
    );
    expect(within(plan).queryByRole('button')).toBeNull();
    expect(api.callsTo('GET /v2/payment/types')).toHaveLength(1);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('nor "Zaplatiť znova" for an unpaid order then', async () => {
    openOrders([part(1), part(2), part(3)], 'AWAITING_PAYMENT', false);
    await screen.findByTestId('installment-plan');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull());
  });
});
