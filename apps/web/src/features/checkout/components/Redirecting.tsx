import Spinner from 'react-bootstrap/Spinner';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';

const t = checkoutText.view.checkout;

/** What stays on screen while the browser loads the card gateway's page. */
export function Redirecting() {
  return (
    <>
      <h1 className="h2 mb-3">{t.title}</h1>
      <div className="d-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t.redirecting}</span>
      </div>
    </>
  );
}
