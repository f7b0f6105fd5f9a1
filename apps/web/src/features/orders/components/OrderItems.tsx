import type { OrderItem } from '@hokej/contract';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';

/** The tickets of an order: match, date, seat, ticket type, price and, once paid, the serial number. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => {
        const { sector, row, name } = item.seat;
        return (
          <li
            key={item.id}
            className="d-flex justify-content-between gap-3 py-2 border-bottom"
            data-testid="order-item"
          >
            <div>
              <div className="fw-semibold">{item.title}</div>
              <div className="small text-body-secondary">
                <time dateTime={item.startsAt}>{formatDateTime(item.startsAt)}</time>
              </div>
              <div className="small">
                {skCheckout.checkout.seat(sector, row, name)} · {sk.priceTypes[item.ticketType]}
              </div>
              {item.ticketSerial ? (
                <div className="small text-body-secondary">{skCheckout.orders.serial(item.ticketSerial)}</div>
              ) : null}
            </div>
            <div className="text-nowrap">{formatPrice(item.price)}</div>
          </li>
        );
      })}
    </ul>
  );
}
