// @vitest-environment happy-dom
import type { TicketTransfer, TransferMatch } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { TicketTransferAction } from './TicketTransferAction.tsx';
import { ORDER, paidItem, SERIAL, startingIn, ticketTransfer } from './transferFixtures.test-utils.ts';

const seat = 'Sektor A12, rad 3, miesto 12';
const matchesUrl = `GET /v2/orders/${ORDER}/tickets/${SERIAL}/transfer-matches`;
const transferUrl = `POST /v2/orders/${ORDER}/tickets/${SERIAL}/transfer`;
const uuid = (n: number) => `2222222${n}-2222-4222-8222-222222222222`;

const match = (n: number, over: Partial<TransferMatch> = {}): TransferMatch => ({
  matchId: uuid(n),
  title: `Zápas ${n}`,
  startsAt: startingIn(24 * n),
  cutoffAt: startingIn(24 * n - 1),
  open: true,
  released: false,
  ...over,
});
const loan = (n: number, over: Partial<TicketTransfer> = {}) =>
  ticketTransfer({
    id: uuid(n).replace('2222222', '3333333'),
    matchId: uuid(n),
    title: `Zápas ${n}`,
    ...over,
  });

function showSeasonTicket(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  renderPage(
    <TicketTransferAction
      orderId={ORDER}
      item={paidItem({ setupType: 'SEASON', title: 'Sezóna 2026/27' })}
      serial={SERIAL}
      seat={seat}
    />,
    { store: makeStore({ session: janaSession() }) },
  );
  return api;
}

const lendButton = () => screen.findByRole('button', { name: `Požičať na zápas permanentku: ${seat}` });

describe('a paid season ticket lent for one match in My orders', () => {
  it('lends the seat for a chosen match: only matches before the cut-off, not released, not lent are offered', async () => {
    let sent: TicketTransfer[] = [loan(2, { state: 'ACCEPTED', recipientName: 'Tretí Fanúšik' })];
    const api = showSeasonTicket({
      'GET /v2/transfers': () => ({ status: 200, body: { sent, received: [] } }),
      [matchesUrl]: {
        status: 200,
        body: {
          data: [match(0, { open: false }), match(1, { released: true }), match(2), match(3), match(4)],
        },
      },
      [transferUrl]: (call) => {
        const { email, matchId } = call.body as { email: string; matchId: string };
        if (email === 'jana@hokej.test')
          return apiError(400, 'TRANSFER_TO_SELF', 'Vstupenku nemôžete previesť sami sebe.');
        const made = loan(Number(matchId === uuid(4) ? 4 : 3), { recipientEmail: email });
        sent = [made, ...sent];
        return { status: 201, body: made };
      },
    });
    const user = userEvent.setup();
    await user.click(await lendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Požičať permanentku na zápas' });
    const select = await within(dialog).findByLabelText('Zápas');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent?.split(' · ')[0]),
    ).toEqual(['Zápas 3', 'Zápas 4']);
    await user.selectOptions(select, uuid(4));
    const email = within(dialog).getByLabelText('E-mail príjemcu');
    await user.type(email, 'jana@hokej.test{Enter}');
    expect(await within(dialog).findByText('Vstupenku nemôžete previesť sami sebe.')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'kamarat@hokej.test{Enter}');

    const lent = await screen.findByRole('region', { name: 'Požičané zápasy' });
    await waitFor(() => expect(within(lent).getAllByTestId('lent-match')).toHaveLength(2));
    const [accepted, pending] = within(lent).getAllByTestId('lent-match');
    expect(accepted?.textContent).toContain('Zápas 2');
    expect(accepted?.textContent).toContain('Požičaná: Tretí Fanúšik');
    expect(pending?.textContent).toContain('Požičiava sa: kamarat@hokej.test');
    expect(within(accepted as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(pending as HTMLElement).getByRole('button').textContent).toBe('Zrušiť požičanie');
    expect(api.callsTo(transferUrl).map((c) => c.body)).toEqual([
      { email: 'jana@hokej.test', matchId: uuid(4) },
      { email: 'kamarat@hokej.test', matchId: uuid(4) },
    ]);
  });

  it('cancels a loan not yet accepted, and the focus goes back to "Požičať na zápas"', async () => {
    let sent = [loan(3)];
    const api = showSeasonTicket({
      'GET /v2/transfers': () => ({ status: 200, body: { sent, received: [] } }),
      [`POST /v2/transfers/${loan(3).id}/cancel`]: () => {
        sent = [loan(3, { state: 'CANCELLED' })];
        return { status: 200, body: sent[0] };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zrušiť požičanie na zápas Zápas 3' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Požičané zápasy' })).toBeNull());
    await waitFor(async () => expect(document.activeElement).toBe(await lendButton()));
    expect(api.callsTo(`POST /v2/transfers/${loan(3).id}/cancel`)).toHaveLength(1);
    expect(api.callsTo(matchesUrl)).toHaveLength(0);
  });

  it('says so when no match of the season can be lent any more', async () => {
    showSeasonTicket({
      'GET /v2/transfers': { status: 200, body: { sent: [], received: [] } },
      [matchesUrl]: { status: 200, body: { data: [match(1, { open: false })] } },
    });
    await userEvent.setup().click(await lendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Požičať permanentku na zápas' });
    expect(
      await within(dialog).findByText('Na žiadny ďalší zápas sezóny sa miesto požičať nedá.'),
    ).toBeTruthy();
  });
});
