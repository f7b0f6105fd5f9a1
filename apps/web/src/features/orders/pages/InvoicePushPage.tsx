import { PushId } from '@hokej/contract';
import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { CardPaymentUnavailable } from '../../../shared/payment/CardPaymentUnavailable.tsx';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useInvoicePushQuery } from '../api/installmentEndpoints.ts';
import { InstallmentPartCard } from '../components/InstallmentPartCard.tsx';
import { OrderPaymentCard } from '../components/OrderPaymentCard.tsx';

const t = installmentsText.view.invoicePush;
const pushIdPattern = new RegExp(PushId.pattern ?? '');

/** Unknown, expired, revoked or malformed link: one page, with where to find a new one. */
function InvoiceLinkGone() {
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{t.goneTitle}</h1>
      <Alert variant="warning" data-testid="invoice-link-gone">
        <p>{t.goneText}</p>
        <p>{installmentsText.view.orderPush.goneText}</p>
        <p className="mb-0">
          {t.goneHelp}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Alert>
    </div>
  );
}

/** The link opens nothing: unknown, expired, revoked, or its order is refunded or cancelled. */
const LINK_GONE: ReadonlySet<string> = new Set(['INVOICE_LINK_NOT_FOUND', 'INVOICE_LINK_CLOSED']);

/**
 * /invoice/push/:uuid (spec section 2), without login: one installment of a season ticket, or an unpaid
 * order (a bank-transfer order paid by card instead); the link's answer says which.
 */
export function InvoicePushPage() {
  const { uuid = '' } = useParams();
  const wellFormed = pushIdPattern.test(uuid);
  const link = useInvoicePushQuery(uuid, { skip: !wellFormed, refetchOnMountOrArgChange: true });
  const gone = !wellFormed || (link.isError && LINK_GONE.has(toApiError(link.error).code));
  if (gone) return <InvoiceLinkGone />;
  // The link pays by card only: a shop that takes no cards now offers no payment here.
  if (link.isError && toApiError(link.error).code === 'PAYMENT_TYPE_UNAVAILABLE')
    return <CardPaymentUnavailable />;
  const texts = link.data?.kind === 'ORDER' ? installmentsText.view.orderPush : t;
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-2">{link.data ? texts.title : t.loadingTitle}</h1>
      {link.data ? <p className="text-body-secondary mb-3">{texts.intro}</p> : null}
      <div aria-live="polite">
        {link.isLoading ? <Skeleton /> : null}
        {link.isError && !link.data ? (
          <Alert variant="danger">
            <p>{t.loadFailed}</p>
            <ShopButton variant="danger" onClick={() => link.refetch()}>
              {sk.common.tryAgain}
            </ShopButton>
          </Alert>
        ) : null}
        {link.data?.kind === 'ORDER' ? <OrderPaymentCard pushId={uuid} order={link.data} /> : null}
        {link.data?.kind === 'INSTALLMENT' ? <InstallmentPartCard pushId={uuid} part={link.data} /> : null}
      </div>
    </div>
  );
}
