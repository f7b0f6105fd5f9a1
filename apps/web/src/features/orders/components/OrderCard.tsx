import type { Order } from '@hokej/contract';
import { CART_TIMER_CAP_HOURS, ticketKindOf } from '@hokej/contract/constants';
import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { useCardOffered } from '../../../shared/payment/paymentTypesApi.ts';
import { useNow } from '../hooks/useNow.ts';
import {
  formatTimeLeft,
  hasInvoice,
  hasPrintableTickets,
  hasTickets,
  isAwaitingPayment,
  isRepayable,
  partlyPaidBadge,
  statusBadge,
  timeLeftMs,
} from '../model/orderView.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { CreditNoteButton } from './CreditNoteButton.tsx';
import { InstallmentPlan } from './InstallmentPlan.tsx';
import { InvoiceButton } from './InvoiceButton.tsx';
import { OrderItems } from './OrderItems.tsx';
import { RepayButton } from './RepayButton.tsx';
import { TicketButtons } from './TicketButtons.tsx';

const t = orderText.view.orders;
const paymentLabel = (type: Order['paymentType']) =>
  ({ CARD: t.card, BANK_TRANSFER: t.bankTransfer, INSTALLMENTS: t.installments })[type];

/** The order's status; a paid installment order with parts left says how far it is paid, not "Zaplatená". */
export function OrderStatusBadge({ order }: { order: Order }) {
  const partly = partlyPaidText(order.status, order.installmentProgress);
  const badge = partly ? partlyPaidBadge : statusBadge[order.status];
  return (
    <Badge bg={badge.bg} text={badge.text} className="text-wrap text-start" data-testid="order-status">
      {partly ?? orderText.view.status[order.status]}
    </Badge>
  );
}

/** An order of My orders: status, times, a countdown while unpaid, items, total, and what can be done. */
export function OrderCard({
  order,
  diffTimestamp,
  onExpired,
}: {
  order: Order;
  diffTimestamp: number;
  onExpired: () => void;
}) {
  const unpaid = order.status === 'AWAITING_PAYMENT';
  const initialLeft = timeLeftMs(order, diffTimestamp);
  const ticking = unpaid && initialLeft > 0 && initialLeft < CART_TIMER_CAP_HOURS * 3_600_000;
  const now = useNow(ticking);
  const left = timeLeftMs(order, diffTimestamp, now);
  // "Zaplatiť znova" pays by card: not offered while the shop takes no cards.
  const cardOffered = useCardOffered({ skip: !unpaid });
  const [showTransfer, setShowTransfer] = useState(false);
  const reported = useRef(false);
  const headingId = `order-${order.id}-title`;

  useEffect(() => {
    // Time is up: the list is read again once, and shows what the server made of the order.
    if (unpaid && left <= 0 && !reported.current) {
      reported.current = true;
      onExpired();
    }
  }, [unpaid, left, onExpired]);

  return (
    <Card as="article" aria-labelledby={headingId} className="shadow-sm" data-testid="order">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {orderText.t('orders.orderTitle', { orderNumber: order.orderNumber })}
          </h2>
          <OrderStatusBadge order={order} />
        </div>
        <dl className="order-facts small mb-3">
          <div>
            <dt>{t.created}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          {order.paidAt ? (
            <div>
              <dt>{order.installmentProgress ? t.firstPartPaidAt : t.paidAt}</dt>
              <dd>
                <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
              </dd>
            </div>
          ) : null}
          {order.refundedAt ? (
            <div>
              <dt>{t.refundedAt}</dt>
              <dd>
                <time dateTime={order.refundedAt}>{formatDateTime(order.refundedAt)}</time>
              </dd>
            </div>
          ) : null}
          {unpaid ? (
            <div>
              <dt>{t.expires}</dt>
              <dd>
                <time dateTime={order.expiresAt}>{formatDateTime(order.expiresAt)}</time>
                {left > 0 ? (
                  <span
                    className="ms-2 text-nowrap"
                    role="timer"
                    aria-label={orderText.t('orders.timeLeftLabel', { time: formatTimeLeft(left) })}
                    data-testid="order-time-left"
                  >
                    ({t.timeLeft} {formatTimeLeft(left)})
                  </span>
                ) : (
                  <span className="ms-2 text-danger">{t.expired}</span>
                )}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t.paymentType}</dt>
            <dd>{paymentLabel(order.paymentType)}</dd>
          </div>
        </dl>
        <OrderItems items={order.items} ticketsOf={hasTickets(order) ? order.id : undefined} />
        {order.installments.length > 0 ? (
          <InstallmentPlan orderId={order.id} parts={order.installments} payable={order.status === 'PAID'} />
        ) : null}
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
          <div>
            {order.discount > 0 ? (
              <span className="me-3 text-body-secondary" data-testid="order-discount">
                {order.couponCode
                  ? orderText.t('orders.discountCode', { code: order.couponCode })
                  : t.discount}
                : −{formatPrice(order.discount)}
              </span>
            ) : null}
            {t.total}: <strong data-testid="order-total">{formatPrice(order.totalPrice)}</strong>
          </div>
          <div className="d-flex flex-wrap gap-2">
            {isRepayable(order, left) && cardOffered ? <RepayButton orderId={order.id} size="sm" /> : null}
            {isAwaitingPayment(order, left) && order.bankTransfer ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-expanded={showTransfer}
                aria-controls={`order-${order.id}-transfer`}
                onClick={() => setShowTransfer((shown) => !shown)}
              >
                {t.showTransfer}
              </button>
            ) : null}
            {hasPrintableTickets(order) ? (
              <TicketButtons
                orderId={order.id}
                orderNumber={order.orderNumber}
                size="sm"
                kind={ticketKindOf(order.items)}
              />
            ) : null}
            {hasInvoice(order) ? (
              <InvoiceButton orderId={order.id} orderNumber={order.orderNumber} size="sm" />
            ) : null}
            {order.creditNoteNumber ? (
              <CreditNoteButton orderId={order.id} orderNumber={order.orderNumber} size="sm" />
            ) : null}
          </div>
        </div>
        {order.bankTransfer && isAwaitingPayment(order, left) ? (
          <Collapse in={showTransfer}>
            <div id={`order-${order.id}-transfer`}>
              <div className="pt-3">
                {showTransfer ? <BankTransferDetails transfer={order.bankTransfer} /> : null}
              </div>
            </div>
          </Collapse>
        ) : null}
      </Card.Body>
    </Card>
  );
}
