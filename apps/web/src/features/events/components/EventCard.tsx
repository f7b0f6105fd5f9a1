import type { EventSummary } from '@hokej/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDateTime, formatWeekday } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { PresaleNotice } from '../../../shared/presale/PresaleNotice.tsx';
import { OfferPurchase } from './OfferPurchase.tsx';

/**
 * One match: opponent, date, venue, price from, availability, buy button, more info and the club's note
 * (in English where the club wrote it so, else Slovak, marked `lang`).
 */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <Card as="article" className="h-100 shadow-sm event-card" aria-label={event.title}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5 mb-2">
          {event.opponent || event.title}
        </Card.Title>
        {event.covidRestriction !== null ? (
          <p className="mb-2">
            <Badge bg="warning" text="dark" className="text-wrap text-start lh-base">
              {sk.events.covid}: <span lang={event.noteLanguage}>{event.covidRestriction}</span>
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
        <PresaleNotice presale={event.presale} className="mb-2 mt-1 small" />
        <OfferPurchase offer={{ ...event, setupType: 'EVENT' }} />
      </Card.Body>
    </Card>
  );
}
