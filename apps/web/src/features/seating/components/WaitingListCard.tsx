import type { ArenaResponse } from '@hokej/contract';
import { MAX_SEATS_PER_ORDER } from '@hokej/contract/constants';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { waitingListText } from '../../../shared/i18n/skWaitingList.ts';
import { paths } from '../../../shared/routes/paths.ts';
import {
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
  useMyWaitingListQuery,
} from '../../../shared/waiting-list/waitingListApi.ts';

const text = waitingListText.view;
const COUNTS = Array.from({ length: MAX_SEATS_PER_ORDER }, (_, i) => i + 1);

/** Whether the match has fewer free seats than one order may take: the waiting list is offered. */
export const nearlySoldOut = (arena: ArenaResponse) =>
  Object.values(arena.arena)
    .filter((s) => !s.forbidden)
    .reduce((free, s) => free + s.availableSeats, 0) < MAX_SEATS_PER_ORDER;

/**
 * "Poradovník na vypredaný zápas": join with a count (1–5) and optionally a sector; once in, the place in
 * the list (refreshed every half minute), the offer's link when seats are held, and leaving.
 */
export function WaitingListCard({ uuid, arena }: { uuid: string; arena: ArenaResponse }) {
  const standing = useMyWaitingListQuery(uuid, { pollingInterval: 30_000 });
  const [join, joining] = useJoinWaitingListMutation();
  const [leave, leaving] = useLeaveWaitingListMutation();
  const [count, setCount] = useState(2);
  const [sector, setSector] = useState('');
  const entry = standing.data?.entry ?? null;
  if (!entry && !nearlySoldOut(arena)) return null;
  const sectors = Object.values(arena.arena)
    .filter((s) => !s.forbidden)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b, 'sk', { numeric: true }));
  const failure = joining.error ?? leaving.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void join({ matchId: uuid, body: { count, ...(sector ? { sector } : {}) } });
  };

  return (
    <Card
      as="section"
      aria-labelledby="waiting-list-title"
      className="shadow-sm mb-3"
      data-testid="waiting-list"
    >
      <Card.Body>
        <Card.Title as="h2" id="waiting-list-title" className="h5">
          {text.title}
        </Card.Title>
        <p className="small text-body-secondary mb-2">{text.hint}</p>
        {failure ? (
          <Alert variant="warning" className="py-2">
            {toApiError(failure).message}
          </Alert>
        ) : null}
        {entry ? (
          <div role="status">
            {entry.state === 'OFFERED' ? (
              <p className="mb-2">
                {text.offered}{' '}
                <Link to={paths.waitingListOffer(entry.id)} className="btn btn-primary btn-sm ms-1">
                  {text.openOffer}
                </Link>
              </p>
            ) : (
              <p className="mb-2 fw-semibold">
                {waitingListText.t('position', { position: entry.position ?? 1, count: entry.count })}
              </p>
            )}
            {standing.data?.paused ? <p className="small mb-2">{text.paused}</p> : null}
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={leaving.isLoading}
              onClick={() => void leave(uuid)}
            >
              {text.leave}
            </button>
          </div>
        ) : (
          <Form onSubmit={onSubmit}>
            <div className="row g-2 align-items-end">
              <Form.Group className="col-6 col-md-3" controlId="waiting-list-count">
                <Form.Label>{text.count}</Form.Label>
                <Form.Select value={count} onChange={(e) => setCount(Number(e.target.value))}>
                  {COUNTS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6 col-md-4" controlId="waiting-list-sector">
                <Form.Label>{text.sector}</Form.Label>
                <Form.Select value={sector} onChange={(e) => setSector(e.target.value)}>
                  <option value="">{text.anySector}</option>
                  {sectors.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <div className="col-12 col-md-5">
                <button type="submit" className="btn btn-primary w-100" disabled={joining.isLoading}>
                  {text.join}
                </button>
              </div>
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
