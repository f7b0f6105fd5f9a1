import type { ArenaResponse } from '@hokej/contract';
import { formatPrice } from '../../../shared/format/money.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { bandColour, priceBands } from '../../../shared/seating/priceBands.ts';
import '../../../shared/seating/arenaMap.css';

/** The arena's price bands, cheapest first: one swatch each, named by the band's adult (or CLASSIC) price. */
export function PriceBandLegend({ arena }: { arena: ArenaResponse }) {
  const bands = priceBands(arena);
  return (
    <figure className="arena-legend small mb-0" aria-label={seatPickerText.view.bandsTitle}>
      <figcaption className="fw-semibold mb-1">{seatPickerText.view.bandsTitle}</figcaption>
      <ul className="list-inline mb-0" data-testid="price-bands">
        {bands.map((price) => (
          <li key={price} className="list-inline-item me-3">
            <span
              className="legend-swatch me-1"
              aria-hidden="true"
              style={{ background: bandColour(bands, price) }}
            />
            {formatPrice(price)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
