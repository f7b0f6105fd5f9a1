import type { AdminCoupon, CouponState } from '@hokej/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
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
  c.kind === 'PERCENT' ? `${c.value} %` : formatPrice(c.value);

type Props = {
  coupons: AdminCoupon[];
  onEdit: (coupon: AdminCoupon) => void;
  onDeactivate: (coupon: AdminCoupon) => void;
  onShowUses: (coupon: AdminCoupon) => void;
};

/** Every coupon with what it does now and how often it was used; a deactivated one can only show its orders. */
export function CouponTable({ coupons, onEdit, onDeactivate, onShowUses }: Props) {
  return (
    <Table responsive hover className="align-middle table-stack">
      <caption>{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.code}</th>
          <th scope="col">{t.columns.discount}</th>
          <th scope="col">{t.columns.validity}</th>
          <th scope="col">{t.columns.uses}</th>
          <th scope="col">{t.columns.setup}</th>
          <th scope="col">{t.columns.state}</th>
          <th scope="col">{t.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((c) => (
          <tr key={c.id}>
            <th scope="row" className="font-monospace">
              {c.code}
            </th>
            <td data-label={t.columns.discount}>{couponDiscount(c)}</td>
            <td className="text-nowrap" data-label={t.columns.validity}>
              {t.validity(formatDateTime(c.validFrom), formatDateTime(c.validTo))}
            </td>
            <td data-label={t.columns.uses}>{t.uses(c.usedCount, c.usageLimit)}</td>
            <td data-label={t.columns.setup}>
              {c.setup ? `${c.setup.title} (${formatDateTime(c.setup.startsAt)})` : t.everyEvent}
            </td>
            <td data-label={t.columns.state}>
              <Badge bg={stateVariant[c.state]}>{t.states[c.state]}</Badge>
            </td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
