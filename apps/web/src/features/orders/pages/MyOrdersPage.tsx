import { ORDERS_PAGE_SIZE } from '@hokej/contract/constants';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { usePaymentTypesQuery } from '../../../shared/payment/paymentTypesApi.ts';
import { useWalletAvailabilityQuery } from '../../../shared/wallet/walletApi.ts';
import { useOrdersQuery } from '../api/orderEndpoints.ts';
import { ListStatus } from '../components/ListStatus.tsx';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrdersPagination } from '../components/OrdersPagination.tsx';
import { usePageCount, usePageInAddress } from '../hooks/usePagedList.ts';

const t = orderText.view.orders;

/** True from the first render at which `now` is, on. */
function useOnceTrue(now: boolean) {
  const [was, setWas] = useState(false);
  useEffect(() => {
    if (now) setWas(true);
  }, [now]);
  return was || now;
}

type MyOrdersPageProps = {
  /** What other features add around the list (tickets friends passed on, transfers sent), given by the app. */
  before?: ReactNode;
  after?: ReactNode;
  /** True while what they add is still loading: the list waits for it, so it is not pushed down after. */
  waitFor?: boolean;
};

/**
 * /my-orders: the user's orders, newest first, 5 to a page (spec section 2). The list is drawn once everything
 * its cards show is in (the wallets the club offers, whether it takes cards, what `before` and `after` need):
 * a part arriving later would move the cards under the fan's eyes (issue 19, no layout shift).
 */
export function MyOrdersPage({ before, after, waitFor = false }: MyOrdersPageProps) {
  const { page, goTo, listTop } = usePageInAddress();
  const orders = useOrdersQuery({ pageIndex: page, pageSize: ORDERS_PAGE_SIZE });
  const wallets = useWalletAvailabilityQuery();
  const paymentTypes = usePaymentTypesQuery();
  // A failed answer of the others counts as in (no wallet buttons, cards offered), never as a wait. Once drawn,
  // the list stays: the cards' own use of a failed query asks for it again, and that must not take it away.
  const ready = useOnceTrue(!(orders.isLoading || waitFor || wallets.isLoading || paymentTypes.isLoading));
  const { isFetching, isError, refetch } = orders;
  const data = ready ? orders.data : undefined;
  const count = usePageCount(data, page, goTo);

  const expired = useCallback(() => void refetch(), [refetch]);
  const from = (page - 1) * ORDERS_PAGE_SIZE + 1;

  return (
    <>
      <h1 className="h2 mb-3" ref={listTop} tabIndex={-1}>
        {t.title}
      </h1>
      {ready ? before : null}
      <ListStatus
        loading={!ready}
        failed={ready && isError && !data}
        empty={data?.totalResults === 0}
        failedText={t.loadFailed}
        emptyText={t.empty}
        onRetry={() => void refetch()}
      />
      {data && data.data.length > 0 ? (
        <>
          <p className="text-body-secondary small" aria-live="polite">
            {orderText.t('orders.range', { from, to: from + data.data.length - 1, total: data.totalResults })}
          </p>
          <div className="d-flex flex-column gap-3 mb-4" aria-busy={isFetching}>
            {data.data.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                diffTimestamp={data.diffTimestamp}
                onExpired={expired}
              />
            ))}
          </div>
          <OrdersPagination page={page} count={count} onPage={goTo} />
        </>
      ) : null}
      {ready ? after : null}
    </>
  );
}
