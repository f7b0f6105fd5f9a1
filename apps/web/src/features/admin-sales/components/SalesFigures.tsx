import type { Revenue, SalesDetail } from '@hokej/contract';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { formatPrice } from '../../../shared/format/money.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { sharePercent } from '../model/salesPercent.ts';

const t = skAdminSales.detail;
const SEAT_STATES = ['sold', 'held', 'free', 'disabled', 'reserved'] as const;

function RevenueCells({ revenue }: { revenue: Revenue }) {
  return (
    <>
      <td className="text-end">{formatPrice(revenue.netCents)}</td>
      <td className="text-end">{formatPrice(revenue.vatCents)}</td>
      <td className="text-end fw-semibold">{formatPrice(revenue.totalCents)}</td>
    </>
  );
}

function RevenueTable({
  caption,
  first,
  count,
  rows,
}: {
  caption: string;
  first: string;
  count: ReactNode;
  rows: Array<{ key: string; label: string; cells: ReactNode; revenue: Revenue }>;
}) {
  return (
    <Table size="sm" striped responsive className="caption-top">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {count}
          <th scope="col" className="text-end">
            {t.net}
          </th>
          <th scope="col" className="text-end">
            {t.vat}
          </th>
          <th scope="col" className="text-end">
            {t.totalWithVat}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells}
            <RevenueCells revenue={row.revenue} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The seats by state, the revenue with its VAT, and the revenue by payment type and by ticket type. */
export function SalesFigures({ detail }: { detail: SalesDetail }) {
  const { seats } = detail;
  return (
    <div className="row g-4">
      <section className="col-12 col-lg-5" aria-labelledby="sales-seats">
        <h3 id="sales-seats" className="h6">
          {t.seats}
        </h3>
        <Table size="sm" striped>
          <caption className="visually-hidden">{t.seatsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.state}</th>
              <th scope="col" className="text-end">
                {t.count}
              </th>
              <th scope="col" className="text-end">
                {t.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {SEAT_STATES.map((state) => (
              <tr key={state} data-state={state}>
                <th scope="row">{t.seatStates[state]}</th>
                <td className="text-end">{formatCount(seats[state])}</td>
                <td className="text-end text-nowrap">{sharePercent(seats[state], seats.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              <td className="text-end fw-semibold">{formatCount(seats.total)}</td>
              <td />
            </tr>
          </tfoot>
        </Table>
      </section>
      <section className="col-12 col-lg-7" aria-labelledby="sales-revenue">
        <h3 id="sales-revenue" className="h6">
          {t.revenue}
        </h3>
        <p className="display-6 mb-1" data-testid="revenue-total">
          {formatPrice(detail.revenue.totalCents)}
        </p>
        <p className="text-body-secondary small">
          {t.net} {formatPrice(detail.revenue.netCents)} · {t.vat} {formatPrice(detail.revenue.vatCents)} ·{' '}
          {t.discount} {formatPrice(detail.discountCents)}
          <br />
          {t.revenueSummary(detail.paidOrders, detail.ticketsSold)}
        </p>
        {detail.byPaymentType.length === 0 ? (
          <p>{t.noRevenue}</p>
        ) : (
          <>
            <RevenueTable
              caption={t.byPaymentType}
              first={t.paymentType}
              count={
                <>
                  <th scope="col" className="text-end">
                    {t.orders}
                  </th>
                  <th scope="col" className="text-end">
                    {t.tickets}
                  </th>
                </>
              }
              rows={detail.byPaymentType.map((p) => ({
                key: p.paymentType,
                label: t.paymentTypes[p.paymentType],
                cells: (
                  <>
                    <td className="text-end">{formatCount(p.orders)}</td>
                    <td className="text-end">{formatCount(p.tickets)}</td>
                  </>
                ),
                revenue: p,
              }))}
            />
            <RevenueTable
              caption={t.byTicketType}
              first={t.ticketType}
              count={
                <th scope="col" className="text-end">
                  {t.pieces}
                </th>
              }
              rows={detail.byTicketType.map((p) => ({
                key: p.ticketType,
                label: t.ticketTypes[p.ticketType] ?? p.ticketType,
                cells: <td className="text-end">{formatCount(p.count)}</td>,
                revenue: p,
              }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
