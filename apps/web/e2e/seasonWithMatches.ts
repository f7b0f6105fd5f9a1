/**
 * A season of its own for a browser test (issue 21): made through the API as the back office does, with a
 * match starting within the hour (its gate is open) and one in three days (before its release cut-off);
 * the demo fan holds a paid season ticket of it, bought by the sandbox card (its order number and serial
 * answered with it).
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { admin, fan } from './shop.ts';
import { arenaTemplate, bearer, ok } from './todaysMatch.ts';

const MINUTE = 60_000;
type Headers = Record<string, string>;
export type Place = { sector: string; row: string; name: string };

/** Holds `seat` of a match or season for the user of `headers`, pays by card and approves the sandbox payment. */
export async function buySeat(
  request: APIRequestContext,
  headers: Headers,
  target: { setupType: 'EVENT' | 'SEASON'; uuid: string; seat: Place },
  email: string,
) {
  await ok(await request.post('/v2/cart', { headers, data: { type: 'ADD_SEAT', ...target } }), 'hold a seat');
  const paid = await ok<{ redirectUrl: string; orderId: string }>(
    await request.post('/v2/cart/pay', {
      headers,
      data: {
        paymentType: 'CARD',
        termsAgreed: true,
        contactConsent: true,
        contact: { firstName: 'Fanúšik', lastName: 'Sezónny', email, phoneNumber: '+421905777999' },
      },
    }),
    'pay the cart',
  );
  const decided = await request.post(paid.redirectUrl.replace(/^https?:\/\/[^/]+/, ''), {
    form: { decision: 'APPROVED' },
    maxRedirects: 0,
  });
  if (decided.status() !== 303) throw new Error(`sandbox payment: ${decided.status()}`);
  return paid.orderId;
}

async function createSetup(
  request: APIRequestContext,
  staff: Headers,
  kind: 'events' | 'seasons',
  data: Record<string, unknown>,
) {
  return ok<{ id: string }>(
    await request.post(`/v2/admin/${kind}`, { headers: staff, data }),
    `create ${kind}`,
  );
}

export async function seasonWithMatches(request: APIRequestContext) {
  const staff = await bearer(request, admin);
  const template = await arenaTemplate(request, staff);
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const at = (minutes: number) => new Date(now + minutes * MINUTE).toISOString();
  const tag = Date.now().toString(36);
  const seasonTitle = `Sezóna uvoľnení ${tag}`;
  const season = await createSetup(request, staff, 'seasons', {
    templateId: template.id,
    title: seasonTitle,
    startsAt: at(30),
    endsAt: at(30 * 24 * 60),
    saleStartsAt: at(-1),
    prices: template.sectorNames.map((sector) => ({ sector, ticketType: 'CLASSIC', price: 20000 })),
  });
  const match = async (opponent: string, startsIn: number) => {
    const title = `HK Orly Zvolen – ${opponent} ${tag}`;
    const { id } = await createSetup(request, staff, 'events', {
      templateId: template.id,
      seasonId: season.id,
      title,
      opponent,
      startsAt: at(startsIn),
      endsAt: at(startsIn + 150),
      saleStartsAt: at(-1),
      prices: template.sectorNames.map((sector) => ({ sector, ticketType: 'ADULT', price: 1500 })),
    });
    await ok(await request.post(`/v2/admin/events/${id}/publish`, { headers: staff }), 'publish match');
    return { id, title };
  };
  const today = await match('HC Dnešný', 60);
  const later = await match('HC Neskorší', 3 * 24 * 60);
  await ok(
    await request.post(`/v2/admin/seasons/${season.id}/publish`, { headers: staff }),
    'publish season',
  );

  // Seat 1 of the first row of the first sector: a row end, so no hold of it strands a seat.
  const sector = template.sectorNames[0] as string;
  const seats = await ok<{ setup: Record<string, Place[]> }>(
    await request.get(`/v2/season/arena/${season.id}/sector/${encodeURIComponent(sector)}`),
    'season sector',
  );
  const row = Object.values(seats.setup)[0] ?? [];
  const first = row.find((seat) => seat.name === '1') ?? row[0];
  if (!first) throw new Error('no seat in the sector');
  const seat = { sector: first.sector, row: first.row, name: first.name };
  const holder = await bearer(request, fan);
  const orderId = await buySeat(request, holder, { setupType: 'SEASON', uuid: season.id, seat }, fan.email);
  // The order's number (its card in My orders is named by it) and the season ticket's serial (the gate's
  // code), once the sandbox's payment notice has settled the order (it comes a moment after the approval).
  type Order = { id: string; status: string; orderNumber: string; items: { ticketSerial: string | null }[] };
  let order: Order | undefined;
  await expect(async () => {
    const { data } = await ok<{ data: Order[] }>(
      await request.get('/v2/orders?pageSize=50&pageIndex=1', { headers: holder }),
      'my orders',
    );
    order = data.find((o) => o.id === orderId);
    expect(order?.status, `order ${orderId}`).toBe('PAID');
    expect(order?.items[0]?.ticketSerial).toMatch(/^\d+-\d+$/);
  }).toPass({ timeout: 10_000 });
  const { orderNumber, items } = order as Order;
  const serial = items[0]?.ticketSerial as string;
  return { seasonId: season.id, title: seasonTitle, today, later, seat, orderId, orderNumber, serial, staff };
}
