import type { InstallmentInvoicePush } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDate, formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { AmountFact } from './AmountFact.tsx';
import { InvoicePushItems } from './InvoicePushItems.tsx';
import { PayByLinkButton } from './PayByLinkButton.tsx';

const t = installmentsText.view.invoicePush;

/** One installment of a season ticket as its invoice push link shows it, with the card payment while unpaid. */
export function InstallmentPartCard({ pushId, part }: { pushId: string; part: InstallmentInvoicePush }) {
  const paid = part.state === 'PAID';
  return (
    <Card className="shadow-sm" data-testid="invoice-part" data-state={part.state}>
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h4 mb-1">
              {installmentsText.t('invoicePush.partOf', { partNo: part.partNo, parts: part.parts })}
            </h2>
            <div className="text-body-secondary">
              {installmentsText.t('invoicePush.order', { orderNumber: part.order.orderNumber })}
            </div>
          </div>
          <Badge bg={paid ? 'success' : part.overdue ? 'danger' : 'warning'} text={paid ? undefined : 'dark'}>
            {paid
              ? installmentsText.view.plan.paid
              : part.overdue
                ? installmentsText.view.plan.overdue
                : installmentsText.view.plan.unpaid}
          </Badge>
        </div>
        <dl className="order-facts align-items-baseline mb-3">
          <AmountFact label={paid ? t.amountPaid : t.amount} amount={part.amount} />
          <div>
            <dt>{t.due}</dt>
            <dd>
              <time dateTime={part.dueDate}>{formatDate(part.dueDate)}</time>
            </dd>
          </div>
        </dl>
        <InvoicePushItems items={part.order.items} />
        <p className="small text-body-secondary">
          {t.orderTotal}: {formatPrice(part.order.totalPrice)}
        </p>
        {paid ? (
          <Alert variant="success" className="mb-0" data-testid="invoice-paid">
            <p className="fw-semibold mb-1">{t.paid}</p>
            {part.paidAt ? (
              <p className="mb-0">
                {installmentsText.t('invoicePush.paidOn', { dateTime: formatDateTime(part.paidAt) })}
              </p>
            ) : null}
          </Alert>
        ) : (
          <>
            {Date.parse(part.dueDate) < Date.now() ? <Alert variant="warning">{t.overdue}</Alert> : null}
            <PayByLinkButton
              pushId={pushId}
              label={installmentsText.t('invoicePush.pay', { amount: formatPrice(part.amount) })}
            />
            <p className="small text-body-secondary mt-2 mb-0">
              {installmentsText.t('invoicePush.linkValid', { dateTime: formatDateTime(part.linkExpiresAt) })}
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
