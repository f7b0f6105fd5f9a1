/**
 * The gate lets a ticket in only on its match day, from 3 hours before the start, by the shop's clock. A
 * browser test's shop runs on the real clock, so a gate test makes its own match starting within the hour,
 * through the API as the back office does, and the fan buys a seat of it by the sandbox card.
 */
import type { APIRequestContext } from '@playwright/test';
import { admin, fan } from './shop.ts';

type Credentials = { email: string; password: string };
const MINUTE = 60_000;

export async function bearer(request: APIRequestContext, user: Credentials) {
  const login = await request.post('/v2/user/login', { data: user });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return { Authorization: `Bearer ${(await login.json()).accessToken}` };
}

export async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The arena's template a test's own match or season is made from (the first the back office lists). */
export async function arenaTemplate(request: APIRequestContext, staff: Record<string, string>) {
  const { data: templates } = await ok<{ data: { id: string; sectorNames: string[] }[] }>(
    await request.get('/v2/admin/templates', { headers: staff }),
    'templates',
  );
  const [template] = templates;
  if (!template) throw new Error('no arena template');
  return template;
}

/** A published match of the test's own starting `startsInMinutes` from now, made as the back office does. */
export async function publishedMatch(request: APIRequestContext, startsInMinutes: number) {
  const staff = await bearer(request, admin);
  const template = await arenaTemplate(request, staff);
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const startsAt = new Date(now + startsInMinutes * MINUTE);
  const opponent = `HC Dnešný ${Date.now().toString(36)}`;
  const title = `HK Orly Zvolen – ${opponent}`;
  const created = await ok<{ id: string }>(
    await request.post('/v2/admin/events', {
      headers: staff,
      data: {
        templateId: template.id,
        title,
        opponent,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 150 * MINUTE).toISOString(),
        saleStartsAt: new Date(now - MINUTE).toISOString(),
        saleEndsAt: startsAt.toISOString(),
        // Priced in three bands as a real match is, since as the next match it heads the shop's list,
        // where later journeys open it (the arena's price-band legend among them).
        prices: template.sectorNames.flatMap((sector, i) => [
          { sector, ticketType: 'ADULT', price: 1500 + (i % 3) * 300 },
          { sector, ticketType: 'CHILD', price: 800 + (i % 3) * 100 },
        ]),
      },
    }),
    'create match',
  );
  await ok(await request.post(`/v2/admin/events/${created.id}/publish`, { headers: staff }), 'publish match');
  return { id: created.id, title, startsAt };
}

/** A published match starting `startsInMinutes` from now (the admin's), with one seat the fan paid by card. */
export async function todaysMatchWithPaidSeat(request: APIRequestContext, startsInMinutes = 60) {
  const { id, title, startsAt } = await publishedMatch(request, startsInMinutes);
  const buyer = await bearer(request, fan);
  await ok(
    await request.post('/v2/cart', {
      headers: buyer,
      data: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: id, count: 1 },
    }),
    'hold a seat',
  );
  const paid = await ok<{ redirectUrl: string }>(
    await request.post('/v2/cart/pay', {
      headers: buyer,
      data: {
        paymentType: 'CARD',
        termsAgreed: true,
        contactConsent: true,
        contact: {
          firstName: 'Fanúšik',
          lastName: 'Dnešný',
          email: fan.email,
          phoneNumber: '+421905777888',
        },
      },
    }),
    'pay the cart',
  );
  // The sandbox gateway's page, approved as the fan's click on "Zaplatiť" would.
  const decided = await request.post(paid.redirectUrl.replace(/^https?:\/\/[^/]+/, ''), {
    form: { decision: 'APPROVED' },
    maxRedirects: 0,
  });
  if (decided.status() !== 303) throw new Error(`sandbox payment: ${decided.status()}`);
  return { id, title, startsAt };
}
