import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import { CONTACT } from './helpers/orders.ts';
import { registeredFan } from './helpers/production-fan.ts';
import { PRODUCTION_WITHOUT_CARD, startServerProcess } from './helpers/server-process.ts';
import { type SmtpServer, startSmtpServer } from './helpers/smtp.ts';
import { startStripeStandIn } from './helpers/stripe-stand-in.ts';

// What NODE_ENV=production does to card payments, in real server processes: the sandbox gateway does
// not exist (no route, not in the OpenAPI document, refused as a setting); without a card provider,
// card and installments are not offered and a transfer still sells; with Stripe, a card sells through
// Checkout and the signed webhook.
const JSON_TYPE = { 'content-type': 'application/json' };
const WEBHOOK_SECRET = 'whsec_production_test';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Server = Awaited<ReturnType<typeof startServerProcess>>;

/** A registered fan (production seeds no demo account) holding one free seat of the season's last match (far enough for a transfer). */
async function fanWithSeat(server: Server, smtp: SmtpServer) {
  const { auth, userId } = await registeredFan(server, smtp);
  const events = (await (await fetch(`${server.base}/v2/event`)).json()) as { data: Array<{ uuid: string }> };
  const match = events.data.at(-1)?.uuid as string;
  const sector = (await (await fetch(`${server.base}/v2/arena/${match}/sector/B17`)).json()) as {
    setup: Record<string, Array<{ name: string; buyState: string }>>;
  };
  const [row, seats] =
    Object.entries(sector.setup).find(([, s]) => s.some((x) => x.buyState === 'ACTIVE')) ?? [];
  const seat = { sector: 'B17', row, name: seats?.find((x) => x.buyState === 'ACTIVE')?.name };
  const held = await fetch(`${server.base}/v2/cart`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid: match, seat }),
  });
  expect(held.status).toBe(201);
  const pay = (paymentType: string) =>
    fetch(`${server.base}/v2/cart/pay`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ paymentType, contact: CONTACT, termsAgreed: true, contactConsent: true }),
    });
  return { auth, pay, userId };
}

describe('card payments in production (NODE_ENV=production, real processes)', async () => {
  const onPostgres = (await availableKinds()).includes('postgres');
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  let env: Record<string, string | undefined>;
  let smtp: SmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    env = {
      ...PRODUCTION_WITHOUT_CARD,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED: 'demo',
      SMTP_URL: smtp.url,
    };
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A database of its own for each process: PostgreSQL when there is one, else an embedded one. */
  async function database(): Promise<Record<string, string | undefined>> {
    if (onPostgres) {
      const pg = await createDemoDatabase({ production: true });
      cleanups.push(pg.drop);
      return { DATABASE_URL: pg.url };
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'hokej-prod-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATABASE_URL: undefined, DATA_DIR: dir };
  }

  it('PAYMENT_PROVIDER=sandbox is refused at the start, naming the setting', async () => {
    const started = startServerProcess(
      { ...env, ...(await database()), PAYMENT_PROVIDER: 'sandbox' },
      await freePort(),
    );
    await expect(started).rejects.toThrow(
      /PAYMENT_PROVIDER: sandbox is not allowed with NODE_ENV=production/,
    );
  });

  it('stripe without its keys is refused at the start', async () => {
    const started = startServerProcess(
      { ...env, ...(await database()), PAYMENT_PROVIDER: 'stripe' },
      await freePort(),
    );
    await expect(started).rejects.toThrow(/STRIPE_SECRET_KEY: required/);
  });

  it('without a card provider: no sandbox route or document, card and installments refused, a transfer sells', async () => {
    const server = await startServerProcess({ ...env, ...(await database()) }, await freePort());
    cleanups.push(() => server.stop());
    const paymentId = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', `/v2/payment/sandbox/${paymentId}`],
      ['POST', `/v2/payment/sandbox/${paymentId}`],
      ['POST', '/v2/payment/notify/sandbox'],
      ['GET', `/v2/payment/return/sandbox?paymentId=${paymentId}&t=1&sig=00`],
      ['POST', '/v2/payment/stripe/webhook'],
    ] as const) {
      const answer = await fetch(`${server.base}${url}`, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { body: 'decision=APPROVED' } : {}),
      });
      expect(answer.status, url).toBe(404);
    }
    const docs = JSON.stringify(await (await fetch(`${server.base}/v2/docs/json`)).json());
    expect(docs).not.toMatch(/sandbox|stripe/);

    const fan = await fanWithSeat(server, smtp);
    const types = await (await fetch(`${server.base}/v2/payment/types`, { headers: fan.auth })).json();
    // The web app hides card links (later installment parts) by this: no provider, no card for anybody.
    expect(types).toEqual({ allowed: ['BANK_TRANSFER'], cardOffered: false });
    for (const paymentType of ['CARD', 'INSTALLMENTS']) {
      const refused = await fan.pay(paymentType);
      expect(refused.status, paymentType).toBe(409);
      const body = await refused.json();
      expect(body.code).toBe('PAYMENT_TYPE_UNAVAILABLE');
      expect(body.message).toMatch(/prevodom/);
    }
    // The cart is untouched by the refusals: the transfer order takes the held seat.
    const transfer = await fan.pay('BANK_TRANSFER');
    expect(transfer.status).toBe(201);
    const { orderId, redirectUrl } = await transfer.json();
    expect(redirectUrl).toMatch(/^\/order\/success\?orderId=/);
    // Its e-mail (over SMTP) offers no card payment link: the shop takes no cards.
    const waiting = (m: { subject?: string }) => /čaká na platbu/.test(m.subject ?? '');
    await smtp.waitFor(() => smtp.messages.some(waiting), 30_000);
    const mail = smtp.messages.find(waiting);
    expect(mail?.text).toMatch(/variabilný symbol/);
    expect(mail?.text).not.toMatch(/invoice\/push|Radšej kartou/);
    // Nor can the club send one from the back office.
    // Production has no demo admin: the club's admin is a registered user whose token carries ADMIN.
    const admin = await createAccessTokens(String(env.JWT_SECRET), 600).sign({
      id: fan.userId,
      roles: ['USER', 'ADMIN'],
      name: 'Správca Klubu',
    });
    const sent = await fetch(`${server.base}/v2/admin/orders/${orderId}/payment-link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sent.status).toBe(409);
    expect((await sent.json()).code).toBe('PAYMENT_TYPE_UNAVAILABLE');
  });

  it('with Stripe: a card order opens a Checkout Session and the signed webhook sells it', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `${base}/v2/payment/stripe/webhook`,
    });
    cleanups.push(standIn.close);
    const server = await startServerProcess(
      {
        ...env,
        ...(await database()),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_production',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
        PUBLIC_URL: base,
      },
      port,
    );
    cleanups.push(() => server.stop());
    const docs = (await (await fetch(`${server.base}/v2/docs/json`)).json()) as { paths: object };
    expect(Object.keys(docs.paths)).toContain('/v2/payment/stripe/webhook');
    expect(JSON.stringify(docs)).not.toMatch(/sandbox/);

    const fan = await fanWithSeat(server, smtp);
    const types = await (await fetch(`${server.base}/v2/payment/types`, { headers: fan.auth })).json();
    expect(types.allowed).toEqual(expect.arrayContaining(['CARD', 'INSTALLMENTS', 'BANK_TRANSFER']));
    expect(types.cardOffered).toBe(true);
    const card = await fan.pay('CARD');
    expect(card.status).toBe(201);
    const { orderId, redirectUrl } = await card.json();
    expect(redirectUrl).toMatch(new RegExp(`^${standIn.url}/c/pay/cs_test_`));
    const sessionId = redirectUrl.split('/').at(-1);
    const successUrl = await standIn.pay(sessionId); // Stripe's signed webhook reaches the process
    expect(standIn.webhookAnswers).toEqual([200]);
    const back = await fetch(successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId), { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payment/status?orderId=${orderId}`);
    const check = await fetch(`${server.base}/v2/payment/check-payment?orderId=${orderId}`, {
      headers: fan.auth,
    });
    expect(await check.json()).toMatchObject({ status: 'PAID', paymentStatus: 'APPROVED', refundDue: false });
    // A forged webhook is refused by the process.
    const forged = await fetch(`${server.base}/v2/payment/stripe/webhook`, {
      method: 'POST',
      headers: { ...JSON_TYPE, 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe('PAYMENT_SIGNATURE_INVALID');
  });
});
