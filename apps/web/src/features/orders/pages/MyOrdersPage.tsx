import { ORDERS_PAGE_SIZE } from '@hokej/contract';
import { useCallback, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useOrdersQuery } from '../api/orderEndpoints.ts';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrdersPagination } from '../components/OrdersPagination.tsx';
import { pageCount, pageFromSearch } from '../model/paging.ts';

const t = skCheckout.orders;

/** /my-orders: the user's orders, newest first, 5 to a page (spec section 2). */
export function MyOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useOrdersQuery({
    pageIndex: page,
    pageSize: ORDERS_PAGE_SIZE,
  });
  const listTop = useRef<HTMLHeadingElement>(null);
  const count = data ? pageCount(data.totalResults, data.pageSize) : 1;

  const goTo = useCallback(
    (next: number) => {
      setSearch(next === 1 ? {} : { page: String(next) });
      listTop.current?.focus();
    },
    [setSearch],
  );

  useEffect(() => {
    // A page past the end (an order was cancelled and pruned, an old link): show the last one instead.
    if (data && data.data.length === 0 && page > count) goTo(count);
  }, [data, page, count, goTo]);

  const expired = useCallback(() => void refetch(), [refetch]);
  const from = (page - 1) * ORDERS_PAGE_SIZE + 1;

  return (
    <>
      <h1 className="h2 mb-3" ref={listTop} tabIndex={-1}>
        {t.title}
      </h1>
      {isLoading ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      ) : null}
      {isError && !data ? (
        <Alert variant="danger">
          <p>{t.loadFailed}</p>
          <ShopButton variant="danger" onClick={() => refetch()}>
            {sk.common.tryAgain}
          </ShopButton>
        </Alert>
      ) : null}
      {data && data.totalResults === 0 ? (
        <Card className="shadow-sm">
          <Card.Body>
            <p>{t.empty}</p>
            <Link to={paths.events} className="btn btn-primary">
              {t.buy}
            </Link>
          </Card.Body>
        </Card>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <p className="text-body-secondary small" aria-live="polite">
            {t.range(from, from + data.data.length - 1, data.totalResults)}
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
    </>
  );
}
