import type { AdminPushCart } from '@hokej/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';

const t = skAdminContent.pushCarts;

const variant: Record<AdminPushCart['state'], string> = {
  OPEN: 'info',
  EXPIRED: 'secondary',
  REVOKED: 'dark',
  AWAITING_PAYMENT: 'warning',
  PAID: 'success',
  CANCELLED: 'secondary',
};

/** The push carts sent, newest first: to whom, how many seats, until when, and whether they were paid. */
export function PushCartList({
  carts,
  onRevoke,
}: {
  carts: AdminPushCart[];
  onRevoke: (cart: AdminPushCart) => void;
}) {
  return (
    <Table responsive className="align-middle table-stack">
      <caption className="caption-top">{t.listCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.listColumns.created}</th>
          <th scope="col">{t.listColumns.customer}</th>
          <th scope="col">{t.listColumns.seats}</th>
          <th scope="col" className="text-end">
            {t.listColumns.total}
          </th>
          <th scope="col">{t.listColumns.expires}</th>
          <th scope="col">{t.listColumns.state}</th>
          <th scope="col">{t.listColumns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {carts.map((cart) => {
          const who = cart.contact ? `${cart.contact.firstName} ${cart.contact.lastName}` : t.noContact;
          return (
            <tr key={cart.id}>
              <td className="text-nowrap" data-label={t.listColumns.created}>
                {formatDateTime(cart.createdAt)}
                {cart.createdBy ? (
                  <div className="small text-body-secondary">{t.by(cart.createdBy)}</div>
                ) : null}
              </td>
              <td data-label={t.listColumns.customer}>
                {who}
                {cart.contact ? <div className="small text-body-secondary">{cart.contact.email}</div> : null}
              </td>
              <td data-label={t.listColumns.seats}>
                {formatCount(cart.order ? cart.order.items : cart.openItems)}
              </td>
              <td className="text-end text-nowrap" data-label={t.listColumns.total}>
                {formatPrice(cart.order ? cart.order.totalPrice : cart.openTotal)}
              </td>
              <td className="text-nowrap" data-label={t.listColumns.expires}>
                {formatDateTime(cart.expiresAt)}
              </td>
              <td data-label={t.listColumns.state}>
                <Badge bg={variant[cart.state]}>{t.states[cart.state]}</Badge>
                {cart.order ? (
                  <div className="small text-body-secondary">{t.order(cart.order.orderNumber)}</div>
                ) : null}
              </td>
              <td>
                {cart.state === 'OPEN' ? (
                  <Button size="sm" variant="outline-danger" onClick={() => onRevoke(cart)}>
                    {t.revoke}
                    <span className="visually-hidden"> {who}</span>
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
