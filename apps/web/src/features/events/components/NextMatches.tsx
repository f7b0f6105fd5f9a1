import type { EventSummary } from '@hokej/contract';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { formatDateTime, formatWeekday } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';

const LIST_SIZE = 4;

/** The buy link of a match: for a visitor the arena's guard asks for the login and then comes back. */
function BuyLink({ event, className }: { event: EventSummary; className: string }) {
  if (!event.onSale || event.availableSeats === 0) {
    return (
      <span className="text-body-secondary">{event.onSale ? sk.events.soldOut : sk.events.notOnSale}</span>
    );
  }
  return (
    <Link className={className} to={paths.arena('EVENT', event.uuid)}>
      {sk.events.buy}
      <span className="visually-hidden"> – {event.opponent || event.title}</span>
    </Link>
  );
}

const MatchWhen = ({ event }: { event: EventSummary }) => (
  <>
    <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> ({formatWeekday(event.startsAt)})
  </>
);

/** The home page's hero: the next home match, its date, venue and price from, and the way to buy. */
export function NextMatchHero({ event }: { event: EventSummary }) {
  return (
    <section className="hero next-match p-4 mb-4 rounded-3" aria-labelledby="next-match-title">
      <p className="text-uppercase small fw-semibold mb-1">{sk.home.nextMatch}</p>
      <h2 id="next-match-title" className="display-6 fw-bold mb-2">
        {event.title}
      </h2>
      <p className="lead mb-1">
        <MatchWhen event={event} />
      </p>
      <p className="mb-3">
        {event.venue} · {t('events.priceFrom', { price: formatPrice(event.priceFrom) })}
      </p>
      <BuyLink event={event} className="btn btn-light btn-lg" />
    </section>
  );
}

/** The matches after the hero's, for everyone, logged in or not: date, venue, price from and the buy link. */
export function NextMatches({ events }: { events: EventSummary[] }) {
  const upcoming = events.slice(0, LIST_SIZE);
  return (
    <section aria-labelledby="next-matches-title" className="mb-4">
      <h2 id="next-matches-title" className="h4">
        {sk.home.nextMatches}
      </h2>
      {upcoming.length === 0 ? <p>{sk.home.noMoreMatches}</p> : null}
      {upcoming.length > 0 ? (
        <ListGroup as="ul">
          {upcoming.map((event) => (
            <ListGroup.Item
              as="li"
              key={event.uuid}
              className="d-flex justify-content-between align-items-center flex-wrap gap-2"
            >
              <span>
                <strong>{event.title}</strong>
                <br />
                <MatchWhen event={event} /> · {event.venue}
              </span>
              <span className="text-nowrap">
                {t('events.priceFrom', { price: formatPrice(event.priceFrom) })}{' '}
                <BuyLink event={event} className="btn btn-sm btn-primary ms-2" />
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
    </section>
  );
}

/** Space kept for the hero and the list while the matches load (the page does not jump when they come). */
export function HomeMatchesSkeleton() {
  return (
    <>
      <Skeleton blocks={1} blockHeight={14} className="mb-4" />
      <Skeleton blocks={3} blockHeight={4} />
    </>
  );
}
