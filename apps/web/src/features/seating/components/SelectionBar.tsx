import type { CartItem } from '@hokej/contract';
import { Link } from 'react-router';
import { CartCountdown } from '../../../shared/cart/CartCountdown.tsx';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { paths } from '../../../shared/routes/paths.ts';

interface SelectionBarProps {
  cart: Cart | undefined;
  /** My held seats in this match or season. */
  items: CartItem[];
  /** All seats held in the cart (other matches too): "Pokračovať" shows when there is any. */
  held: number;
}

/**
 * The selection, its total, the countdown and "Pokračovať do košíka", right after the map in the tab order
 * (one Tab from the grid) and stuck to the bottom of a phone's screen.
 */
export function SelectionBar({ cart, items, held }: SelectionBarProps) {
  if (held === 0) return null;
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return (
    <section
      className="seat-selection-bar"
      aria-label={seatPickerText.view.barTitle}
      data-testid="selection-bar"
    >
      <div className="seat-selection-summary">
        <span className="fw-semibold">
          {seatPickerText.t('barCount', { seats: t('units.seats', { count: items.length }) })}
        </span>
        {items.length > 0 ? (
          <span>
            {sk.seats.total} <strong>{formatPrice(total)}</strong>
          </span>
        ) : null}
        <CartCountdown cart={cart} className="small" />
      </div>
      <Link to={paths.checkout} className="btn btn-success">
        {sk.seats.continueToCart}
      </Link>
    </section>
  );
}
