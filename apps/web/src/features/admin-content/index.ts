// Back office: information pages, coupons, push carts and the audit log.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { ArticlesPage } from './pages/ArticlesPage.tsx';
export { AuditLogPage } from './pages/AuditLogPage.tsx';
export { ClubLookPage } from './pages/ClubLookPage.tsx';
export { CouponsPage } from './pages/CouponsPage.tsx';
export { PushCartsPage } from './pages/PushCartsPage.tsx';
