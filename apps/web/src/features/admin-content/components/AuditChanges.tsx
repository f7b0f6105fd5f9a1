import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAuditLog as t } from '../../../shared/i18n/skAdminContent.ts';
import { auditDiff } from '../model/auditDiff.ts';

const SHOWN = 6;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
/** Instants in the club's time as people read them; long texts cut. */
function readable(text: string | null) {
  if (text && ISO.test(text)) return formatDateTime(text);
  return text && text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** What an admin action changed: the changed fields with before and after; the unchanged ones on request. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const [all, setAll] = useState(false);
  const rows = auditDiff(before, after);
  const changed = rows.filter((r) => r.changed);
  if (rows.length === 0 || changed.length === 0)
    return <span className="text-body-secondary">{t.noChange}</span>;
  const shown = all ? rows : changed.slice(0, SHOWN);
  return (
    <>
      <Table size="sm" bordered className="audit-diff mb-1">
        <thead>
          <tr>
            <th scope="col">{t.diff.field}</th>
            <th scope="col">{t.diff.before}</th>
            <th scope="col">{t.diff.after}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.field} className={row.changed ? undefined : 'text-body-secondary'}>
              <th scope="row" className="font-monospace fw-normal">
                {row.field}
              </th>
              <td className={row.changed && row.before !== null ? 'audit-before' : undefined}>
                {readable(row.before) ?? '—'}
              </td>
              <td className={row.changed && row.after !== null ? 'audit-after' : undefined}>
                {readable(row.after) ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!all && rows.length > shown.length ? (
        <Button variant="link" size="sm" className="p-0" onClick={() => setAll(true)}>
          {t.showAll(rows.length)}
        </Button>
      ) : null}
    </>
  );
}
