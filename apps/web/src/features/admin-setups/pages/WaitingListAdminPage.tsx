import type { AdminWaitingList, AdminWaitingListEntry } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useGetAdminSetupQuery } from '../api/setupAdminEndpoints.ts';
import {
  useGetAdminWaitingListQuery,
  useMoveAdminWaitingListMutation,
} from '../api/waitingListAdminEndpoints.ts';

const t = skAdminEvents.waitingList;

/** An entry's state as the club reads it: a claimed offer is paid or still in the fan's cart. */
function StateBadge({ entry }: { entry: AdminWaitingListEntry }) {
  if (entry.state === 'OFFERED')
    return (
      <Badge bg="warning" text="dark">
        {t.states.OFFERED(entry.offerExpiresAt ? formatDateTime(entry.offerExpiresAt) : '')}
      </Badge>
    );
  if (entry.state === 'CLAIMED')
    return entry.paid ? (
      <Badge bg="success">{t.states.PAID}</Badge>
    ) : (
      <Badge bg="info">{t.states.CLAIMED}</Badge>
    );
  const bg = entry.state === 'WAITING' ? 'primary' : 'secondary';
  return <Badge bg={bg}>{t.states[entry.state]}</Badge>;
}

function EntriesTable({ entries }: { entries: AdminWaitingList['entries'] }) {
  if (entries.length === 0) return <p className="mb-0">{t.empty}</p>;
  return (
    <Table size="sm" className="align-middle mb-0 table-stack" data-testid="waiting-list-entries">
      <caption className="visually-hidden">{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.position}</th>
          <th scope="col">{t.fan}</th>
          <th scope="col">{t.count}</th>
          <th scope="col">{t.sector}</th>
          <th scope="col">{t.joinedAt}</th>
          <th scope="col">{t.state}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-state={entry.state}>
            <td data-label={t.position}>{entry.position ?? '–'}</td>
            <th scope="row" data-label={t.fan}>
              <div>{entry.fan.name}</div>
              <div className="small fw-normal text-body-secondary">{entry.fan.email}</div>
            </th>
            <td data-label={t.count}>{entry.count}</td>
            <td data-label={t.sector}>{entry.sector ?? t.anySector}</td>
            <td data-label={t.joinedAt}>{formatDateTime(entry.joinedAt)}</td>
            <td data-label={t.state}>
              <StateBadge entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * "Pozastaviť" / "Obnoviť": one button that changes its words, so the focus stays on it through the change;
 * the state line above it is a live region.
 */
function PauseControl({ list }: { list: AdminWaitingList }) {
  const dispatch = useDispatch();
  const [move, moving] = useMoveAdminWaitingListMutation();
  const toggle = async () => {
    if (moving.isLoading) return;
    const action = list.paused ? 'resume' : 'pause';
    const result = await move({ matchId: list.matchId, action });
    if ('data' in result && result.data) {
      dispatch(toastShown('success', action === 'pause' ? t.pausedToast : t.resumedToast));
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.failed, toApiError(result.error))));
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <p role="status" className="mb-0 me-auto" data-testid="waiting-list-state">
        {list.pausedAt ? t.paused(formatDateTime(list.pausedAt)) : t.running}
      </p>
      <ShopButton
        variant={list.paused ? 'success' : 'warning'}
        aria-label={list.paused ? t.resumeLabel : t.pauseLabel}
        onClick={() => void toggle()}
      >
        {list.paused ? t.resume : t.pause}
      </ShopButton>
    </div>
  );
}

/** /admin/events/:id/waiting-list (ADMIN): the match's waiting list in join order, paused or resumed here. */
export function WaitingListAdminPage() {
  const { id = '' } = useParams();
  const match = useGetAdminSetupQuery({ setupType: 'EVENT', id });
  const { data, isLoading, isError } = useGetAdminWaitingListQuery(id);
  return (
    <>
      <Link to={paths.adminSetup('EVENT', id)} className="small d-block">
        ← {t.backToSetup}
      </Link>
      <h1 className="h2 mt-1 mb-1">{t.title}</h1>
      {match.data ? (
        <p className="text-body-secondary mb-3">
          {match.data.title} ·{' '}
          <time dateTime={match.data.startsAt}>{formatDateTime(match.data.startsAt)}</time>
        </p>
      ) : null}
      <p className="small">{t.intro}</p>
      {isLoading ? <Spinner animation="border" role="status" aria-label={skAdminEvents.loading} /> : null}
      {isError ? <Alert variant="danger">{skAdminEvents.loadFailed}</Alert> : null}
      {data ? (
        <Card as="section" aria-labelledby="waiting-list-summary" className="shadow-sm mb-4">
          <Card.Body>
            <h2 id="waiting-list-summary" className="h5">
              {t.summary(data.waiting, data.waitingSeats)}
            </h2>
            <PauseControl list={data} />
            <EntriesTable entries={data.entries} />
          </Card.Body>
        </Card>
      ) : null}
    </>
  );
}
