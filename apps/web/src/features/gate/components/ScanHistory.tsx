import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime, formatTime } from '../../../shared/dates/format.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import type { GateScan, GateVerdict } from '../model/gateScan.ts';

const t = skAdmin.checkIn;

function summary(verdict: GateVerdict): { text: string; tone: string } {
  switch (verdict.kind) {
    case 'admitted': {
      const { seat, serial } = verdict.ticket;
      return {
        text: `${t.admitted} · ${serial} · ${t.seat(seat.sector, seat.row, seat.name)}`,
        tone: 'success',
      };
    }
    case 'alreadyUsed':
      return {
        text: [t.alreadyUsed, verdict.checkedInAt ? formatDateTime(verdict.checkedInAt) : null, verdict.gate]
          .filter(Boolean)
          .join(' · '),
        tone: 'danger',
      };
    case 'wrongMatch':
      return {
        text: verdict.validFor ? `${t.wrongMatch} · ${verdict.validFor}` : t.wrongMatch,
        tone: 'warning',
      };
    case 'wrongDay':
      return {
        text: verdict.startsAt ? `${t.wrongDay} · ${formatDateTime(verdict.startsAt)}` : t.wrongDay,
        tone: 'warning',
      };
    case 'refunded':
      return { text: t.refunded, tone: 'danger' };
    case 'transferred':
      return { text: t.transferred, tone: 'danger' };
    case 'released':
      return { text: t.released, tone: 'danger' };
    case 'overdue':
      return { text: t.overdue, tone: 'danger' };
    case 'invalid':
      return { text: t.invalid, tone: 'danger' };
    case 'unknown':
      return { text: t.unknown, tone: 'danger' };
    case 'failed':
      return { text: `${t.failed} · ${verdict.message}`, tone: 'secondary' };
  }
}

/** The last few scans, newest first, so a cashier can tell a family's tickets apart. */
export function ScanHistory({ scans }: { scans: readonly GateScan[] }) {
  return (
    <section aria-labelledby="scan-history-title" className="mt-4">
      <h2 id="scan-history-title" className="h5">
        {t.history}
      </h2>
      {scans.length === 0 ? (
        <p className="text-body-secondary">{t.historyEmpty}</p>
      ) : (
        <ListGroup as="ol" className="small">
          {scans.map((scan) => {
            const { text, tone } = summary(scan.verdict);
            return (
              <ListGroup.Item as="li" key={scan.id} variant={tone} className="d-flex gap-2">
                <span className="text-nowrap fw-semibold">{formatTime(scan.scannedAt)}</span>
                <span>{text}</span>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </section>
  );
}
