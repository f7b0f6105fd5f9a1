import type { OrderInvoicePush } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { AmountFact } from './AmountFact.tsx';
import { InvoicePushItems } from './InvoicePushItems.tsx';
import { PayByLinkButton } from './PayByLinkButton.tsx';

const t = installmentsText.view.orderPush;
const BADGE = {
  AWAITING_PAYMENT: 'warning',
  PAID: 'success',
  CANCELLED: 'secondary',
  REFUNDED: 'secondary',
} as const;

/** An unpaid order as its payment link shows it (a bank-transfer order paid by card instead). */
export function OrderPaymentCard({ pushId, order }: { pushId: string; order: OrderInvoicePush }) {
  const paid = order.status === 'PAID';
  const waiting = order.status === 'AWAITING_PAYMENT';
  return (
    <Card className="shadow-sm" data-testid="invoice-order" data-state={order.status}>
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <h2 className="h4 mb-0">
            {installmentsText.t('orderPush.order', { orderNumber: order.orderNumber })}
          </h2>
          <Badge bg={BADGE[order.status]} text={waiting ? 'dark' : undefined}>
            {orderText.view.status[order.status]}
          </Badge>
        </div>
        <dl className="order-facts align-items-baseline mb-3">
          <AmountFact label={waiting ? t.amount : t.amountPaid} amount={order.totalPrice} />
          {waiting ? (
            <div>
              <dt>{t.due}</dt>
              <dd>
                <time dateTime={order.dueDate}>{formatDateTime(order.dueDate)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <InvoicePushItems items={order.items} />
        {paid ? (
          <Alert variant="success" className="mb-0" data-testid="invoice-paid">
            <p className="fw-semibold mb-1">{t.paid}</p>
            {order.paidAt ? (
              <p className="mb-0">
                {installmentsText.t('orderPush.paidOn', { dateTime: formatDateTime(order.paidAt) })}
              </p>
            ) : null}
          </Alert>
        ) : waiting ? (
          <>
            <PayByLinkButton pushId={pushId} label={t.pay} />
            <p className="small text-body-secondary mt-2 mb-0">
              {installmentsText.t('invoicePush.linkValid', { dateTime: formatDateTime(order.linkExpiresAt) })}
            </p>
          </>
        ) : (
          <Alert variant="secondary" className="mb-0">
            {t.closed}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
