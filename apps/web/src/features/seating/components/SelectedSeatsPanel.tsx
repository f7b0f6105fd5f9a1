import type { CartItem, Price } from '@hokej/contract';
import { SEASON_CATEGORIES, seasonCategoryAllowed } from '@hokej/contract/constants';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { CartCountdown } from '../../../shared/cart/CartCountdown.tsx';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { earliestExpiry } from '../../../shared/cart/cartCountdown.ts';
import { heldCount } from '../../../shared/cart/cartItems.ts';
import { formatTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { useSession } from '../../../shared/session/useSession.ts';

interface SelectedSeatsPanelProps {
  cart: Cart | undefined;
  /** My items in this event or season. */
  items: CartItem[];
  /** The prices of the sector on the map: its categories are the ones a seat of this sector can have. */
  prices: Price[];
  /** The sector on the map: a seat held in another sector keeps its type here (changed on its own sector). */
  sector: string;
  isSeason: boolean;
  atLimit: boolean;
  busy: boolean;
  onRemove: (item: CartItem) => void;
  onTicketType: (item: CartItem, ticketType: CartItem['ticketType']) => void;
}

/**
 * "Vybrané miesta": my held seats with ticket type, price, remove button, hold time and the seat limit; the
 * countdown, or in its place the notice of lapsed seats with each lapsed line removable. "Pokračovať do košíka"
 * is on the selection bar under the map, one Tab from it.
 */
export function SelectedSeatsPanel(props: SelectedSeatsPanelProps) {
  const { cart, items, isSeason, atLimit, busy, onRemove, onTicketType } = props;
  const { roles } = useSession();
  // B2B season tickets are offered only to B2B accounts (the API refuses others).
  const prices = props.prices.filter((price) => seasonCategoryAllowed(price.ticketType, roles));
  // The club sells some categories (Gold: the centre) only in some sectors: say which this one does not.
  const notHere = isSeason
    ? SEASON_CATEGORIES.filter(
        (category) =>
          seasonCategoryAllowed(category, roles) && !prices.some((price) => price.ticketType === category),
      )
    : [];
  const expiry = cart ? earliestExpiry(cart.items) : null;
  const held = heldCount(cart?.items);
  const otherItems = held - items.length;
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return (
    <Card as="aside" aria-labelledby="selected-seats-title" className="selected-seats shadow-sm">
      <Card.Body>
        <Card.Title as="h2" id="selected-seats-title" className="h5" tabIndex={-1}>
          {sk.seats.selectedTitle}
        </Card.Title>
        <CartCountdown cart={cart} className="d-block mb-2" />
        {expiry !== null && items.length > 0 ? (
          <p className="small mb-2" data-testid="reserved-until">
            {t('seats.reservedUntil', { time: formatTime(expiry) })}
          </p>
        ) : null}
        {/* Not a live region: the hold that reached the limit, or the toast of a pick past it, says it once. */}
        {atLimit ? (
          <p className="alert alert-warning py-2 small" data-testid="seat-limit">
            {sk.seats.maxTickets}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="small text-body-secondary mb-0">{sk.seats.noneSelected}</p>
        ) : null}
        <ListGroup variant="flush">
          {items.map((item) => (
            <ListGroup.Item key={item.id} className="px-0" data-testid="selected-seat">
              <div className="d-flex justify-content-between align-items-center gap-2">
                <strong>
                  {t('seats.title', { sector: item.seat.sector })},{' '}
                  {t('seats.seatInCart', { row: item.seat.row, name: item.seat.name })}
                </strong>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={busy}
                  aria-label={t('seats.removeLabel', { row: item.seat.row, name: item.seat.name })}
                  onClick={() => onRemove(item)}
                >
                  {sk.seats.remove}
                </button>
              </div>
              <div className="d-flex justify-content-between align-items-center gap-2 mt-1">
                {item.seat.sector === props.sector ? (
                  <Form.Select
                    size="sm"
                    className="w-auto"
                    aria-label={isSeason ? sk.seats.seasonCategory : sk.seats.ticketType}
                    value={item.ticketType}
                    disabled={busy || prices.length < 2}
                    onChange={(e) => onTicketType(item, e.target.value as CartItem['ticketType'])}
                  >
                    {prices.map((price) => (
                      <option key={price.ticketType} value={price.ticketType}>
                        {sk.priceTypes[price.ticketType]} – {formatPrice(price.price)}
                      </option>
                    ))}
                  </Form.Select>
                ) : (
                  <span className="small">{sk.priceTypes[item.ticketType]}</span>
                )}
                <span className="text-nowrap">{formatPrice(item.price)}</span>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
        {items.length > 0 ? (
          <p className="d-flex justify-content-between fw-semibold border-top pt-2 mt-2 mb-3">
            <span>{sk.seats.total}</span>
            <span>{formatPrice(total)}</span>
          </p>
        ) : null}
        {notHere.length > 0 ? (
          <p className="small text-body-secondary" data-testid="categories-not-here">
            {t('seats.categoriesNotHere', {
              count: notHere.length,
              sector: props.sector,
              categories: notHere.map((category) => sk.priceTypes[category]).join(', '),
            })}
          </p>
        ) : null}
        {otherItems > 0 ? (
          <p className="small text-body-secondary">
            {t('seats.otherSetups', { seats: t('units.seats', { count: otherItems }) })}
          </p>
        ) : null}
      </Card.Body>
    </Card>
  );
}
