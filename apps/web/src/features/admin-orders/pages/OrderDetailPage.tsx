import type { AdminOrderDetail, AdminOrderRefund } from '@hokej/contract';
import { ticketKindOf, ticketsFileName } from '@hokej/contract/constants';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { adminOnly, hasAnyRole } from '../../../shared/session/backOfficeRoles.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import {
  type AdminOrderDocument,
  useAdminOrderPdfMutation,
  useCancelAdminOrderMutation,
  useGetAdminOrderQuery,
  useRefundAdminOrderMutation,
  useResendOrderTicketsMutation,
} from '../api/orderAdminEndpoints.ts';
import { MarkRefundSentDialog } from '../components/MarkRefundSentDialog.tsx';
import {
  OrderEmailsTable,
  OrderItemsTable,
  OrderPaymentsTable,
  OrderRefundsTable,
} from '../components/OrderDetailTables.tsx';
import { OrderPaymentLinkPanel } from '../components/OrderPaymentLinkPanel.tsx';
import { RefundDialog } from '../components/RefundDialog.tsx';

const t = skAdminOrders.detail;

/** A cancelled order whose payment came late: the refund gives back what came (no seats, no credit note). */
const isLatePayment = (order: AdminOrderDetail) => order.status === 'CANCELLED' && order.refundDue;
const latePaymentAmount = (order: AdminOrderDetail) =>
  order.payments.filter((p) => p.status === 'APPROVED').reduce((sum, p) => sum + p.amount, 0) +
  order.bankPayments.filter((p) => p.outcome !== 'MATCHED').reduce((sum, p) => sum + p.amount, 0);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-2">{children}</dd>
    </div>
  );
}

/** /admin/orders/:id (ADMIN, CASHIER): everything about one order; resend, and for ADMIN cancel or refund. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const dispatch = useShopDispatch();
  const { roles } = useSession();
  const isAdmin = hasAnyRole(roles, adminOnly);
  const { data: order, isLoading, isError, error, refetch } = useGetAdminOrderQuery(id);
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null);
  const [marking, setMarking] = useState<AdminOrderRefund | null>(null);
  const [resend, resending] = useResendOrderTicketsMutation();
  const [cancel, cancelling] = useCancelAdminOrderMutation();
  const [refund, refunding] = useRefundAdminOrderMutation();
  const [fetchPdf, pdf] = useAdminOrderPdfMutation();
  const say = (text: string) => dispatch(toastShown('success', text));
  const close = () => {
    setAsking(null);
    cancelling.reset();
    refunding.reset();
  };

  const download = async (document: AdminOrderDocument) => {
    if (!order) return;
    const result = await fetchPdf({ id: order.id, document });
    if ('data' in result && result.data) {
      // Season tickets download as permanentky-…, as in My orders and the order e-mail.
      const file =
        document === 'tickets'
          ? ticketsFileName(order.orderNumber, kind)
          : `${document === 'credit-note' ? 'dobropis' : 'faktura'}-${order.orderNumber}.pdf`;
      saveObjectUrl(result.data, file);
      releaseObjectUrlLater(result.data);
    } else {
      dispatch(toastShown('danger', describeFailure(t.pdfFailed, toApiError(result.error))));
    }
  };

  const back = (
    <Link to={paths.adminOrders} className="small">
      ← {t.back}
    </Link>
  );
  if (isLoading)
    return <Spinner animation="border" role="status" aria-label={skAdminContent.common.loading} />;
  if (isError || !order) {
    const notFound = toApiError(error).status === 404 || toApiError(error).status === 400;
    return (
      <>
        {back}
        <Alert variant="danger" className="mt-3">
          {notFound ? t.notFound : skAdminContent.common.loadFailed}{' '}
          {notFound ? null : (
            <Button size="sm" variant="outline-danger" onClick={() => refetch()}>
              {skAdminContent.common.retry}
            </Button>
          )}
        </Alert>
      </>
    );
  }

  const kind = ticketKindOf(order.items);
  const creditNote = order.refunds.find((r) => r.creditNoteNumber)?.creditNoteNumber ?? null;
  const late = isLatePayment(order);
  return (
    <>
      {back}
      <h1 className="h2 mt-1 mb-3">
        {t.title(order.orderNumber)}{' '}
        <span className="badge text-bg-secondary align-middle fs-6" data-testid="order-status">
          {partlyPaidText(order.status, order.installmentProgress) ?? skAdminOrders.status[order.status]}
        </span>
      </h1>
      {order.refundDue ? <Alert variant="warning">{t.refundDue}</Alert> : null}
      <dl className="row mb-3">
        <Fact label={t.created}>{formatDateTime(order.createdAt)}</Fact>
        {order.paidAt ? <Fact label={t.paid}>{formatDateTime(order.paidAt)}</Fact> : null}
        {order.status === 'AWAITING_PAYMENT' ? (
          <Fact label={t.expires}>{formatDateTime(order.expiresAt)}</Fact>
        ) : null}
        {order.cancelledAt ? <Fact label={t.cancelled}>{formatDateTime(order.cancelledAt)}</Fact> : null}
        {order.refundedAt ? <Fact label={t.refunded}>{formatDateTime(order.refundedAt)}</Fact> : null}
        <Fact label={t.payment}>{skAdminOrders.paymentType[order.paymentType]}</Fact>
        <Fact label={t.total}>
          <strong>{formatPrice(order.totalPrice)}</strong>
          {order.discount > 0 ? (
            <div className="small text-body-secondary">
              {t.discount(order.couponCode)}: −{formatPrice(order.discount)}
            </div>
          ) : null}
        </Fact>
        <Fact label={t.contact}>
          {order.contact.firstName} {order.contact.lastName}
          <div className="small text-break">{order.contact.email}</div>
          <div className="small">{order.contact.phoneNumber}</div>
        </Fact>
        <Fact label={t.account}>{order.account ? order.account.email : t.noAccount}</Fact>
        {order.invoiceNumber ? <Fact label={t.invoice}>{order.invoiceNumber}</Fact> : null}
      </dl>

      <section className="mb-4" aria-labelledby="order-actions">
        <h2 id="order-actions" className="h5">
          {t.actions}
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {order.status === 'PAID' ? (
            <Button
              variant="primary"
              disabled={resending.isLoading}
              onClick={async () => {
                const result = await resend(order.id);
                if ('data' in result) say(t.resent(kind, order.contact.email));
                else dispatch(toastShown('danger', toApiError(result.error).message));
              }}
            >
              {t.resend(kind)}
            </Button>
          ) : null}
          {isAdmin && order.status === 'AWAITING_PAYMENT' ? (
            <Button variant="outline-danger" onClick={() => setAsking('cancel')}>
              {t.cancel}
            </Button>
          ) : null}
          {isAdmin && (order.status === 'PAID' || late) ? (
            <Button variant="outline-danger" onClick={() => setAsking('refund')}>
              {t.refund}
            </Button>
          ) : null}
          {order.invoiceNumber ? (
            <Button variant="outline-secondary" disabled={pdf.isLoading} onClick={() => download('invoice')}>
              {t.invoicePdf}
            </Button>
          ) : null}
          {order.status === 'PAID' ? (
            <Button variant="outline-secondary" disabled={pdf.isLoading} onClick={() => download('tickets')}>
              {t.ticketsPdf(kind)}
            </Button>
          ) : null}
          {creditNote ? (
            <Button
              variant="outline-secondary"
              disabled={pdf.isLoading}
              onClick={() => download('credit-note')}
            >
              {t.creditNotePdf}
            </Button>
          ) : null}
        </div>
      </section>

      {order.status === 'AWAITING_PAYMENT' && order.paymentType !== 'INSTALLMENTS' ? (
        <OrderPaymentLinkPanel order={order} />
      ) : null}

      <OrderItemsTable order={order} />
      <OrderPaymentsTable order={order} />
      <OrderRefundsTable order={order} onMarkSent={isAdmin ? setMarking : undefined} />
      <OrderEmailsTable order={order} />

      {asking === 'cancel' ? (
        <ConfirmDialog
          title={t.cancelTitle(order.orderNumber)}
          text={t.cancelText}
          confirm={t.cancel}
          busy={cancelling.isLoading}
          error={cancelling.error ? toApiError(cancelling.error).message : null}
          onClose={close}
          onConfirm={async () => {
            const result = await cancel(order.id);
            if ('data' in result && result.data) {
              say(t.cancelled_);
              close();
            }
          }}
        />
      ) : null}
      {asking === 'refund' ? (
        <RefundDialog
          orderNumber={order.orderNumber}
          amount={formatPrice(late ? latePaymentAmount(order) : order.totalPrice)}
          late={late}
          kind={kind}
          busy={refunding.isLoading}
          error={refunding.error ? toApiError(refunding.error).message : null}
          onClose={close}
          onConfirm={async (reason) => {
            const result = await refund({ id: order.id, body: reason ? { reason } : {} });
            if ('data' in result && result.data) {
              say(
                late
                  ? t.lateRefundedToast
                  : t.refundedToast(result.data.refunds.at(-1)?.creditNoteNumber ?? ''),
              );
              close();
            }
          }}
        />
      ) : null}
      {marking ? (
        <MarkRefundSentDialog
          orderId={order.id}
          refund={marking}
          onClose={() => setMarking(null)}
          onDone={() => {
            say(t.markedSentToast);
            setMarking(null);
          }}
        />
      ) : null}
    </>
  );
}
