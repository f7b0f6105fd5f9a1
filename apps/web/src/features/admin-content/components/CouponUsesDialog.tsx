import type { AdminCoupon } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { useGetAdminCouponQuery } from '../api/couponAdminEndpoints.ts';

const t = skAdminContent.coupons;

/** The orders that used a coupon (cancelled ones too: their use was given back). */
export function CouponUsesDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { data, isLoading, isError } = useGetAdminCouponQuery(coupon.id);
  return (
    <ShopDialog show title={t.usesTitle(coupon.code)} titleId="coupon-uses-title" onClose={onClose}>
      {isLoading ? (
        <Spinner animation="border" size="sm" role="status" aria-label={skAdminContent.common.loading} />
      ) : null}
      {isError ? <Alert variant="danger">{skAdminContent.common.loadFailed}</Alert> : null}
      {data && data.uses.length === 0 ? <p className="mb-0">{t.usesEmpty}</p> : null}
      {data && data.uses.length > 0 ? (
        <Table size="sm" responsive className="mb-0">
          <thead>
            <tr>
              <th scope="col">{t.usesColumns.order}</th>
              <th scope="col">{t.usesColumns.email}</th>
              <th scope="col">{t.usesColumns.status}</th>
              <th scope="col">{t.usesColumns.discount}</th>
              <th scope="col">{t.usesColumns.total}</th>
              <th scope="col">{t.usesColumns.created}</th>
            </tr>
          </thead>
          <tbody>
            {data.uses.map((use) => (
              <tr key={use.orderId}>
                <td>{use.orderNumber}</td>
                <td>{use.email}</td>
                <td>{skAdminContent.common.orderStatus[use.status]}</td>
                <td>{formatPrice(use.discount)}</td>
                <td>{formatPrice(use.totalPrice)}</td>
                <td className="text-nowrap">{formatDateTime(use.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </ShopDialog>
  );
}
