import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { useDeclineOfferMutation, useMyRenewalsQuery } from '../../../shared/renewals/renewalApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { RenewalOfferCard } from '../components/RenewalOfferCard.tsx';

const t = renewalText.view;

/** `/my-season-tickets/renewals` (the e-mail's link, with `?offer=`): the holder's offers for next season. */
export function RenewalsPage() {
  const [search] = useSearchParams();
  const chosen = search.get('offer');
  const dispatch = useDispatch();
  const { data, error, isLoading } = useMyRenewalsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [decline, declining] = useDeclineOfferMutation();
  const onDecline = async (id: string) => {
    const result = await decline(id);
    dispatch(
      result.error
        ? toastShown('danger', describeFailure(t.declineFailed, toApiError(result.error)))
        : toastShown('success', t.declined),
    );
  };
  const offers = data?.data ?? [];
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{t.title}</h1>
      <p className="text-body-secondary">{t.intro}</p>
      {isLoading ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t.loading}</span>
        </div>
      ) : null}
      {error ? <Alert variant="danger">{describeFailure(t.loadFailed, toApiError(error))}</Alert> : null}
      {data && offers.length === 0 ? <Alert variant="info">{t.none}</Alert> : null}
      {offers.map((offer) => (
        <RenewalOfferCard
          key={offer.id}
          offer={offer}
          highlighted={offer.id === chosen}
          declining={declining.isLoading}
          onDecline={() => void onDecline(offer.id)}
        />
      ))}
      <Link to={paths.myOrders} className="btn btn-outline-primary">
        {t.myOrders}
      </Link>
    </div>
  );
}
