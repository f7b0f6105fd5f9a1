import {
  clubDay,
  type MySeasonTicket,
  type MySeasonTicketsResponse,
  type SeasonCategory,
  type SeasonHolderFields,
  seasonAgeProblem,
} from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { storedPhoto } from './holder-photo.ts';
import {
  findSeasonTicket,
  holderPhoto,
  type SeasonTicketRow,
  saveHolder,
  seasonTicketsOf,
} from './season-ticket-repository.ts';

/** Who besides the buyer may see a holder's photo: the club's staff. */
const CLUB_ROLES = ['ADMIN', 'CASHIER'];

const photoUrl = (id: string, updatedAt: Date | string) =>
  `/v2/season/tickets/${id}/photo?v=${new Date(updatedAt).getTime()}`;

function toSeasonTicket(row: SeasonTicketRow): MySeasonTicket {
  const paid = row.orderStatus === 'PAID';
  const canRegister = paid && mayRegister(row);
  const { holder } = row;
  return {
    id: row.id,
    seasonUuid: row.seasonUuid,
    seasonTitle: row.seasonTitle,
    seasonStartsAt: iso(row.seasonStartsAt),
    seat: { sector: row.sector, row: row.row, name: row.name },
    category: row.category as SeasonCategory,
    plasticCard: row.plasticCard,
    orderId: row.orderId,
    orderNumber: String(row.orderNumber),
    ticketSerial: row.ticketSerial,
    registrationState: holder ? 'REGISTERED' : !paid ? 'UNPAID' : canRegister ? 'OPEN' : 'CLOSED',
    canRegister,
    holder: holder
      ? {
          firstName: holder.firstName,
          lastName: holder.lastName,
          phoneNumber: holder.phoneNumber,
          dateOfBirth: holder.dateOfBirth,
          email: holder.email,
          zip: holder.zip,
          city: holder.city,
          country: holder.country,
          address: holder.address,
          seasonTicketType: holder.seasonTicketType,
          registeredAt: iso(holder.registeredAt),
          photoUrl: photoUrl(row.id, holder.updatedAt),
        }
      : null,
  };
}

/**
 * My season tickets and their holders' registration: free, for a paid season ticket of the buyer,
 * changeable until the season starts; the photo is checked and re-encoded before anything is stored.
 */
export function createSeasonTicketService(db: Db) {
  return {
    async list(userId: string): Promise<MySeasonTicketsResponse> {
      return { data: (await seasonTicketsOf(db, userId)).map(toSeasonTicket) };
    },

    async register(
      userId: string,
      id: string,
      fields: SeasonHolderFields,
      photoBytes: Buffer | null,
    ): Promise<MySeasonTicket> {
      // Cheap refusals before the photo's decoding; the transaction checks again under the lock.
      const seen = await findSeasonTicket(db, id);
      refuse(seen, userId, fields, photoBytes);
      const photo = photoBytes ? await storedPhoto(photoBytes) : null;
      const saved = await db.transaction(async (tx) => {
        const ticket = await findSeasonTicket(tx, id, true);
        refuse(ticket, userId, fields, photoBytes);
        await saveHolder(tx, id, fields, photo);
        return findSeasonTicket(tx, id);
      });
      if (!saved) fail('SEASON_TICKET_NOT_FOUND');
      return toSeasonTicket(saved);
    },

    /** The holder's photo (JPEG), for the ticket's buyer and the club's ADMIN and CASHIER only. */
    async photo(user: AuthUser, id: string): Promise<Buffer> {
      const found = await holderPhoto(db, id);
      if (!found) fail('SEASON_TICKET_NOT_FOUND');
      const mayView = found.buyerId === user.id || user.roles.some((role) => CLUB_ROLES.includes(role));
      if (!mayView) fail('ROLE_FORBIDDEN');
      if (!found.photo) fail('SEASON_PHOTO_NOT_FOUND');
      return Buffer.from(found.photo);
    },
  };
}

/**
 * A holder is first registered any time until the season ends (a ticket bought mid-season too), and
 * changed only until it starts: from the first match on, the ticket is the registered person's.
 */
const mayRegister = (row: SeasonTicketRow) => (row.holder ? row.beforeStart : row.beforeEnd);

/** The registration's refusals, in the order a fan can fix them. */
function refuse(
  ticket: SeasonTicketRow | undefined,
  userId: string,
  fields: SeasonHolderFields,
  photo: Buffer | null,
): asserts ticket is SeasonTicketRow {
  // Someone else's season ticket is not found: its existence is not for a stranger to learn.
  const live = ticket?.orderStatus === 'PAID' || ticket?.orderStatus === 'AWAITING_PAYMENT';
  if (!ticket || ticket.buyerId !== userId || !live) fail('SEASON_TICKET_NOT_FOUND');
  if (ticket.orderStatus !== 'PAID') fail('SEASON_TICKET_NOT_PAID');
  if (!mayRegister(ticket)) fail('SEASON_REGISTRATION_CLOSED');
  if (fields.seasonTicketType !== ticket.category)
    fail('SEASON_HOLDER_TYPE_MISMATCH', { field: 'seasonTicketType', category: ticket.category });
  const reason = seasonAgeProblem(
    ticket.category as SeasonCategory,
    fields.dateOfBirth,
    clubDay(ticket.seasonStartsAt),
  );
  if (reason) fail('SEASON_HOLDER_AGE_INVALID', { field: 'dateOfBirth', reason });
  if (!photo && !ticket.holder) fail('SEASON_PHOTO_MISSING', { field: 'ticketPhoto' });
}

export type SeasonTicketService = ReturnType<typeof createSeasonTicketService>;
