import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { TicketPrint } from '../documents/ticket-pdf.ts';
import { fill, messagesIn } from '../notifications/message-tables.ts';
import { type AppleWalletSettings, applePass, type PassPlace } from './apple-pass.ts';
import { type GoogleWalletSettings, googleWalletLink } from './google-wallet.ts';
import { walletTexts } from './wallet-texts.ts';

type Deps = {
  /** One ticket of the user's paid order, by serial (the orders module's read); a ticket given away: TICKET_TRANSFERRED. */
  ticketPrint: (userId: string, orderId: string, serial: string) => Promise<TicketPrint>;
  /** The new ticket of a transfer the user accepted (the transfers module's read). */
  transferredPrint: (userId: string, transferId: string) => Promise<TicketPrint>;
  apple: AppleWalletSettings | null;
  google: GoogleWalletSettings | null;
  /** The shop's origin, the only one allowed to offer the Google save link. */
  origin: string;
};

async function placeOf(db: Db, setupId: string): Promise<PassPlace | null> {
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null; address: string }>(
    db,
    sql`select a.latitude, a.longitude, a.address from setups s join arenas a on a.id = s.arena_id
      where s.id = ${setupId}`,
  );
  return row?.latitude != null && row.longitude != null
    ? { latitude: row.latitude, longitude: row.longitude, address: row.address }
    : null;
}

/** Which ticket: one of the fan's own paid order, or the new ticket of a transfer the fan accepted. */
export type WalletTicket = { orderId: string; serial: string } | { transferId: string };

/**
 * Wallet passes of a fan's tickets (issue 22), their own and those friends passed on to them; each wallet
 * only when the club configured it.
 */
export function createWalletService(db: Db, { ticketPrint, transferredPrint, apple, google, origin }: Deps) {
  const ticketWithPlace = async (userId: string, which: WalletTicket) => {
    const ticket =
      'transferId' in which
        ? await transferredPrint(userId, which.transferId)
        : await ticketPrint(userId, which.orderId, which.serial);
    return { ticket, place: await placeOf(db, ticket.setupId) };
  };
  return {
    available: () => ({ apple: apple !== null, google: google !== null }),

    /** The pass and its file name, both in the order's language (a transferred ticket: its holder's). */
    async applePass(userId: string, which: WalletTicket): Promise<{ pass: Buffer; file: string }> {
      if (!apple) fail('WALLET_NOT_CONFIGURED');
      const { ticket, place } = await ticketWithPlace(userId, which);
      const file = fill(messagesIn(walletTexts, ticket.language).file, {
        serial: ticket.serial.replace(/[^\w-]/g, '_'),
      });
      return { pass: await applePass(apple, ticket, place), file };
    },

    async googleLink(userId: string, which: WalletTicket): Promise<{ url: string }> {
      if (!google) fail('WALLET_NOT_CONFIGURED');
      const { ticket, place } = await ticketWithPlace(userId, which);
      return { url: await googleWalletLink(google, ticket, place, origin) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
