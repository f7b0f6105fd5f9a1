import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { usePaymentTypesQuery } from '../../../shared/payment/paymentTypesApi.ts';
import { useMyRenewalsQuery, useRenewOfferMutation } from '../../../shared/renewals/renewalApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useCheckoutAccountQuery } from '../api/checkoutEndpoints.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { Redirecting } from '../components/Redirecting.tsx';
import { checkoutValues } from '../model/checkoutForm.ts';
import { renewalCart } from '../model/renewalCart.ts';

const t = renewalText.view;
/** A renewal keeps last season's seat and category: the line is not changed here. */
const fixedLine = async () => ({ error: { status: 'CUSTOM_ERROR' as const, error: t.fixedLine } });

/** /checkout/renewal/:id: one renewal offer paid like any season ticket (card, transfer, installments). */
export function RenewalCheckoutPage() {
  const { id = '' } = useParams();
  const offers = useMyRenewalsQuery();
  const account = useCheckoutAccountQuery();
  const types = usePaymentTypesQuery();
  const [renew, renewing] = useRenewOfferMutation();
  const [leaving, setLeaving] = useState(false);
  if (leaving) return <Redirecting />;
  const offer = offers.data?.data.find((o) => o.id === id);
  return (
    <>
      <h1 className="h2 mb-2">{t.checkoutTitle}</h1>
      <p className="text-body-secondary mb-3">{t.checkoutIntro}</p>
      {offers.isLoading || account.isLoading ? <Skeleton /> : null}
      {offers.data && !offer?.open ? (
        <Alert variant="warning">
          <p>{t.checkoutClosed}</p>
          <Link to={paths.myRenewals} className="btn btn-primary">
            {t.title}
          </Link>
        </Alert>
      ) : null}
      {offer?.open && !account.isLoading ? (
        <CheckoutForm
          cart={renewalCart(offer)}
          defaultValues={checkoutValues(account.data)}
          editing={{ change: fixedLine, busy: false }}
          paying={{ pay: (body) => renew({ id: offer.id, body }), busy: renewing.isLoading }}
          timer={
            <p className="small mb-2">
              {renewalText.t('deadline', { date: formatDateTime(offer.renewalTo) })}
            </p>
          }
          allowedTypes={types.data?.allowed}
          fixedLines
          onLeaving={() => setLeaving(true)}
        />
      ) : null}
    </>
  );
}
