// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { MyOrdersPage } from './MyOrdersPage.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';

const paid = order(12, { status: 'PAID', paymentType: 'CARD', paidAt: new Date().toISOString() });
const ticketUrl = `/v2/orders/${paid.id}/tickets/100012-1`;

function openOrders(
  wallets: { apple: boolean; google: boolean },
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'GET /v2/orders': { status: 200, body: ordersPage([paid], 0, 1) },
    'GET /v2/wallet': { status: 200, body: wallets },
    ...handlers,
  });
  renderPage(<MyOrdersPage />, { route: '/my-orders', store: makeStore({ session: janaSession() }) });
  return api;
}

const ticketLine = async () =>
  within(await screen.findByRole('article', { name: 'Objednávka č. 100012' })).getByTestId('order-item');

describe('my orders: a paid ticket into the calendar and the phone’s wallet', () => {
  it('links the match’s calendar entry; without wallets offered, no wallet button', async () => {
    openOrders({ apple: false, google: false });
    const line = await ticketLine();
    const calendar = within(line).getByRole('link', {
      name: `Pridať zápas ${paid.items[0]?.title} do kalendára`,
    });
    expect(calendar.getAttribute('href')).toBe(`/v2/event/${paid.items[0]?.setupUuid}/calendar.ics?lang=sk`);
    expect(within(line).queryByRole('button', { name: /Wallet/ })).toBeNull();
  });

  it('saves the Apple Wallet pass with the login and opens Google’s save link', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const google = 'https://pay.google.com/gp/v/save/aaa.bbb.ccc';
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = openOrders(
      { apple: true, google: true },
      {
        [`GET ${ticketUrl}/wallet.pkpass`]: {
          status: 200,
          body: 'PK',
          headers: { 'Content-Type': 'application/vnd.apple.pkpass' },
        },
        [`GET ${ticketUrl}/google-wallet`]: { status: 200, body: { url: google } },
      },
    );
    const line = await ticketLine();
    const user = userEvent.setup();
    await user.click(
      await within(line).findByRole('button', { name: 'Pridať vstupenku č. 100012-1 do Apple Wallet' }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['vstupenka-100012-1.pkpass']));
    expect(api.callsTo(`GET ${ticketUrl}/wallet.pkpass`)[0]?.auth).toMatch(/^Bearer /);
    await user.click(
      within(line).getByRole('button', { name: 'Uložiť vstupenku č. 100012-1 do Google Wallet' }),
    );
    await vi.waitFor(() => expect(tab.location.href).toBe(google));
    expect(api.callsTo(`GET ${ticketUrl}/google-wallet`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('a ticket given to a friend says it is no longer valid and offers no PDF and no wallet pass', async () => {
    const [item] = paid.items;
    if (!item) throw new Error('no item');
    const given = { ...paid, items: [{ ...item, transferred: true }] };
    mockApi({
      'GET /v2/orders': { status: 200, body: ordersPage([given], 0, 1) },
      'GET /v2/wallet': { status: 200, body: { apple: true, google: true } },
    });
    renderPage(<MyOrdersPage />, { route: '/my-orders', store: makeStore({ session: janaSession() }) });
    const line = await ticketLine();
    expect(
      within(line).getByText('Vstupenka č. 100012-1 už neplatí: bola prevedená na inú osobu.'),
    ).toBeTruthy();
    expect(within(line).queryByRole('button', { name: /Wallet/ })).toBeNull();
    expect(within(line).queryByRole('button', { name: /Stiahnuť vstupenku/ })).toBeNull();
    expect(within(line).queryByRole('link', { name: /do kalendára/ })).toBeNull();
  });
});
