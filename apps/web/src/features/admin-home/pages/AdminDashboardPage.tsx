import type { Role } from '@hokej/contract/constants';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { skAdminClub } from '../../../shared/i18n/skAdminClub.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { skAdminQueue } from '../../../shared/i18n/skAdminQueue.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { adminOnly, backOfficeRoles, hasAnyRole } from '../../../shared/session/backOfficeRoles.ts';
import { useSession } from '../../../shared/session/useSession.ts';

const t = skAdmin.dashboard;
const c = skAdminContent.dashboard;
const s = skAdminSales.dashboard;
const o = skAdminOrders.dashboard;
const e = skAdminEvents.kind;

function Tool({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <div className="col-12 col-md-6">
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <h2 className="h5">
            <Link to={to} className="stretched-link">
              {title}
            </Link>
          </h2>
          <p className="mb-0 text-body-secondary">{text}</p>
        </Card.Body>
      </Card>
    </div>
  );
}

type BackOfficeTool = { to: string; title: string; text: string; roles: readonly Role[] };

// The same role lists as the router's guards (router.tsx), so every link offered here opens.
const tools: readonly BackOfficeTool[] = [
  { to: paths.adminCheckIn, title: t.checkIn, text: t.checkInText, roles: backOfficeRoles },
  { to: paths.adminPushCarts, title: c.pushCarts, text: c.pushCartsText, roles: backOfficeRoles },
  { to: paths.adminOrders, title: o.orders, text: o.ordersText, roles: backOfficeRoles },
  { to: paths.adminSetups('EVENT'), title: e.EVENT.list, text: e.EVENT.listText, roles: adminOnly },
  { to: paths.adminSetups('SEASON'), title: e.SEASON.list, text: e.SEASON.listText, roles: adminOnly },
  {
    to: paths.adminRenewals,
    title: skRenewalsAdmin.title,
    text: skRenewalsAdmin.dashboardText,
    roles: adminOnly,
  },
  { to: paths.adminBank, title: t.bank, text: t.bankText, roles: adminOnly },
  { to: paths.adminPaymentTypes, title: t.paymentTypes, text: t.paymentTypesText, roles: adminOnly },
  { to: paths.adminCoupons, title: c.coupons, text: c.couponsText, roles: adminOnly },
  { to: paths.adminArticles, title: c.articles, text: c.articlesText, roles: adminOnly },
  {
    to: paths.adminClub,
    title: skAdminClub.dashboard.title,
    text: skAdminClub.dashboard.text,
    roles: adminOnly,
  },
  { to: paths.adminAuditLog, title: c.auditLog, text: c.auditLogText, roles: adminOnly },
  { to: paths.adminSales, title: s.sales, text: s.salesText, roles: adminOnly },
  {
    to: paths.adminQueue,
    title: skAdminQueue.dashboard.title,
    text: skAdminQueue.dashboard.text,
    roles: adminOnly,
  },
];

/** The back office's start: the tools this user's role may open, and nothing else. */
export function AdminDashboardPage() {
  const { roles } = useSession();
  const mine = tools.filter((tool) => hasAnyRole(roles, tool.roles));
  return (
    <>
      <h1 className="h2">{t.title}</h1>
      <p>{hasAnyRole(roles, adminOnly) ? t.introAdmin : t.introCashier}</p>
      <div className="row g-3 mb-4">
        {mine.map((tool) => (
          <Tool key={tool.to} to={tool.to} title={tool.title} text={tool.text} />
        ))}
      </div>
    </>
  );
}
