import type { OrderItem } from '@hokej/contract';
import { Link } from 'react-router';
import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { matchCalendar } from '../api/orderEndpoints.ts';

const t = orderText.view.orders;

/**
 * "Pridať do kalendára" for a paid order (issue 22): each of its matches once, as the public .ics of the
 * match; a season ticket's matches come with the fan's own feed in My account.
 */
export function OrderCalendarLinks({ items }: { items: readonly OrderItem[] }) {
  const matches = [
    ...new Map(items.filter((i) => i.setupType !== 'SEASON').map((i) => [i.setupUuid, i])).values(),
  ];
  const season = items.some((i) => i.setupType === 'SEASON');
  return (
    <>
      {matches.map((item) => (
        <a
          key={item.setupUuid}
          className="btn btn-outline-primary"
          href={matchCalendar(item.setupUuid)}
          download={orderFiles.matchCalendar()}
          aria-label={orderText.t('orders.addMatchToCalendar', { title: item.title })}
        >
          {matches.length > 1
            ? orderText.t('orders.addMatchToCalendar', { title: item.title })
            : t.addOrderToCalendar}
        </a>
      ))}
      {season ? (
        <Link to={paths.account} className="btn btn-outline-primary">
          {t.addSeasonToCalendar}
        </Link>
      ) : null}
    </>
  );
}
