// @vitest-environment happy-dom
import type { AdminOrderDetail } from '@hokej/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
const seasonItem: AdminOrderDetail['items'][number] = {
  id: '55555555-5555-4555-8555-555555555556',
  setupType: 'SEASON',
  setupUuid: '66666666-6666-4666-8666-666666666667',
  title: 'Sezóna 2026/2027',
  startsAt: '2026-09-01T16:00:00.000Z',
  endsAt: '2027-03-31T17:00:00.000Z',
  seat: { sector: 'A11', row: '3', name: '8' },
  ticketType: 'CLASSIC',
  price: 24000,
  plasticCard: false,
  ticketSerial: '100042-2',
  holder: null,
  checkedInAt: null,
};

function open(role: 'ADMIN' | 'CASHIER', order: AdminOrderDetail, handlers: Record<string, ApiAnswer> = {}) {
  const api = mockApi({ [`GET ${url}`]: { status: 200, body: order }, ...handlers });
  const store = makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
  renderPage(<OrderDetailPage />, { route: `/admin/orders/${ORDER_ID}`, path: '/admin/orders/:id', store });
  return { api, store, user: userEvent.setup() };
}
/** The items table, found under its heading (Vstupenky, Permanentky or both). */
const itemsUnder = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement).getByRole(
    'table',
  );
await pageLoaded();
const buttons = () =>
  within(screen.getByRole('region', { name: 'Úkony' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('an order in the back office', () => {
  it('an installment order with part 1 of 3 paid says so, and when the next part is due', async () => {
    open(
      'ADMIN',
      detail({
        paymentType: 'INSTALLMENTS',
        installmentProgress: { paid: 1, parts: 3, nextDueDate: '2026-12-23T12:00:00.000Z' },
      }),
    );
    expect((await screen.findByTestId('order-status')).textContent).toBe(
      'Zaplatená 1. splátka z 3, ďalšia do 23.12.2026',
    );
  });

  it('shows the order, its tickets, payments and e-mails; a cashier may resend but neither cancel nor refund', async () => {
    const { api, store, user } = open('CASHIER', detail(), {
      [`POST ${url}/resend-tickets`]: { status: 200, body: detail() },
    });
    expect(await screen.findByRole('heading', { name: /Objednávka č. 100042/ })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByTestId('order-status').textContent).toBe('Zaplatená');
    expect(screen.getByText('A11, rad 3, miesto 7')).toBeTruthy();
    expect(screen.getByText('100042-1')).toBeTruthy();
    expect(screen.getByText('Schválená')).toBeTruthy();
    expect(screen.getByText('Objednávka č. 100042 je zaplatená')).toBeTruthy();
    expect(buttons()).toEqual(['Poslať vstupenky znova', 'Faktúra (PDF)', 'Vstupenky (PDF)']);
    await user.click(screen.getByRole('button', { name: 'Poslať vstupenky znova' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Vstupenky sme znova poslali na peter@hokej.test.']),
    );
    expect(api.callsTo(`POST ${url}/resend-tickets`)).toHaveLength(1);
  });

  it('a match order speaks of its match and vstupenky', async () => {
    open('ADMIN', detail());
    const items = await itemsUnder('Vstupenky');
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Zápas', 'Miesto', 'Typ', 'Cena', 'Číslo vstupenky', 'Vstup']);
    expect(within(items).getByTestId('setup-when').textContent).toBe('05.12.2026 18:30');
  });

  it('a season order speaks of its season and permanentky, with the season’s dates', async () => {
    const { store, user } = open('ADMIN', detail({ items: [seasonItem] }), {
      [`POST ${url}/resend-tickets`]: { status: 200, body: detail({ items: [seasonItem] }) },
    });
    const items = await itemsUnder('Permanentky');
    expect(screen.queryByText(/Vstupenk|vstupenk|Zápas/)).toBeNull();
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sezóna', 'Miesto', 'Typ', 'Cena', 'Číslo permanentky', 'Vstup']);
    expect(within(items).getByTestId('setup-when').textContent).toBe('01.09.2026 – 31.03.2027');
    expect(within(items).getByText('Klasická')).toBeTruthy();
    expect(buttons()).toEqual([
      'Poslať permanentky znova',
      'Vrátiť peniaze',
      'Faktúra (PDF)',
      'Permanentky (PDF)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Poslať permanentky znova' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Permanentky sme znova poslali na peter@hokej.test.']),
    );
    await user.click(screen.getByRole('button', { name: 'Vrátiť peniaze' }));
    expect(within(await screen.findByRole('dialog')).getByText(/Permanentky prestanú platiť/)).toBeTruthy();
  });

  it('an order of a match ticket and a season ticket names both', async () => {
    open('ADMIN', detail({ items: [...detail().items, seasonItem] }));
    const items = await itemsUnder('Vstupenky a permanentky');
    expect(within(items).getAllByRole('columnheader')[0]?.textContent).toBe('Zápas alebo sezóna');
    expect(buttons()).toContain('Poslať vstupenky a permanentky znova');
  });

  it('an admin refunds a paid order after confirming, with a reason', async () => {
    const refunded = detail({
      status: 'REFUNDED',
      refundedAt: '2026-11-21T09:30:00.000Z',
      refunds: [
        {
          id: '99999999-9999-4999-8999-999999999999',
          amount: 2400,
          method: 'CARD',
          status: 'COMPLETED',
          reason: 'Zápas preložený',
          createdAt: '2026-11-21T09:30:00.000Z',
          creditNoteNumber: 'D2026000001',
          latePayment: false,
          sent: null,
        },
      ],
    });
    const { api, store, user } = open('ADMIN', detail(), {
      [`POST ${url}/refund`]: { status: 200, body: refunded },
    });
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    expect(buttons()).toEqual([
      'Poslať vstupenky znova',
      'Vrátiť peniaze',
      'Faktúra (PDF)',
      'Vstupenky (PDF)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Vrátiť peniaze' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Vráti sa celá suma 24,00 €/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Dôvod (nepovinné)'), 'Zápas preložený');
    await user.click(within(dialog).getByRole('button', { name: 'Vrátiť peniaze' }));
    await vi.waitFor(() => expect(toastTexts(store)).toEqual(['Peniaze sú vrátené, dobropis D2026000001.']));
    expect(api.callsTo(`POST ${url}/refund`)[0]?.body).toEqual({ reason: 'Zápas preložený' });
  });

  it('an admin cancels an unpaid order; a refusal is said in the dialog', async () => {
    const unpaid = detail({ status: 'AWAITING_PAYMENT', paidAt: null, invoiceNumber: null, payments: [] });
    const { user } = open('ADMIN', unpaid, {
      [`POST ${url}/cancel`]: apiError(
        409,
        'ORDER_NOT_CANCELLABLE',
        'Zrušiť sa dá len objednávka, ktorá čaká na platbu.',
      ),
    });
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    expect(buttons()).toEqual(['Zrušiť objednávku']);
    await user.click(screen.getByRole('button', { name: 'Zrušiť objednávku' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť objednávku' }));
    expect(
      await within(dialog).findByText('Zrušiť sa dá len objednávka, ktorá čaká na platbu.'),
    ).toBeTruthy();
  });

  it('an unknown order says it was not found', async () => {
    open('ADMIN', detail(), { [`GET ${url}`]: apiError(404, 'ORDER_NOT_FOUND', 'Objednávka sa nenašla.') });
    expect(await screen.findByText('Objednávka sa nenašla.')).toBeTruthy();
  });

  it('a cashier e-mails a card-payment link to an unpaid bank-transfer order and revokes the open ones', async () => {
    const unpaid = detail({
      status: 'AWAITING_PAYMENT',
      paymentType: 'BANK_TRANSFER',
      paidAt: null,
      invoiceNumber: null,
      payments: [],
      openPaymentLinks: 1,
    });
    const sentUrl = 'http://localhost:3000/invoice/push/Abc_def-0123456789Abc_def-0123456789Abc_def';
    const { api, store, user } = open('CASHIER', unpaid, {
      [`POST ${url}/payment-link`]: {
        status: 201,
        body: {
          orderId: ORDER_ID,
          url: sentUrl,
          expiresAt: '2026-11-23T09:00:00.000Z',
          sentTo: 'peter@hokej.test',
        },
      },
      [`POST ${url}/payment-link/revoke`]: { status: 200, body: { orderId: ORDER_ID, revoked: 2 } },
    });
    const panel = await screen.findByRole('region', { name: 'Odkaz na platbu kartou' });
    expect(within(panel).getByTestId('open-pay-links').textContent).toBe('Platí 1 odkaz.');
    await user.click(within(panel).getByRole('button', { name: 'Poslať odkaz e-mailom' }));
    await vi.waitFor(() =>
      expect(toastTexts(store)).toEqual(['Odkaz na platbu sme poslali na peter@hokej.test.']),
    );
    expect(
      (within(panel).getByLabelText('Odoslaný odkaz (dá sa skopírovať)') as HTMLInputElement).value,
    ).toBe(sentUrl);
    await user.click(within(panel).getByRole('button', { name: 'Zrušiť odkazy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť odkazy' }));
    await vi.waitFor(() => expect(toastTexts(store)).toContain('Zrušené odkazy: 2.'));
    expect(api.callsTo(`POST ${url}/payment-link`)).toHaveLength(1);
    expect(api.callsTo(`POST ${url}/payment-link/revoke`)).toHaveLength(1);
  });

  it('a paid order and an installment order have no payment-link panel', async () => {
    open('ADMIN', detail());
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    expect(screen.queryByTestId('order-pay-link')).toBeNull();
    cleanup();
    open('ADMIN', detail({ status: 'AWAITING_PAYMENT', paymentType: 'INSTALLMENTS', paidAt: null }));
    await screen.findByRole('heading', { name: /Objednávka č. 100042/ });
    expect(screen.queryByTestId('order-pay-link')).toBeNull();
  });
});
