import type { SalesSummary } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useGetSalesOverviewQuery } from '../api/salesEndpoints.ts';
import { sharePercent } from '../model/salesPercent.ts';

const t = skAdminSales.overview;
const c = skAdminSales.common;

/** Sold seats out of those that can be sold (disabled and club-kept seats are not for sale). */
export function occupancy(s: SalesSummary['seats']): string {
  return sharePercent(s.sold, s.sold + s.held + s.free);
}

function SalesRow({ row }: { row: SalesSummary }) {
  const { seats } = row;
  return (
    <tr data-setup={row.id}>
      <th scope="row">
        <Link to={paths.adminSalesDetail(row.id)} aria-label={t.detailLink(row.title)}>
          {row.title}
        </Link>{' '}
        <Badge bg="light" text="dark" className="border">
          {skAdminSales.setupType[row.setupType]}
        </Badge>
        {row.published ? null : (
          <Badge bg="secondary" className="ms-1">
            {t.unpublished}
          </Badge>
        )}
      </th>
      <td>{formatDateTime(row.startsAt)}</td>
      <td className="text-end">{formatCount(seats.sold)}</td>
      <td className="text-end">{formatCount(seats.held)}</td>
      <td className="text-end">{formatCount(seats.free)}</td>
      <td className="text-end">{formatCount(seats.disabled + seats.reserved)}</td>
      <td className="text-end text-nowrap">{occupancy(seats)}</td>
      <td className="text-end fw-semibold">{formatPrice(row.revenue.totalCents)}</td>
    </tr>
  );
}

/** /admin/sales (ADMIN): every match and season offer with its seats and revenue, linking to its detail. */
export function SalesOverviewPage() {
  const { data, isLoading, isError, refetch } = useGetSalesOverviewQuery();
  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {isLoading ? <Spinner animation="border" role="status" aria-label={c.loading} /> : null}
      {isError ? (
        <Alert variant="danger">
          {c.loadFailed}{' '}
          <Button size="sm" variant="outline-danger" onClick={() => refetch()}>
            {c.retry}
          </Button>
        </Alert>
      ) : null}
      {data && data.data.length === 0 ? <p>{t.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <Table striped hover responsive className="align-middle">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.event}</th>
              <th scope="col">{t.date}</th>
              <th scope="col" className="text-end">
                {t.sold}
              </th>
              <th scope="col" className="text-end">
                {t.held}
              </th>
              <th scope="col" className="text-end">
                {t.free}
              </th>
              <th scope="col" className="text-end">
                <abbr title={t.unavailableHint}>{t.unavailable}</abbr>
              </th>
              <th scope="col" className="text-end">
                {t.occupancy}
              </th>
              <th scope="col" className="text-end">
                {t.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((row) => (
              <SalesRow key={row.id} row={row} />
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
