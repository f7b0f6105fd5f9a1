import { sql } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { openApplePass, signatureVerifies } from './helpers/apple-pass.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { ISSUER_ID, PASS_TYPE_ID, SERVICE_ACCOUNT, TEAM_ID, walletKeys } from './helpers/wallet-keys.ts';

const keys = walletKeys();
const PUBLIC_URL = 'https://vstupenky.hokej.test';

describe.each(await availableKinds())('wallet passes on %s', (kind) => {
  let t: TestApp;
  let ticket: { orderId: string; serial: string; token: string; setupId: string; token2: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL, ...keys.settings() });
    const setupId = await t.firstEvent();
    const { fan, orderId } = await paidOrder(t, setupId);
    const [row] = await queryRows<{ serial: string; token: string }>(
      t.db,
      sql`select t.serial, t.token from tickets t join order_items oi on oi.id = t.order_item_id
        where oi.order_id = ${orderId}`,
    );
    if (!row) throw new Error('the paid order has no ticket');
    ticket = { orderId, serial: row.serial, token: fan.token, setupId, token2: row.token };
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const passUrl = () => `/v2/orders/${ticket.orderId}/tickets/${ticket.serial}/wallet.pkpass`;

  it('says both wallets are offered', async () => {
    expect((await get('/v2/wallet')).json()).toEqual({ apple: true, google: true });
  });

  it('builds an Apple Wallet event ticket with the PDF’s QR token, signed over its manifest', async () => {
    const res = await get(passUrl(), ticket.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const { files, manifest, signature, pass } = openApplePass(res.rawPayload, keys.files.wwdr);
    expect(Object.keys(files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    // The check can fail: a manifest changed after signing does not verify.
    const tampered = Buffer.from(JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }));
    expect(signatureVerifies(signature, tampered, keys.files.wwdr)).toBe(false);

    const [match] = await queryRows<{ title: string; startsAt: Date | string }>(
      t.db,
      sql`select title, starts_at as "startsAt" from setups where id = ${ticket.setupId}`,
    );
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: ticket.serial,
      organizationName: 'HK Orly Zvolen',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket.token2, messageEncoding: 'iso-8859-1' }],
      locations: [{ latitude: 48.5784, longitude: 19.1331 }],
    });
    expect(new Date(pass.relevantDate).getTime()).toBe(new Date(match?.startsAt ?? '').getTime());
    expect(pass.eventTicket.primaryFields[0]).toMatchObject({ label: 'Zápas', value: match?.title });
    expect(pass.eventTicket.secondaryFields.map((f: { label: string }) => f.label)).toEqual([
      'Sektor',
      'Rad',
      'Miesto',
    ]);
  });

  it('signs a Google Wallet save link for the shop’s origin with the same QR token', async () => {
    const res = await get(
      `/v2/orders/${ticket.orderId}/tickets/${ticket.serial}/google-wallet`,
      ticket.token,
    );
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = url.slice(url.lastIndexOf('/') + 1);
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      await importSPKI(keys.googlePublicKey, 'RS256'),
      {
        issuer: SERVICE_ACCOUNT,
        audience: 'google',
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [PUBLIC_URL] });
    const body = payload.payload as {
      eventTicketClasses: { id: string }[];
      eventTicketObjects: { id: string; classId: string; barcode: { value: string }; seatInfo: unknown }[];
    };
    expect(body.eventTicketClasses[0]?.id).toBe(`${ISSUER_ID}.${ticket.setupId}`);
    expect(body.eventTicketObjects[0]).toMatchObject({
      id: `${ISSUER_ID}.${ticket.serial}`,
      classId: `${ISSUER_ID}.${ticket.setupId}`,
      barcode: { type: 'QR_CODE', value: ticket.token2 },
    });
    // Another key does not verify it.
    const other = walletKeys();
    await expect(jwtVerify(jwt, await importSPKI(other.googlePublicKey, 'RS256'))).rejects.toThrow();
  });

  it('an order placed in English gets its pass in English, a Slovak one in Slovak', async () => {
    const passOf = async (language: 'sk' | 'en') => {
      const { fan, orderId } = await paidOrder(t, ticket.setupId);
      await queryRows(t.db, sql`update orders set language = ${language} where id = ${orderId}`);
      const [row] = await queryRows<{ serial: string }>(
        t.db,
        sql`select t.serial from tickets t join order_items oi on oi.id = t.order_item_id
          where oi.order_id = ${orderId}`,
      );
      const serial = row?.serial ?? '';
      const res = await get(`/v2/orders/${orderId}/tickets/${serial}/wallet.pkpass`, fan.token);
      expect(res.statusCode).toBe(200);
      const { pass } = openApplePass(res.rawPayload, keys.files.wwdr);
      const google = await get(`/v2/orders/${orderId}/tickets/${serial}/google-wallet`, fan.token);
      const jwt = (google.json().url as string).split('/').at(-1) ?? '';
      const { payload } = await jwtVerify(jwt, await importSPKI(keys.googlePublicKey, 'RS256'));
      const labels = [
        ...pass.eventTicket.primaryFields,
        ...pass.eventTicket.secondaryFields,
        ...pass.eventTicket.auxiliaryFields,
        ...pass.eventTicket.backFields,
      ].map((f: { label: string }) => f.label);
      const body = payload.payload as { eventTicketClasses: { eventName: unknown }[] };
      return { res, serial, pass, labels, eventName: body.eventTicketClasses[0]?.eventName };
    };
    const english = await passOf('en');
    expect(english.res.headers['content-disposition']).toBe(
      `attachment; filename="ticket-${english.serial}.pkpass"`,
    );
    expect(english.pass.description).toMatch(/^Ticket: /);
    expect(english.labels).toEqual([
      'Match',
      'Sector',
      'Row',
      'Seat',
      'Starts',
      'Holder',
      'Ticket number',
      'Venue',
      'Price',
    ]);
    expect(english.pass.eventTicket.auxiliaryFields[0].value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(english.pass.eventTicket.backFields[2].value).toMatch(/^€\d+\.\d{2}$/);
    expect(english.eventName).toMatchObject({ defaultValue: { language: 'en-GB' } });
    const slovak = await passOf('sk');
    expect(slovak.res.headers['content-disposition']).toBe(
      `attachment; filename="vstupenka-${slovak.serial}.pkpass"`,
    );
    expect(slovak.labels).toEqual([
      'Zápas',
      'Sektor',
      'Rad',
      'Miesto',
      'Začiatok',
      'Držiteľ',
      'Číslo vstupenky',
      'Štadión',
      'Cena',
    ]);
    expect(slovak.eventName).toMatchObject({ defaultValue: { language: 'sk-SK' } });
  });

  it('gives passes only to the order’s owner, of a paid order, after login', async () => {
    expect((await get(passUrl())).statusCode).toBe(401);
    const stranger = await t.newUser();
    const foreign = await get(passUrl(), stranger.token);
    expect(foreign.statusCode).toBe(404);
    const unknown = await get(`/v2/orders/${ticket.orderId}/tickets/0000-000000/wallet.pkpass`, ticket.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
  });
});

describe('wallet passes without the club’s wallet settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('offers no wallet, and the pass routes answer 404 WALLET_NOT_CONFIGURED', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/wallet' })).json()).toEqual({
      apple: false,
      google: false,
    });
    const fan = await t.newUser();
    for (const path of ['wallet.pkpass', 'google-wallet']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/orders/00000000-0000-4000-8000-000000000000/tickets/1/${path}`,
        headers: bearer(fan.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'WALLET_NOT_CONFIGURED' });
    }
  });

  it('refuses to start with half the Apple settings, naming what is missing, or with an unreadable key file', async () => {
    const { APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID } = keys.settings();
    expect(() => loadConfig({ APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID })).toThrow(
      /APPLE_WALLET_CERT_FILE: required with APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID/,
    );
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID })).toThrow(
      /GOOGLE_WALLET_KEY_FILE: required/,
    );
    await expect(
      createTestApp('pglite', { ...keys.settings(), APPLE_WALLET_KEY_FILE: '/nonexistent/key.pem' }),
    ).rejects.toThrow(/APPLE_WALLET_KEY_FILE: cannot read \/nonexistent\/key.pem/);
  });
});
