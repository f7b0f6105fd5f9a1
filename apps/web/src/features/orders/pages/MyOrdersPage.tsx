import { ORDERS_PAGE_SIZE } from '@hokej/contract/constants';
import { type ReactNode, useCallback } from 'react';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { useOrdersQuery } from '../api/orderEndpoints.ts';
import { ListStatus } from '../components/ListStatus.tsx';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrdersPagination } from '../components/OrdersPagination.tsx';
import { usePageCount, usePageInAddress } from '../hooks/usePagedList.ts';

const t = orderText.view.orders;

/**
 * /my-orders: the user's orders, newest first, 5 to a page (spec section 2). `before` and `after` are what other
 * features add around the list (tickets friends passed on, transfers sent), given by the router.
 */
export function MyOrdersPage({ before, after }: { before?: ReactNode; after?: ReactNode }) {
  const { page, goTo, listTop } = usePageInAddress();
  const { data, isLoading, isFetching, isError, refetch } = useOrdersQuery({
    pageIndex: page,
    pageSize: ORDERS_PAGE_SIZE,
  });
  const count = usePageCount(data, page, goTo);

  const expired = useCallback(() => void refetch(), [refetch]);
  const from = (page - 1) * ORDERS_PAGE_SIZE + 1;

  return (
    <>
      <h1 className="h2 mb-3" ref={listTop} tabIndex={-1}>
        {t.title}
      </h1>
      {before}
      <ListStatus
        loading={isLoading}
        failed={isError && !data}
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
      {after}
    </>
  );
}
