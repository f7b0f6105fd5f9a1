import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import Alert from 'react-bootstrap/Alert';
import { paymentText } from '../i18n/skPayment.ts';

const t = paymentText.view.cardUnavailable;

/**
 * The page of a card-only link (push cart, installment, order payment link) when the shop takes no cards
 * (the API answers PAYMENT_TYPE_UNAVAILABLE): no form, no pay button, whom to ask instead.
 */
export function CardPaymentUnavailable() {
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{t.title}</h1>
      <Alert variant="warning" data-testid="card-unavailable">
        <p>{t.text}</p>
        <p className="mb-0">
          {t.help}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Alert>
    </div>
  );
}
