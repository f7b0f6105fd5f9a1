import type { SeasonTicketOffer } from '@hokej/contract';
import Table from 'react-bootstrap/Table';
import { formatPrice } from '../../../shared/format/money.ts';
import { priceRange, sk } from '../../../shared/i18n/sk.ts';

/**
 * The season-ticket categories (GOLD, SILVER, …) with their price range; each category's description from
 * the shop's dictionary, so it follows the shop's language (the API's is the contract's Slovak).
 */
export function SeasonOffers({ offers }: { offers: SeasonTicketOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="season-offers-title" className="mt-4">
      <h2 id="season-offers-title" className="h4">
        {sk.events.offersTitle}
      </h2>
      <Table responsive striped size="sm">
        <tbody>
          {offers.map((offer) => (
            <tr key={`${offer.seasonUuid}-${offer.category}`}>
              <th scope="row">{sk.priceTypes[offer.category]}</th>
              <td className="small">{sk.seasonCategoryDescriptions[offer.category]}</td>
              <td className="text-nowrap text-end">
                {priceRange(formatPrice(offer.priceFrom), formatPrice(offer.priceTo))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
