import { useCallback, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useInvoicesQuery } from '../api/orderEndpoints.ts';
import { InvoiceButton } from '../components/InvoiceButton.tsx';
import { OrdersPagination } from '../components/OrdersPagination.tsx';
import { pageCount, pageFromSearch } from '../model/paging.ts';

const t = skCheckout.invoices;
const o = skCheckout.orders;
const PAGE_SIZE = 10;
const paymentLabel = { CARD: o.card, BANK_TRANSFER: o.bankTransfer, INSTALLMENTS: o.installments };

/** /invoice: the user's invoices, newest first, each downloadable as its PDF. */
export function MyInvoicesPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useInvoicesQuery({
    pageIndex: page,
    pageSize: PAGE_SIZE,
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
    if (data && data.data.length === 0 && page > count) goTo(count);
  }, [data, page, count, goTo]);

  return (
    <>
      <h1 className="h2 mb-2" ref={listTop} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="text-body-secondary">
        {t.intro} <Link to={paths.account}>{t.accountLink}</Link>
      </p>
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
              {o.buy}
            </Link>
          </Card.Body>
        </Card>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <Table responsive className="align-middle" aria-busy={isFetching}>
            <caption className="caption-top">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.issued}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t.order}
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t.paymentType}
                </th>
                <th scope="col" className="text-end">
                  {t.total}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t.download}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((invoice) => (
                <tr key={invoice.number} data-testid="invoice">
                  <th scope="row">
                    {invoice.number}
                    <span className="d-block d-md-none small fw-normal text-body-secondary">
                      {t.orderShort(invoice.orderNumber)}
                    </span>
                  </th>
                  <td>
                    <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
                  </td>
                  <td className="d-none d-md-table-cell">{invoice.orderNumber}</td>
                  <td className="d-none d-md-table-cell">{paymentLabel[invoice.paymentType]}</td>
                  <td className="text-end text-nowrap">{formatPrice(invoice.total)}</td>
                  <td className="text-end">
                    <InvoiceButton
                      orderId={invoice.orderId}
                      orderNumber={invoice.orderNumber}
                      size="sm"
                      label={t.download}
                      accessibleName={`${o.downloadInvoice} ${invoice.number}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <OrdersPagination page={page} count={count} onPage={goTo} label={t.pagination} />
        </>
      ) : null}
    </>
  );
}
