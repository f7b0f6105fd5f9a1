import type { TicketTransfer } from '@hokej/contract';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import { useMyTransfersQuery } from '../../../shared/transfers/transferApi.ts';
import { WalletButtons } from '../../../shared/wallet/WalletButtons.tsx';
import { transferredTicketBase } from '../../../shared/wallet/walletApi.ts';
import { ReceivedTicketDownload } from './ReceivedTicketDownload.tsx';

const t = transferText.view;
const stateBadge = {
  PENDING: { bg: 'warning', text: 'dark' },
  ACCEPTED: { bg: 'success', text: undefined },
  CANCELLED: { bg: 'secondary', text: undefined },
} as const;

const seatOf = ({ seat }: TicketTransfer) => checkoutText.t('checkout.seat', { ...seat });

function MatchLines({ transfer }: { transfer: TicketTransfer }) {
  return (
    <>
      <div className="fw-semibold">{transfer.title}</div>
      <div className="small text-body-secondary">
        <time dateTime={transfer.startsAt}>{formatDateTime(transfer.startsAt)}</time>
      </div>
      <div className="small">{seatOf(transfer)}</div>
    </>
  );
}

/** A ticket a friend passed on to this fan: its own serial and QR, as a PDF and into the phone's wallet. */
function ReceivedTicket({ transfer }: { transfer: TicketTransfer }) {
  const serial = transfer.serial ?? '';
  return (
    <li
      className="d-flex flex-wrap justify-content-between column-gap-3 py-2 border-bottom"
      data-testid="received-ticket"
    >
      <div>
        <MatchLines transfer={transfer} />
        <div className="small text-body-secondary">
          {transferText.t('serial', { serial })} ·{' '}
          {transferText.t('receivedFrom', { sender: transfer.senderName })}
        </div>
      </div>
      <div className="d-flex flex-wrap justify-content-end align-items-start gap-2">
        <ReceivedTicketDownload transfer={transfer} size="sm" />
        <WalletButtons base={transferredTicketBase(transfer.id)} serial={serial} />
      </div>
    </li>
  );
}

function SentTransfer({ transfer }: { transfer: TicketTransfer }) {
  const badge = stateBadge[transfer.state];
  return (
    <li
      className="d-flex flex-wrap justify-content-between column-gap-3 py-2 border-bottom"
      data-testid="sent-transfer"
      data-state={transfer.state}
    >
      <div>
        <MatchLines transfer={transfer} />
        <div className="small text-body-secondary">
          {transfer.recipientName
            ? transferText.t('toNamed', { name: transfer.recipientName, email: transfer.recipientEmail })
            : transferText.t('to', { email: transfer.recipientEmail })}
        </div>
      </div>
      <div>
        <Badge bg={badge.bg} text={badge.text}>
          {t.states[transfer.state]}
        </Badge>
      </div>
    </li>
  );
}

function TransferList({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = `${testId}-title`;
  return (
    <Card as="section" aria-labelledby={headingId} className="shadow-sm mb-4" data-testid={testId}>
      <Card.Body className="p-3 p-md-4">
        <h2 id={headingId} className="h5">
          {title}
        </h2>
        <ul className="list-unstyled mb-0">{children}</ul>
      </Card.Body>
    </Card>
  );
}

/** Above My orders: the tickets friends passed on to this fan, each with its PDF; nothing when there are none. */
export function ReceivedTickets() {
  const { data } = useMyTransfersQuery();
  if (!data || data.received.length === 0) return null;
  return (
    <TransferList title={t.receivedTitle} testId="received-tickets">
      {data.received.map((transfer) => (
        <ReceivedTicket key={transfer.id} transfer={transfer} />
      ))}
    </TransferList>
  );
}

/** Below My orders: the transfers this fan sent, newest first, with their state; nothing when there are none. */
export function SentTransfers() {
  const { data } = useMyTransfersQuery();
  if (!data || data.sent.length === 0) return null;
  return (
    <TransferList title={t.sentTitle} testId="sent-transfers">
      {data.sent.map((transfer) => (
        <SentTransfer key={transfer.id} transfer={transfer} />
      ))}
    </TransferList>
  );
}
