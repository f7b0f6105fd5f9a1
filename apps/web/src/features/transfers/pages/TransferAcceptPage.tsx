import type { TicketTransfer } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useParams } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { rememberSignupReturn } from '../../../shared/session/signupReturn.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { useAcceptTransferMutation, useTransferByLinkQuery } from '../../../shared/transfers/transferApi.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { ResultPanel } from '../../../shared/ui/ResultPanel.tsx';
import { ReceivedTicketDownload } from '../components/ReceivedTicketDownload.tsx';
import { linkViewOf } from '../model/transferView.ts';

const t = transferText.view;

/** Match, start, seat and sender of the offered ticket. */
function TicketFacts({ transfer }: { transfer: TicketTransfer }) {
  const { sector, row, name } = transfer.seat;
  return (
    <dl className="order-facts mb-0" data-testid="transfer-ticket">
      <div>
        <dt>{t.match}</dt>
        <dd className="fw-semibold">{transfer.title}</dd>
      </div>
      <div>
        <dt>{t.when}</dt>
        <dd>
          <time dateTime={transfer.startsAt}>{formatDateTime(transfer.startsAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t.seat}</dt>
        <dd>{checkoutText.t('checkout.seat', { sector, row, name })}</dd>
      </div>
      <div>
        <dt>{t.from}</dt>
        <dd>{transfer.senderName}</dd>
      </div>
    </dl>
  );
}

/**
 * The offer: "Prijať vstupenku" once logged in; before that, log in here (the dialog leaves the visitor on this
 * page) or create an account and come back. Login and acceptance are one button that changes its words, so the
 * focus the login dialog gives back lands on "Prijať vstupenku". A refusal is read out in place.
 */
function OfferActions({ secret, onAccepted }: { secret: string; onAccepted: (t: TicketTransfer) => void }) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  const [accept, { isLoading }] = useAcceptTransferMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    const result = await accept(secret);
    if ('data' in result && result.data) {
      onAccepted(result.data);
      return;
    }
    const error = toApiError(result.error);
    setFailure(error.code === 'TRANSFER_TO_SELF' ? t.ownTransfer : `${t.acceptFailed} ${error.message}`);
  };
  return (
    <>
      {loggedIn ? null : <p>{t.loginFirst}</p>}
      <div aria-live="assertive">
        {failure ? (
          <Alert variant="danger" className="mb-3">
            {failure}
          </Alert>
        ) : null}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <ShopButton
          size={loggedIn ? 'lg' : undefined}
          disabled={isLoading}
          onClick={() => (loggedIn ? void submit() : dispatch(loginDialogOpened()))}
        >
          {loggedIn ? (isLoading ? t.accepting : t.accept) : t.login}
        </ShopButton>
        {loggedIn ? null : (
          <Link
            to={paths.register}
            className="btn btn-secondary"
            onClick={() => rememberSignupReturn(pathname)}
          >
            {t.register}
          </Link>
        )}
      </div>
      {loggedIn ? null : <p className="small text-body-secondary mb-0">{t.registerHint}</p>}
    </>
  );
}

function MyOrdersLink() {
  return (
    <Link to={paths.myOrders} className="btn btn-primary">
      {t.myOrders}
    </Link>
  );
}

/** What the link's transfer allows now: accept it, or why not (already accepted, cancelled, too late). */
function TransferOutcome({ secret, transfer }: { secret: string; transfer: TicketTransfer }) {
  const { loggedIn } = useSession();
  const [accepted, setAccepted] = useState<TicketTransfer | null>(null);
  if (accepted) {
    return (
      <ResultPanel variant="success" title={t.acceptedTitle}>
        <p>{transferText.t('acceptedText', { serial: accepted.serial ?? '' })}</p>
        <div className="d-flex flex-wrap gap-2">
          <ReceivedTicketDownload transfer={accepted} />
          <MyOrdersLink />
        </div>
      </ResultPanel>
    );
  }
  const view = linkViewOf(transfer);
  if (view === 'offer') return <OfferActions secret={secret} onAccepted={setAccepted} />;
  const text =
    view === 'accepted'
      ? t.alreadyAccepted
      : view === 'cancelled'
        ? transferText.t('cancelledBySender', { sender: transfer.senderName })
        : t.expired;
  return (
    <ResultPanel variant="warning" title={t.closedTitle}>
      <p className={view === 'accepted' && loggedIn ? undefined : 'mb-0'}>{text}</p>
      {view === 'accepted' && loggedIn ? <MyOrdersLink /> : null}
    </ResultPanel>
  );
}

/** /transfer/:secret, the link of the transfer e-mail: the ticket offered, then log in and accept it. */
export function TransferAcceptPage() {
  const { secret = '' } = useParams();
  const { data, isLoading, error } = useTransferByLinkQuery(secret);
  return (
    <div className="mx-auto" style={{ maxWidth: '44rem' }}>
      <h1 className="h2 mb-3">{t.pageTitle}</h1>
      {isLoading ? (
        <p className="placeholder-glow" aria-busy="true">
          {t.loading}
        </p>
      ) : null}
      {error ? (
        <ResultPanel variant="warning" title={t.closedTitle}>
          <p>{toApiError(error).code === 'TRANSFER_NOT_FOUND' ? t.notFound : toApiError(error).message}</p>
          <Link to={paths.events} className="btn btn-primary">
            {t.toEvents}
          </Link>
        </ResultPanel>
      ) : null}
      {data ? (
        <>
          <Card className="shadow-sm mb-3">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5">{transferText.t('offer', { sender: data.senderName })}</h2>
              <TicketFacts transfer={data} />
            </Card.Body>
          </Card>
          <TransferOutcome secret={secret} transfer={data} />
        </>
      ) : null}
    </div>
  );
}
