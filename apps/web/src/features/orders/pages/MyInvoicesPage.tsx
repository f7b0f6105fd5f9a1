import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useInvoicesQuery } from '../api/orderEndpoints.ts';
import { InvoiceButton } from '../components/InvoiceButton.tsx';
import { ListStatus } from '../components/ListStatus.tsx';
import { OrdersPagination } from '../components/OrdersPagination.tsx';
import { usePageCount, usePageInAddress } from '../hooks/usePagedList.ts';

const t = orderText.view.invoices;
const o = orderText.view.orders;
const PAGE_SIZE = 10;
const paymentLabel = (type: 'CARD' | 'BANK_TRANSFER' | 'INSTALLMENTS') =>
  ({ CARD: o.card, BANK_TRANSFER: o.bankTransfer, INSTALLMENTS: o.installments })[type];

/** /invoice: the user's invoices, newest first, each downloadable as its PDF. */
export function MyInvoicesPage() {
  const { page, goTo, listTop } = usePageInAddress();
  const { data, isLoading, isFetching, isError, refetch } = useInvoicesQuery({
    pageIndex: page,
    pageSize: PAGE_SIZE,
  });
  const count = usePageCount(data, page, goTo);

  return (
    <>
      <h1 className="h2 mb-2" ref={listTop} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="text-body-secondary">
        {t.intro} <Link to={paths.account}>{t.accountLink}</Link>
      </p>
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
          <Table responsive className="align-middle table-stack" aria-busy={isFetching}>
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
                      {orderText.t('invoices.orderShort', { orderNumber: invoice.orderNumber })}
                    </span>
                  </th>
                  <td data-label={t.issued}>
                    <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
                  </td>
                  <td className="d-none d-md-table-cell" data-label={t.order}>
                    {invoice.orderNumber}
                  </td>
                  <td className="d-none d-md-table-cell" data-label={t.paymentType}>
                    {paymentLabel(invoice.paymentType)}
                  </td>
                  <td className="text-end text-nowrap" data-label={t.total}>
                    {formatPrice(invoice.total)}
                  </td>
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
