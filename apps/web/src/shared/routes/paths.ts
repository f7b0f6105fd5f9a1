/** Every route path of the shop in one typed place; links are built only through these helpers. */
import type { SetupType } from '@hokej/contract/constants';

export const setupSegment = (setupType: SetupType) => (setupType === 'SEASON' ? 'season' : 'event');

export const paths = {
  home: '/',
  article: (hash: string) => `/page/${encodeURIComponent(hash)}`,
  reset: (hash: string) => `/reset/${encodeURIComponent(hash)}`,
  register: '/register',
  verify: '/verify',
  paymentStatus: '/payment/status',
  pushPaymentStatus: '/push/payment/status',
  orderSuccess: '/order/success',
  orderSuccessSeason: '/order/success/season-tickets',
  /** The season tickets of one order, each with the holder's registration. */
  seasonTicketsOf: (orderId: string) =>
    `/order/success/season-tickets?orderId=${encodeURIComponent(orderId)}`,
  pushCheckout: (uuid: string) => `/checkout/push/${uuid}`,
  pushInvoice: (uuid: string) => `/invoice/push/${uuid}`,
  /** A ticket transfer's acceptance page, the link of its e-mail. */
  transfer: (secret: string) => `/transfer/${encodeURIComponent(secret)}`,
  account: '/account',
  checkout: '/checkout',
  invoice: '/invoice',
  events: '/events',
  myOrders: '/my-orders',
  mySeasonTickets: '/my-season-tickets',
  /** The holder's renewal offers (the e-mail's link adds ?offer=). */
  myRenewals: '/my-season-tickets/renewals',
  /** A renewed holder's new seat on the season's map (relocation window); `sector` opens its seats. */
  relocation: (offerId: string, sector?: string) =>
    `/my-season-tickets/renewals/${encodeURIComponent(offerId)}/relocate${sector ? `?sector=${encodeURIComponent(sector)}` : ''}`,
  /** One renewal offer through the season checkout. */
  renewalCheckout: (offerId: string) => `/checkout/renewal/${encodeURIComponent(offerId)}`,
  /** A waiting list's offer (the e-mail's personal link), leading to the checkout. */
  waitingListOffer: (entryId: string) => `/checkout/waiting-list/${encodeURIComponent(entryId)}`,
  /** The back office's season renewals. */
  adminRenewals: '/admin/renewals',
  /** The waiting room of one sale: the fan's place in line. */
  queue: (roomId: string) => `/queue/${encodeURIComponent(roomId)}`,
  admin: '/admin',
  adminQueue: '/admin/queue',
  adminCheckIn: '/admin/check-in',
  adminBank: '/admin/bank',
  adminSales: '/admin/sales',
  adminSalesDetail: (id: string) => `/admin/sales/${encodeURIComponent(id)}`,
  adminPaymentTypes: '/admin/payment-types',
  adminCoupons: '/admin/coupons',
  adminAuditLog: '/admin/audit-log',
  adminPushCarts: '/admin/push-carts',
  adminArticles: '/admin/articles',
  /** The club's colour and crest (issue 19). */
  adminClub: '/admin/club',
  adminOrders: '/admin/orders',
  adminOrder: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  adminSetups: (setupType: SetupType) => (setupType === 'EVENT' ? '/admin/events' : '/admin/seasons'),
  adminSetup: (setupType: SetupType, id: string) =>
    `${setupType === 'EVENT' ? '/admin/events' : '/admin/seasons'}/${encodeURIComponent(id)}`,
  /** The club's seat editor: the arena, then one sector. */
  /** The club's waiting list of a match (issue 22). */
  adminEventWaitingList: (id: string) => `/admin/events/${encodeURIComponent(id)}/waiting-list`,
  adminSeats: (setupType: SetupType, id: string) =>
    `${setupType === 'EVENT' ? '/admin/events' : '/admin/seasons'}/${encodeURIComponent(id)}/seats`,
  adminSeatsSector: (setupType: SetupType, id: string, sector: string) =>
    `${setupType === 'EVENT' ? '/admin/events' : '/admin/seasons'}/${encodeURIComponent(id)}/seats/${encodeURIComponent(sector)}`,
  arena: (setupType: SetupType, uuid: string) => `/${setupSegment(setupType)}/${uuid}/arena`,
  sector: (setupType: SetupType, uuid: string, sector: string) =>
    `/${setupSegment(setupType)}/${uuid}/${encodeURIComponent(sector)}`,
} as const;

/** Route patterns for the router (same places as `paths`). */
export const routePatterns = {
  home: '/',
  article: '/page/:hash',
  reset: '/reset/:hash',
  register: '/register',
  verify: '/verify',
  paymentStatus: '/payment/status',
  pushPaymentStatus: '/push/payment/status',
  orderSuccess: '/order/success',
  orderSuccessSeason: '/order/success/season-tickets',
  pushCheckout: '/checkout/push/:uuid',
  pushInvoice: '/invoice/push/:uuid',
  transfer: '/transfer/:secret',
  account: '/account',
  checkout: '/checkout',
  invoice: '/invoice',
  events: '/events',
  myOrders: '/my-orders',
  mySeasonTickets: '/my-season-tickets',
  myRenewals: '/my-season-tickets/renewals',
  relocation: '/my-season-tickets/renewals/:id/relocate',
  renewalCheckout: '/checkout/renewal/:id',
  waitingListOffer: '/checkout/waiting-list/:id',
  adminRenewals: '/admin/renewals',
  queue: '/queue/:id',
  admin: '/admin',
  adminQueue: '/admin/queue',
  adminCheckIn: '/admin/check-in',
  adminBank: '/admin/bank',
  adminSales: '/admin/sales',
  adminSalesDetail: '/admin/sales/:id',
  adminPaymentTypes: '/admin/payment-types',
  adminCoupons: '/admin/coupons',
  adminAuditLog: '/admin/audit-log',
  adminArticles: '/admin/articles',
  adminClub: '/admin/club',
  adminPushCarts: '/admin/push-carts',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminEvents: '/admin/events',
  adminEvent: '/admin/events/:id',
  adminSeasons: '/admin/seasons',
  adminSeason: '/admin/seasons/:id',
  adminEventWaitingList: '/admin/events/:id/waiting-list',
  adminEventSeats: '/admin/events/:id/seats',
  adminEventSeatsSector: '/admin/events/:id/seats/:sector',
  adminSeasonSeats: '/admin/seasons/:id/seats',
  adminSeasonSeatsSector: '/admin/seasons/:id/seats/:sector',
  eventArena: '/event/:uuid/arena',
  eventSector: '/event/:uuid/:sector',
  seasonArena: '/season/:uuid/arena',
  seasonSector: '/season/:uuid/:sector',
  notFound: '*',
} as const;

/** Static article pages linked from the menu and the footer. */
export const articleHashes = {
  seasonTickets: 'permanentky',
  entryConditions: 'vstupne-podmienky',
  salesPoints: 'predajne-miesta',
  howToShop: 'ako-nakupovat',
  privacy: 'ochrana-sukromia',
  terms: 'vseobecne-obchodne-podmienky',
} as const;

/** The club's back office (/admin and below), where the fan's cart and menu do not follow. */
export const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export const isPushCheckoutPath = (pathname: string) => pathname.startsWith('/checkout/push/');
