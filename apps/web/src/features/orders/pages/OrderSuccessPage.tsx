import { ORDERS_PAGE_SIZE, ticketKindOf } from '@hokej/contract/constants';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { t as shopT } from '../../../shared/i18n/shopI18n.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useOrdersQuery } from '../api/orderEndpoints.ts';
import { BankTransferDetails } from '../components/BankTransferDetails.tsx';
import { OrderCalendarLinks } from '../components/OrderCalendarLinks.tsx';
import { OrderStatusBadge } from '../components/OrderCard.tsx';
import { OrderItems } from '../components/OrderItems.tsx';
import { TicketButtons } from '../components/TicketButtons.tsx';
import { documentsSent } from '../model/paymentOutcomes.ts';

const t = paymentText.view.orderSuccess;

/**
 * /order/success?orderId=: the summary of a new order. A bank transfer shows what to pay with and the PAY by
 * square code. The order is the newest one, so the first page of My orders holds it.
 */
export function OrderSuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const { loggedIn } = useSession();
  const dispatch = useDispatch();
  const { data, isLoading } = useOrdersQuery(
    { pageIndex: 1, pageSize: ORDERS_PAGE_SIZE },
    { skip: !loggedIn || !orderId, refetchOnMountOrArgChange: true },
  );
  const order = data?.data.find((o) => o.id === orderId);
  const partly = order ? partlyPaidText(order.status, order.installmentProgress) : null;
  const kind = ticketKindOf(order?.items ?? []);

  return (
    <div className="page-narrow order-success">
      <h1 className="h2 mb-3">{t.title}</h1>
      {!loggedIn ? (
        <Alert variant="info">
          <p>{paymentText.view.paymentStatus.loginNeeded}</p>
          <ShopButton onClick={() => dispatch(loginDialogOpened())}>
            {paymentText.view.paymentStatus.login}
          </ShopButton>
        </Alert>
      ) : null}
      {isLoading ? <Skeleton /> : null}
      {loggedIn && (data || !orderId) && !order ? (
        <Alert variant="warning">
          <p>{t.notFound}</p>
          <Link to={paths.myOrders} className="btn btn-primary">
            {shopT('menu.myOrders')}
          </Link>
        </Alert>
      ) : null}
      {order ? (
        <>
          <Alert variant="success">
            <p className="fw-semibold mb-1">
              {paymentText.t('orderSuccess.thanks', { orderNumber: order.orderNumber })}
            </p>
            <p className="mb-0">
              {partly
                ? paymentText.t('orderSuccess.partlyPaidIntro', {
                    progress: partly,
                    documents: documentsSent(kind, order.items.length),
                  })
                : order.status === 'PAID'
                  ? paymentText.t('orderSuccess.paidIntro', {
                      documents: documentsSent(kind, order.items.length),
                    })
                  : order.bankTransfer
                    ? t.transferIntro
                    : null}
            </p>
          </Alert>
          {order.bankTransfer && order.status === 'AWAITING_PAYMENT' ? (
            <Card as="section" aria-labelledby="transfer-title" className="shadow-sm mb-3">
              <Card.Body className="p-3 p-md-4">
                <h2 id="transfer-title" className="h5 mb-3">
                  {paymentText.view.bankTransfer.title}
                </h2>
                <BankTransferDetails transfer={order.bankTransfer} />
              </Card.Body>
            </Card>
          ) : null}
          <Card as="section" aria-labelledby="summary-title" className="shadow-sm mb-3">
            <Card.Body className="p-3 p-md-4">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <h2 id="summary-title" className="h5 mb-0">
                  {paymentText.t('orderTitle', { orderNumber: order.orderNumber })}
                </h2>
                <OrderStatusBadge order={order} />
              </div>
              <OrderItems
                items={order.items}
                ticketsOf={order.status === 'PAID' ? order.id : undefined}
                calendar={false}
              />
              {order.discount > 0 ? (
                <p className="text-end mt-3 mb-0 text-body-secondary">
                  {order.couponCode
                    ? paymentText.t('orderDiscountCode', { code: order.couponCode })
                    : paymentText.view.orderDiscount}
                  : −{formatPrice(order.discount)}
                </p>
              ) : null}
              <p className={`text-end mb-0 ${order.discount > 0 ? '' : 'mt-3'}`}>
                {paymentText.view.orderTotal}: <strong>{formatPrice(order.totalPrice)}</strong>
              </p>
            </Card.Body>
          </Card>
          <div className="d-flex flex-wrap gap-2">
            {order.status === 'PAID' && order.items.some((item) => item.setupType === 'SEASON') ? (
              <Link to={paths.seasonTicketsOf(order.id)} className="btn btn-primary">
                {paymentText.view.paymentStatus.registerHolders}
              </Link>
            ) : null}
            {order.status === 'PAID' ? (
              <TicketButtons orderId={order.id} orderNumber={order.orderNumber} kind={kind} />
            ) : null}
            {order.status === 'PAID' ? <OrderCalendarLinks items={order.items} /> : null}
            <Link to={paths.myOrders} className="btn btn-outline-primary">
              {shopT('menu.myOrders')}
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
}
