import type { SetupType, ShopLanguage } from '@hokej/contract/constants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { freeSeatsText, sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';

type Offer = {
  setupType: SetupType;
  uuid: string;
  priceFrom: number;
  availableSeats: number;
  onSale: boolean;
  description: string;
  /** The description's language (the club's Slovak where it has no English one), marked `lang`. */
  descriptionLanguage: ShopLanguage;
};

/**
 * The buying part of a match or season card: price from, availability, more info (the club's description,
 * marked with its language: a Slovak one in the English shop is read out as Slovak) and the buy button.
 */
export function OfferPurchase({ offer }: { offer: Offer }) {
  const [expanded, setExpanded] = useState(false);
  const infoId = useId();
  const soldOut = offer.availableSeats === 0;
  const canBuy = offer.onSale && !soldOut;
  return (
    <>
      <p className="mb-1">{t('events.priceFrom', { price: formatPrice(offer.priceFrom) })}</p>
      <p className={soldOut ? 'text-danger mb-3' : 'text-success mb-3'}>
        {offer.onSale ? freeSeatsText(offer.availableSeats) : sk.events.notOnSale}
      </p>
      {expanded ? (
        <p id={infoId} className="small" lang={offer.descriptionLanguage}>
          {offer.description}
        </p>
      ) : null}
      <div className="mt-auto d-flex flex-wrap gap-2">
        {canBuy ? (
          <Link className="btn btn-primary" to={paths.arena(offer.setupType, offer.uuid)}>
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
    </>
  );
}
