import '../sales.css';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useGetSalesDetailQuery, useGetSeatHeatMapQuery } from '../api/salesEndpoints.ts';
import { SalesChart } from '../components/SalesChart.tsx';
import { SalesCsvButtons } from '../components/SalesCsvButtons.tsx';
import { SalesFigures } from '../components/SalesFigures.tsx';
import { SeatHeatMap } from '../components/SeatHeatMap.tsx';

const c = skAdminSales.common;

function Failed({ retry }: { retry: () => void }) {
  return (
    <Alert variant="danger">
      {c.loadFailed}{' '}
      <Button size="sm" variant="outline-danger" onClick={retry}>
        {c.retry}
      </Button>
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mb-4 shadow-sm">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/** /admin/sales/:id (ADMIN): one match's or season's seats, revenue, sales per day, seat heat-map and exports. */
export function SalesDetailPage() {
  const { id = '' } = useParams();
  const detail = useGetSalesDetailQuery(id);
  const heat = useGetSeatHeatMapQuery(id);
  const d = detail.data;
  return (
    <>
      <Link to={paths.adminSales} className="small">
        ← {skAdminSales.detail.back}
      </Link>
      {detail.isLoading ? <Skeleton heading blocks={3} blockHeight={12} className="mt-2" /> : null}
      {detail.isError ? <Failed retry={() => detail.refetch()} /> : null}
      {d ? (
        <>
          <h1 className="h2 mt-1 mb-1">{d.title}</h1>
          <p className="text-body-secondary">
            {skAdminSales.setupType[d.setupType]} · {formatDateTime(d.startsAt)}
          </p>
          {d.setupType === 'EVENT' ? (
            <p>
              <Link to={paths.adminEventWaitingList(d.id)} className="btn btn-outline-primary btn-sm">
                {skAdminSales.detail.waitingListLink}
              </Link>
            </p>
          ) : null}
          <Section title={skAdminSales.detail.figures}>
            <SalesFigures detail={d} />
          </Section>
          <Section title={skAdminSales.chart.title}>
            <SalesChart days={d.timeline} />
          </Section>
          <Section title={skAdminSales.exports.title}>
            <p className="small text-body-secondary">{skAdminSales.exports.intro}</p>
            <SalesCsvButtons setupId={d.id} />
          </Section>
        </>
      ) : null}
      {/* Below the figures once they are there: arriving above it, they would push the map down the screen. */}
      {detail.isLoading ? null : (
        <Section title={skAdminSales.heatMap.title}>
          <p className="small text-body-secondary">{skAdminSales.heatMap.intro}</p>
          {heat.isLoading ? <Skeleton blocks={1} blockHeight={30} /> : null}
          {heat.isError ? <Failed retry={() => heat.refetch()} /> : null}
          {heat.data ? <SeatHeatMap map={heat.data} /> : null}
        </Section>
      )}
    </>
  );
}
