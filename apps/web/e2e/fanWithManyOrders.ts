/**
 * A fan of their own with ten orders of one match, made through the API as the shop's pages would: nine paid by
 * the sandbox card (every third with two seats), the fifth newest left unpaid (the card payment never
 * finished: a countdown and "Zaplatiť znova"); one of their
 * tickets offered to the demo fan's friend (a sent transfer), and one ticket the demo fan passed on to them
 * (a received ticket). My orders then has something in every part: tickets above, two pages of orders, transfers below.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { mailTo, type OutboxMessage } from './season.ts';
import { fan, friend } from './shop.ts';
import { bearer, ok } from './todaysMatch.ts';

const SECTOR = 'B16';
type Headers = Record<string, string>;
type PaidOrder = { id: string; status: string; items: { ticketSerial: string | null }[] };

const contact = (email: string) => ({
  firstName: 'Zberateľ',
  lastName: 'Objednávok',
  email,
  phoneNumber: '+421905111222',
});

async function registered(request: APIRequestContext, page: Parameters<typeof mailTo>[0]) {
  const email = `zberatel.${Date.now().toString(36)}@hokej.test`;
  const password = 'Zberatel-123';
  await ok(
    await request.post('/v2/user/registration', {
      data: {
        firstName: 'Zberateľ',
        lastName: 'Objednávok',
        phoneNumber: '+421905111222',
        email,
        password,
        newsletter: false,
        termsAgreed: true,
      },
    }),
    'register',
  );
  const mail = await mailTo(page, email, 'Overte svoju e-mailovú adresu');
  const link = mail.textBody.match(/\/verify\?(\S+)/)?.[1];
  expect(link, 'the verification link').toBeTruthy();
  await ok(await request.get(`/v2/user/verify-email?${link}`), 'verify the e-mail');
  return { email, password };
}

/** Holds `count` seats of the match and pays them by the sandbox card, approved unless `unpaid`. */
async function order(
  request: APIRequestContext,
  headers: Headers,
  match: string,
  count: number,
  email: string,
  unpaid = false,
) {
  const hold = { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match, count, sector: SECTOR };
  await ok(await request.post('/v2/cart', { headers, data: hold }), 'hold seats');
  const paid = await ok<{ redirectUrl: string; orderId: string }>(
    await request.post('/v2/cart/pay', {
      headers,
      data: { paymentType: 'CARD', termsAgreed: true, contactConsent: true, contact: contact(email) },
    }),
    'pay the cart',
  );
  if (unpaid) return paid.orderId;
  const decided = await request.post(paid.redirectUrl.replace(/^https?:\/\/[^/]+/, ''), {
    form: { decision: 'APPROVED' },
    maxRedirects: 0,
  });
  if (decided.status() !== 303) throw new Error(`sandbox payment: ${decided.status()}`);
  return paid.orderId;
}

/** The first ticket's serial of an order, once the sandbox's notice has settled it (it comes a moment later). */
async function firstSerial(request: APIRequestContext, headers: Headers, orderId: string) {
  let serial: string | null | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await ok<{ data: PaidOrder[] }>(
          await request.get('/v2/orders?pageSize=50&pageIndex=1', { headers }),
          'orders',
        );
        serial = data.find((o) => o.id === orderId)?.items[0]?.ticketSerial;
        return serial;
      },
      { message: `a ticket of order ${orderId}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return serial as string;
}

/**
 * A demo match at least a day away. Not simply the list's first: in a whole run the gate specs have made
 * matches starting within the hour by then, and a ticket can no longer be passed on an hour before its match.
 */
async function matchDaysAway(request: APIRequestContext) {
  const { data } = await ok<{ data: { uuid: string; startsAt: string }[] }>(
    await request.get('/v2/event'),
    'matches',
  );
  const event = data.find((m) => Date.parse(m.startsAt) > Date.now() + 24 * 60 * 60_000)?.uuid;
  expect(event, 'a match at least a day away').toBeTruthy();
  return event as string;
}

export async function fanWithManyOrders(request: APIRequestContext, page: Parameters<typeof mailTo>[0]) {
  const collector = await registered(request, page);
  const headers = await bearer(request, collector);
  const event = await matchDaysAway(request);

  // From the demo fan: one ticket passed on to the collector, who accepts it.
  const demo = await bearer(request, fan);
  const gift = await order(request, demo, event, 1, fan.email);
  const giftSerial = await firstSerial(request, demo, gift);
  await ok(
    await request.post(`/v2/orders/${gift}/tickets/${giftSerial}/transfer`, {
      headers: demo,
      data: { email: collector.email },
    }),
    'offer a ticket to the collector',
  );
  let secret: string | undefined;
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[];
    const offer = messages.find((m) => m.recipient === collector.email && m.subject.includes('vám posiela'));
    secret = offer?.textBody.match(/\/transfer\/([^\s/?]+)/)?.[1];
    expect(secret, 'the transfer link in the e-mail to the collector').toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await ok(await request.post(`/v2/transfer/${secret}/accept`, { headers }), 'accept the ticket');

  const orders: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    orders.push(await order(request, headers, event, i % 3 === 0 ? 2 : 1, collector.email, i === 5));
  }
  // The newest paid order's first ticket offered to the friend: pending, with "Zrušiť prevod".
  const newest = orders[9] as string;
  await ok(
    await request.post(
      `/v2/orders/${newest}/tickets/${await firstSerial(request, headers, newest)}/transfer`,
      {
        headers,
        data: { email: friend.email },
      },
    ),
    'offer a ticket to the friend',
  );
  return collector;
}
