import type { SeatRef, SeatReleaseMatch } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../api/apiError.ts';
import { formatDateTime } from '../dates/format.ts';
import { seatReleaseText } from '../i18n/skSeatRelease.ts';
import { toastShown } from '../toast/toastSlice.ts';
import { ShopButton } from '../ui/buttons.tsx';
import { ReleaseCredit } from './ReleaseCredit.tsx';
import { useReleaseSeatMutation, useSeatReleasesQuery, useTakeBackSeatMutation } from './seatReleaseApi.ts';

const { t, view } = seatReleaseText;
const badge = {
  KEPT: { bg: 'secondary', text: undefined },
  RELEASED: { bg: 'warning', text: 'dark' },
  SOLD: { bg: 'success', text: undefined },
} as const;

/** One match of the season: its state for this ticket and what the holder may do before the cut-off. */
function ReleaseRow({ ticketId, match }: { ticketId: string; match: SeatReleaseMatch }) {
  const dispatch = useDispatch();
  const [release, releasing] = useReleaseSeatMutation();
  const [takeBack, takingBack] = useTakeBackSeatMutation();
  const busy = releasing.isLoading || takingBack.isLoading;
  const act = async (kind: 'release' | 'takeBack') => {
    const target = { ticketId, matchId: match.matchId };
    const result = kind === 'release' ? await release(target) : await takeBack(target);
    if ('data' in result && result.data) {
      dispatch(
        toastShown(
          'success',
          kind === 'release' ? t('released', { match: match.title }) : t('takenBack', { match: match.title }),
        ),
      );
      return;
    }
    dispatch(toastShown('danger', describeFailure(view.failed, toApiError(result.error))));
  };
  const style = badge[match.state];
  // A sold seat needs no word on the cut-off: its credit below says it all.
  const note = match.changeable
    ? t('until', { cutoff: formatDateTime(match.cutoffAt) })
    : match.state === 'SOLD'
      ? null
      : view.closed;
  return (
    <li
      className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 py-2 border-bottom"
      data-testid="release-match"
      data-state={match.state}
    >
      <div className="me-auto">
        <div className="fw-semibold">{match.title}</div>
        <div className="small text-body-secondary">
          <time dateTime={match.startsAt}>{formatDateTime(match.startsAt)}</time>
          {note ? ` · ${note}` : null}
        </div>
        <ReleaseCredit ticketId={ticketId} match={match} />
      </div>
      <Badge bg={style.bg} text={style.text}>
        {view.states[match.state]}
      </Badge>
      {match.changeable && match.state === 'KEPT' ? (
        <ShopButton
          variant="primary"
          size="sm"
          aria-label={t('releaseLabel', { match: match.title })}
          disabled={busy}
          onClick={() => void act('release')}
        >
          {view.release}
        </ShopButton>
      ) : null}
      {match.changeable && match.state === 'RELEASED' ? (
        <ShopButton
          variant="success"
          size="sm"
          aria-label={t('takeBackLabel', { match: match.title })}
          disabled={busy}
          onClick={() => void act('takeBack')}
        >
          {view.takeBack}
        </ShopButton>
      ) : null}
    </li>
  );
}

function ReleaseList({ ticketId }: { ticketId: string }) {
  const { data, isLoading, isError } = useSeatReleasesQuery(ticketId);
  if (isLoading) return <p className="small mb-0">{view.loading}</p>;
  if (isError || !data) return <p className="small text-danger mb-0">{view.loadFailed}</p>;
  if (data.data.length === 0) return <p className="small mb-0">{view.empty}</p>;
  return (
    <>
      <p className="small mb-2">{t('intro', { share: data.data[0]?.sharePercent ?? 50 })}</p>
      <ul className="list-unstyled mb-0">
        {data.data.map((match) => (
          <ReleaseRow key={match.matchId} ticketId={ticketId} match={match} />
        ))}
      </ul>
    </>
  );
}

/**
 * "Uvoľniť miesto na zápas" under a paid season ticket (Moje permanentky, My orders): the season's matches
 * with the seat's state for each, release and take-back until the cut-off, and the credit once a seat sold.
 */
export function SeatReleasePanel({ ticketId, seat }: { ticketId: string; seat: SeatRef }) {
  const [open, setOpen] = useState(false);
  const panelId = `release-${ticketId}`;
  return (
    <div className="w-100 mt-2">
      <ShopButton
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('toggleLabel', { sector: seat.sector, row: seat.row, name: seat.name })}
        onClick={() => setOpen((shown) => !shown)}
      >
        {view.toggle}
      </ShopButton>
      {open ? (
        <section id={panelId} className="mt-2" aria-label={view.title} data-testid="seat-releases">
          <h3 className="h6">{view.title}</h3>
          <ReleaseList ticketId={ticketId} />
        </section>
      ) : null}
    </div>
  );
}
