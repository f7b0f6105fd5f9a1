import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, literalUnion, SeatRef, Uuid } from './common.ts';
import { Email } from './user.ts';

export const TRANSFER_STATES = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** A paid ticket offered to a friend by e-mail; a season ticket's for one match of its season (`matchId`). */
export const TransferBody = Type.Object(
  { email: Email, matchId: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type TransferBody = Static<typeof TransferBody>;

/** One transfer as its sender or its recipient sees it. */
export const TicketTransfer = Type.Object({
  id: Uuid,
  state: literalUnion(TRANSFER_STATES),
  /** The original ticket's serial. */
  ticketSerial: Type.String(),
  /** The new ticket's serial once accepted. */
  serial: Type.Union([Type.String(), Type.Null()]),
  matchId: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  seat: SeatRef,
  recipientEmail: Type.String(),
  recipientName: Type.Union([Type.String(), Type.Null()]),
  senderName: Type.String(),
  createdAt: IsoDateTime,
  decidedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type TicketTransfer = Static<typeof TicketTransfer>;

/** The fan's transfers: those they sent and those they accepted. */
export const TicketTransfers = Type.Object({
  sent: Type.Array(TicketTransfer),
  received: Type.Array(TicketTransfer),
});
export type TicketTransfers = Static<typeof TicketTransfers>;

export const TransferParams = Type.Object({ id: Uuid });
/** The secret of the e-mailed link. */
export const TransferSecretParams = Type.Object({
  secret: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});

/** A match a ticket may be transferred for (a season ticket: lent for), as the lending dialog offers it. */
export const TransferMatch = Type.Object({
  matchId: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  /** Until when the ticket may be transferred and the transfer accepted. */
  cutoffAt: IsoDateTime,
  /** Whether the cut-off is still ahead. */
  open: Type.Boolean(),
  /** Whether the season seat is released for sale for this match (issue 21): not to be lent then. */
  released: Type.Boolean(),
});
export type TransferMatch = Static<typeof TransferMatch>;

/** The matches to come that a paid ticket may be transferred for, soonest first. */
export const TransferMatches = Type.Object({ data: Type.Array(TransferMatch) });
export type TransferMatches = Static<typeof TransferMatches>;
