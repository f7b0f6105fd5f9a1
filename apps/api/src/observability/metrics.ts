import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../db/client.ts';
import { shopEvents } from './shop-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry: a part that wants its own gauge registers it here (docs/operations.md). */
    metrics: Registry;
  }
}

/** Routes whose answers are domain events: a seat held or refused, an order made. */
const HOLD_ROUTE = 'POST /v2/cart';
const ORDER_ROUTES = new Set(['POST /v2/cart/pay', 'POST /v2/cart/push/pay/:id']);

/**
 * The app's metrics (docs/operations.md, "Metrics"). Counters are this process's since its start;
 * gauges are read at scrape time. Only the route pattern is a label, never the raw URL, so the series
 * stay few and no secret in a path reaches the scraper.
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const holds = new Counter({ name: 'shop_holds_total', help: 'Seats held into a cart', registers });
  const refusals = new Counter({
    name: 'shop_hold_refusals_total',
    help: 'Seat holds refused, by catalogue code',
    labelNames: ['code'],
    registers,
  });
  const orders = new Counter({ name: 'shop_orders_created_total', help: 'Orders created', registers });
  const settled = new Counter({
    name: 'shop_payments_settled_total',
    help: 'Orders marked paid (card, bank transfer, installment part 1)',
    registers,
  });
  new Gauge({
    name: 'shop_live_streams',
    help: 'Open live-seat streams (SSE) of this process',
    registers,
    collect() {
      this.set(app.pushHub.subscriberCount());
    },
  });
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection (0 on PGlite)',
    registers,
    collect() {
      this.set(app.database.status().poolWaiting);
    },
  });
  new Gauge({
    name: 'shop_db_listening',
    help: '1 while the LISTEN connection for live changes is up',
    registers,
    collect() {
      this.set(app.database.status().listening ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shop_outbox_backlog',
    help: 'E-mails and SMS not delivered yet and not given up (all processes)',
    registers,
    async collect() {
      const [row] = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from outbox where delivered_at is null and failed_at is null`,
      );
      this.set(row?.n ?? 0);
    },
  });

  new Gauge({
    name: 'shop_waiting_room_fans',
    help: 'Fans waiting in each open waiting room, not admitted yet (all processes)',
    labelNames: ['room'],
    registers,
    async collect() {
      this.reset();
      for (const { roomId, waiting } of await app.services.queue.waitingPerRoom()) {
        this.set({ room: roomId }, waiting);
      }
    },
  });

  const stopListening = shopEvents.on((event) => {
    if (event === 'paymentSettled') settled.inc();
  });
  app.addHook('onClose', async () => stopListening());

  // The code a refused hold was answered with, read from the error envelope the fan got.
  const refusalCode = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && routeKey(request) === HOLD_ROUTE) {
      refusalCode.set(request, codeOf(payload));
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    const key = routeKey(request);
    if (key === HOLD_ROUTE) {
      if (reply.statusCode === 201) holds.inc();
      else if (reply.statusCode >= 400) refusals.inc({ code: refusalCode.get(request) ?? 'UNKNOWN' });
    } else if (reply.statusCode === 201 && ORDER_ROUTES.has(key)) orders.inc();
    done();
  });
}

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;

function codeOf(envelope: string): string {
  try {
    const code = (JSON.parse(envelope) as { code?: unknown }).code;
    return typeof code === 'string' ? code : 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}
