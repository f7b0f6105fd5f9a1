import { PushId } from '@hokej/contract';
import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { RepayButton } from '../components/RepayButton.tsx';
import { usePaymentCheck } from '../hooks/usePaymentCheck.ts';
import { paymentOutcome } from '../model/paymentOutcomes.ts';
import { offersRepay } from '../model/paymentStatus.ts';

const t = paymentText.view.paymentStatus;
const tp = paymentText.view.pushPaymentStatus;
const pushIdPattern = new RegExp(PushId.pattern ?? '');

/**
 * /push/payment/status?orderId=&pushId=: where the gateway returns a push order's buyer, who has no account.
 * The order is checked by the link's secret, as on /payment/status; paid tickets go to the order's e-mail.
 */
export function PushPaymentStatusPage({ pollIntervalMs }: { pollIntervalMs?: number }) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const pushId = search.get('pushId') ?? '';
  const valid = orderId !== null && pushIdPattern.test(pushId);
  const { view, error, recheck } = usePaymentCheck(orderId, valid, pollIntervalMs, pushId);

  let body: ReactNode;
  if (!orderId || !valid) {
    body = <Alert variant="warning">{tp.noLink}</Alert>;
  } else if (error?.code === 'ORDER_NOT_FOUND') {
    body = (
      <Alert variant="warning" data-testid="payment-outcome" data-view="not-found">
        {tp.notFound}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </Alert>
    );
  } else if (view === 'checking') {
    body = (
      <div className="d-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t.checking}</span>
      </div>
    );
  } else {
    const shown = paymentOutcome(view);
    const text = view === 'paid' ? tp.paid : shown.text;
    const actions = offersRepay(view) || view === 'waiting';
    body = (
      <Alert variant={shown.variant} data-testid="payment-outcome" data-view={view}>
        <h2 className="h5">{error ? t.failedCheck : shown.title}</h2>
        <p className={actions ? undefined : 'mb-0'}>{error ? error.message : text}</p>
        {actions ? (
          <div className="d-flex flex-wrap gap-2">
            {offersRepay(view) ? <RepayButton orderId={orderId} pushId={pushId} /> : null}
            {view === 'waiting' ? (
              <ShopButton variant="secondary" onClick={recheck}>
                {t.checkAgain}
              </ShopButton>
            ) : null}
          </div>
        ) : null}
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
