import type { RenewalOffer } from '@hokej/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { RelocationTurnNote } from './RelocationTurnNote.tsx';

const t = renewalText.view;

/** One offer: the kept seat, its price, the deadline, and "Obnoviť" (into the checkout) or "Odmietnuť". */
export function RenewalOfferCard({
  offer,
  highlighted,
  declining,
  onDecline,
}: {
  offer: RenewalOffer;
  highlighted: boolean;
  declining: boolean;
  onDecline: () => void;
}) {
  const seat = renewalText.t('seat', offer.seat);
  const headingId = `renewal-${offer.id}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={`shadow-sm mb-3${highlighted ? ' border-primary border-2' : ''}`}
      data-testid="renewal-offer"
    >
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {offer.seasonTitle}
          </h2>
          <Badge bg={offer.status === 'RENEWED' ? 'success' : 'secondary'}>{t.states[offer.status]}</Badge>
        </div>
        <p className="fw-semibold mb-1">{seat}</p>
        <p className="text-body-secondary small mb-2">
          {renewalText.t('from', { season: offer.previousSeasonTitle })}
        </p>
        <dl className="row small mb-2">
          <dt className="col-5 col-sm-3">{t.category}</dt>
          <dd className="col-7 col-sm-9 mb-1">
            {sk.priceTypes[offer.category]}
            {offer.plasticCard ? `, ${t.plasticCard}` : ''}
          </dd>
          {offer.price !== null ? (
            <>
              <dt className="col-5 col-sm-3">{t.price}</dt>
              <dd className="col-7 col-sm-9 mb-1">{formatPrice(offer.price)}</dd>
            </>
          ) : null}
          {offer.holderName ? (
            <>
              <dt className="col-5 col-sm-3">{t.holder}</dt>
              <dd className="col-7 col-sm-9 mb-1">{offer.holderName}</dd>
            </>
          ) : null}
        </dl>
        {offer.open ? (
          <>
            <p className="small mb-2">
              {renewalText.t('deadline', { date: formatDateTime(offer.renewalTo) })}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link
                to={paths.renewalCheckout(offer.id)}
                className="btn btn-primary"
                aria-label={renewalText.t('renewLabel', { seat })}
              >
                {t.renew}
              </Link>
              <ShopButton
                variant="secondary"
                onClick={onDecline}
                disabled={declining}
                aria-label={renewalText.t('declineLabel', { seat })}
              >
                {t.decline}
              </ShopButton>
            </div>
          </>
        ) : null}
        {offer.relocation ? <RelocationTurnNote offer={offer} seat={seat} /> : null}
      </Card.Body>
    </Card>
  );
}
