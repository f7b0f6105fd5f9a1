import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { paymentOf } from './helpers/installments.ts';
import { notifyPayment } from './helpers/orders.ts';
import { renewalDesk } from './helpers/renewals.ts';
import { seasonHolders } from './helpers/season-holders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 21: a holder renews "by card, transfer or installments, as for any season ticket". Card and
// transfer are season-renewals.test.ts's; this is the renewal on installments.
describe.each(await availableKinds())('a renewal on installments on %s', (kind) => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof renewalDesk>>;
  let holder: Awaited<ReturnType<Awaited<ReturnType<typeof seasonHolders>>['fanWithSeasonTicket']>>;
  let next: { seasonId: string; matchIds: string[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const sh = await seasonHolders(t);
    desk = await renewalDesk(t, sh.seasonId);
    holder = await sh.fanWithSeasonTicket();
    next = await desk.nextSeason('Permanentka 2027/2028');
    expect((await desk.open(next.seasonId)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('part 1 by card renews the kept seat; the later parts wait in the plan', async () => {
    const [offer] = (await desk.offers(holder.fan.token)).json().data;
    const renewed = await desk.renew(holder.fan.token, offer.id, { paymentType: 'INSTALLMENTS' });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { orderId, redirectUrl } = renewed.json() as { orderId: string; redirectUrl: string };
    // Before part 1 is paid the season seat is not sold yet, nor anyone else's.
    expect((await desk.statesOf(next.seasonId, holder.seat))[0]).not.toMatch(/^(SOLD|ACTIVE)$/);

    expect((await notifyPayment(t, paymentOf(redirectUrl))).statusCode).toBe(200);
    expect(await desk.statesOf(next.seasonId, holder.seat)).toEqual(['SOLD', 'RESERVED', 'RESERVED']);
    expect((await desk.offers(holder.fan.token)).json().data[0]).toMatchObject({
      status: 'RENEWED',
      orderId,
    });
    const orders = await t.app.inject({
      method: 'GET',
      url: '/v2/orders',
      headers: bearer(holder.fan.token),
    });
    const order = orders.json().data.find((o: { id: string }) => o.id === orderId);
    expect(order).toMatchObject({ status: 'PAID', paymentType: 'INSTALLMENTS' });
    const parts = order.installments as { partNo: number; state: string; amount: number }[];
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.map((p) => p.state)).toEqual(['PAID', ...parts.slice(1).map(() => 'UNPAID')]);
    const [total] = await queryRows<{ total: number }>(
      t.db,
      sql`select total_price as total from orders where id = ${orderId}`,
    );
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(total?.total);
  });
});
