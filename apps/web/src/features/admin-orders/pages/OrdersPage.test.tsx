// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { ORDER_ID, summary } from './orderAdminFixtures.test-utils.ts';

function open(route = '/admin/orders') {
  const api = mockApi({
    'GET /v2/admin/orders': (call) =>
      call.query.get('q') === 'nikto'
        ? { status: 200, body: { data: [], pageIndex: 1, pageSize: 20, totalResults: 0 } }
        : {
            status: 200,
            body: {
              data: [
                summary(),
                summary({
                  id: '99999999-9999-4999-8999-999999999999',
                  orderNumber: '100041',
                  status: 'CANCELLED',
                  paidAt: null,
                  refundDue: true,
                }),
                summary({
                  id: '88888888-8888-4888-8888-888888888888',
                  orderNumber: '100040',
                  refundToSend: true,
                }),
              ],
              pageIndex: 1,
              pageSize: 20,
              totalResults: 3,
            },
          },
  });
  const store = makeStore({ session: janaSession({ roles: ['CASHIER'] }, { role: ['CASHIER'] }) });
  const view = renderPage(<OrdersPage />, { route, store });
  return { api, view, user: userEvent.setup() };
}

describe('orders in the back office', () => {
  it('lists the newest orders with buyer, Slovak status, payment, tickets and total, each linked to its detail', async () => {
    const { api } = open();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '100042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['20.11.2026 10:00', 'Peter Hokejovýpeter@hokej.test', 'Zaplatená', 'Karta', '2', '24,00 €']);
    expect(within(rows[1] as HTMLElement).getByText('Treba vrátiť peniaze')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Prevod na odoslanie')).toBeTruthy();
    expect(api.callsTo('GET /v2/admin/orders')[0]?.query.get('pageIndex')).toBe('1');
  });

  it('searches by the typed text and status, kept in the address', async () => {
    const { api, view, user } = open();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Hľadať'), 'nikto');
    await user.selectOptions(screen.getByLabelText('Stav'), 'PAID');
    await user.click(screen.getByRole('button', { name: 'Hľadať' }));
    expect(await screen.findByText('Žiadna objednávka nezodpovedá hľadaniu.')).toBeTruthy();
    const last = api.callsTo('GET /v2/admin/orders').at(-1);
    expect([last?.query.get('q'), last?.query.get('status')]).toEqual(['nikto', 'PAID']);
    expect(view.router.state.location.search).toBe('?q=nikto&status=PAID');
  });

  it('finds the refunds the club still has to send by transfer, kept in the address', async () => {
    const { api, view, user } = open();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Vrátenie peňazí'), 'TO_BE_SENT');
    await user.click(screen.getByRole('button', { name: 'Hľadať' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET /v2/admin/orders').at(-1)?.query.get('refund')).toBe('TO_BE_SENT'),
    );
    expect(view.router.state.location.search).toBe('?refund=TO_BE_SENT');
    expect(
      Array.from((screen.getByLabelText('Vrátenie peňazí') as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual(['Všetky objednávky', 'Vrátenia prevodom na odoslanie', 'Platby po zrušení na vrátenie']);
  });
});
