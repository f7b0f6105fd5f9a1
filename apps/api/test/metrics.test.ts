import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import { queueTools } from './helpers/queue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const kinds = await availableKinds();
const TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus text, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(kinds)('GET /metrics (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('asks for the bearer token when one is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([res.statusCode, res.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    }
  });

  it('counts holds, refusals by code, orders and settled payments', async () => {
    const before = await scrape();
    const match = await t.firstEvent();
    const [seat] = await t.freeSeats(match, 1);
    if (!seat) throw new Error('no free seat');
    const fan = await t.newUser();
    const other = await t.newUser();
    expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
    const taken = await t.holdSeat(other.token, match, seat);
    expect(taken.statusCode).toBe(409);
    const code = taken.json().code as string;
    await paidOrder(t, match, 1);

    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('shop_holds_total')).toBe(2);
    expect(delta(`shop_hold_refusals_total{code="${code}"}`)).toBe(1);
    expect(delta('shop_orders_created_total')).toBe(1);
    expect(delta('shop_payments_settled_total')).toBe(1);
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const match = await t.firstEvent();
    expect((await t.app.inject({ url: `/v2/event/arena/${match}` })).statusCode).toBe(200);
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v2\/:type\/arena\/:id",status_code="200"\} \d+/,
    );
    expect(text).not.toContain(match);
  });

  it('reads the gauges at scrape time: streams, pool waits, LISTEN, outbox backlog', async () => {
    const text = await scrape();
    expect(value(text, 'shop_live_streams')).toBe(t.app.pushHub.subscriberCount());
    expect(value(text, 'shop_db_pool_waiting')).toBe(0);
    expect(value(text, 'shop_db_listening')).toBe(1);
    // The paid order of the test above queued its confirmation; this app delivers nothing itself.
    expect(text).toMatch(/^shop_outbox_backlog \d+$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports how many fans wait in each open waiting room', async () => {
    const q = queueTools(t);
    const admin = (await t.newUser(['ADMIN'])).token;
    const opened = await q.openRoom(admin, {
      setupId: await t.firstEvent(),
      opensAt: new Date(Date.now() + 60_000).toISOString(),
      ratePerMinute: 1,
      maxShopping: 1,
    });
    expect(opened.statusCode).toBe(201);
    const room = opened.json().id as string;
    for (const fan of [await t.newUser(), await t.newUser(), await t.newUser()]) {
      expect((await q.join(fan.token, room)).statusCode).toBeLessThan(300);
    }
    expect(value(await scrape(), `shop_waiting_room_fans{room="${room}"}`)).toBe(3);
    expect((await q.admin(admin, 'POST', `/${room}/close`)).statusCode).toBe(200);
    expect(await scrape()).not.toContain(`room="${room}"`);
  });

  it('lets another part register its own gauge in the same registry', async () => {
    const { Gauge } = await import('prom-client');
    new Gauge({
      name: 'shop_test_extension',
      help: 'a gauge registered later',
      registers: [t.app.metrics],
      collect() {
        this.set(7);
      },
    });
    expect(value(await scrape(), 'shop_test_extension')).toBe(7);
  });
});
