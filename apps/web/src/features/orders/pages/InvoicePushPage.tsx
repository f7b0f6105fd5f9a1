import { type InvoicePush, PushId, SUPPORT_EMAIL } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDate, formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { skInstallments } from '../../../shared/i18n/skInstallments.ts';
import { followPayRedirect } from '../../../shared/payment/followPayRedirect.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useInvoicePushQuery, usePayInvoicePushMutation } from '../api/installmentEndpoints.ts';

const t = skInstallments.invoicePush;
const pushIdPattern = new RegExp(PushId.pattern ?? '');

/** Unknown, expired, revoked or malformed link: one page, with where to find a new one. */
function InvoiceLinkGone() {
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{t.goneTitle}</h1>
      <Alert variant="warning" data-testid="invoice-link-gone">
        <p>{t.goneText}</p>
        <p className="mb-0">
          {t.goneHelp}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Alert>
    </div>
  );
}

function PayPart({ pushId, part }: { pushId: string; part: InvoicePush }) {
  const navigate = useNavigate();
  const [pay, paying] = usePayInvoicePushMutation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    const result = await pay(pushId);
    if (result.data) {
      setLeaving(true);
      followPayRedirect(result.data.redirectUrl, navigate);
    } else {
      setFailure(describeFailure(t.payFailed, toApiError(result.error)));
    }
  };
  const busy = paying.isLoading || leaving;
  return (
    <>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <ShopButton variant="success" size="lg" disabled={busy} onClick={() => void onClick()}>
        {busy ? t.paying : t.pay(formatPrice(part.amount))}
      </ShopButton>
    </>
  );
}

function PartCard({ pushId, part }: { pushId: string; part: InvoicePush }) {
  const paid = part.state === 'PAID';
  return (
    <Card className="shadow-sm" data-testid="invoice-part" data-state={part.state}>
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h4 mb-1">{t.partOf(part.partNo, part.parts)}</h2>
            <div className="text-body-secondary">{t.order(part.order.orderNumber)}</div>
          </div>
          <Badge bg={paid ? 'success' : part.overdue ? 'danger' : 'warning'} text={paid ? undefined : 'dark'}>
            {paid
              ? skInstallments.plan.paid
              : part.overdue
                ? skInstallments.plan.overdue
                : skInstallments.plan.unpaid}
          </Badge>
        </div>
        <dl className="order-facts align-items-baseline mb-3">
          <div>
            <dt>{paid ? t.amountPaid : t.amount}</dt>
            <dd className="fs-4 fw-bold" data-testid="invoice-amount">
              {formatPrice(part.amount)}
            </dd>
          </div>
          <div>
            <dt>{t.due}</dt>
            <dd>
              <time dateTime={part.dueDate}>{formatDate(part.dueDate)}</time>
            </dd>
          </div>
        </dl>
        <ul className="list-unstyled mb-3">
          {part.order.items.map((item) => (
            <li
              key={`${item.seat.sector}-${item.seat.row}-${item.seat.name}`}
              className="py-2 border-bottom"
              data-testid="invoice-item"
            >
              <div className="fw-semibold">{item.title}</div>
              <div className="small">
                {skCheckout.checkout.seat(item.seat.sector, item.seat.row, item.seat.name)} ·{' '}
                {sk.priceTypes[item.ticketType]}
              </div>
            </li>
          ))}
        </ul>
        <p className="small text-body-secondary">
          {t.orderTotal}: {formatPrice(part.order.totalPrice)}
        </p>
        {paid ? (
          <Alert variant="success" className="mb-0" data-testid="invoice-paid">
            <p className="fw-semibold mb-1">{t.paid}</p>
            {part.paidAt ? <p className="mb-0">{t.paidOn(formatDateTime(part.paidAt))}</p> : null}
          </Alert>
        ) : (
          <>
            {Date.parse(part.dueDate) < Date.now() ? <Alert variant="warning">{t.overdue}</Alert> : null}
            <PayPart pushId={pushId} part={part} />
            <p className="small text-body-secondary mt-2 mb-0">
              {t.linkValid(formatDateTime(part.linkExpiresAt))}
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** /invoice/push/:uuid: one installment of a season ticket, paid by card without login (spec section 2). */
export function InvoicePushPage() {
  const { uuid = '' } = useParams();
  const wellFormed = pushIdPattern.test(uuid);
  const part = useInvoicePushQuery(uuid, { skip: !wellFormed, refetchOnMountOrArgChange: true });
  const gone = !wellFormed || (part.isError && toApiError(part.error).code === 'INVOICE_LINK_NOT_FOUND');
  if (gone) return <InvoiceLinkGone />;
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-2">{t.title}</h1>
      <p className="text-body-secondary mb-3">{t.intro}</p>
      <div aria-live="polite">
        {part.isLoading ? (
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{sk.common.loading}</span>
          </Spinner>
        ) : null}
        {part.isError && !part.data ? (
          <Alert variant="danger">
            <p>{t.loadFailed}</p>
            <ShopButton variant="danger" onClick={() => part.refetch()}>
              {sk.common.tryAgain}
            </ShopButton>
          </Alert>
        ) : null}
        {part.data ? <PartCard pushId={uuid} part={part.data} /> : null}
      </div>
    </div>
  );
}
