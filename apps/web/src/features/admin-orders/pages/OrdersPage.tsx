import { ADMIN_REFUND_FILTERS, type AdminRefundFilter } from '@hokej/contract';
import { ORDER_STATUSES, type OrderStatus } from '@hokej/contract/constants';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ListStatus } from '../../../shared/backoffice/ListStatus.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useSearchAdminOrdersQuery } from '../api/orderAdminEndpoints.ts';

const t = skAdminOrders.search;
const PAGE_SIZE = 20;
const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isRefundFilter = (value: string | null): value is AdminRefundFilter =>
  (ADMIN_REFUND_FILTERS as readonly string[]).includes(value ?? '');
type Search = { q: string; status: string; refund: string; page: number };

/**
 * /admin/orders (ADMIN, CASHIER): one search box, a status and a refund filter (transfers to send, late
 * payments to give back); the search lives in the address.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const refundParam = params.get('refund');
  const refund = isRefundFilter(refundParam) ? refundParam : undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [chosen, setChosen] = useState<string>(status ?? '');
  const [refundChosen, setRefundChosen] = useState<string>(refund ?? '');
  const { data, isFetching, isError, refetch } = useSearchAdminOrdersQuery({
    q: q || undefined,
    status,
    refund,
    pageIndex,
  });
  const pages = data ? Math.max(1, Math.ceil(data.totalResults / PAGE_SIZE)) : 1;

  const go = (next: Search) => {
    const search = new URLSearchParams();
    if (next.q.trim()) search.set('q', next.q.trim());
    if (next.status) search.set('status', next.status);
    if (next.refund) search.set('refund', next.refund);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text, status: chosen, refund: refundChosen, page: 1 });
  };

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <Form className="row g-2 align-items-end mb-3" onSubmit={submit} role="search">
        <Form.Group className="col-12 col-md-5" controlId="order-search">
          <Form.Label>{t.label}</Form.Label>
          <Form.Control
            type="search"
            value={text}
            maxLength={100}
            placeholder={t.placeholder}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="order-status">
          <Form.Label>{t.status}</Form.Label>
          <Form.Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t.anyStatus}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {skAdminOrders.status[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="order-refund">
          <Form.Label>{t.refund}</Form.Label>
          <Form.Select value={refundChosen} onChange={(e) => setRefundChosen(e.target.value)}>
            <option value="">{t.anyRefund}</option>
            {ADMIN_REFUND_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t.refundFilter[f]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-12 col-md-2">
          <Button type="submit" className="w-100">
            {t.submit}
          </Button>
        </div>
      </Form>
      <ListStatus
        loading={isFetching && !data}
        failed={isError}
        empty={data?.data.length === 0}
        emptyText={t.empty}
        onRetry={() => refetch()}
      />
      {data && data.data.length > 0 ? (
        <>
          <p className="text-body-secondary small mb-2">{t.found(data.totalResults)}</p>
          <Table responsive hover size="sm" className="align-middle table-stack">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.number}</th>
                <th scope="col">{t.columns.created}</th>
                <th scope="col">{t.columns.buyer}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.payment}</th>
                <th scope="col" className="text-end">
                  {t.columns.tickets}
                </th>
                <th scope="col" className="text-end">
                  {t.columns.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={paths.adminOrder(order.id)}>{order.orderNumber}</Link>
                  </th>
                  <td className="text-nowrap" data-label={t.columns.created}>
                    {formatDateTime(order.createdAt)}
                  </td>
                  <td data-label={t.columns.buyer}>
                    {order.contact.firstName} {order.contact.lastName}
                    <div className="small text-body-secondary text-break">{order.contact.email}</div>
                  </td>
                  <td data-label={t.columns.status}>
                    {partlyPaidText(order.status, order.installmentProgress) ??
                      skAdminOrders.status[order.status]}
                    {order.refundDue ? (
                      <Badge bg="warning" text="dark" className="ms-1">
                        {t.refundDue}
                      </Badge>
                    ) : null}
                    {order.refundToSend ? (
                      <Badge bg="info" text="dark" className="ms-1">
                        {t.refundToSend}
                      </Badge>
                    ) : null}
                  </td>
                  <td data-label={t.columns.payment}>{skAdminOrders.paymentType[order.paymentType]}</td>
                  <td className="text-end" data-label={t.columns.tickets}>
                    {formatCount(order.ticketCount)}
                  </td>
                  <td className="text-end text-nowrap" data-label={t.columns.total}>
                    {formatPrice(order.totalPrice)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {pages > 1 ? (
            <nav className="d-flex align-items-center gap-2" aria-label={t.title}>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={pageIndex <= 1}
                onClick={() => go({ q, status: status ?? '', refund: refund ?? '', page: pageIndex - 1 })}
              >
                {t.previous}
              </Button>
              <span className="small">{t.page(pageIndex, pages)}</span>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={pageIndex >= pages}
                onClick={() => go({ q, status: status ?? '', refund: refund ?? '', page: pageIndex + 1 })}
              >
                {t.next}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
