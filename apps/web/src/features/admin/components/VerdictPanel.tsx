import { formatDateTime } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import type { GateVerdict } from '../model/gateScan.ts';

const t = skAdmin.checkIn;

function Admitted({ verdict }: { verdict: Extract<GateVerdict, { kind: 'admitted' }> }) {
  const { ticket } = verdict;
  const child = ticket.ticketType === 'CHILD';
  return (
    <div className="gate-verdict bg-success text-white">
      <p className="gate-verdict-title">{t.admitted}</p>
      <p className="fs-4 fw-semibold mb-1">{ticket.title}</p>
      <p className="mb-2">{formatDateTime(ticket.startsAt)}</p>
      <p className="fs-4 mb-2">{t.seat(ticket.seat.sector, ticket.seat.row, ticket.seat.name)}</p>
      <dl className="row mb-0">
        <dt className="col-5 col-sm-3">{t.ticketType}</dt>
        <dd className="col-7 col-sm-9 fs-5 fw-semibold">{sk.priceTypes[ticket.ticketType]}</dd>
        <dt className="col-5 col-sm-3">{t.holder}</dt>
        <dd className="col-7 col-sm-9">{ticket.holder}</dd>
        <dt className="col-5 col-sm-3">{t.serial}</dt>
        <dd className="col-7 col-sm-9 mb-0">{ticket.serial}</dd>
      </dl>
      {child ? <p className="gate-child-note mt-3 mb-0">{t.childNote}</p> : null}
    </div>
  );
}

/** The answer to the last scan, big enough to read at arm's length: green to admit, red to refuse. */
export function VerdictPanel({ verdict }: { verdict: GateVerdict }) {
  switch (verdict.kind) {
    case 'admitted':
      return <Admitted verdict={verdict} />;
    case 'alreadyUsed':
      return (
        <div className="gate-verdict bg-danger text-white">
          <p className="gate-verdict-title">{t.alreadyUsed}</p>
          {verdict.checkedInAt ? (
            <p className="fs-4 mb-0">{t.usedAt(formatDateTime(verdict.checkedInAt))}</p>
          ) : null}
        </div>
      );
    case 'invalid':
      return (
        <div className="gate-verdict bg-danger text-white">
          <p className="gate-verdict-title">{t.invalid}</p>
          <p className="fs-5 mb-0">{t.invalidText}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="gate-verdict bg-warning text-dark">
          <p className="gate-verdict-title">{t.failed}</p>
          <p className="fs-5 mb-0">{verdict.message}</p>
        </div>
      );
  }
}
