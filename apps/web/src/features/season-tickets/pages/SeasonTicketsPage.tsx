import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { seasonTicketText } from '../../../shared/i18n/skSeasonTickets.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useMySeasonTicketsQuery } from '../api/seasonTicketEndpoints.ts';
import { SeasonTicketCard } from '../components/SeasonTicketCard.tsx';

const t = seasonTicketText.view;

/**
 * `/order/success/season-tickets?orderId=` (after buying: the order's season tickets, each with "Registrovať
 * držiteľa") and `/my-season-tickets` (all of them). Registration is free and needs the login.
 */
export function SeasonTicketsPage({ variant }: { variant: 'success' | 'mine' }) {
  const [search] = useSearchParams();
  const orderId = variant === 'success' ? search.get('orderId') : null;
  const { loggedIn } = useSession();
  const dispatch = useDispatch();
  const { data, error, isLoading } = useMySeasonTicketsQuery(undefined, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: true,
  });
  const tickets = (data?.data ?? []).filter((ticket) => !orderId || ticket.orderId === orderId);

  return (
    <div className="page-narrow season-tickets-page">
      <h1 className="h2 mb-3">{variant === 'success' ? t.successTitle : t.mineTitle}</h1>
      {variant === 'success' ? (
        <Alert variant="success">{t.successIntro}</Alert>
      ) : (
        <p className="text-body-secondary">{t.mineIntro}</p>
      )}
      {!loggedIn ? (
        <Alert variant="info">
          <p>{paymentText.view.paymentStatus.loginNeeded}</p>
          <ShopButton onClick={() => dispatch(loginDialogOpened())}>
            {paymentText.view.paymentStatus.login}
          </ShopButton>
        </Alert>
      ) : null}
      {isLoading ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t.loading}</span>
        </div>
      ) : null}
      {error ? <Alert variant="danger">{describeFailure(t.loadFailed, toApiError(error))}</Alert> : null}
      {data && tickets.length === 0 ? (
        <Alert variant="info">
          <p>{orderId ? t.noneInOrder : t.none}</p>
          <Link to={paths.events} className="btn btn-primary">
            {t.buy}
          </Link>
        </Alert>
      ) : null}
      {tickets.map((ticket) => (
        <SeasonTicketCard key={ticket.id} ticket={ticket} releases={variant === 'mine'} />
      ))}
      {data ? (
        <div className="d-flex flex-wrap gap-2">
          {orderId ? (
            <Link to={paths.mySeasonTickets} className="btn btn-outline-primary">
              {t.showAll}
            </Link>
          ) : null}
          <Link to={paths.myOrders} className="btn btn-outline-primary">
            {t.myOrders}
          </Link>
          <Link to={paths.myRenewals} className="btn btn-outline-primary">
            {renewalText.view.link}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
