import type { SQL } from 'drizzle-orm';
import { type Config, publicUrlOf } from './config.ts';
import type { Database } from './db/client.ts';
import type { HoldRelease } from './jobs/hold-sweeper.ts';
import { createArenaService } from './modules/arena/arena-service.ts';
import { createSectorAccess } from './modules/arena/sector-access.ts';
import { createArticleAdmin } from './modules/articles/article-admin.ts';
import { createArticleService } from './modules/articles/article-service.ts';
import { createAuditLog } from './modules/audit/audit-log.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import {
  type AttemptLimits,
  createAttemptLimits,
  type LimitedAttempt,
} from './modules/auth/attempt-limits.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createGuards } from './modules/auth/guard.ts';
import { createRefreshTokens } from './modules/auth/refresh-tokens.ts';
import { createSessionVersions } from './modules/auth/session-versions.ts';
import { createStatementImport } from './modules/bank/statement-import.ts';
import type { IssueInvoice } from './modules/billing/invoices.ts';
import { createCalendarService } from './modules/calendar/calendar-service.ts';
import { createFeedAddresses } from './modules/calendar/feed-address.ts';
import { createCartService } from './modules/cart/cart-service.ts';
import type { MatchHoldsSeam } from './modules/cart/match-holds.ts';
import type { HoldBestSeasonSeats } from './modules/cart/season-best-seats.ts';
import { createTakenSeats } from './modules/cart/taken-seats.ts';
import { createCatalogService } from './modules/catalog/catalog-service.ts';
import { createCheckoutService } from './modules/checkout/checkout-service.ts';
import { createClubSettings } from './modules/club-settings/club-settings-service.ts';
import { createCouponAdmin } from './modules/coupons/coupon-admin.ts';
import type { TakeCouponUse } from './modules/coupons/coupon-repository.ts';
import { type ClaimReminders, createInstallmentService } from './modules/installments/installment-service.ts';
import { createOrderService } from './modules/my-orders/order-service.ts';
import { smsDelivered } from './modules/notifications/transports.ts';
import { createOrderActions, type RefundClaim } from './modules/order-admin/order-actions.ts';
import { createOrderSearch } from './modules/order-admin/order-search.ts';
import { createInvoicePush } from './modules/order-links/invoice-push.ts';
import { createOrderLinkService, type ReadLinkedOrder } from './modules/order-links/order-link-service.ts';
import { createMyInvoices } from './modules/orders/my-invoices.ts';
import { createTicketCheck } from './modules/orders/ticket-check.ts';
import { createPaymentTypeRoles } from './modules/payment-types/payment-type-roles.ts';
import { createCardProviders, requireSandbox } from './modules/payments/card-providers.ts';
import { createPaymentService, type NoticeApplication } from './modules/payments/payment-service.ts';
import { createSandboxDecisions } from './modules/payments/sandbox-decisions.ts';
import { createPushCartService } from './modules/push-carts/push-cart-service.ts';
import { createActiveRooms } from './modules/queue/active-rooms.ts';
import type { AdmissionStrategy } from './modules/queue/admission-tick.ts';
import { createAdmissionTokens } from './modules/queue/admission-token.ts';
import { createQueueAdmin } from './modules/queue/queue-admin.ts';
import { createQueueGate } from './modules/queue/queue-gate.ts';
import { createQueueService } from './modules/queue/queue-service.ts';
import { type BarrierFactory, createPublicReads } from './modules/read-cache/public-reads.ts';
import { createRelocationAdmin } from './modules/renewals/relocation-admin.ts';
import type { SwapPlace } from './modules/renewals/relocation-seats.ts';
import { createRelocations } from './modules/renewals/relocation-service.ts';
import { createRenewalAdmin } from './modules/renewals/renewal-admin.ts';
import type { RenewalRelease } from './modules/renewals/renewal-deadline.ts';
import { createRenewalService } from './modules/renewals/renewal-service.ts';
import { createSalesExport } from './modules/sales/sales-export.ts';
import { createSalesService } from './modules/sales/sales-service.ts';
import { createSeasonTicketService } from './modules/season-tickets/season-ticket-service.ts';
import type { TakeBackSeat } from './modules/seat-release/seat-release-repository.ts';
import { createSeatReleases } from './modules/seat-release/seat-release-service.ts';
import { createSeatAdmin } from './modules/setup-admin/seat-admin.ts';
import { createSetupAdmin } from './modules/setup-admin/setup-admin.ts';
import type { DecideTransfer, LockTicket } from './modules/transfers/transfer-repository.ts';
import { createTransferService } from './modules/transfers/transfer-service.ts';
import { createAccountService } from './modules/users/account-service.ts';
import { createLinks } from './modules/users/links.ts';
import { createPasswordService } from './modules/users/password-service.ts';
import { createPhoneRequirement } from './modules/users/phone-requirement.ts';
import { createPhoneService, type UseCodeTry } from './modules/users/phone-service.ts';
import { createRegistrationService } from './modules/users/registration-service.ts';
import type { OfferStrategy } from './modules/waiting-list/offer-round.ts';
import { createWaitingList } from './modules/waiting-list/waiting-list-service.ts';
import { appleWalletSettings } from './modules/wallet/apple-pass.ts';
import { googleWalletSettings } from './modules/wallet/google-wallet.ts';
import { createWalletService } from './modules/wallet/wallet-service.ts';
import { sharedSecret } from './secrets.ts';

/**
 * What a test may pass in to build the control run of a race test: another strategy for one step the
 * race depends on. The shop itself never sets one.
 */
export type ServiceSeams = {
  /** How a sign-in's password check is counted against the attempt limits. */
  loginAttempt?: (limits: AttemptLimits) => LimitedAttempt;
  /** How the waiting rooms' admission round spends a room's admissions (race test: without the lock). */
  queueAdmission?: AdmissionStrategy;
  /** The statement that locks the fan's cart in a match hold's round trip. */
  lockCartQuery?: (userId: string) => SQL;
  /** The statement that serialises one row's picks in a match hold's round trip (control run: none). */
  lockRowQuery?: (setupId: string, seat: { sector: string; row: string }) => SQL;
  /** How a checkout takes one use of its coupon (race test: read-then-write). */
  couponUse?: TakeCouponUse;
  /** How a phone-code check uses up one of the code's tries (race test: read-then-write). */
  codeTry?: UseCodeTry;
  /** How the hold sweeper frees a batch of lapsed holds (race test: without the row locks). */
  holdRelease?: HoldRelease;
  /** How match seats go into a cart: one chosen seat, the best seats together (race test: read-then-write). */
  matchHolds?: MatchHoldsSeam;
  /** How a season's best seats go into a cart (race test: read-then-write, no lock). */
  seasonBestSeats?: HoldBestSeasonSeats;
  /** How kept reads wait for this process's own changes on the feed (control run: they do not). */
  readBarriers?: BarrierFactory;
  /** How payment notices are applied (race tests: each as the first, without the conditions). */
  paymentNotices?: NoticeApplication;
  /** How a settled order's invoice is numbered (race test: read-then-write, no series lock). */
  invoiceNumbers?: IssueInvoice;
  /** How a refund claims its order (race test: read, then written at the end). */
  refundClaim?: RefundClaim;
  /** How the installment reminders claim their parts (race test: read, then marked). */
  claimReminders?: ClaimReminders;
  /** How a payment link's start reads its order (race test: without the order's lock). */
  linkedOrder?: ReadLinkedOrder;
  /** How the renewal deadline gives unrenewed seats back (race test: read, then freed without conditions). */
  renewalRelease?: RenewalRelease;
  /** How a relocation swaps a holder's place (race test: read, then moved without locks). */
  relocationSwap?: SwapPlace;
  /** How a ticket transfer is accepted or cancelled (race test: read, then written without the condition). */
  decideTransfer?: DecideTransfer;
  /** How a transfer's acceptance locks the original ticket against a gate scan (race test: no lock). */
  transferAcceptLock?: LockTicket;
  /** How a holder's take-back claims a released seat (race test: read, then written without a condition). */
  seatTakeBack?: TakeBackSeat;
  /** How the waiting lists' offer round takes its lists and holds seats (race test: no lock, no condition). */
  waitingListOffers?: OfferStrategy;
};

/** Builds every domain service over one database. */
export async function createServices(config: Config, database: Database, seams: ServiceSeams = {}) {
  const { db } = database;
  const accessTokens = createAccessTokens(
    await sharedSecret(db, 'jwt', config.JWT_SECRET),
    config.ACCESS_TOKEN_TTL_S,
    config.JWT_SECRET_PREVIOUS,
  );
  const refreshTokens = createRefreshTokens(db, config.REFRESH_TOKEN_TTL_DAYS);
  const takenSeats = createTakenSeats();
  const limits = createAttemptLimits(db);
  const publicUrl = publicUrlOf(config);
  const links = createLinks(publicUrl);
  const sessions = createSessionVersions(db);
  const auth = createAuthService(db, accessTokens, refreshTokens, limits, seams.loginAttempt?.(limits));
  const { card: gateway, sandbox: sandboxGateway } = await createCardProviders(config, db, publicUrl);
  const ticketSecret = await sharedSecret(db, 'tickets');
  const payments = createPaymentService(db, {
    gateway,
    ticketSecret,
    links,
    notices: seams.paymentNotices,
    numberInvoice: seams.invoiceNumbers,
  });
  const sandbox =
    sandboxGateway &&
    createSandboxDecisions({
      db,
      gateway: sandboxGateway,
      deliver: payments.notification,
      notifyDelayMs: config.SANDBOX_NOTIFY_DELAY_MS,
      log: console.error,
    });
  const checkout = createCheckoutService(db, payments, links, seams.couponUse);
  const catalog = createCatalogService(db);
  const arena = createArenaService(db);
  const publicReads = createPublicReads(db, { arena, catalog }, seams.readBarriers);
  const cart = createCartService(db, {
    takenSeats,
    lockCartQuery: seams.lockCartQuery,
    lockRowQuery: seams.lockRowQuery,
    matchHolds: seams.matchHolds,
    seasonBestSeats: seams.seasonBestSeats,
    committed: publicReads.committed,
  });
  const orderSearch = createOrderSearch(db);
  const installments = createInstallmentService(db, {
    payments,
    links,
    claimReminders: seams.claimReminders,
  });
  const orderLinks = createOrderLinkService(db, {
    payments,
    links,
    linkedOrder: seams.linkedOrder,
  });
  const orders = createOrderService(db);
  const transfers = createTransferService(db, {
    links,
    ticketSecret,
    decide: seams.decideTransfer,
    acceptLock: seams.transferAcceptLock,
  });
  const activeRooms = createActiveRooms(database);
  const admissionTokens = createAdmissionTokens(await sharedSecret(db, 'queue-admission'));
  return {
    accessTokens,
    takenSeats,
    activeRooms,
    guards: createGuards(accessTokens, sessions),
    publicReads,
    services: {
      auth,
      registration: createRegistrationService(db, limits, links),
      passwords: createPasswordService(db, { limits, links, refresh: refreshTokens, auth, sessions }),
      account: createAccountService(db),
      phone: createPhoneService(db, limits, {
        smsDelivered: smsDelivered(config),
        useTry: seams.codeTry,
      }),
      phoneRequirement: createPhoneRequirement(db),
      /** The sandbox gateway (tests drive its decisions); only with PAYMENT_PROVIDER=sandbox. */
      get gateway() {
        return requireSandbox(sandboxGateway);
      },
      /** The card provider in use; null: no card payment offered (production without a provider). */
      cardProvider: gateway,
      sandbox,
      payments,
      checkout,
      pushCarts: createPushCartService(db, { cart, checkout, links, cardOffered: payments.cardOffered }),
      installments,
      orderLinks,
      invoicePush: createInvoicePush({ installments, orderLinks, cardOffered: payments.cardOffered }),
      orders,
      wallet: createWalletService(db, {
        ticketPrint: orders.ticketPrint,
        transferredPrint: transfers.ticketPrint,
        apple: appleWalletSettings(config),
        google: await googleWalletSettings(config),
        origin: new URL(publicUrl).origin,
      }),
      ticketCheck: createTicketCheck(db, ticketSecret),
      transfers,
      bankStatements: createStatementImport(db, ticketSecret, payments.confirmation),
      catalog,
      arena,
      articles: createArticleService(db),
      articleAdmin: createArticleAdmin(db),
      clubSettings: createClubSettings(db),
      auditLog: createAuditLog(db),
      couponAdmin: createCouponAdmin(db),
      paymentTypes: createPaymentTypeRoles(db, { card: gateway !== null }),
      sales: createSalesService(db),
      salesExport: createSalesExport(db),
      myInvoices: createMyInvoices(db),
      sectorAccess: createSectorAccess(db),
      seasonTickets: createSeasonTicketService(db),
      renewals: createRenewalService(db, checkout),
      renewalAdmin: createRenewalAdmin(db, links),
      relocations: createRelocations(db, seams.relocationSwap),
      relocationAdmin: createRelocationAdmin(db),
      links,
      seatReleases: createSeatReleases(
        db,
        {
          cutoffHours: config.SEAT_RELEASE_CUTOFF_HOURS,
          sharePercent: config.SEAT_RELEASE_SHARE_PERCENT,
          payout: config.SEAT_RELEASE_PAYOUT,
          ordersUrl: links.myOrders(),
        },
        seams.seatTakeBack,
      ),
      calendar: createCalendarService(
        db,
        links,
        createFeedAddresses(await sharedSecret(db, 'calendar-feed')),
      ),
      waitingList: createWaitingList(db, {
        links,
        offerMinutes: config.WAITING_LIST_OFFER_MINUTES,
        offers: seams.waitingListOffers,
      }),
      setupAdmin: createSetupAdmin(db),
      seatAdmin: createSeatAdmin(db),
      orderSearch,
      orderActions: createOrderActions(db, {
        search: orderSearch,
        gateway,
        links,
        confirmation: payments.confirmation,
        refundClaim: seams.refundClaim,
      }),
      cart,
      queue: createQueueService(db, {
        tokens: admissionTokens,
        limits,
        joinsPerMinutePerAddress: config.QUEUE_JOINS_PER_MINUTE,
        maxWaiting: config.QUEUE_MAX_WAITING,
      }),
      queueAdmin: createQueueAdmin(db, activeRooms),
      queueGate: createQueueGate(db, activeRooms, admissionTokens),
      activeRooms,
    },
  };
}

type Built = Awaited<ReturnType<typeof createServices>>;
export type Services = Built['services'];
export type Guards = Built['guards'];
