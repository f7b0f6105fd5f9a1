import type { RelocationQueueEntry } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';

const t = skRenewalsAdmin.relocation;
const seatText = (s: RelocationQueueEntry['seat']) =>
  skRenewalsAdmin.boxOffice.seatShort(s.sector, s.row, s.name);
/** Rows drawn at first and per "show more": a big club has thousands of holders. */
const PAGE = 50;

/** The place now; after a swap, where from and where to. */
function SeatCell({ entry }: { entry: RelocationQueueEntry }) {
  const to = seatText(entry.seat);
  if (!entry.movedFrom) return <>{to}</>;
  return <>{t.moved(seatText(entry.movedFrom), to)}</>;
}

/** The club's relocation order: position, holder, seniority, wave, when the turn opens (Bratislava), the seat. */
export function RelocationQueueTable({
  season,
  entries,
}: {
  season: string;
  entries: RelocationQueueEntry[];
}) {
  const [shown, setShown] = useState(PAGE);
  if (entries.length === 0) return <p className="mb-0 text-body-secondary">{t.none}</p>;
  const rest = entries.length - shown;
  return (
    <>
      <Table size="sm" striped className="align-middle mb-2 table-stack" data-testid="relocation-queue">
        <caption className="caption-top">{t.caption(season)}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-end">
              {t.position}
            </th>
            <th scope="col">{t.holder}</th>
            <th scope="col" className="text-end">
              {t.seniority}
            </th>
            <th scope="col" className="text-end">
              {t.wave}
            </th>
            <th scope="col">{t.opensAt}</th>
            <th scope="col">{t.seat}</th>
          </tr>
        </thead>
        <tbody>
          {entries.slice(0, shown).map((e) => (
            <tr key={e.offerId}>
              <td data-label={t.position} className="text-end">
                {e.position}.
              </td>
              <th scope="row" data-label={t.holder}>
                {e.holderName}
                <div className="small text-body-secondary fw-normal text-break">{e.holderEmail}</div>
                {e.paid ? null : (
                  <Badge bg="warning" text="dark" className="fw-normal">
                    {t.unpaid}
                  </Badge>
                )}
              </th>
              <td data-label={t.seniority} className="text-end">
                {e.seniority}
              </td>
              <td data-label={t.wave} className="text-end">
                {e.wave}
              </td>
              <td data-label={t.opensAt} className="text-nowrap">
                {formatDateTime(e.opensAt)}
              </td>
              <td data-label={t.seat}>
                <SeatCell entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rest > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="small text-body-secondary">{t.shown(shown, entries.length)}</span>
          <Button size="sm" variant="outline-secondary" onClick={() => setShown(shown + PAGE)}>
            {t.more(Math.min(PAGE, rest))}
          </Button>
        </div>
      ) : null}
    </>
  );
}
