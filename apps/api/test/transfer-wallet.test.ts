import { sql } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageQrCodes, pdfPageTexts } from './documents-pdf-reader.ts';
import { openApplePass } from './helpers/apple-pass.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidMatchTickets, paidSeasonTicket } from './helpers/gate.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { acceptTransfer, offerTransfer, transferredToken, transferSecret } from './helpers/transfers.ts';
import { ISSUER_ID, PASS_TYPE_ID, SERVICE_ACCOUNT, TEAM_ID, walletKeys } from './helpers/wallet-keys.ts';

const keys = walletKeys();
const PUBLIC_URL = 'https://vstupenky.hokej.test';

type Pass = {
  serialNumber: string;
  barcodes: { message: string }[];
  eventTicket: Record<'primaryFields' | 'auxiliaryFields', { key: string; label: string; value: string }[]>;
};

// Issue 22: a ticket a friend accepted goes into their phone's wallet as a buyer's does; the sender's
// original, replaced by it, is no longer offered as a valid ticket (My orders, PDF, wallet passes).
describe.each(await availableKinds())('wallet passes after a ticket transfer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL, ...keys.settings() });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const nameOf = async (userId: string) =>
    (
      await queryRows<{ name: string }>(
        t.db,
        sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
      )
    )[0]?.name;
  const passOf = (res: { rawPayload: Buffer }) => openApplePass(res.rawPayload, keys.files.wwdr).pass as Pass;
  const itemsOf = async (token: string, orderId: string) => {
    const { data } = (await get('/v2/orders', token)).json() as {
      data: { id: string; items: { ticketSerial: string; transferred?: boolean }[] }[];
    };
    return data.find((o) => o.id === orderId)?.items ?? [];
  };

  /** A fan's paid order of two seats; the first ticket is offered to a new friend, who accepts it. */
  async function transferred() {
    const match = await t.firstEvent();
    const { fan, orderId, tokens, serials } = await paidMatchTickets(t, match, 2);
    const [given = '', kept = ''] = serials;
    const friend = await t.newUser();
    const offered = await offerTransfer(t, fan.token, orderId, given, { email: friend.email });
    expect(offered.statusCode, offered.body).toBe(201);
    // Offered but not accepted yet: the ticket is still the sender's, pass and all.
    expect((await get(`/v2/orders/${orderId}/tickets/${given}/wallet.pkpass`, fan.token)).statusCode).toBe(
      200,
    );
    expect((await itemsOf(fan.token, orderId)).map((i) => i.transferred)).toEqual([false, false]);
    const accepted = await acceptTransfer(t, friend.token, await transferSecret(t, friend.email));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const transfer = accepted.json() as { id: string; serial: string };
    return { match, fan, orderId, tokens, given, kept, friend, transfer };
  }

  it('the friend adds the new ticket to Apple Wallet: its own serial, the new QR and their name, signed', async () => {
    const { match, friend, transfer, tokens } = await transferred();
    const res = await get(`/v2/transfers/${transfer.id}/wallet.pkpass`, friend.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="vstupenka-${transfer.serial}.pkpass"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pass = passOf(res);
    const newToken = await transferredToken(t, friend.token, transfer.id);
    expect(newToken).not.toBe(tokens[0]);
    const [title] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where id = ${match}`,
    );
    expect(pass).toMatchObject({
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: transfer.serial,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: newToken }],
    });
    expect(pass.eventTicket.primaryFields[0]).toMatchObject({ label: 'Zápas', value: title?.title });
    expect(pass.eventTicket.auxiliaryFields.find((f) => f.key === 'holder')?.value).toBe(
      await nameOf(friend.id),
    );
  });

  it('the friend saves it to Google Wallet: a link signed with the club’s key, carrying the new QR', async () => {
    const { friend, transfer } = await transferred();
    const res = await get(`/v2/transfers/${transfer.id}/google-wallet`, friend.token);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const { payload } = await jwtVerify(
      url.slice(url.lastIndexOf('/') + 1),
      await importSPKI(keys.googlePublicKey, 'RS256'),
      { issuer: SERVICE_ACCOUNT, audience: 'google' },
    );
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [PUBLIC_URL] });
    const body = payload.payload as { eventTicketObjects: Record<string, unknown>[] };
    expect(body.eventTicketObjects[0]).toMatchObject({
      id: `${ISSUER_ID}.${transfer.serial}`,
      ticketNumber: transfer.serial,
      ticketHolderName: await nameOf(friend.id),
      barcode: { type: 'QR_CODE', value: await transferredToken(t, friend.token, transfer.id) },
    });
  });

  it('a friend reading the shop in English gets the pass in English', async () => {
    const { friend, transfer } = await transferred();
    await queryRows(t.db, sql`update users set language = 'en' where id = ${friend.id}`);
    const res = await get(`/v2/transfers/${transfer.id}/wallet.pkpass`, friend.token);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ticket-${transfer.serial}.pkpass"`,
    );
    expect(passOf(res).eventTicket.primaryFields[0]?.label).toBe('Match');
  });

  it('nobody but the friend gets the new ticket’s passes, and never without login', async () => {
    const { fan, transfer } = await transferred();
    const stranger = await t.newUser();
    for (const path of ['wallet.pkpass', 'google-wallet']) {
      const url = `/v2/transfers/${transfer.id}/${path}`;
      expect((await get(url)).statusCode).toBe(401);
      for (const who of [fan, stranger]) {
        const refused = await get(url, who.token);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'TRANSFER_NOT_FOUND' });
      }
      const bad = await get(`/v2/transfers/not-a-uuid/${path}`, stranger.token);
      expect(bad.json()).toMatchObject({ code: 'TRANSFER_NOT_FOUND' });
    }
  });

  it('the sender’s ticket shows as transferred; its PDF and passes are refused with a code, the other ticket keeps them', async () => {
    const { fan, orderId, given, kept, tokens } = await transferred();
    const items = await itemsOf(fan.token, orderId);
    expect(items.map((i) => [i.ticketSerial, i.transferred])).toEqual([
      [given, true],
      [kept, false],
    ]);
    for (const path of [`${given}/wallet.pkpass`, `${given}/google-wallet`, given]) {
      const refused = await get(`/v2/orders/${orderId}/tickets/${path}`, fan.token);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'TICKET_TRANSFERRED',
        message: 'Vstupenka bola prevedená na inú osobu a na tento zápas už neplatí.',
      });
    }
    const english = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/tickets/${given}/wallet.pkpass`,
      headers: { ...bearer(fan.token), 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(
      'The ticket was transferred to another person and is no longer valid for this match.',
    );
    expect((await get(`/v2/orders/${orderId}/tickets/${kept}/wallet.pkpass`, fan.token)).statusCode).toBe(
      200,
    );
    expect((await get(`/v2/orders/${orderId}/tickets/${kept}/google-wallet`, fan.token)).statusCode).toBe(
      200,
    );
    // The order's PDF has the kept ticket's page only.
    const pdf = await get(`/v2/orders/${orderId}/tickets`, fan.token);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfPageTexts(pdf.rawPayload)).toHaveLength(1);
    expect(await pdfPageQrCodes(pdf.rawPayload, 1)).toEqual([tokens[1]]);
  });

  it('an order whose every ticket was given away has no tickets PDF left', async () => {
    const match = await t.firstEvent();
    const { fan, orderId, serials } = await paidMatchTickets(t, match, 1);
    const friend = await t.newUser();
    await offerTransfer(t, fan.token, orderId, serials[0] ?? '', { email: friend.email });
    await acceptTransfer(t, friend.token, await transferSecret(t, friend.email));
    const pdf = await get(`/v2/orders/${orderId}/tickets`, fan.token);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ code: 'TICKET_TRANSFERRED' });
  });

  it('a season ticket lent for one match stays the holder’s: not marked transferred, its pass still built', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    const [lent] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season?.id} and setup_type = 'EVENT'
        and starts_at > now() + interval '2 hours' order by starts_at limit 1`,
    );
    const holder = await paidSeasonTicket(t, season?.id ?? '', 0);
    const friend = await t.newUser();
    const offered = await offerTransfer(t, holder.fan.token, holder.orderId, holder.serial, {
      email: friend.email,
      matchId: lent?.id,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const accepted = (await acceptTransfer(t, friend.token, await transferSecret(t, friend.email))).json();
    expect((await itemsOf(holder.fan.token, holder.orderId))[0]?.transferred).toBe(false);
    const own = await get(
      `/v2/orders/${holder.orderId}/tickets/${holder.serial}/wallet.pkpass`,
      holder.fan.token,
    );
    expect(own.statusCode).toBe(200);
    const friends = await get(`/v2/transfers/${accepted.id}/wallet.pkpass`, friend.token);
    expect(friends.statusCode).toBe(200);
    expect(passOf(friends).serialNumber).toBe(accepted.serial);
  });
});
