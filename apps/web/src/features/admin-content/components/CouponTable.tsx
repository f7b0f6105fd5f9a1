import type { AdminCoupon, CouponState } from '@hokej/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { type Column, RowTable } from '../../../shared/backoffice/RowTable.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';

const t = skAdminContent.coupons;

const stateVariant: Record<CouponState, string> = {
  ACTIVE: 'success',
  NOT_YET_VALID: 'info',
  EXPIRED: 'secondary',
  USED_UP: 'warning',
  DEACTIVATED: 'dark',
};

export const couponDiscount = (c: Pick<AdminCoupon, 'kind' | 'value'>) =>
  c.kind === 'PERCENT' ? `${c.value}\u00a0%` : formatPrice(c.value);

type Props = {
  coupons: AdminCoupon[];
  onEdit: (coupon: AdminCoupon) => void;
  onDeactivate: (coupon: AdminCoupon) => void;
  onShowUses: (coupon: AdminCoupon) => void;
};

/** Every coupon with what it does now and how often it was used; a deactivated one can only show its orders. */
export function CouponTable({ coupons, onEdit, onDeactivate, onShowUses }: Props) {
  const columns: Column<AdminCoupon>[] = [
    { heading: t.columns.code, cell: (c) => c.code, rowHeading: true, className: 'font-monospace' },
    { heading: t.columns.discount, cell: couponDiscount },
    {
      heading: t.columns.validity,
      cell: (c) => t.validity(formatDateTime(c.validFrom), formatDateTime(c.validTo)),
      className: 'text-nowrap',
    },
    { heading: t.columns.uses, cell: (c) => t.uses(c.usedCount, c.usageLimit) },
    {
      heading: t.columns.setup,
      cell: (c) => (c.setup ? `${c.setup.title} (${formatDateTime(c.setup.startsAt)})` : t.everyEvent),
    },
    { heading: t.columns.state, cell: (c) => <Badge bg={stateVariant[c.state]}>{t.states[c.state]}</Badge> },
    {
      heading: t.columns.actions,
      unlabelled: true,
      cell: (c) => (
        <div className="d-flex flex-wrap gap-1">
          <Button size="sm" variant="outline-secondary" onClick={() => onShowUses(c)}>
            {t.showUses}
            <span className="visually-hidden"> {c.code}</span>
          </Button>
          {c.deactivatedAt ? null : (
            <>
              <Button size="sm" variant="outline-primary" onClick={() => onEdit(c)}>
                {t.edit}
                <span className="visually-hidden"> {c.code}</span>
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onDeactivate(c)}>
                {t.deactivate}
                <span className="visually-hidden"> {c.code}</span>
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <RowTable
      responsive
      hover
      className="align-middle table-stack"
      caption={t.caption}
      columns={columns}
      rows={coupons}
      rowKey={(c) => c.id}
    />
  );
}
