// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ReceivedTickets } from './MyTransfers.tsx';
import { ticketTransfer } from './transferFixtures.test-utils.ts';

const received = ticketTransfer({
  state: 'ACCEPTED',
  serial: '100012-1-P1',
  recipientName: 'Jana Nováková',
  senderName: 'Peter Malý',
});
const ticketUrl = `/v2/transfers/${received.id}`;

function showReceived(
  wallets: { apple: boolean; google: boolean },
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'GET /v2/transfers': { status: 200, body: { sent: [], received: [received] } },
    'GET /v2/wallet': { status: 200, body: wallets },
    ...handlers,
  });
  renderPage(<ReceivedTickets />, { store: makeStore({ session: janaSession() }) });
  return api;
}

describe('a ticket a friend passed on, in My orders', () => {
  it('goes into Apple Wallet and Google Wallet as a bought ticket does, by its transfer', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const google = 'https://pay.google.com/gp/v/save/aaa.bbb.ccc';
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = showReceived(
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
    const line = await screen.findByTestId('received-ticket');
    const user = userEvent.setup();
    await user.click(
      await within(line).findByRole('button', { name: 'Pridať vstupenku č. 100012-1-P1 do Apple Wallet' }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['vstupenka-100012-1-P1.pkpass']));
    expect(api.callsTo(`GET ${ticketUrl}/wallet.pkpass`)[0]?.auth).toMatch(/^Bearer /);
    await user.click(
      within(line).getByRole('button', { name: 'Uložiť vstupenku č. 100012-1-P1 do Google Wallet' }),
    );
    await vi.waitFor(() => expect(tab.location.href).toBe(google));
    expect(api.callsTo(`GET ${ticketUrl}/google-wallet`)[0]?.auth).toMatch(/^Bearer /);
    // The PDF stays beside them.
    expect(within(line).getByRole('button', { name: /^Stiahnuť vstupenku/ })).toBeTruthy();
  });

  it('a refused pass is a toast; a wallet the club does not offer has no button', async () => {
    showReceived(
      { apple: true, google: false },
      {
        [`GET ${ticketUrl}/wallet.pkpass`]: apiError(
          404,
          'TRANSFER_NOT_FOUND',
          'Prevod vstupenky sa nenašiel alebo odkaz na jeho prijatie neplatí.',
        ),
      },
    );
    const line = await screen.findByTestId('received-ticket');
    const user = userEvent.setup();
    await user.click(
      await within(line).findByRole('button', { name: 'Pridať vstupenku č. 100012-1-P1 do Apple Wallet' }),
    );
    expect(await screen.findByText(/Prevod vstupenky sa nenašiel/)).toBeTruthy();
    expect(within(line).queryByRole('button', { name: /Google Wallet/ })).toBeNull();
  });

  it('without wallets offered, only the PDF', async () => {
    const api = showReceived({ apple: false, google: false });
    const line = await screen.findByTestId('received-ticket');
    // "Prijaté", not "Prevzaté" (issue 20's native review).
    expect(screen.getByRole('heading', { level: 2, name: 'Prijaté vstupenky' })).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('GET /v2/wallet')).toHaveLength(1));
    expect(await within(line).findByRole('button', { name: /^Stiahnuť vstupenku/ })).toBeTruthy();
    expect(within(line).queryByRole('button', { name: /Wallet/ })).toBeNull();
  });
});
