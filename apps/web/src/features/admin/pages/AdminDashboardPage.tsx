import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { adminOnly, hasAnyRole } from '../../../shared/session/backOfficeRoles.ts';
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

/** The back office's start: the tools this user's role may open. */
export function AdminDashboardPage() {
  const { roles } = useSession();
  return (
    <>
      <h1 className="h2">{t.title}</h1>
      <p>{t.intro}</p>
      <div className="row g-3 mb-4">
        <Tool to={paths.adminCheckIn} title={t.checkIn} text={t.checkInText} />
        <Tool to={paths.adminPushCarts} title={c.pushCarts} text={c.pushCartsText} />
        <Tool to={paths.adminOrders} title={o.orders} text={o.ordersText} />
        {hasAnyRole(roles, adminOnly) ? (
          <>
            <Tool to={paths.adminSetups('EVENT')} title={e.EVENT.list} text={e.EVENT.listText} />
            <Tool to={paths.adminSetups('SEASON')} title={e.SEASON.list} text={e.SEASON.listText} />
            <Tool to={paths.adminBank} title={t.bank} text={t.bankText} />
            <Tool to={paths.adminPaymentTypes} title={t.paymentTypes} text={t.paymentTypesText} />
            <Tool to={paths.adminCoupons} title={c.coupons} text={c.couponsText} />
            <Tool to={paths.adminArticles} title={c.articles} text={c.articlesText} />
            <Tool to={paths.adminAuditLog} title={c.auditLog} text={c.auditLogText} />
            <Tool to={paths.adminSales} title={s.sales} text={s.salesText} />
          </>
        ) : null}
      </div>
      <Alert variant="info">{t.more}</Alert>
    </>
  );
}
