import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate, entriesOf, paidMatchTickets, paidSeasonTicket, scan } from './helpers/gate.ts';
import { messagesTo } from './helpers/mail.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  acceptTransfer,
  cancelTransfer,
  offerTransfer,
  transferredToken,
  transferSecret,
} from './helpers/transfers.ts';

const HOUR = 3_600_000;

describe.each(await availableKinds())('ticket transfer on %s', (kind) => {
  let t: TestApp;
  let cashier: { token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    cashier = await t.newUser(['USER', 'CASHIER']);
  });
  afterAll(() => t.close());

  const nameOf = async (userId: string) =>
    (
      await queryRows<{ name: string }>(
        t.db,
        sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
      )
    )[0]?.name;
  const transferCount = async (ticketSerial: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ticket_transfers tr join tickets tk on tk.id = tr.ticket_id
          where tk.serial = ${ticketSerial}`,
      )
    )[0]?.n;

  it('a friend accepts a match ticket: a new ticket with a new QR and their name; the old QR is refused at the gate', async () => {
    const match = await t.firstEvent();
    const { fan, orderId, tokens, serials } = await paidMatchTickets(t, match, 1);
    const friend = await t.newUser();
    const offered = await offerTransfer(t, fan.token, orderId, serials[0] ?? '', { email: friend.email });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({ state: 'PENDING', ticketSerial: serials[0], serial: null });

    // The friend's e-mail (committed with the transfer) carries the link; the link shows the ticket.
    const secret = await transferSecret(t, friend.email);
    const shown = await t.app.inject({ method: 'GET', url: `/v2/transfer/${secret}` });
    expect(shown.json()).toMatchObject({ state: 'PENDING', matchId: match });
    const accepted = await acceptTransfer(t, friend.token, secret);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const transfer = accepted.json();
    expect(transfer).toMatchObject({
      state: 'ACCEPTED',
      serial: `${serials[0]}-P1`,
      recipientName: await nameOf(friend.id),
    });
    expect((await messagesTo(t.db, fan.email)).at(-1)?.subject).toMatch(/^Vstupenku na zápas .+ prijal\(a\)/);
    const listed = await t.app.inject({ method: 'GET', url: '/v2/transfers', headers: bearer(friend.token) });
    expect(listed.json().received).toEqual([expect.objectContaining({ id: transfer.id })]);
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where after->>'transferId' = ${transfer.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['TICKET_TRANSFER_OFFER', 'TICKET_TRANSFER_ACCEPT']);

    const newToken = await transferredToken(t, friend.token, transfer.id);
    expect(newToken).not.toBe(tokens[0]);
    // Nobody else gets the friend's ticket.
    const other = await t.app.inject({
      method: 'GET',
      url: `/v2/transfers/${transfer.id}/ticket`,
      headers: bearer(fan.token),
    });
    expect(other.json()).toMatchObject({ status: 404, code: 'TRANSFER_NOT_FOUND' });

    try {
      await atTheGate(t, match);
      for (const code of [tokens[0], serials[0]]) {
        const refused = await scan(t, cashier.token, { code, matchId: match });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'TICKET_TRANSFERRED',
          message: 'Vstupenka bola prevedená na inú osobu a na tento zápas už neplatí.',
        });
      }
      expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
      const admitted = await scan(t, cashier.token, { code: newToken, matchId: match });
      expect(admitted.statusCode, admitted.body).toBe(200);
      expect(admitted.json()).toMatchObject({ serial: transfer.serial, holder: await nameOf(friend.id) });
      const again = await scan(t, cashier.token, { code: transfer.serial });
      expect(again.json()).toMatchObject({ code: 'TICKET_ALREADY_USED' });
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('the sender cancels before it is accepted: the link is closed, the old QR still enters; no cancel after acceptance', async () => {
    const match = await t.firstEvent();
    const { fan, orderId, serials } = await paidMatchTickets(t, match, 1);
    const friend = await t.newUser();
    const offered = (
      await offerTransfer(t, fan.token, orderId, serials[0] ?? '', { email: friend.email })
    ).json();
    const secret = await transferSecret(t, friend.email);
    const stranger = await t.newUser();
    expect((await cancelTransfer(t, stranger.token, offered.id)).json()).toMatchObject({
      code: 'TRANSFER_NOT_FOUND',
    });
    const cancelled = await cancelTransfer(t, fan.token, offered.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED' });
    expect((await messagesTo(t.db, friend.email)).at(-1)?.subject).toMatch(/bol zrušený$/);
    const late = await acceptTransfer(t, friend.token, secret);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'TRANSFER_CLOSED',
      message: expect.stringContaining('zrušený'),
    });

    // Offered again and accepted: now the sender cannot cancel it.
    const second = (
      await offerTransfer(t, fan.token, orderId, serials[0] ?? '', { email: friend.email })
    ).json();
    expect((await acceptTransfer(t, friend.token, await transferSecret(t, friend.email))).statusCode).toBe(
      200,
    );
    const tooLate = await cancelTransfer(t, fan.token, second.id);
    expect(tooLate.json()).toMatchObject({ status: 409, code: 'TRANSFER_CLOSED' });

    // The cancelled transfer left the original valid until the second was accepted; a third ticket shows it.
    const third = await paidMatchTickets(t, match, 1);
    const offer3 = (
      await offerTransfer(t, third.fan.token, third.orderId, third.serials[0] ?? '', { email: friend.email })
    ).json();
    expect((await cancelTransfer(t, third.fan.token, offer3.id)).statusCode).toBe(200);
    try {
      await atTheGate(t, match);
      expect((await scan(t, cashier.token, { code: third.tokens[0], matchId: match })).statusCode).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('refuses bad offers with the reason, changing nothing', async () => {
    const match = await t.firstEvent();
    const { fan, orderId, serials } = await paidMatchTickets(t, match, 1);
    const serial = serials[0] ?? '';
    const offer = (body: object, token = fan.token) => offerTransfer(t, token, orderId, serial, body);

    const invalid = await offer({ email: 'nie-je-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'TRANSFER_EMAIL_INVALID',
      message: 'Zadajte platnú e-mailovú adresu, na ktorú vstupenku prevádzate.',
    });
    expect((await offer({ email: fan.email.toUpperCase() })).json()).toMatchObject({
      status: 400,
      code: 'TRANSFER_TO_SELF',
    });
    const stranger = await t.newUser();
    expect((await offer({ email: 'a@hokej.test' }, stranger.token)).json()).toMatchObject({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
    const other = await t.firstEvent().then(async (first) => {
      const [row] = await queryRows<{ id: string }>(
        t.db,
        sql`select id from setups where setup_type = 'EVENT' and id <> ${first} limit 1`,
      );
      return row?.id ?? '';
    });
    expect((await offer({ email: 'a@hokej.test', matchId: other })).json()).toMatchObject({
      status: 400,
      code: 'TRANSFER_MATCH_REQUIRED',
    });
    expect(await transferCount(serial)).toBe(0);

    // One open transfer per ticket; three per ticket and match in all (cancelled ones count).
    for (let i = 0; i < 3; i++) {
      const made = await offer({ email: `kamarat${i}@hokej.test` });
      expect(made.statusCode).toBe(201);
      expect((await offer({ email: 'iny@hokej.test' })).json()).toMatchObject({
        status: 409,
        code: 'TRANSFER_ALREADY_OPEN',
      });
      expect((await cancelTransfer(t, fan.token, made.json().id)).statusCode).toBe(200);
    }
    expect((await offer({ email: 'stvrty@hokej.test' })).json()).toMatchObject({
      status: 429,
      code: 'TRANSFER_LIMIT',
    });
    expect(await transferCount(serial)).toBe(3);

    // Not after the cut-off (an hour before the start), and not once the ticket entered.
    const late = await paidMatchTickets(t, match, 1);
    try {
      await atTheGate(t, match, 2 * HOUR);
      expect((await scan(t, cashier.token, { code: late.tokens[0], matchId: match })).statusCode).toBe(200);
      const used = await offerTransfer(t, late.fan.token, late.orderId, late.serials[0] ?? '', {
        email: 'neskoro@hokej.test',
      });
      expect(used.json()).toMatchObject({ status: 409, code: 'TRANSFER_TICKET_USED' });
      await atTheGate(t, match, HOUR / 2);
      const tooLate = await offer({ email: 'neskoro@hokej.test' });
      expect(tooLate.json()).toMatchObject({
        status: 409,
        code: 'TRANSFER_TOO_LATE',
        message: 'Vstupenku sa dá previesť a prijať najneskôr hodinu pred začiatkom zápasu.',
      });
    } finally {
      await t.setClockOffset(0);
    }
    expect(await transferCount(late.serials[0] ?? '')).toBe(0);
    expect(await transferCount(serial)).toBe(3);
  });

  it('a season ticket is lent for one match: the friend enters that match, the holder every other', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    const matches = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season?.id} and setup_type = 'EVENT'
        and starts_at > now() + interval '2 hours' order by starts_at limit 2`,
    );
    const [lent, kept] = matches.map((m) => m.id);
    if (!lent || !kept) throw new Error('the seed has no two future season matches');
    const holder = await paidSeasonTicket(t, season?.id ?? '', 0);
    const friend = await t.newUser();
    const [order] = await queryRows<{ id: string }>(
      t.db,
      sql`select o.id from orders o join order_items oi on oi.order_id = o.id join tickets tk on tk.order_item_id = oi.id
        where tk.serial = ${holder.serial}`,
    );
    const withoutMatch = await offerTransfer(t, holder.fan.token, order?.id ?? '', holder.serial, {
      email: friend.email,
    });
    expect(withoutMatch.json()).toMatchObject({
      status: 400,
      code: 'TRANSFER_MATCH_REQUIRED',
      message: 'Vyberte zápas sezóny, na ktorý permanentku požičiavate.',
    });
    const offered = await offerTransfer(t, holder.fan.token, order?.id ?? '', holder.serial, {
      email: friend.email,
      matchId: lent,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const accepted = (await acceptTransfer(t, friend.token, await transferSecret(t, friend.email))).json();
    const friendsToken = await transferredToken(t, friend.token, accepted.id);
    try {
      await atTheGate(t, lent);
      expect((await scan(t, cashier.token, { code: holder.token, matchId: lent })).json()).toMatchObject({
        code: 'TICKET_TRANSFERRED',
      });
      expect((await scan(t, cashier.token, { code: friendsToken, matchId: lent })).statusCode).toBe(200);
      await atTheGate(t, kept);
      expect((await scan(t, cashier.token, { code: friendsToken, matchId: kept })).json()).toMatchObject({
        code: 'TICKET_WRONG_MATCH',
      });
      expect((await scan(t, cashier.token, { code: holder.token, matchId: kept })).statusCode).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }
  });
});
