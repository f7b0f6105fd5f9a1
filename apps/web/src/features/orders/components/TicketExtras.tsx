import type { OrderItem } from '@hokej/contract';
import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { WalletButtons } from '../../../shared/wallet/WalletButtons.tsx';
import { orderTicketBase } from '../../../shared/wallet/walletApi.ts';
import { matchCalendar } from '../api/orderEndpoints.ts';

const t = orderText.view.orders;

/**
 * After a paid ticket (issue 22): the match into the fan's calendar (a public .ics; a season's matches
 * come with the feed in My account), and the ticket into the phone's wallet where the club offers it.
 */
export function TicketExtras({
  orderId,
  item,
  serial,
  calendar = true,
}: {
  orderId: string;
  item: OrderItem;
  serial: string;
  calendar?: boolean;
}) {
  const season = item.setupType === 'SEASON';
  return (
    <div className="d-flex flex-wrap justify-content-end gap-2">
      {season || !calendar ? null : (
        <a
          className="btn btn-outline-secondary btn-sm"
          href={matchCalendar(item.setupUuid)}
          download={orderFiles.matchCalendar()}
          aria-label={orderText.t('orders.addToCalendarLabel', { title: item.title })}
        >
          {t.addToCalendar}
        </a>
      )}
      <WalletButtons base={orderTicketBase(orderId, serial)} serial={serial} season={season} />
    </div>
  );
}
