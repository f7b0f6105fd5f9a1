// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signupReturnPath } from '../../../shared/session/signupReturn.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SECRET, startingIn, ticketTransfer } from '../components/transferFixtures.test-utils.ts';
import { TransferAcceptPage } from './TransferAcceptPage.tsx';

afterEach(() => {
  localStorage.clear();
});

const linkUrl = `/v2/transfer/${SECRET}`;

function openLink(loggedIn: boolean, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const store = makeStore(loggedIn ? { session: janaSession() } : {});
  const view = renderPage(<TransferAcceptPage />, {
    route: `/transfer/${SECRET}`,
    path: '/transfer/:secret',
    store,
  });
  return { api, ...view };
}

describe('the transfer’s acceptance page', () => {
  it('shows the ticket and its sender; a visitor logs in on the page or creates an account and comes back', async () => {
    const { store } = openLink(false, { [`GET ${linkUrl}`]: { status: 200, body: ticketTransfer() } });
    expect((await screen.findByTestId('transfer-ticket')).textContent).toContain(
      'Sektor A12, rad 3, miesto 12',
    );
    expect(screen.getByRole('heading', { name: 'Jana Nováková vám posiela vstupenku' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(store.getState().session.loginDialog).toBe('login');
    await user.click(screen.getByRole('link', { name: 'Vytvoriť účet' }));
    expect(signupReturnPath()).toBe(`/transfer/${SECRET}`);
  });

  it('accepts the ticket for a logged-in fan, whose success heading takes the focus', async () => {
    const { api } = openLink(true, {
      [`GET ${linkUrl}`]: { status: 200, body: ticketTransfer() },
      [`POST ${linkUrl}/accept`]: {
        status: 200,
        body: ticketTransfer({ state: 'ACCEPTED', serial: '100012-1-P1', recipientName: 'Jana Nováková' }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Prijať vstupenku' }));
    const done = await screen.findByRole('heading', { name: 'Vstupenka je vaša' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText(/Vstupenka č\. 100012-1-P1 je na vaše meno\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stiahnuť vstupenku 100012-1-P1' })).toBeTruthy();
    expect(api.callsTo(`POST ${linkUrl}/accept`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('reads out a refusal of the acceptance in place', async () => {
    openLink(true, {
      [`GET ${linkUrl}`]: { status: 200, body: ticketTransfer() },
      [`POST ${linkUrl}/accept`]: apiError(
        409,
        'TRANSFER_TICKET_USED',
        'S touto vstupenkou už niekto na zápas vošiel, previesť ju nemožno.',
      ),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Prijať vstupenku' }));
    expect(
      await screen.findByText(
        'Vstupenku sa nepodarilo prijať. S touto vstupenkou už niekto na zápas vošiel, previesť ju nemožno.',
      ),
    ).toBeTruthy();
  });

  it.each([
    ['accepted', ticketTransfer({ state: 'ACCEPTED' }), /Túto vstupenku už niekto prijal\./],
    ['cancelled', ticketTransfer({ state: 'CANCELLED' }), /Jana Nováková prevod zrušil\(a\)\./],
    ['too late', ticketTransfer({ startsAt: startingIn(0.5) }), /Čas na prijatie vstupenky uplynul/],
  ])('says a link that is %s no longer holds, with no button to accept', async (_, transfer, text) => {
    openLink(true, { [`GET ${linkUrl}`]: { status: 200, body: transfer } });
    expect(await screen.findByRole('heading', { name: 'Odkaz už neplatí' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prijať vstupenku' })).toBeNull();
  });

  it('explains an unknown link on the page, not in the error dialog', async () => {
    const { store } = openLink(false, {
      [`GET ${linkUrl}`]: apiError(404, 'TRANSFER_NOT_FOUND', 'Prevod vstupenky sa nenašiel.'),
    });
    expect(await screen.findByRole('heading', { name: 'Odkaz už neplatí' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(/Prevod sa nenašiel\. Skontrolujte/)).toBeTruthy();
    expect(JSON.stringify(store.getState().errors)).not.toContain('TRANSFER_NOT_FOUND');
  });
});
