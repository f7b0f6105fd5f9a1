import type { SetupType } from '@hokej/contract/constants';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useGetAdminSetupsQuery } from '../api/setupAdminEndpoints.ts';

const t = skAdminEvents;

/** /admin/events and /admin/seasons (ADMIN): every match or season, published or not, with its seats. */
export function SetupListPage({ setupType }: { setupType: SetupType }) {
  const k = t.kind[setupType];
  const { data, isLoading, isError } = useGetAdminSetupsQuery(setupType);
  return (
    <>
      <BackOfficeHeader title={k.list} />
      <p>{k.listText}</p>
      <Link className="btn btn-primary mb-4" to={paths.adminSetup(setupType, 'new')}>
        {k.new}
      </Link>
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {data && data.data.length === 0 ? <p>{k.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <Table responsive hover className="align-middle table-stack">
          <thead>
            <tr>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.startsAt}</th>
              <th scope="col">{t.columns.state}</th>
              <th scope="col">{t.columns.seats}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((s) => (
              <tr key={s.id}>
                <td data-label={t.columns.title}>
                  <Link to={paths.adminSetup(setupType, s.id)}>{s.title}</Link>
                  {s.season ? <div className="small text-body-secondary">{s.season.title}</div> : null}
                </td>
                <td data-label={t.columns.startsAt}>{formatDateTime(s.startsAt)}</td>
                <td data-label={t.columns.state}>
                  <Badge bg={s.published ? 'success' : 'secondary'}>
                    {s.published ? t.published : t.draft}
                  </Badge>
                </td>
                <td data-label={t.columns.seats}>
                  {formatCount(s.seats.free)} / {formatCount(s.seats.sold)} / {formatCount(s.seats.held)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
