import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { closeGracefully } from './http/graceful-close.ts';
import { refuseNulBytes } from './http/nul-bytes.ts';
import { limitRequestsInFlight } from './http/overload.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler, validatorCompiler } from './http/validators.ts';
import { registerWebApp } from './http/web-app.ts';
import { startHoldSweeper } from './jobs/hold-sweeper.ts';
import { startOrderJobs } from './jobs/order-jobs.ts';
import { startOutboxWorker } from './jobs/outbox-worker.ts';
import { startQueueAdmissions } from './jobs/queue-admissions.ts';
import { startRenewalJobs } from './jobs/renewal-jobs.ts';
import { startWaitingListOffers } from './jobs/waiting-list-offers.ts';
import { arenaRoutes } from './modules/arena/arena-routes.ts';
import { sectorAccessRoutes } from './modules/arena/sector-access-routes.ts';
import { articleAdminRoutes } from './modules/articles/article-admin-routes.ts';
import { articleRoutes } from './modules/articles/article-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import { guardsBeforeValidation } from './modules/auth/guard.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bankRoutes } from './modules/bank/bank-routes.ts';
import { calendarRoutes } from './modules/calendar/calendar-routes.ts';
import { cartRoutes } from './modules/cart/cart-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { clubSettingsRoutes } from './modules/club-settings/club-settings-routes.ts';
import { couponAdminRoutes } from './modules/coupons/coupon-admin-routes.ts';
import { installmentRoutes } from './modules/installments/installment-routes.ts';
import { orderAttachments } from './modules/my-orders/order-attachments.ts';
import { devOutboxRoutes } from './modules/notifications/dev-outbox-routes.ts';
import { outboxTransports } from './modules/notifications/transports.ts';
import { orderAdminRoutes } from './modules/order-admin/order-admin-routes.ts';
import { orderLinkRoutes } from './modules/order-links/order-link-routes.ts';
import { invoiceRoutes } from './modules/orders/invoice-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { paymentTypeRoutes } from './modules/payment-types/payment-type-routes.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import { createPushHub, type PushHub } from './modules/push/push-hub.ts';
import { pushRoutes } from './modules/push/push-routes.ts';
import { pushCartRoutes } from './modules/push-carts/push-cart-routes.ts';
import { queueAdminRoutes } from './modules/queue/queue-admin-routes.ts';
import { queueRoutes } from './modules/queue/queue-routes.ts';
import type { PublicReads } from './modules/read-cache/public-reads.ts';
import { relocationRoutes } from './modules/renewals/relocation-routes.ts';
import { renewalAdminRoutes } from './modules/renewals/renewal-admin-routes.ts';
import { renewalRoutes } from './modules/renewals/renewal-routes.ts';
import { salesRoutes } from './modules/sales/sales-routes.ts';
import { seasonTicketRoutes } from './modules/season-tickets/season-ticket-routes.ts';
import { seatReleaseRoutes } from './modules/seat-release/seat-release-routes.ts';
import { setupAdminRoutes } from './modules/setup-admin/setup-admin-routes.ts';
import { transferRoutes } from './modules/transfers/transfer-routes.ts';
import { userRoutes } from './modules/users/user-routes.ts';
import { waitingListAdminRoutes } from './modules/waiting-list/waiting-list-admin-routes.ts';
import { waitingListRoutes } from './modules/waiting-list/waiting-list-routes.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { healthRoutes } from './observability/health-routes.ts';
import { registerMetrics } from './observability/metrics.ts';
import { registerMetricsRoute } from './observability/metrics-route.ts';
import { loggingOptions, registerRequestLog } from './observability/request-log.ts';
import { createServices, type Guards, type ServiceSeams, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    guards: Guards;
    accessTokens: AccessTokens;
    pushHub: PushHub;
    publicReads: PublicReads;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  sweeper?: boolean;
  /** Deliver the outbox from this process (tests that drive delivery themselves turn it off). */
  outbox?: boolean;
  /** Control runs of race tests only: strategies the test swaps in (`ServiceSeams`). */
  seams?: ServiceSeams;
};

/** The whole shop on one Fastify instance: API under /v2, OpenAPI at /v2/docs, the web app at /. */
export async function buildApp({
  config,
  database,
  logger = true,
  sweeper = true,
  outbox = true,
  seams,
}: AppOptions) {
  const app = Fastify({
    ...loggingOptions(config, logger),
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // First of all hooks: a request past the cap is refused before any other work.
  limitRequestsInFlight(app, config.MAX_IN_FLIGHT);

  const built = await createServices(config, database, seams);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', built.services);
  app.decorate('guards', built.guards);
  app.decorate('accessTokens', built.accessTokens);
  app.decorate('pushHub', createPushHub(database, config.PUSH_MAX_STREAMS, config.PUSH_BATCH_MS));
  app.pushHub.observe(built.takenSeats);
  app.decorate('publicReads', built.publicReads);
  app.pushHub.observe(built.publicReads.observer);
  app.decorateRequest('user', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardsBeforeValidation(app);
  registerErrorHandler(app);
  refuseNulBytes(app);
  // --- Production hardening and observability (docs/operations.md): before any route, so every
  // route gets the headers, the compression, the request log line and the metrics hooks.
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerRequestLog(app, config, logger);
  registerMetrics(app);
  // ---
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Vstupenky HK Orly Zvolen – API', version: '2' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v2/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(catalogRoutes);
      await api.register(arenaRoutes);
      await api.register(articleRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(pushCartRoutes);
      await api.register(installmentRoutes);
      await api.register(paymentRoutes);
      await api.register(bankRoutes);
      await api.register(auditRoutes);
      await api.register(couponAdminRoutes);
      await api.register(articleAdminRoutes);
      await api.register(clubSettingsRoutes);
      await api.register(paymentTypeRoutes);
      await api.register(salesRoutes);
      await api.register(invoiceRoutes);
      await api.register(setupAdminRoutes);
      await api.register(orderAdminRoutes);
      await api.register(orderLinkRoutes);
      await api.register(sectorAccessRoutes);
      await api.register(pushRoutes);
      await api.register(seasonTicketRoutes);
      await api.register(seatReleaseRoutes);
      await api.register(calendarRoutes);
      await api.register(walletRoutes);
      await api.register(transferRoutes);
      await api.register(queueRoutes);
      await api.register(queueAdminRoutes);
      await api.register(renewalRoutes);
      await api.register(renewalAdminRoutes);
      await api.register(waitingListRoutes);
      await api.register(waitingListAdminRoutes);
      await api.register(relocationRoutes);
    },
    { prefix: '/v2' },
  );

  registerMetricsRoute(app, config);
  const attachment = orderAttachments(built.services);
  if (config.NODE_ENV !== 'production') await app.register(devOutboxRoutes, { attachment });
  registerWebApp(app, config.WEB_DIST);
  await app.pushHub.start();
  await built.activeRooms.start((err) => app.log.error({ err }, 'waiting rooms'));
  const stopQueue =
    sweeper && config.QUEUE_TICK_MS > 0
      ? startQueueAdmissions(
          database.db,
          config.QUEUE_TICK_MS,
          (err) => app.log.error({ err }, 'queue admissions'),
          seams?.queueAdmission,
        )
      : () => {};
  const stopSweeper =
    sweeper && config.HOLD_SWEEP_INTERVAL_MS > 0
      ? startHoldSweeper(
          database.db,
          config.HOLD_SWEEP_INTERVAL_MS,
          (err) => app.log.error({ err }, 'hold sweeper'),
          seams?.holdRelease,
        )
      : () => {};
  const stopOutbox =
    outbox && config.OUTBOX_POLL_MS > 0
      ? await startOutboxWorker(
          database,
          outboxTransports(config, attachment),
          { pollMs: config.OUTBOX_POLL_MS, leaseS: config.OUTBOX_LEASE_S },
          (err) => app.log.error({ err }, 'outbox delivery'),
        )
      : async () => {};
  const stopOrderJobs =
    sweeper && config.HOLD_SWEEP_INTERVAL_MS > 0
      ? startOrderJobs(
          database.db,
          built.services.payments,
          config.HOLD_SWEEP_INTERVAL_MS * 6,
          (err) => app.log.error({ err }, 'order jobs'),
          built.services.installments,
        )
      : () => {};
  const stopRenewalJobs =
    sweeper && config.HOLD_SWEEP_INTERVAL_MS > 0
      ? startRenewalJobs(
          database.db,
          built.services.links,
          config.HOLD_SWEEP_INTERVAL_MS * 6,
          (err) => app.log.error({ err }, 'renewal jobs'),
          seams?.renewalRelease,
        )
      : () => {};
  const stopWaitingListOffers =
    sweeper && config.HOLD_SWEEP_INTERVAL_MS > 0
      ? startWaitingListOffers(built.services.waitingList, config.HOLD_SWEEP_INTERVAL_MS, (err) =>
          app.log.error({ err }, 'waiting list offers'),
        )
      : () => {};
  closeGracefully(app, () => app.pushHub.closeStreams());
  app.addHook('onClose', async () => {
    stopSweeper();
    stopOrderJobs();
    stopRenewalJobs();
    stopWaitingListOffers();
    stopQueue();
    await built.activeRooms.stop();
    await stopOutbox();
    // Holds made just before the close still reach the other processes' pages.
    await app.services.cart.flushAnnouncements();
    await app.pushHub.stop();
  });
  return app;
}
