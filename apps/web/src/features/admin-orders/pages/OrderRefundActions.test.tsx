// @vitest-environment happy-dom
import type { AdminOrderDetail, AdminOrderRefund } from '@hokej/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopDay } from '../../../shared/dates/format.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  apiError,
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { detail, ORDER_ID } from './orderAdminFixtures.test-utils.ts';

const url = `/v2/admin/orders/${ORDER_ID}`;
const REFUND_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const transferRefund = (over: Partial<AdminOrderRefund> = {}): AdminOrderRefund => ({
  id: REFUND_ID,
  amount: 2400,
  method: 'BANK_TRANSFER',
  status: 'TO_BE_SENT',
  reason: null,
  createdAt: '2026-11-21T09:30:00.000Z',
  creditNoteNumber: 'D2026000001',
  latePayment: false,
  sent: null,
  ...over,
});
const refundedByTransfer = detail({
  status: 'REFUNDED',
  paymentType: 'BANK_TRANSFER',
  refundedAt: '2026-11-21T09:30:00.000Z',
  payments: [],
  refunds: [transferRefund()],
});

/** The detail page; the order read answers `order` until a POST answered, then what the POST answered. */
function open(role: 'ADMIN' | 'CASHIER', order: AdminOrderDetail, post: Record<string, ApiAnswer> = {}) {
  let current = order;
  const handlers = Object.fromEntries(
    Object.entries(post).map(([route, answer]) => [
      route,
      () => {
        if (answer.status === 200) current = answer.body as AdminOrderDetail;
        return answer;
      },
    ]),
  );
  const api = mockApi({ [`GET ${url}`]: () => ({ status: 200, body: current }), ...handlers });
  const store = makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
  renderPage(<OrderDetailPage />, { route: `/admin/orders/${ORDER_ID}`, path: '/admin/orders/:id', store });
  return { api, store, user: userEvent.setup() };
}
const refundRow = () => screen.getByTestId('refund-row');

describe('refunds in the order detail', () => {
  it('an admin marks a transfer sent with the day and the bank reference; the row then says when and who', async () => {
    const sent = detail({
      ...refundedByTransfer,
      refunds: [
        transferRefund({
          status: 'SENT',
          sent: {
            on: '2026-11-22',
            note: 'VÚB 2026/118',
            at: '2026-11-22T08:00:00.000Z',
            by: 'admin@hokej.test',
          },
        }),
      ],
    });
    const { api, store, user } = open('ADMIN', refundedByTransfer, {
      [`POST ${url}/refunds/${REFUND_ID}/sent`]: { status: 200, body: sent },
    });
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    await pageLoaded();
    expect(within(refundRow()).getByText('treba odoslať')).toBeTruthy();
    await user.click(within(refundRow()).getByRole('button', { name: 'Označiť ako odoslané' }));
    const dialog = await screen.findByRole('dialog', { name: /Vrátenie 24,00.€ prevodom je odoslané/ });
    const day = within(dialog).getByLabelText('Dátum odoslania') as HTMLInputElement;
    expect(day.value).toBe(shopDay());
    await user.clear(day);
    await user.type(day, '2026-11-22');
    await user.type(within(dialog).getByLabelText(/referencia banky/), 'VÚB 2026/118');
    await user.click(within(dialog).getByRole('button', { name: 'Označiť ako odoslané' }));
    await vi.waitFor(() => expect(toastTexts(store)).toEqual(['Vrátenie je označené ako odoslané.']));
    expect(api.callsTo(`POST ${url}/refunds/${REFUND_ID}/sent`)[0]?.body).toEqual({
      sentOn: '2026-11-22',
      note: 'VÚB 2026/118',
    });
    expect(await within(refundRow()).findByText('odoslané 22.11.2026 (admin@hokej.test)')).toBeTruthy();
    expect(within(refundRow()).getByText('VÚB 2026/118')).toBeTruthy();
    expect(within(refundRow()).queryByRole('button')).toBeNull();
  });

  it('the server’s refusal stays in the dialog; a cashier sees the state without the action', async () => {
    const { user } = open('ADMIN', refundedByTransfer, {
      [`POST ${url}/refunds/${REFUND_ID}/sent`]: apiError(
        409,
        'REFUND_ALREADY_SENT',
        'Toto vrátenie peňazí už je označené ako odoslané.',
      ),
    });
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    await pageLoaded();
    await user.click(within(refundRow()).getByRole('button', { name: 'Označiť ako odoslané' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Označiť ako odoslané' }));
    expect(await within(dialog).findByText('Toto vrátenie peňazí už je označené ako odoslané.')).toBeTruthy();
    cleanup();
    open('CASHIER', refundedByTransfer);
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    await pageLoaded();
    expect(within(refundRow()).getByText('treba odoslať')).toBeTruthy();
    expect(within(refundRow()).queryByRole('button')).toBeNull();
  });

  it('an admin gives back a payment that came after the order was cancelled, without a credit note', async () => {
    const late = detail({
      status: 'CANCELLED',
      refundDue: true,
      paidAt: null,
      cancelledAt: '2026-11-20T09:20:00.000Z',
      invoiceNumber: null,
    });
    const given = detail({
      ...late,
      refundDue: false,
      refunds: [
        transferRefund({ method: 'CARD', status: 'COMPLETED', latePayment: true, creditNoteNumber: null }),
      ],
    });
    const { api, store, user } = open('ADMIN', late, {
      [`POST ${url}/refund`]: { status: 200, body: given },
    });
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    await pageLoaded();
    expect(screen.getByText('Platba prišla po zrušení objednávky: klub musí peniaze vrátiť.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vrátiť peniaze' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Platba 24,00 € prišla až po zrušení objednávky/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vrátiť peniaze' }));
    await vi.waitFor(() => expect(toastTexts(store)).toEqual(['Platba po zrušení je vrátená.']));
    expect(api.callsTo(`POST ${url}/refund`)).toHaveLength(1);
    expect(await within(refundRow()).findByText('platba po zrušení')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vrátiť peniaze' })).toBeNull();
  });
});
