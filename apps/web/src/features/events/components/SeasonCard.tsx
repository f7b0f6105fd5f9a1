import type { SeasonSummary } from '@hokej/contract';
import Card from 'react-bootstrap/Card';
import { formatDate } from '../../../shared/dates/format.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { OfferPurchase } from './OfferPurchase.tsx';

/** One season-ticket offer: the season, its matches, price from and a buy button. */
export function SeasonCard({ season }: { season: SeasonSummary }) {
  return (
    <Card as="article" className="h-100 shadow-sm" aria-label={season.title}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5">
          {season.title}
        </Card.Title>
        <p className="mb-1 fw-semibold">
          {t('events.season', { from: formatDate(season.startsAt), to: formatDate(season.endsAt) })}
        </p>
        <p className="mb-1">
          {season.venue} · {t('events.matchCount', { count: season.matchCount })}
        </p>
        <OfferPurchase offer={{ ...season, setupType: 'SEASON' }} />
      </Card.Body>
    </Card>
  );
}
