import type { AdminCoupon, CouponUse } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { type Column, RowTable } from '../../../shared/backoffice/RowTable.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { useGetAdminCouponQuery } from '../api/couponAdminEndpoints.ts';

const t = skAdminContent.coupons;

const columns: Column<CouponUse>[] = [
  { heading: t.usesColumns.order, cell: (use) => use.orderNumber },
  { heading: t.usesColumns.email, cell: (use) => use.email },
  { heading: t.usesColumns.status, cell: (use) => skAdminContent.common.orderStatus[use.status] },
  { heading: t.usesColumns.discount, cell: (use) => formatPrice(use.discount) },
  { heading: t.usesColumns.total, cell: (use) => formatPrice(use.totalPrice) },
  { heading: t.usesColumns.created, cell: (use) => formatDateTime(use.createdAt), className: 'text-nowrap' },
];

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
        <RowTable
          size="sm"
          responsive
          className="mb-0"
          columns={columns}
          rows={data.uses}
          rowKey={(u) => u.orderId}
        />
      ) : null}
    </ShopDialog>
  );
}
