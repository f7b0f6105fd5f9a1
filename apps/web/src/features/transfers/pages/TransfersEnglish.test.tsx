// @vitest-environment happy-dom
import type { TransferMatch } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ReceivedTickets, SentTransfers } from '../components/MyTransfers.tsx';
import { TicketTransferAction } from '../components/TicketTransferAction.tsx';
import {
  ORDER,
  paidItem,
  SECRET,
  SERIAL,
  startingIn,
  ticketTransfer,
} from '../components/transferFixtures.test-utils.ts';
import { TransferAcceptPage } from './TransferAcceptPage.tsx';

afterEach(async () => {
  localStorage.clear();
  await switchShopLanguage('sk');
});

const linkUrl = `/v2/transfer/${SECRET}`;
const seat = 'Sector A12, row 3, seat 12';
const session = () => makeStore({ session: janaSession() });

function openLink(loggedIn: boolean, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  renderPage(<TransferAcceptPage />, {
    route: `/transfer/${SECRET}`,
    path: '/transfer/:secret',
    store: makeStore(loggedIn ? { session: janaSession() } : {}),
  });
  return api;
}

describe('ticket transfer in English', () => {
  it('the acceptance page offers the ticket in English to a visitor, and asks the API in English', async () => {
    await switchShopLanguage('en');
    const api = openLink(false, { [`GET ${linkUrl}`]: { status: 200, body: ticketTransfer() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket transfer' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('heading', { name: 'Jana Nováková is sending you a ticket' })).toBeTruthy();
    const facts = screen.getByTestId('transfer-ticket');
    expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Match',
      'Starts',
      'Seat',
      'Sender',
    ]);
    expect(facts.textContent).toContain(seat);
    // The start in British order, DD/MM/YYYY.
    expect(facts.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(screen.getByText(/^To accept the ticket, sign in or create an account\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(api.callsTo(`GET ${linkUrl}`)[0]?.language).toMatch(/^en/);
  });

  it('accepts the ticket and saves its PDF under the English file name', async () => {
    await switchShopLanguage('en');
    const accepted = ticketTransfer({
      state: 'ACCEPTED',
      serial: '100012-1-P1',
      recipientName: 'Jana Nováková',
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ticket');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    openLink(true, {
      [`GET ${linkUrl}`]: { status: 200, body: ticketTransfer() },
      [`POST ${linkUrl}/accept`]: { status: 200, body: accepted },
      [`GET /v2/transfers/${accepted.id}/ticket`]: { status: 200, body: '%PDF-1.7' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept ticket' }));
    expect(await screen.findByRole('heading', { name: 'The ticket is yours' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(/^Ticket no\. 100012-1-P1 is in your name\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download ticket 100012-1-P1' }));
    await waitFor(() => expect(saved).toEqual(['ticket-100012-1-P1.pdf']));
  });

  it.each([
    ['accepted', ticketTransfer({ state: 'ACCEPTED' }), /^Someone has already accepted this ticket\./],
    ['cancelled', ticketTransfer({ state: 'CANCELLED' }), /^Jana Nováková has cancelled the transfer\./],
    ['too late', ticketTransfer({ startsAt: startingIn(0.5) }), /^The time to accept the ticket has run out/],
  ])('says in English that a link which is %s no longer holds', async (_, transfer, text) => {
    await switchShopLanguage('en');
    openLink(true, { [`GET ${linkUrl}`]: { status: 200, body: transfer } });
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('My orders: a ticket is transferred in English, from the dialog to the pending state and the toast', async () => {
    await switchShopLanguage('en');
    let sent = false;
    mockApi({
      'GET /v2/transfers': () => ({
        status: 200,
        body: { sent: sent ? [ticketTransfer()] : [], received: [] },
      }),
      [`POST /v2/orders/${ORDER}/tickets/${SERIAL}/transfer`]: () => {
        sent = true;
        return { status: 201, body: ticketTransfer() };
      },
    });
    const store = session();
    renderPage(<TicketTransferAction orderId={ORDER} item={paidItem()} serial={SERIAL} seat={seat} />, {
      store,
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Transfer the ticket to someone else: ${seat}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ticket' });
    expect(within(dialog).getByTestId('transfer-cutoff').textContent).toMatch(
      /^The ticket can be transferred and accepted until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    const email = within(dialog).getByLabelText("Recipient's e-mail");
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(
      await within(dialog).findByText('Enter the e-mail address you are transferring the ticket to.'),
    ).toBeTruthy();
    await user.type(email, 'kamarat@hokej.test{Enter}');
    expect(
      await screen.findByRole('button', { name: `Cancel transfer of the ticket: ${seat}` }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('ticket-transfer')).getByRole('status').textContent).toBe(
      'Being transferred to kamarat@hokej.test',
    );
    expect(toastTexts(store)).toEqual([
      'We have sent the ticket to kamarat@hokej.test. You can cancel the transfer until it is accepted.',
    ]);
  });

  it('My orders: a season ticket is lent for a match in English', async () => {
    await switchShopLanguage('en');
    const match: TransferMatch = {
      matchId: '22222223-2222-4222-8222-222222222222',
      title: 'HK Orly Zvolen – HC Košice',
      startsAt: startingIn(72),
      cutoffAt: startingIn(71),
      open: true,
      released: false,
    };
    mockApi({
      'GET /v2/transfers': {
        status: 200,
        body: { sent: [ticketTransfer({ state: 'ACCEPTED', recipientName: 'Tretí Fanúšik' })], received: [] },
      },
      [`GET /v2/orders/${ORDER}/tickets/${SERIAL}/transfer-matches`]: {
        status: 200,
        body: { data: [match] },
      },
    });
    renderPage(
      <TicketTransferAction
        orderId={ORDER}
        item={paidItem({ setupType: 'SEASON', title: 'Season 2026/27' })}
        serial={SERIAL}
        seat={seat}
      />,
      { store: session() },
    );
    const lent = await screen.findByRole('region', { name: 'Matches lent' });
    expect(within(lent).getByTestId('lent-match').textContent).toContain('Lent to: Tretí Fanúšik');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Lend for a match: the season ticket ${seat}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Lend season ticket for a match' });
    expect(within(dialog).getByText(/^The seat can be lent and accepted until one hour/)).toBeTruthy();
    const select = await within(dialog).findByLabelText('Match');
    expect(within(select).getByRole('option').textContent).toMatch(
      /^HK Orly Zvolen – HC Košice · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Lend seat' })).toBeTruthy();
  });

  it('My orders: the tickets received and the transfers sent are listed in English', async () => {
    await switchShopLanguage('en');
    mockApi({
      'GET /v2/transfers': {
        status: 200,
        body: {
          sent: [ticketTransfer({ recipientName: 'Tretí Fanúšik' })],
          received: [ticketTransfer({ state: 'ACCEPTED', serial: '100012-1-P1' })],
        },
      },
    });
    renderPage(
      <>
        <ReceivedTickets />
        <SentTransfers />
      </>,
      { store: session() },
    );
    const received = await screen.findByRole('region', { name: 'Tickets received' });
    expect(within(received).getByTestId('received-ticket').textContent).toContain(
      'Ticket number: 100012-1-P1 · From: Jana Nováková',
    );
    const sent = screen.getByRole('region', { name: 'Transfers sent' });
    expect(within(sent).getByText('To: Tretí Fanúšik (kamarat@hokej.test)')).toBeTruthy();
    expect(within(sent).getByText('Awaiting acceptance')).toBeTruthy();
    expect(within(sent).getByText(seat)).toBeTruthy();
  });
});
