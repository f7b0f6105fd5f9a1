import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { cancelExpiredOrders } from '../src/modules/billing/settlement.ts';
import { availableKinds } from './helpers/databases.ts';
import { matchForBankTransfer } from './helpers/orders.ts';
import {
  cartItems,
  expectedShares,
  fanHolding,
  fixedCoupon,
  order,
  settleTransfer,
} from './helpers/sales.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const vatOf = (cents: number) => Math.round((cents * 23) / 123);
const bratislavaDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(instant);

describe.each(await availableKinds())('sales at a glance on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let match: string;
  let otherMatch: string;
  let baseline: {
    total: number;
    sold: number;
    held: number;
    free: number;
    disabled: number;
    reserved: number;
  };
  const orders: Record<'card' | 'transfer' | 'unpaid' | 'cancelled' | 'refunded', string> = {
    card: '',
    transfer: '',
    unpaid: '',
    cancelled: '',
    refunded: '',
  };

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/v2/admin/sales${url}`, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.newUser(['USER', 'ADMIN']);
    match = await matchForBankTransfer(t);
    const [other] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'EVENT' and id <> ${match} and not phone_required
        order by starts_at desc limit 1`,
    );
    otherMatch = other?.id ?? '';
    baseline = (await get(`/${match}`)).json().seats;

    // Cancelled: a card order left unpaid past its deadline (first, before other holds exist).
    const late = await fanHolding(t, [[match, 1]]);
    orders.cancelled = await order(t, late.token, 'CARD', false);
    await t.setClockOffset(21 * 60_000);
    try {
      expect(await cancelExpiredOrders(t.db)).toBe(1);
    } finally {
      await t.setClockOffset(0);
    }
    // Paid by card: an adult and a child here, one seat of another match, a 3.33 € coupon shared by all three.
    const card = await fanHolding(t, [
      [match, 2],
      [otherMatch, 1],
    ]);
    const [first] = await cartItems(t, card.token);
    expect(
      (await t.updateCart(card.token, { type: 'UPDATE_ITEM', itemId: first?.id, ticketType: 'CHILD' }))
        .statusCode,
    ).toBe(200);
    await fixedCoupon(t, card.token, 333);
    orders.card = await order(t, card.token, 'CARD');
    // Paid by bank transfer.
    const transfer = await fanHolding(t, [[match, 1]]);
    orders.transfer = await order(t, transfer.token, 'BANK_TRANSFER');
    await settleTransfer(t, orders.transfer);
    // Waiting for a card payment: held.
    const unpaid = await fanHolding(t, [[match, 1]]);
    orders.unpaid = await order(t, unpaid.token, 'CARD', false);
    // A live cart hold: held. A seat the club switched off: disabled.
    await fanHolding(t, [[match, 1]]);
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'DISABLED' where id = (select id from setup_seats
        where setup_id = ${match} and state = 'ACTIVE' order by sector desc, row desc, name desc limit 1)`,
    );
    // Refunded, last: its seat is freed behind the app's back (the refund itself is the orders module's).
    const refunded = await fanHolding(t, [[match, 1]]);
    orders.refunded = await order(t, refunded.token, 'CARD');
    await queryRows(
      t.db,
      sql`with r as (update orders set status = 'REFUNDED' where id = ${orders.refunded} returning id)
        update setup_seats set state = 'ACTIVE', order_item_id = null
        where order_item_id in (select oi.id from order_items oi join r on r.id = oi.order_id)`,
    );
  });
  afterAll(() => t.close());

  it('is for ADMIN only: no token 401, a fan and a cashier 403 on every call', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    for (const url of ['', `/${match}`, `/${match}/seats`]) {
      expect((await get(url, null)).json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      for (const who of [fan, cashier]) {
        expect((await get(url, who.token)).json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
      }
    }
  });

  it('an unknown match is 404 and a malformed id 400, with Slovak messages', async () => {
    for (const url of [
      '/00000000-0000-4000-8000-000000000000',
      '/00000000-0000-4000-8000-000000000000/seats',
    ]) {
      expect((await get(url)).json()).toMatchObject({ status: 404, code: 'EVENT_OR_SEASON_NOT_FOUND' });
    }
    const bad = (await get('/nie-je-uuid')).json();
    expect(bad).toMatchObject({ status: 400, code: 'SALES_PARAMETERS_INVALID' });
    expect(bad.message).toContain('Zápas alebo sezóna');
  });

  it('counts the seats: sold, held (cart and unpaid order), free, disabled', async () => {
    const { seats } = (await get(`/${match}`)).json();
    expect(seats).toEqual({
      total: baseline.total,
      sold: baseline.sold + 3,
      held: baseline.held + 2,
      free: baseline.free - 6,
      disabled: baseline.disabled + 1,
      reserved: baseline.reserved,
    });
  });

  it('revenue counts paid orders only, with the coupon shared by price, by payment and ticket type', async () => {
    const cardLines = (await expectedShares(t, orders.card)).filter((l) => l.setupId === match);
    const [transferLine] = await expectedShares(t, orders.transfer);
    const cardHere = cardLines.reduce((sum, l) => sum + l.revenue, 0);
    const transferHere = transferLine?.revenue ?? 0;
    const total = cardHere + transferHere;
    const [card] = await queryRows<{ discount: number }>(
      t.db,
      sql`select discount from orders where id = ${orders.card}`,
    );
    expect(card?.discount).toBe(333);

    const detail = (await get(`/${match}`)).json();
    expect(detail).toMatchObject({
      id: match,
      setupType: 'EVENT',
      ticketsSold: 3,
      paidOrders: 2,
      revenue: { totalCents: total, vatCents: vatOf(total), netCents: total - vatOf(total) },
    });
    // This match's share of the coupon: less than all of it, the other match took the rest.
    const grossHere = cardLines.reduce((sum, l) => sum + l.gross, 0) + (transferLine?.gross ?? 0);
    expect(detail.discountCents).toBe(grossHere - total);
    expect(detail.discountCents).toBeGreaterThan(0);
    expect(detail.discountCents).toBeLessThan(333);

    expect(detail.byPaymentType).toEqual([
      { paymentType: 'BANK_TRANSFER', orders: 1, tickets: 1, ...revenue(transferHere) },
      { paymentType: 'CARD', orders: 1, tickets: 2, ...revenue(cardHere) },
    ]);
    const child = cardLines.find((l) => l.kind === 'CHILD')?.revenue ?? 0;
    expect(detail.byTicketType).toEqual([
      { ticketType: 'ADULT', count: 2, ...revenue(total - child) },
      { ticketType: 'CHILD', count: 1, ...revenue(child) },
    ]);
    expect(detail.timeline).toEqual([{ day: bratislavaDay(new Date()), tickets: 3, revenueCents: total }]);
  });

  it('the overview lists every match and season with the same figures', async () => {
    const { data } = (await get('')).json();
    const [{ n }] = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from setups`)) as [
      { n: number },
    ];
    expect(data).toHaveLength(n);
    const detail = (await get(`/${match}`)).json();
    const row = data.find((r: { id: string }) => r.id === match);
    expect(row).toEqual({
      id: detail.id,
      setupType: 'EVENT',
      title: detail.title,
      startsAt: detail.startsAt,
      published: true,
      seats: detail.seats,
      ticketsSold: 3,
      paidOrders: 2,
      revenue: detail.revenue,
    });
    // The other match's line of the shared order: the whole order adds up to what was paid.
    const other = data.find((r: { id: string }) => r.id === otherMatch);
    const [paid] = await queryRows<{ total: number }>(
      t.db,
      sql`select total_price as total from orders where id = ${orders.card}`,
    );
    const cardHere = (await expectedShares(t, orders.card))
      .filter((l) => l.setupId === match)
      .reduce((sum, l) => sum + l.revenue, 0);
    expect(other.revenue.totalCents + cardHere).toBe(paid?.total);
    expect(data.some((r: { setupType: string }) => r.setupType === 'SEASON')).toBe(true);
  });

  it('the heat-map has every seat where the arena draws it; sold seats with price and time of sale', async () => {
    const answer = await get(`/${match}/seats`);
    expect(answer.statusCode).toBe(200);
    const map = answer.json();
    expect(map.seats).toHaveLength(baseline.total);
    expect(map.viewBox).toMatch(/^\d+ \d+ \d+ \d+$/);
    expect(map.sectors.length).toBeGreaterThan(0);
    const sold = map.seats.filter((s: { state: string }) => s.state === 'SOLD');
    expect(sold).toHaveLength(baseline.sold + 3);
    for (const seat of sold) {
      expect(seat.price).toBeGreaterThan(0);
      expect(Date.parse(seat.soldAt)).toBeGreaterThan(Date.now() - 600_000);
    }
    const byState = (state: string) => map.seats.filter((s: { state: string }) => s.state === state).length;
    expect(byState('BOOKED')).toBe(baseline.held + 2);
    expect(byState('DISABLED')).toBe(baseline.disabled + 1);
    expect(map.seats.filter((s: { price?: number }) => s.price !== undefined)).toHaveLength(sold.length);
  });

  it('a season offer has its own figures (no match tickets counted)', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' limit 1`,
    );
    const detail = (await get(`/${season?.id}`)).json();
    expect(detail).toMatchObject({ setupType: 'SEASON', ticketsSold: 0, paidOrders: 0, byPaymentType: [] });
    expect(detail.seats.total).toBe(
      detail.seats.sold +
        detail.seats.held +
        detail.seats.free +
        detail.seats.disabled +
        detail.seats.reserved,
    );
  });
});

function revenue(totalCents: number) {
  return { totalCents, vatCents: vatOf(totalCents), netCents: totalCents - vatOf(totalCents) };
}
