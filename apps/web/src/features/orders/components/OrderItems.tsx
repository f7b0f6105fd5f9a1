import type { OrderItem } from '@hokej/contract';
import { SetupWhen } from '../../../shared/dates/SetupWhen.tsx';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { TicketActionSlot } from '../../../shared/orders/ticketActionSlot.tsx';
import { SeatReleasePanel } from '../../../shared/seat-release/SeatReleasePanel.tsx';
import { TicketDownloadButton } from './TicketDownloadButton.tsx';
import { TicketExtras } from './TicketExtras.tsx';

/** The serial's line: a ticket given to a friend says it no longer holds. */
const serialKey = (item: OrderItem) =>
  item.transferred
    ? ('orders.transferredSerial' as const)
    : item.setupType === 'SEASON'
      ? ('orders.seasonSerial' as const)
      : ('orders.serial' as const);

/**
 * The tickets of an order: match, date, seat, ticket type, price and, once paid, the serial number;
 * with `ticketsOf` (the order's id, given while its tickets can be printed) a download of each ticket, its
 * match for the calendar and its wallet passes, what another feature offers for it (its transfer); under a season
 * ticket, its seat released for one match. A ticket given to a friend says so and offers none of them but
 * the transfer's state.
 */
export function OrderItems({
  items,
  ticketsOf,
  calendar = true,
}: {
  items: readonly OrderItem[];
  ticketsOf?: string;
  /** false: the page offers the order's matches for the calendar once, not per ticket (the success page). */
  calendar?: boolean;
}) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => {
        const { sector, row, name } = item.seat;
        const seat = checkoutText.t('checkout.seat', { sector, row, name });
        return (
          <li
            key={item.id}
            className="d-flex flex-wrap justify-content-between column-gap-3 py-2 border-bottom"
            data-testid="order-item"
          >
            <div>
              <div className="fw-semibold">{item.title}</div>
              <div className="small text-body-secondary">
                <SetupWhen {...item} />
              </div>
              <div className="small">
                {seat} · {sk.priceTypes[item.ticketType]}
              </div>
              {item.ticketSerial ? (
                <div className="small text-body-secondary">
                  {orderText.t(serialKey(item), { serial: item.ticketSerial })}
                </div>
              ) : null}
            </div>
            <div className="d-flex flex-column align-items-end gap-2">
              <div className="text-nowrap">{formatPrice(item.price)}</div>
              {/* A ticket given to a friend is no longer the fan's: no PDF, no wallet pass (its QR no longer enters). */}
              {ticketsOf && item.ticketSerial && !item.transferred ? (
                <>
                  <TicketDownloadButton
                    orderId={ticketsOf}
                    serial={item.ticketSerial}
                    seat={seat}
                    season={item.setupType === 'SEASON'}
                  />
                  <TicketExtras
                    orderId={ticketsOf}
                    item={item}
                    serial={item.ticketSerial}
                    calendar={calendar}
                  />
                </>
              ) : null}
            </div>
            {ticketsOf && item.ticketSerial ? (
              <TicketActionSlot orderId={ticketsOf} item={item} serial={item.ticketSerial} seat={seat} />
            ) : null}
            {ticketsOf && item.ticketSerial && item.setupType === 'SEASON' ? (
              <SeatReleasePanel ticketId={item.id} seat={item.seat} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
