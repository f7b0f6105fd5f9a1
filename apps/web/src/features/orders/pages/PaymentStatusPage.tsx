import { ORDERS_PAGE_SIZE, ticketKindOf } from '@hokej/contract/constants';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { t as shopT } from '../../../shared/i18n/shopI18n.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useOrdersQuery } from '../api/orderEndpoints.ts';
import { InvoiceButton } from '../components/InvoiceButton.tsx';
import { RepayButton } from '../components/RepayButton.tsx';
import { TicketButtons } from '../components/TicketButtons.tsx';
import { usePaymentCheck } from '../hooks/usePaymentCheck.ts';
import { outcomeOf } from '../model/paymentOutcomes.ts';
import { offersRepay } from '../model/paymentStatus.ts';

const t = paymentText.view.paymentStatus;

/** Views that name the order: paid (an installment's first part is not "Zaplatené"), declined or abandoned (its deadline). */
const namesOrder = (view: string) => view === 'paid' || view === 'declined' || view === 'abandoned';

function MyOrdersLink() {
  return (
    // Dark, not primary: the outline sits on the outcome's tinted alert, where primary fails contrast (axe).
    <Link to={paths.myOrders} className="btn btn-outline-dark">
      {shopT('menu.myOrders')}
    </Link>
  );
}

/**
 * /payment/status?orderId=: where the card gateway returns the browser. Asks the shop (not the browser's
 * return) every 2 s for up to a minute whether the order is paid.
 */
export function PaymentStatusPage({ pollIntervalMs }: { pollIntervalMs?: number }) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const { loggedIn } = useSession();
  const dispatch = useDispatch();
  const { view, error, recheck } = usePaymentCheck(orderId, loggedIn, pollIntervalMs);
  // The newest orders, to name the paid one (its number also names the tickets' and the invoice's files).
  const { data: orders, isLoading: ordersLoading } = useOrdersQuery(
    { pageIndex: 1, pageSize: ORDERS_PAGE_SIZE },
    { skip: !namesOrder(view) || !loggedIn },
  );
  const order = orders?.data.find((o) => o.id === orderId);
  const fileNumber = order?.orderNumber ?? orderId?.slice(0, 8) ?? '';

  let body: ReactNode;
  if (!orderId) {
    body = <Alert variant="warning">{t.noOrder}</Alert>;
  } else if (!loggedIn) {
    body = (
      <Alert variant="info">
        <p>{t.loginNeeded}</p>
        <ShopButton onClick={() => dispatch(loginDialogOpened())}>{t.login}</ShopButton>
      </Alert>
    );
  } else if (view === 'checking' || (namesOrder(view) && ordersLoading)) {
    // A paid order is named once it is read: an installment order's first part is not "Zaplatené".
    body = (
      <div className="d-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t.checking}</span>
      </div>
    );
  } else {
    const shown = outcomeOf(view, order);
    body = (
      <Alert variant={shown.variant} data-testid="payment-outcome" data-view={view}>
        <h2 className="h5">{error ? t.failedCheck : shown.title}</h2>
        {order ? (
          <p className="mb-1">{paymentText.t('orderTitle', { orderNumber: order.orderNumber })}</p>
        ) : null}
        <p>{error ? error.message : shown.text}</p>
        <div className="d-flex flex-wrap gap-2">
          {view === 'paid' && order?.items.some((item) => item.setupType === 'SEASON') ? (
            <Link to={paths.seasonTicketsOf(orderId)} className="btn btn-primary">
              {t.registerHolders}
            </Link>
          ) : null}
          {view === 'paid' ? (
            <>
              <TicketButtons
                orderId={orderId}
                orderNumber={fileNumber}
                kind={ticketKindOf(order?.items ?? [])}
              />
              <InvoiceButton orderId={orderId} orderNumber={fileNumber} />
            </>
          ) : null}
          {offersRepay(view) ? <RepayButton orderId={orderId} /> : null}
          {view === 'waiting' ? (
            <ShopButton variant="secondary" onClick={recheck}>
              {t.checkAgain}
            </ShopButton>
          ) : null}
          <MyOrdersLink />
          {view === 'cancelled' || view === 'refundDue' ? (
            <Link to={paths.events} className="btn btn-outline-secondary">
              {t.buyMore}
            </Link>
          ) : null}
        </div>
      </Alert>
    );
  }

  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{t.title}</h1>
      <div aria-live="polite">{body}</div>
    </div>
  );
}
