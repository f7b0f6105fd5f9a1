import type { QueueStatus } from '@hokej/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { formatClock, formatDateTime, formatTime } from '../../../shared/dates/format.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { queueText, queueWaitText } from '../../../shared/i18n/skQueue.ts';
import { rememberAdmission } from '../../../shared/queue/queueAdmissions.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { useGetQueueStatusQuery, useJoinQueueMutation } from '../api/queueEndpoints.ts';

const t = queueText.view;

/** Asks again when the page comes back (another tab, a phone waking up), besides the server's Retry-After. */
function useRefetchWhenVisible(refetch: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const again = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('online', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('online', again);
    };
  }, [refetch, active]);
}

const saleLink = (s: QueueStatus) =>
  s.room.setupUuid && s.room.setupType ? paths.arena(s.room.setupType, s.room.setupUuid) : paths.events;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="col-6 col-md-4">
      <div className="border rounded p-3 h-100">
        <div className="text-body-secondary small">{label}</div>
        <div className="fs-3 fw-bold" data-testid={testId}>
          {value}
        </div>
      </div>
    </div>
  );
}

function StatusBody({ status, rejoin }: { status: QueueStatus; rejoin: () => void }) {
  if (status.room.state === 'CLOSED')
    return (
      <Alert variant="info">
        <h2 className="h4">{t.closed.heading}</h2>
        <p>{t.closed.text}</p>
        <Link className="btn btn-primary" to={saleLink(status)}>
          {t.closed.go}
        </Link>
      </Alert>
    );
  switch (status.status) {
    case 'ADMITTED':
      return (
        <Alert variant="success">
          <h2 className="h4">{t.admitted.heading}</h2>
          <p className="mb-1">{t.admitted.text}</p>
          {status.admission ? (
            <p className="mb-1">
              {t.admitted.until}{' '}
              <time dateTime={status.admission.expiresAt}>{formatTime(status.admission.expiresAt)}</time>.{' '}
              {t.admitted.renewNote}
            </p>
          ) : null}
          <Link className="btn btn-primary mt-2" to={saleLink(status)}>
            {t.admitted.go}
          </Link>
        </Alert>
      );
    case 'EXPIRED':
    case 'DONE': {
      const text = status.status === 'EXPIRED' ? t.expired : t.done;
      return (
        <Alert variant={status.status === 'EXPIRED' ? 'warning' : 'info'}>
          <h2 className="h4">{text.heading}</h2>
          <p>{text.text}</p>
          <Button onClick={rejoin}>{text.rejoin}</Button>
        </Alert>
      );
    }
    case 'PRE_QUEUE':
      return (
        <section aria-labelledby="queue-state">
          <h2 className="h4" id="queue-state">
            {t.preQueue.heading}
          </h2>
          <p>
            {t.preQueue.opensAt}:{' '}
            <time dateTime={status.room.opensAt}>{formatDateTime(status.room.opensAt)}</time>
          </p>
          <p>{t.preQueue.fair}</p>
          <p data-testid="pre-queue-size">{queueText.t('preQueue.waiting', { count: status.preQueue })}</p>
        </section>
      );
    default:
      return (
        <section aria-labelledby="queue-state">
          <h2 className="h4" id="queue-state">
            {t.waiting.heading}
          </h2>
          {status.room.state === 'PAUSED' ? <Alert variant="warning">{t.paused}</Alert> : null}
          <div className="row g-3 mb-3">
            <Figure
              label={t.waiting.position}
              value={status.position === null ? '—' : formatCount(status.position, shopLanguage())}
              testId="queue-position"
            />
            <Figure
              label={t.waiting.ahead}
              value={queueText.t('fans', { count: status.ahead ?? 0 })}
              testId="queue-ahead"
            />
            <Figure
              label={t.waiting.wait}
              value={
                status.estimatedWaitSeconds === null
                  ? t.waiting.unknownWait
                  : queueWaitText(status.estimatedWaitSeconds)
              }
              testId="queue-wait"
            />
          </div>
          <p className="text-body-secondary small">{t.waiting.estimateNote}</p>
        </section>
      );
  }
}

/** /queue/:id — the fan's place in a sale's waiting room, asked again as often as the server says. */
export function QueuePage() {
  const { id = '' } = useParams();
  const account = useSelector(selectSessionState).session?.email ?? '';
  const [join, joining] = useJoinQueueMutation();
  const [pollMs, setPollMs] = useState(5000);
  const joined = joining.isSuccess;
  const {
    data: status,
    isError,
    refetch,
  } = useGetQueueStatusQuery(id, {
    skip: !joined,
    pollingInterval: pollMs,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (id) join(id);
  }, [id, join]);
  useRefetchWhenVisible(refetch, joined);
  useEffect(() => {
    if (!status) return;
    setPollMs(status.pollAfterSeconds * 1000);
    rememberAdmission(account, status.room.id, status.admission);
  }, [status, account]);

  const failedToJoin = joining.isError;
  return (
    <>
      <h1 className="h2">{t.title}</h1>
      {status ? <p className="lead mb-1">{status.room.title ?? t.wholeShop}</p> : null}
      <p>{t.intro}</p>
      {!status && !failedToJoin ? (
        <div className="mb-3">
          <Spinner animation="border" size="sm" role="status" className="me-2" />
          {t.loading}
        </div>
      ) : null}
      {failedToJoin ? <Alert variant="danger">{t.notFound}</Alert> : null}
      <div aria-live="polite">{status ? <StatusBody status={status} rejoin={() => join(id)} /> : null}</div>
      {isError ? <Alert variant="warning">{t.loadFailed}</Alert> : null}
      {status ? (
        <p className="text-body-secondary small">
          {t.updated}: <time dateTime={status.updatedAt}>{formatClock(status.updatedAt)}</time>
        </p>
      ) : null}
    </>
  );
}
