import type { SeasonSummary } from '@hokej/contract';
import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';

/** One season-ticket offer: the season, its matches, price from and a buy button. */
export function SeasonCard({ season }: { season: SeasonSummary }) {
  const [expanded, setExpanded] = useState(false);
  const infoId = useId();
  const canBuy = season.onSale && season.availableSeats > 0;
  return (
    <Card as="article" className="h-100 shadow-sm" aria-label={season.title}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5">
          {season.title}
        </Card.Title>
        <p className="mb-1 fw-semibold">
          {sk.events.season(formatDate(season.startsAt), formatDate(season.endsAt))}
        </p>
        <p className="mb-1">
          {season.venue} · {sk.events.matchCount(season.matchCount)}
        </p>
        <p className="mb-1">{sk.events.priceFrom(formatPrice(season.priceFrom))}</p>
        <p className={season.availableSeats === 0 ? 'text-danger mb-3' : 'text-success mb-3'}>
          {season.onSale ? sk.events.available(season.availableSeats) : sk.events.notOnSale}
        </p>
        {expanded ? (
          <p id={infoId} className="small">
            {season.description}
          </p>
        ) : null}
        <div className="mt-auto d-flex flex-wrap gap-2">
          {canBuy ? (
            <Link className="btn btn-primary" to={paths.arena('SEASON', season.uuid)}>
              {sk.events.buy}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              {season.onSale ? sk.events.soldOut : sk.events.notOnSale}
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
