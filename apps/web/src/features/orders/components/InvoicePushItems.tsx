import type { InvoicePush } from '@hokej/contract';
import { sk } from '../../../shared/i18n/sk.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';

type Item = Extract<InvoicePush, { kind: 'ORDER' }>['items'][number];

/** The seats an invoice push link pays for: the match or season, the seat and the ticket type. */
export function InvoicePushItems({ items }: { items: Item[] }) {
  return (
    <ul className="list-unstyled mb-3">
      {items.map((item) => (
        <li
          key={`${item.title}-${item.seat.sector}-${item.seat.row}-${item.seat.name}`}
          className="py-2 border-bottom"
          data-testid="invoice-item"
        >
          <div className="fw-semibold">{item.title}</div>
          <div className="small">
            {checkoutText.t('checkout.seat', { ...item.seat })} · {sk.priceTypes[item.ticketType]}
          </div>
        </li>
      ))}
    </ul>
  );
}
