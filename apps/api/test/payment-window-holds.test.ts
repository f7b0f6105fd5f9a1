import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { releaseExpiredHolds } from '../src/jobs/hold-sweeper.ts';
import { cancelExpiredOrders } from '../src/modules/billing/settlement.ts';
import { availableKinds } from './helpers/databases.ts';
import { matchForBankTransfer } from './helpers/orders.ts';
import { approveCard, importTransfer, unpaidOrder } from './helpers/refunds.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Seat = { sector: string; row: string; name: string };
const MINUTE = 60_000;
const DAY = 86_400_000;

// POST /v2/cart/pay moves the cart's 15-minute holds to the order until its payment deadline
// (card: 20 minutes, bank transfer: 3 days): neither the hold sweeper nor another fan takes them meanwhile.
describe.each(await availableKinds())('holds extended for the payment window on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);
  afterEach(() => t.setClockOffset(0));

  const seatOf = async (setupId: string, seat: Seat) => {
    const [row] = await queryRows<{ state: string; ordered: boolean; cartItemId: string | null }>(
      t.db,
      sql`select state::text, order_item_id is not null as ordered, cart_item_id as "cartItemId"
        from setup_seats where setup_id = ${setupId} and sector = ${seat.sector} and row = ${seat.row}
          and name = ${seat.name}`,
    );
    return row;
  };
  const statusOf = async (orderId: string) =>
    (await queryRows<{ status: string }>(t.db, sql`select status from orders where id = ${orderId}`))[0]
      ?.status;

  /** A second fan tries the order's seat: refused as taken, with no cart line and no push. */
  async function secondFanRefused(setupId: string, seat: Seat) {
    const other = await t.newUser();
    const before = { items: await t.count('cart_items'), pushes: await t.count('push_log') };
    const refused = await t.holdSeat(other.token, setupId, seat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEAT_INACTIVE',
      message: 'Toto miesto už nie je voľné. Vyberte si, prosím, iné.',
    });
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(other.token) });
    expect(cart.json().items).toEqual([]);
    expect({ items: await t.count('cart_items'), pushes: await t.count('push_log') }).toEqual(before);
  }

  it('a card order keeps its seat past the 15-minute cart hold: the sweeper leaves it, another fan is refused, the payment settles it', async () => {
    const match = await t.firstEvent();
    const order = await unpaidOrder(t, match, 'CARD');
    // Beside it, a seat only held in a cart, to show the same sweep does free lapsed holds.
    const idler = await t.newUser();
    const [cartOnly] = await t.freeSeats(match, 1);
    if (!cartOnly) throw new Error('no free seat');
    expect((await t.holdSeat(idler.token, match, cartOnly)).statusCode).toBe(201);

    await t.setClockOffset(16 * MINUTE); // past the cart hold, before the order's 20-minute deadline
    expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    await cancelExpiredOrders(t.db); // the order job too: the order is not due yet
    expect(await seatOf(match, cartOnly)).toMatchObject({ state: 'ACTIVE', ordered: false });
    expect(await seatOf(match, order.seat)).toMatchObject({
      state: 'BOOKED',
      ordered: true,
      cartItemId: null,
    });
    expect(await statusOf(order.orderId)).toBe('AWAITING_PAYMENT');
    await secondFanRefused(match, order.seat);

    await approveCard(t, order.redirectUrl);
    expect(await statusOf(order.orderId)).toBe('PAID');
    expect((await seatOf(match, order.seat))?.state).toBe('SOLD');
  });

  it('a bank-transfer order keeps its seat for days: two days on the sweeper leaves it, another fan is refused, the transfer settles it', async () => {
    const far = await matchForBankTransfer(t);
    const order = await unpaidOrder(t, far, 'BANK_TRANSFER');

    await t.setClockOffset(2 * DAY); // long past the cart hold, before the 3-day due date
    await releaseExpiredHolds(t.db);
    await cancelExpiredOrders(t.db); // the order job too: the order is not due yet
    expect(await seatOf(far, order.seat)).toMatchObject({ state: 'BOOKED', ordered: true, cartItemId: null });
    expect(await statusOf(order.orderId)).toBe('AWAITING_PAYMENT');
    await secondFanRefused(far, order.seat);

    await importTransfer(t, t.admin.token, order.vs, order.total);
    expect(await statusOf(order.orderId)).toBe('PAID');
    expect((await seatOf(far, order.seat))?.state).toBe('SOLD');
  });
});
