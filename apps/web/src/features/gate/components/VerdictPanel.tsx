import { GATE_OPENS_HOURS_BEFORE } from '@hokej/contract/constants';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { useGetHolderPhotoQuery } from '../api/gateEndpoints.ts';
import type { GateVerdict } from '../model/gateScan.ts';

const t = skAdmin.checkIn;

/** The registered holder's photo, so the cashier can see the season ticket is used by its holder. */
function HolderPhoto({ id, holder }: { id: string; holder: string }) {
  const { data } = useGetHolderPhotoQuery(id);
  return data ? <img src={data} alt={t.holderPhoto(holder)} className="gate-holder-photo" /> : null;
}

function Admitted({ verdict }: { verdict: Extract<GateVerdict, { kind: 'admitted' }> }) {
  const { ticket } = verdict;
  const child = ticket.ticketType === 'CHILD';
  return (
    <div className="gate-verdict gate-verdict-ok">
      {ticket.holderPhotoId ? <HolderPhoto id={ticket.holderPhotoId} holder={ticket.holder} /> : null}
      <p className="gate-verdict-title">{t.admitted}</p>
      <p className="fs-4 mb-2 fw-semibold">{t.seat(ticket.seat.sector, ticket.seat.row, ticket.seat.name)}</p>
      <p className="mb-2">
        {ticket.title} · {formatDateTime(ticket.startsAt)}
        {ticket.season ? <span className="d-block">{t.season(ticket.season)}</span> : null}
      </p>
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

function Refused({
  title,
  tone = 'stop',
  children,
}: {
  title: string;
  tone?: 'stop' | 'warn';
  children: ReactNode;
}) {
  return (
    <div className={`gate-verdict gate-verdict-${tone}`}>
      <p className="gate-verdict-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * The answer to the last scan, big enough to read at arm's length: green to let in, red to stop, amber
 * for a ticket of another match or day (send the fan on), grey when the check itself failed (scan again).
 */
export function VerdictPanel({ verdict }: { verdict: GateVerdict }) {
  switch (verdict.kind) {
    case 'admitted':
      return <Admitted verdict={verdict} />;
    case 'alreadyUsed':
      return (
        <Refused title={t.alreadyUsed}>
          {verdict.checkedInAt ? (
            <p className="fs-4 mb-0">{t.usedAt(formatDateTime(verdict.checkedInAt))}</p>
          ) : null}
          {verdict.gate ? <p className="fs-4 mb-0">{t.usedGate(verdict.gate)}</p> : null}
        </Refused>
      );
    case 'wrongMatch':
      return (
        <Refused title={t.wrongMatch} tone="warn">
          {verdict.validFor ? (
            <p className="fs-4 mb-0">
              {t.wrongMatchText(
                verdict.startsAt
                  ? `${verdict.validFor} · ${formatDateTime(verdict.startsAt)}`
                  : verdict.validFor,
              )}
            </p>
          ) : null}
        </Refused>
      );
    case 'wrongDay':
      return (
        <Refused title={t.wrongDay} tone="warn">
          {verdict.startsAt ? (
            <p className="fs-4 mb-0">
              {t.wrongDayText(
                formatDateTime(verdict.startsAt),
                formatTime(new Date(verdict.startsAt).getTime() - GATE_OPENS_HOURS_BEFORE * 3_600_000),
              )}
            </p>
          ) : null}
        </Refused>
      );
    case 'refunded':
      return (
        <Refused title={t.refunded}>
          <p className="fs-5 mb-0">{t.refundedText}</p>
        </Refused>
      );
    case 'transferred':
      return (
        <Refused title={t.transferred}>
          <p className="fs-5 mb-0">{t.transferredText}</p>
        </Refused>
      );
    case 'released':
      return (
        <Refused title={t.released}>
          <p className="fs-5 mb-0">{t.releasedText}</p>
        </Refused>
      );
    case 'overdue':
      return (
        <Refused title={t.overdue}>
          <p className="fs-5 mb-0">{t.overdueText}</p>
        </Refused>
      );
    case 'invalid':
      return (
        <Refused title={t.invalid}>
          <p className="fs-5 mb-0">{t.invalidText}</p>
        </Refused>
      );
    case 'unknown':
      return (
        <Refused title={t.unknown}>
          <p className="fs-5 mb-0">{t.unknownText}</p>
        </Refused>
      );
    case 'failed':
      return (
        <div className="gate-verdict gate-verdict-failed">
          <p className="gate-verdict-title">{t.failed}</p>
          <p className="fs-5 mb-0">{verdict.message}</p>
        </div>
      );
  }
}
