import { createHash, randomBytes } from 'node:crypto';
import {
  type TicketTransfer,
  type TicketTransfers,
  type TicketType,
  TRANSFER_CUTOFF_MINUTES,
  TRANSFER_MAX_PER_DAY,
  TRANSFER_MAX_PER_TICKET,
  type TransferMatches,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { renderTicketPdf, type TicketPrint } from '../documents/ticket-pdf.ts';
import { signTicketToken } from '../documents/ticket-token.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { CLUB } from '../orders/item-names.ts';
import type { Links } from '../users/links.ts';
import { transferAcceptedEmail, transferCancelledEmail, transferOfferEmail } from './transfer-emails.ts';
import * as repo from './transfer-repository.ts';

const CUTOFF = TRANSFER_CUTOFF_MINUTES;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const view = (row: repo.TransferRow): TicketTransfer => ({
  id: row.id,
  state: row.state,
  ticketSerial: row.ticketSerial,
  serial: row.serial,
  matchId: row.matchId,
  title: row.title,
  startsAt: iso(row.startsAt),
  seat: { sector: row.sector, row: row.row, name: row.name },
  recipientEmail: row.recipientEmail,
  recipientName: row.recipientName,
  senderName: row.senderName,
  createdAt: iso(row.createdAt),
  decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
});

/**
 * Ticket transfer to a friend (issue 22): the fan offers a paid ticket (a season ticket: for one match) to
 * an e-mail address; the recipient accepts with an account and gets a new ticket for that match, with its
 * own serial and QR; until then the sender can cancel. Every change commits with its e-mails and audit entry.
 */
export function createTransferService(
  db: Db,
  deps: {
    links: Links;
    ticketSecret: string;
    decide?: repo.DecideTransfer;
    /** How an acceptance locks the original ticket's row against a gate scan (race test: it does not). */
    acceptLock?: repo.LockTicket;
  },
) {
  const { links, ticketSecret } = deps;
  const decide = deps.decide ?? repo.decideTransfer;
  const acceptLock = deps.acceptLock ?? repo.lockTicket;
  const one = async (tx: Db, id: string) => (await repo.transfersWhere(tx, sql`tr.id = ${id}`, CUTOFF))[0];

  return {
    async offer(
      userId: string,
      orderId: string,
      serial: string,
      body: { email: string; matchId?: string },
    ): Promise<TicketTransfer> {
      const ticket = await repo.findOwnTicket(db, userId, orderId, serial);
      if (!ticket) fail('TICKET_NOT_FOUND');
      const email = body.email.trim();
      if (email.toLowerCase() === ticket.senderEmail.toLowerCase()) fail('TRANSFER_TO_SELF');
      const matchId = body.matchId ?? (ticket.setupType === 'EVENT' ? ticket.setupId : undefined);
      if (!matchId) fail('TRANSFER_MATCH_REQUIRED');
      const match = await repo.transferMatch(db, ticket, matchId, CUTOFF);
      if (!match) fail('TRANSFER_MATCH_REQUIRED');
      if (!match.open) fail('TRANSFER_TOO_LATE');
      if (match.released) fail('TRANSFER_SEAT_RELEASED');
      const secret = randomBytes(32).toString('base64url');
      const id = await db.transaction(async (tx) => {
        await repo.lockTicket(tx, ticket.id);
        // Read again under the ticket's lock: a release of the seat (which takes the same lock) may have won.
        if ((await repo.transferMatch(tx, ticket, matchId, CUTOFF))?.released) fail('TRANSFER_SEAT_RELEASED');
        if (await repo.hasEntered(tx, ticket.id, matchId)) fail('TRANSFER_TICKET_USED');
        const counts = await repo.transferCounts(tx, ticket.id, matchId, userId);
        if (counts.open > 0) fail('TRANSFER_ALREADY_OPEN');
        if (counts.perTicket >= TRANSFER_MAX_PER_TICKET || counts.perDay >= TRANSFER_MAX_PER_DAY)
          fail('TRANSFER_LIMIT');
        const id = await repo.insertTransfer(tx, {
          ticketId: ticket.id,
          matchId,
          senderId: userId,
          email,
          secretHash: hashSecret(secret),
        });
        const row = await one(tx, id);
        if (!row) throw new Error('transfer missing');
        await queueEmail(tx, email, transferOfferEmail(row, links.transferAccept(secret)));
        await recordAudit(tx, {
          actorId: userId,
          action: 'TICKET_TRANSFER_OFFER',
          entity: 'TICKET',
          entityId: ticket.id,
          after: { transferId: id, serial: ticket.serial, matchId, email },
        });
        return id;
      });
      return view((await one(db, id)) as repo.TransferRow);
    },

    /** The matches to come the fan's paid ticket may be transferred (a season ticket: lent) for. */
    async matches(userId: string, orderId: string, serial: string): Promise<TransferMatches> {
      const ticket = await repo.findOwnTicket(db, userId, orderId, serial);
      if (!ticket) fail('TICKET_NOT_FOUND');
      const rows = await repo.comingMatches(db, ticket, CUTOFF);
      return {
        data: rows.map((m) => ({
          matchId: m.id,
          title: m.title,
          startsAt: iso(m.startsAt),
          cutoffAt: iso(m.cutoffAt),
          open: m.open,
          released: m.released,
        })),
      };
    },

    /** The transfer behind an e-mailed link, for its acceptance page (no login needed to look). */
    async byLink(secret: string): Promise<TicketTransfer> {
      const [row] = await repo.transfersWhere(db, sql`tr.secret_hash = ${hashSecret(secret)}`, CUTOFF);
      if (!row) fail('TRANSFER_NOT_FOUND');
      return view(row);
    },

    async accept(userId: string, secret: string): Promise<TicketTransfer> {
      const id = await db.transaction(async (tx) => {
        const [row] = await repo.transfersWhere(tx, sql`tr.secret_hash = ${hashSecret(secret)}`, CUTOFF);
        if (!row) fail('TRANSFER_NOT_FOUND');
        if (row.senderId === userId) fail('TRANSFER_TO_SELF');
        await acceptLock(tx, row.ticketId);
        if (row.state !== 'PENDING') fail('TRANSFER_CLOSED');
        if (!row.open) fail('TRANSFER_TOO_LATE');
        if (await repo.hasEntered(tx, row.ticketId, row.matchId)) fail('TRANSFER_TICKET_USED');
        const recipient = await repo.userName(tx, userId);
        if (!recipient) fail('USER_NOT_FOUND');
        const serial = `${row.ticketSerial}-P${(await repo.acceptedCount(tx, row.ticketId)) + 1}`;
        const moved = await decide(tx, row.id, {
          state: 'ACCEPTED',
          recipientId: userId,
          recipientName: recipient.name,
          serial,
        });
        if (!moved) fail('TRANSFER_CLOSED');
        await queueEmail(
          tx,
          row.senderEmail,
          transferAcceptedEmail({ ...row, recipientName: recipient.name }, links.myOrders()),
        );
        await recordAudit(tx, {
          actorId: userId,
          action: 'TICKET_TRANSFER_ACCEPT',
          entity: 'TICKET',
          entityId: row.ticketId,
          after: { transferId: row.id, serial, matchId: row.matchId },
        });
        return row.id;
      });
      return view((await one(db, id)) as repo.TransferRow);
    },

    async cancel(userId: string, id: string): Promise<TicketTransfer> {
      await db.transaction(async (tx) => {
        const row = await one(tx, id);
        if (!row || row.senderId !== userId) fail('TRANSFER_NOT_FOUND');
        if (row.state !== 'PENDING' || !(await decide(tx, id, { state: 'CANCELLED' })))
          fail('TRANSFER_CLOSED');
        await queueEmail(tx, row.recipientEmail, transferCancelledEmail(row));
        await recordAudit(tx, {
          actorId: userId,
          action: 'TICKET_TRANSFER_CANCEL',
          entity: 'TICKET',
          entityId: row.ticketId,
          after: { transferId: id, matchId: row.matchId },
        });
      });
      return view((await one(db, id)) as repo.TransferRow);
    },

    /** The fan's transfers: sent (any state) and accepted from others. */
    async mine(userId: string): Promise<TicketTransfers> {
      const sent = await repo.transfersWhere(db, sql`tr.sender_id = ${userId}`, CUTOFF);
      const received = await repo.transfersWhere(
        db,
        sql`tr.recipient_id = ${userId} and tr.state = 'ACCEPTED'`,
        CUTOFF,
      );
      return { sent: sent.map(view), received: received.map(view) };
    },

    /** The new ticket of an accepted transfer, for its recipient: a PDF with its own QR code and their name. */
    async ticketPdf(userId: string, id: string): Promise<Buffer> {
      return renderTicketPdf(await ticketPrint(userId, id));
    },

    ticketPrint,
  };

  /**
   * The new ticket of an accepted transfer as its recipient's PDF and wallet passes show it: its own serial
   * and QR, their name, the language of their account. Anyone else: TRANSFER_NOT_FOUND.
   */
  async function ticketPrint(userId: string, id: string): Promise<TicketPrint> {
    const row = await one(db, id);
    if (row?.state !== 'ACCEPTED' || row.recipientId !== userId || !row.serial) fail('TRANSFER_NOT_FOUND');
    return {
      serial: row.serial,
      token: transferToken(ticketSecret, row.id, row.matchId, row.serial),
      setupId: row.matchId,
      setupType: 'EVENT',
      clubName: CLUB,
      matchTitle: row.title,
      venue: row.venue,
      startsAt: new Date(row.startsAt),
      sector: row.sector,
      row: row.row,
      seat: row.name,
      ticketType: row.ticketType as TicketType,
      priceCents: row.price,
      holderName: row.recipientName ?? '',
      language: row.recipientLanguage ?? row.language,
    };
  }
}

/** The QR token of a transferred ticket: signed over the transfer's id, valid for its one match. */
export const transferToken = (secret: string, transferId: string, matchId: string, serial: string) =>
  signTicketToken(secret, { ticketId: transferId, setupId: matchId, serial });

export type TransferService = ReturnType<typeof createTransferService>;
