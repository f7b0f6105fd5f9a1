import type { MySeasonTicket, SeasonRegistrationState } from '@hokej/contract';
import { countryName } from '@hokej/contract/constants';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDate } from '../../../shared/dates/format.ts';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seasonTicketText } from '../../../shared/i18n/skSeasonTickets.ts';
import { SeatReleasePanel } from '../../../shared/seat-release/SeatReleasePanel.tsx';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { HolderForm } from './HolderForm.tsx';
import { HolderPhoto } from './HolderPhoto.tsx';

const t = seasonTicketText.view;

const badgeOf: Record<SeasonRegistrationState, { bg: string; text?: 'dark' }> = {
  UNPAID: { bg: 'secondary' },
  OPEN: { bg: 'warning', text: 'dark' },
  REGISTERED: { bg: 'success' },
  CLOSED: { bg: 'secondary' },
};

/** What the fan can do now, said under the ticket. */
function stateHint(ticket: MySeasonTicket): string | null {
  if (ticket.registrationState === 'UNPAID') return t.unpaidHint;
  if (ticket.registrationState === 'CLOSED') return t.closedHint;
  if (ticket.registrationState === 'REGISTERED')
    return ticket.canRegister
      ? seasonTicketText.t('changeUntil', { date: formatDate(ticket.seasonStartsAt) })
      : t.lockedHint;
  return null;
}

/**
 * One season ticket: season, seat, category, its holder (photo thumbnail) or the registration form; with
 * `releases` (Moje permanentky), once paid, its seat released for one match (shared with My orders).
 */
export function SeasonTicketCard({
  ticket,
  releases = false,
}: {
  ticket: MySeasonTicket;
  releases?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { holder, seat } = ticket;
  const badge = badgeOf[ticket.registrationState];
  const titleId = `season-ticket-${ticket.id}`;
  const hint = stateHint(ticket);

  return (
    <Card as="article" aria-labelledby={titleId} className="shadow-sm mb-3 season-ticket-card">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id={titleId} className="h5 mb-1">
              {ticket.seasonTitle}
            </h2>
            <p className="mb-0">
              {seasonTicketText.t('seat', { sector: seat.sector, row: seat.row, name: seat.name })}
            </p>
          </div>
          <Badge bg={badge.bg} text={badge.text} data-testid="registration-state">
            {t.states[ticket.registrationState]}
          </Badge>
        </div>
        <dl className="season-ticket-facts small mb-3">
          <dt>{t.category}</dt>
          <dd>
            {sk.priceTypes[ticket.category]}
            {ticket.plasticCard ? `, ${t.plasticCard}` : ''}
          </dd>
          <dt>{t.orderLabel}</dt>
          <dd>{ticket.orderNumber}</dd>
          {ticket.ticketSerial ? (
            <>
              <dt>{t.serial}</dt>
              <dd>{ticket.ticketSerial}</dd>
            </>
          ) : null}
        </dl>
        {holder && !editing ? (
          <section className="d-flex gap-3 align-items-start mb-3" aria-label={t.holder}>
            <HolderPhoto photoUrl={holder.photoUrl} name={`${holder.firstName} ${holder.lastName}`} />
            <div className="small">
              <p className="fw-semibold mb-1">
                {holder.firstName} {holder.lastName}
              </p>
              <p className="mb-1">
                {t.born}: {formatDate(`${holder.dateOfBirth}T12:00:00Z`)}
              </p>
              <p className="mb-1">
                {holder.address}, {holder.zip} {holder.city}, {countryName(holder.country, shopLanguage())}
              </p>
              <p className="mb-0">
                {holder.email}, {holder.phoneNumber}
              </p>
            </div>
          </section>
        ) : null}
        {hint && !editing ? <p className="small text-body-secondary mb-2">{hint}</p> : null}
        {editing ? (
          <HolderForm ticket={ticket} onDone={() => setEditing(false)} />
        ) : ticket.canRegister ? (
          <ShopButton variant={holder ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {holder ? t.change : t.register}
          </ShopButton>
        ) : null}
        {releases && ticket.ticketSerial && ticket.registrationState !== 'UNPAID' ? (
          <SeatReleasePanel ticketId={ticket.id} seat={seat} />
        ) : null}
      </Card.Body>
    </Card>
  );
}
