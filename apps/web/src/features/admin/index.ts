// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { AdminDashboardPage } from './pages/AdminDashboardPage.tsx';
export { ArticlesPage } from './pages/ArticlesPage.tsx';
export { AuditLogPage } from './pages/AuditLogPage.tsx';
export { BankImportPage } from './pages/BankImportPage.tsx';
export { CheckInPage } from './pages/CheckInPage.tsx';
export { CouponsPage } from './pages/CouponsPage.tsx';
export { OrderDetailPage } from './pages/OrderDetailPage.tsx';
export { OrdersPage } from './pages/OrdersPage.tsx';
export { PaymentTypesPage } from './pages/PaymentTypesPage.tsx';
export { PushCartsPage } from './pages/PushCartsPage.tsx';
export { QueueRoomsPage } from './pages/QueueRoomsPage.tsx';
export { SalesDetailPage } from './pages/SalesDetailPage.tsx';
export { SalesOverviewPage } from './pages/SalesOverviewPage.tsx';
export { SeatEditorArenaPage } from './pages/SeatEditorArenaPage.tsx';
export { SeatEditorSectorPage } from './pages/SeatEditorSectorPage.tsx';
export { SetupEditorPage } from './pages/SetupEditorPage.tsx';
export { SetupListPage } from './pages/SetupListPage.tsx';
