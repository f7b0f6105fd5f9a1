import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ListStatus } from '../../../shared/backoffice/ListStatus.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAuditLog as t } from '../../../shared/i18n/skAdminContent.ts';
import { useGetAuditLogQuery } from '../api/auditLogEndpoints.ts';
import { AuditChanges } from '../components/AuditChanges.tsx';
import '../admin-content.css';

const PAGE_SIZE = 20;
/** The Slovak name of a code; an entry older than the names (or a new code) shows the code itself. */
const named = (names: Record<string, string>, code: string) => names[code] ?? code;

/** /admin/audit-log (ADMIN): every admin action, newest first, a page at a time, filtered by the kind of thing. */
export function AuditLogPage() {
  const [entity, setEntity] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const { data, isFetching, isError, refetch } = useGetAuditLogQuery({
    pageIndex,
    pageSize: PAGE_SIZE,
    ...(entity ? { entity } : {}),
  });
  const pages = data ? Math.max(1, Math.ceil(data.totalResults / PAGE_SIZE)) : 1;

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      <Form.Group controlId="audit-entity" className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t.entity}</Form.Label>
        <Form.Select
          value={entity}
          onChange={(event) => {
            setEntity(event.target.value);
            setPageIndex(1);
          }}
        >
          <option value="">{t.allEntities}</option>
          {Object.entries(t.entities).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <ListStatus
        loading={isFetching && !data}
        failed={isError}
        empty={data?.data.length === 0}
        emptyText={t.empty}
        onRetry={() => refetch()}
      />
      {data && data.data.length > 0 ? (
        <Table responsive className="align-top audit-table" aria-busy={isFetching}>
          <caption className="caption-top">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.when}</th>
              <th scope="col">{t.columns.who}</th>
              <th scope="col">{t.columns.action}</th>
              <th scope="col">{t.columns.thing}</th>
              <th scope="col">{t.columns.changes}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((entry) => (
              <tr key={entry.id}>
                <td className="text-nowrap">{formatDateTime(entry.createdAt)}</td>
                <td>
                  {entry.actor ? (
                    <>
                      {entry.actor.name || entry.actor.email}
                      <div className="small text-body-secondary">{entry.actor.email}</div>
                    </>
                  ) : (
                    t.nobody
                  )}
                </td>
                <td>{named(t.actions, entry.action)}</td>
                <td>
                  {named(t.entities, entry.entity)}
                  {entry.entityId ? (
                    <div className="small text-body-secondary text-break">{entry.entityId}</div>
                  ) : null}
                </td>
                <td>
                  <AuditChanges before={entry.before} after={entry.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {data && data.totalResults > 0 ? (
        <nav aria-label={t.pagination} className="d-flex flex-wrap align-items-center gap-2">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageIndex <= 1 || isFetching}
            onClick={() => setPageIndex((i) => i - 1)}
          >
            ← {t.previous}
          </Button>
          <span>{t.page(pageIndex, pages, data.totalResults)}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageIndex >= pages || isFetching}
            onClick={() => setPageIndex((i) => i + 1)}
          >
            {t.next} →
          </Button>
        </nav>
      ) : null}
    </>
  );
}
