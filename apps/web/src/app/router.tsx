import { lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { routePatterns } from '../shared/routes/paths.ts';
import { adminOnly, backOfficeRoles } from '../shared/session/backOfficeRoles.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import type { Access } from './routeAccess.ts';
import { NotFoundPage } from './routes/NotFoundPage.tsx';

// Pages load on demand so the first visit downloads only the layout.
const HomePage = lazy(() => import('./routes/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const ArticlePage = lazy(() =>
  import('../features/articles/index.ts').then((m) => ({ default: m.ArticlePage })),
);
const EventsPage = lazy(() => import('../features/events/index.ts').then((m) => ({ default: m.EventsPage })));
const ArenaPage = lazy(() => import('../features/seating/index.ts').then((m) => ({ default: m.ArenaPage })));
const SeatPickerPage = lazy(() =>
  import('../features/seating/index.ts').then((m) => ({ default: m.SeatPickerPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/pages/index.ts').then((m) => ({ default: m.RegisterPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/pages/index.ts').then((m) => ({ default: m.VerifyEmailPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/index.ts').then((m) => ({ default: m.ResetPasswordPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/index.ts').then((m) => ({ default: m.AccountPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/index.ts').then((m) => ({ default: m.CheckoutPage })),
);
const MyOrdersRoute = lazy(() =>
  import('./routes/MyOrdersRoute.tsx').then((m) => ({ default: m.MyOrdersRoute })),
);
const MyInvoicesPage = lazy(() =>
  import('../features/orders/index.ts').then((m) => ({ default: m.MyInvoicesPage })),
);
const PaymentStatusPage = lazy(() =>
  import('../features/orders/index.ts').then((m) => ({ default: m.PaymentStatusPage })),
);
const PushPaymentStatusPage = lazy(() =>
  import('../features/orders/index.ts').then((m) => ({ default: m.PushPaymentStatusPage })),
);
const InvoicePushPage = lazy(() =>
  import('../features/orders/index.ts').then((m) => ({ default: m.InvoicePushPage })),
);
const PushCheckoutPage = lazy(() =>
  import('../features/checkout/index.ts').then((m) => ({ default: m.PushCheckoutPage })),
);
const TransferAcceptPage = lazy(() =>
  import('../features/transfers/index.ts').then((m) => ({ default: m.TransferAcceptPage })),
);
const OrderSuccessPage = lazy(() =>
  import('../features/orders/index.ts').then((m) => ({ default: m.OrderSuccessPage })),
);
const QueuePage = lazy(() => import('../features/queue/index.ts').then((m) => ({ default: m.QueuePage })));
const QueueRoomsPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.QueueRoomsPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin-home/index.ts').then((m) => ({ default: m.AdminDashboardPage })),
);
const CheckInPage = lazy(() => import('../features/gate/index.ts').then((m) => ({ default: m.CheckInPage })));
const BankImportPage = lazy(() =>
  import('../features/admin-orders/index.ts').then((m) => ({ default: m.BankImportPage })),
);
const PaymentTypesPage = lazy(() =>
  import('../features/admin-orders/index.ts').then((m) => ({ default: m.PaymentTypesPage })),
);
const CouponsPage = lazy(() =>
  import('../features/admin-content/index.ts').then((m) => ({ default: m.CouponsPage })),
);
const AuditLogPage = lazy(() =>
  import('../features/admin-content/index.ts').then((m) => ({ default: m.AuditLogPage })),
);
const SalesOverviewPage = lazy(() =>
  import('../features/admin-sales/index.ts').then((m) => ({ default: m.SalesOverviewPage })),
);
const SalesDetailPage = lazy(() =>
  import('../features/admin-sales/index.ts').then((m) => ({ default: m.SalesDetailPage })),
);
const SetupListPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.SetupListPage })),
);
const SetupEditorPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.SetupEditorPage })),
);
const WaitingListAdminPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.WaitingListAdminPage })),
);
const SeatEditorArenaPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.SeatEditorArenaPage })),
);
const SeatEditorSectorPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.SeatEditorSectorPage })),
);
const PushCartsPage = lazy(() =>
  import('../features/admin-content/index.ts').then((m) => ({ default: m.PushCartsPage })),
);
const RenewalsAdminPage = lazy(() =>
  import('../features/admin-setups/index.ts').then((m) => ({ default: m.RenewalsAdminPage })),
);
const RenewalsPage = lazy(() =>
  import('../features/season-tickets/index.ts').then((m) => ({ default: m.RenewalsPage })),
);
const RelocationPage = lazy(() =>
  import('../features/season-tickets/index.ts').then((m) => ({ default: m.RelocationPage })),
);
const RenewalCheckoutPage = lazy(() =>
  import('../features/checkout/index.ts').then((m) => ({ default: m.RenewalCheckoutPage })),
);
const WaitingListOfferPage = lazy(() =>
  import('../features/checkout/index.ts').then((m) => ({ default: m.WaitingListOfferPage })),
);
const SeasonTicketsPage = lazy(() =>
  import('../features/season-tickets/index.ts').then((m) => ({ default: m.SeasonTicketsPage })),
);
const OrdersPage = lazy(() =>
  import('../features/admin-orders/index.ts').then((m) => ({ default: m.OrdersPage })),
);
const OrderDetailPage = lazy(() =>
  import('../features/admin-orders/index.ts').then((m) => ({ default: m.OrderDetailPage })),
);
const ArticlesPage = lazy(() =>
  import('../features/admin-content/index.ts').then((m) => ({ default: m.ArticlesPage })),
);
const ClubLookPage = lazy(() =>
  import('../features/admin-content/index.ts').then((m) => ({ default: m.ClubLookPage })),
);

/** A part of a page that loads on its own, showing nothing until it is here. */
const page = (path: string, access: Access, element: ReactNode): RouteObject => ({
  path,
  element: <RouteGuard access={access}>{element}</RouteGuard>,
});

const p = routePatterns;

export const routes: RouteObject[] = [
  {
    // A page that fails keeps the layout around its error page (PageErrorBoundary in AppLayout).
    element: <AppLayout />,
    children: [
      page(p.home, 'Public', <HomePage />),
      page(p.article, 'Public', <ArticlePage />),
      page(p.reset, 'Public', <ResetPasswordPage />),
      page(p.register, 'Public', <RegisterPage />),
      page(p.verify, 'Public', <VerifyEmailPage />),
      page(p.paymentStatus, 'Public', <PaymentStatusPage />),
      page(p.pushPaymentStatus, 'Public', <PushPaymentStatusPage />),
      page(p.orderSuccess, 'Public', <OrderSuccessPage />),
      page(p.orderSuccessSeason, 'Public', <SeasonTicketsPage variant="success" />),
      page(p.pushCheckout, 'Public', <PushCheckoutPage />),
      page(p.pushInvoice, 'Public', <InvoicePushPage />),
      page(p.transfer, 'Public', <TransferAcceptPage />),
      page(p.account, 'AuthenticatedUser', <AccountPage />),
      page(p.checkout, 'AuthenticatedUser', <CheckoutPage />),
      page(p.invoice, 'AuthenticatedUser', <MyInvoicesPage />),
      page(p.events, 'AuthenticatedUser', <EventsPage />),
      // My orders with ticket transfer (its own feature) around them: one route module holds both.
      page(p.myOrders, 'AuthenticatedUser', <MyOrdersRoute />),
      page(p.mySeasonTickets, 'AuthenticatedUser', <SeasonTicketsPage variant="mine" />),
      page(p.myRenewals, 'AuthenticatedUser', <RenewalsPage />),
      page(p.relocation, 'AuthenticatedUser', <RelocationPage />),
      page(p.renewalCheckout, 'AuthenticatedUser', <RenewalCheckoutPage />),
      page(p.waitingListOffer, 'AuthenticatedUser', <WaitingListOfferPage />),
      page(p.eventArena, 'AuthenticatedUser', <ArenaPage setupType="EVENT" />),
      page(p.eventSector, 'AuthenticatedUser', <SeatPickerPage setupType="EVENT" />),
      page(p.seasonArena, 'AuthenticatedUser', <ArenaPage setupType="SEASON" />),
      page(p.seasonSector, 'AuthenticatedUser', <SeatPickerPage setupType="SEASON" />),
      page(p.queue, 'AuthenticatedUser', <QueuePage />),
      page(p.admin, backOfficeRoles, <AdminDashboardPage />),
      page(p.adminQueue, adminOnly, <QueueRoomsPage />),
      page(p.adminRenewals, adminOnly, <RenewalsAdminPage />),
      page(p.adminCheckIn, backOfficeRoles, <CheckInPage />),
      page(p.adminBank, adminOnly, <BankImportPage />),
      page(p.adminPaymentTypes, adminOnly, <PaymentTypesPage />),
      page(p.adminCoupons, adminOnly, <CouponsPage />),
      page(p.adminAuditLog, adminOnly, <AuditLogPage />),
      page(p.adminSales, adminOnly, <SalesOverviewPage />),
      page(p.adminSalesDetail, adminOnly, <SalesDetailPage />),
      page(p.adminPushCarts, backOfficeRoles, <PushCartsPage />),
      page(p.adminArticles, adminOnly, <ArticlesPage />),
      page(p.adminClub, adminOnly, <ClubLookPage />),
      page(p.adminOrders, backOfficeRoles, <OrdersPage />),
      page(p.adminOrder, backOfficeRoles, <OrderDetailPage />),
      page(p.adminEvents, adminOnly, <SetupListPage setupType="EVENT" />),
      page(p.adminEvent, adminOnly, <SetupEditorPage setupType="EVENT" />),
      page(p.adminSeasons, adminOnly, <SetupListPage setupType="SEASON" />),
      page(p.adminSeason, adminOnly, <SetupEditorPage setupType="SEASON" />),
      page(p.adminEventWaitingList, adminOnly, <WaitingListAdminPage />),
      page(p.adminEventSeats, adminOnly, <SeatEditorArenaPage setupType="EVENT" />),
      page(p.adminEventSeatsSector, adminOnly, <SeatEditorSectorPage setupType="EVENT" />),
      page(p.adminSeasonSeats, adminOnly, <SeatEditorArenaPage setupType="SEASON" />),
      page(p.adminSeasonSeatsSector, adminOnly, <SeatEditorSectorPage setupType="SEASON" />),
      { path: p.notFound, element: <NotFoundPage /> },
    ],
  },
];

/** The shop's pages for the location (under App's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
