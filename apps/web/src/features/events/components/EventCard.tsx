import type { EventSummary } from '@hokej/contract';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatDateTime, formatWeekday } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';

/** One match: opponent, date, venue, price from, availability, buy button, more info and a COVID label. */
export function EventCard({ event }: { event: EventSummary }) {
  const [expanded, setExpanded] = useState(false);
  const infoId = useId();
  const soldOut = event.availableSeats === 0;
  const canBuy = event.onSale && !soldOut;
  return (
    <Card as="article" className="h-100 shadow-sm event-card" aria-label={event.title}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5 mb-2">
          {event.opponent || event.title}
        </Card.Title>
        {event.covidRestriction !== null ? (
          <p className="mb-2">
            <Badge bg="warning" text="dark" className="text-wrap text-start lh-base">
              {sk.events.covid}: {event.covidRestriction}
            </Badge>
          </p>
        ) : null}
        {event.opponent && event.opponent !== event.title ? (
          <p className="text-body-secondary small mb-2">{event.title}</p>
        ) : null}
        <p className="mb-1">
          <time dateTime={event.startsAt} className="fw-semibold">
            {formatDateTime(event.startsAt)}
          </time>{' '}
          <span className="text-body-secondary">({formatWeekday(event.startsAt)})</span>
        </p>
        <p className="mb-1">{event.venue}</p>
        <p className="mb-1">{sk.events.priceFrom(formatPrice(event.priceFrom))}</p>
        <p className={soldOut ? 'text-danger mb-3' : 'text-success mb-3'}>
          {event.onSale ? sk.events.available(event.availableSeats) : sk.events.notOnSale}
        </p>
        {expanded ? (
          <p id={infoId} className="small">
            {event.description}
          </p>
        ) : null}
        <div className="mt-auto d-flex flex-wrap gap-2">
          {canBuy ? (
            <Link className="btn btn-primary" to={paths.arena('EVENT', event.uuid)}>
              {sk.events.buy}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              {soldOut ? sk.events.soldOut : sk.events.notOnSale}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-expanded={expanded}
            aria-controls={infoId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? sk.events.lessInfo : sk.events.moreInfo}
          </button>
        </div>
      </Card.Body>
    </Card>
  );
}
