import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { HoldTimer } from '../../../shared/cart/HoldTimer.tsx';
import { useHoldCountdown } from '../../../shared/cart/useHoldCountdown.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { waitingListText } from '../../../shared/i18n/skWaitingList.ts';
import { usePageTitle } from '../../../shared/routes/pageTitle.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import {
  useClaimWaitingListOfferMutation,
  useWaitingListOfferQuery,
} from '../../../shared/waiting-list/waitingListApi.ts';

const text = waitingListText.view;

/** The offer's time left, counted on the server's clock like the cart's; at the end the offer is read again. */
function OfferCountdown({
  expiresAt,
  diffTimestamp,
  onExpired,
}: {
  expiresAt: string;
  diffTimestamp: number;
  onExpired: () => void;
}) {
  const { remaining, running } = useHoldCountdown(Date.parse(expiresAt), diffTimestamp, onExpired);
  if (!running) return null;
  return <HoldTimer remaining={remaining} className="d-block mb-2" testId="offer-countdown" />;
}

/**
 * /checkout/waiting-list/:id — the e-mail's personal link: the seats held for the fan and until when;
 * "Vložiť do košíka a zaplatiť" takes them into the cart (held no longer than the offer) and opens the
 * normal checkout.
 */
export function WaitingListOfferPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const offer = useWaitingListOfferQuery(id, { skip: !id });
  const [claim, claiming] = useClaimWaitingListOfferMutation();
  usePageTitle(text.offerTitle);
  const entry = offer.data;
  const onClaim = async () => {
    const result = await claim(id);
    if (!('error' in result)) navigate(paths.checkout);
  };

  return (
    <>
      <h1 className="h2 mb-2">{text.offerTitle}</h1>
      {offer.isLoading ? <Skeleton /> : null}
      {offer.error ? (
        <Alert variant="danger">{toApiError(offer.error).message || text.loadFailed}</Alert>
      ) : null}
      {entry ? (
        <Card as="section" aria-labelledby="offer-match" className="shadow-sm mb-3">
          <Card.Body>
            <Card.Title as="h2" id="offer-match" className="h5">
              {entry.matchTitle}
            </Card.Title>
            <p className="text-body-secondary">
              <time dateTime={entry.matchStartsAt}>{formatDateTime(entry.matchStartsAt)}</time>
            </p>
            {entry.offer ? (
              <>
                <p>{text.offerIntro}</p>
                <ul>
                  {entry.offer.seats.map((s) => (
                    <li key={`${s.sector}-${s.row}-${s.name}`}>
                      {waitingListText.t('seat', { sector: s.sector, row: s.row, name: s.name })}
                    </li>
                  ))}
                </ul>
                <p className="mb-1">
                  {text.total}: <strong>{formatPrice(entry.offer.total)}</strong>
                </p>
                <p className="fw-semibold mb-1">
                  {waitingListText.t('until', { date: formatDateTime(entry.offer.expiresAt) })}
                </p>
                <OfferCountdown
                  expiresAt={entry.offer.expiresAt}
                  diffTimestamp={(offer.fulfilledTimeStamp ?? Date.now()) - entry.serverTimestamp}
                  onExpired={offer.refetch}
                />
                <p className="small">{text.afterwards}</p>
                {claiming.error ? (
                  <Alert variant="warning">{toApiError(claiming.error).message}</Alert>
                ) : null}
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={claiming.isLoading}
                  onClick={() => void onClaim()}
                >
                  {text.claim}
                </button>
              </>
            ) : (
              <Alert variant={entry.state === 'CLAIMED' ? 'info' : 'warning'} className="mb-0">
                <p>{entry.state === 'OFFERED' ? text.closed.EXPIRED : text.closed[entry.state]}</p>
                <Link
                  to={entry.state === 'CLAIMED' ? paths.checkout : paths.events}
                  className="btn btn-primary"
                >
                  {entry.state === 'CLAIMED' ? text.toCheckout : text.toEvents}
                </Link>
              </Alert>
            )}
          </Card.Body>
        </Card>
      ) : null}
    </>
  );
}
