import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { useEventList } from '../api/useEventList.ts';

const TEASER_SIZE = 3;

/** The home page teaser: the next few matches (the list needs a login, so guests get a hint). */
export function NextMatches() {
  const { loggedIn } = useSession();
  const { data } = useEventList({ skip: !loggedIn });
  const upcoming = (data?.data ?? []).slice(0, TEASER_SIZE);
  return (
    <section aria-labelledby="next-matches-title">
      <h2 id="next-matches-title" className="h4">
        {sk.home.nextMatches}
      </h2>
      {!loggedIn && upcoming.length === 0 ? <p>{sk.home.nextMatchesLogin}</p> : null}
      {loggedIn && data && upcoming.length === 0 ? <p>{sk.home.noMatches}</p> : null}
      {upcoming.length > 0 ? (
        <ListGroup>
          {upcoming.map((event) => (
            <ListGroup.Item key={event.uuid} className="d-flex justify-content-between flex-wrap gap-2">
              <span>
                <strong>{event.opponent || event.title}</strong>
                <br />
                <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> · {event.venue}
              </span>
              <span className="text-nowrap align-self-center">
                {sk.events.priceFrom(formatPrice(event.priceFrom))}{' '}
                {loggedIn ? (
                  <Link className="btn btn-sm btn-primary ms-2" to={paths.arena('EVENT', event.uuid)}>
                    {sk.events.buy}
                  </Link>
                ) : null}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
    </section>
  );
}
