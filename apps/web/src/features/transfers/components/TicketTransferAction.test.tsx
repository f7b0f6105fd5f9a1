// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { enTransfers } from '../../../shared/i18n/en/enTransfers.ts';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { skTransfers } from '../../../shared/i18n/skTransfers.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { TicketTransferAction } from './TicketTransferAction.tsx';
import { ORDER, paidItem, SERIAL, startingIn, ticketTransfer } from './transferFixtures.test-utils.ts';

afterEach(async () => {
  await switchShopLanguage('sk');
});

const seat = 'Sektor A12, rad 3, miesto 12';
const transferUrl = `/v2/orders/${ORDER}/tickets/${SERIAL}/transfer`;

function showTicket(item = paidItem(), handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/transfers': { status: 200, body: { sent: [], received: [] } },
    ...handlers,
  });
  renderPage(<TicketTransferAction orderId={ORDER} item={item} serial={SERIAL} seat={seat} />, {
    store: makeStore({ session: janaSession() }),
  });
  return api;
}

describe('a paid ticket’s transfer in My orders', () => {
  it('sends the ticket to a friend: the cut-off shown, a refusal on the field, then "Zrušiť prevod" has the focus', async () => {
    let sent = false;
    const api = showTicket(paidItem(), {
      'GET /v2/transfers': () => ({
        status: 200,
        body: { sent: sent ? [ticketTransfer()] : [], received: [] },
      }),
      [`POST ${transferUrl}`]: (call) => {
        const { email } = call.body as { email: string };
        if (email === 'jana@hokej.test')
          return apiError(400, 'TRANSFER_TO_SELF', 'Vstupenku nemôžete previesť sami sebe.');
        sent = true;
        return { status: 201, body: ticketTransfer() };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Previesť vstupenku na inú osobu: ${seat}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Previesť vstupenku' });
    expect(within(dialog).getByTestId('transfer-cutoff').textContent).toMatch(
      /^Previesť a prijať ju možno do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/,
    );
    const email = within(dialog).getByLabelText('E-mail príjemcu');
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'jana@hokej.test{Enter}');
    expect(await within(dialog).findByText('Vstupenku nemôžete previesť sami sebe.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.clear(email);
    await user.type(email, 'kamarat@hokej.test{Enter}');
    const cancel = await screen.findByRole('button', { name: `Zrušiť prevod vstupenky: ${seat}` });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(within(screen.getByTestId('ticket-transfer')).getByRole('status').textContent).toBe(
      'Prevádza sa na kamarat@hokej.test',
    );
    expect(api.callsTo(`POST ${transferUrl}`).map((c) => c.body)).toEqual([
      { email: 'jana@hokej.test' },
      { email: 'kamarat@hokej.test' },
    ]);
  });

  it('says "Posiela sa…" on the button while the ticket is being sent', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    showTicket(paidItem(), {
      [`POST ${transferUrl}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Previesť vstupenku na inú osobu: ${seat}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Previesť vstupenku' });
    await user.type(within(dialog).getByLabelText('E-mail príjemcu'), 'kamarat@hokej.test{Enter}');
    expect(await within(dialog).findByRole('button', { name: /Posiela sa…/ })).toBeTruthy();
    answer({ status: 201, body: ticketTransfer() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says to whom an accepted transfer went, with nothing more to do', async () => {
    showTicket(paidItem(), {
      'GET /v2/transfers': {
        status: 200,
        body: { sent: [ticketTransfer({ state: 'ACCEPTED', recipientName: 'Tretí Fanúšik' })], received: [] },
      },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('ticket-transfer')).getByRole('status').textContent).toBe(
        'Prevedená na Tretí Fanúšik',
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a ticket again after its transfer was cancelled', async () => {
    showTicket(paidItem(), {
      'GET /v2/transfers': {
        status: 200,
        body: { sent: [ticketTransfer({ state: 'CANCELLED' })], received: [] },
      },
    });
    expect(await screen.findByRole('button', { name: /^Previesť vstupenku/ })).toBeTruthy();
  });

  it('is not offered within the hour before the match', async () => {
    const api = showTicket(paidItem({ startsAt: startingIn(0.5) }));
    await waitFor(() => expect(api.callsTo('GET /v2/transfers')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the transfer form in the language chosen after it was loaded', () => {
  it('asks for the e-mail in the language of the moment, not of the first load', async () => {
    // This module (and the form's resolver) was loaded in Slovak; English is chosen only now.
    showTicket();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Previesť vstupenku na inú osobu: ${seat}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Previesť vstupenku' });
    const send = within(dialog).getByRole('button', { name: skTransfers.send });
    await user.click(send);
    expect(await within(dialog).findByText(skTransfers.fillEmail)).toBeTruthy();

    await switchShopLanguage('en');
    await user.click(send);
    expect(await within(dialog).findByText(enTransfers.fillEmail)).toBeTruthy();
    expect(within(dialog).queryByText(skTransfers.fillEmail)).toBeNull();
  });

  it('a dialog opened in English asks in English', async () => {
    await switchShopLanguage('en');
    const api = showTicket();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Transfer the ticket to someone else: ${seat}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: enTransfers.dialogTitle });
    expect(within(dialog).getByTestId('transfer-cutoff').textContent).toMatch(
      /^The ticket can be transferred and accepted until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: enTransfers.send }));
    expect(await within(dialog).findByText(enTransfers.fillEmail)).toBeTruthy();
    expect(api.callsTo(`POST ${transferUrl}`)).toEqual([]);
    expect(dialog.textContent?.replaceAll('Košice', '')).not.toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
  });
});
