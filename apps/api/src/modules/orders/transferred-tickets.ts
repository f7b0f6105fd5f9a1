import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { TicketClaims } from '../documents/ticket-token.ts';

/** A ticket given to a friend for one match (issue 22), as the gate reads its own serial or QR. */
export type TransferredTicket = { ticketId: string; serial: string; matchId: string; holder: string };

/**
 * The accepted transfer a typed serial or a QR token names, if any: its token is signed over the
 * transfer's id, its match and its serial (`100001-1-P1`).
 */
export async function findTransferredTicket(
  db: Db,
  code: { serial: string } | { claims: TicketClaims },
): Promise<TransferredTicket | undefined> {
  const where: SQL =
    'serial' in code
      ? sql`serial = ${code.serial}`
      : sql`id = ${code.claims.ticketId} and serial = ${code.claims.serial} and setup_id = ${code.claims.setupId}`;
  const [row] = await queryRows<TransferredTicket>(
    db,
    sql`select ticket_id as "ticketId", serial, setup_id as "matchId", coalesce(recipient_name, '') as holder
      from ticket_transfers where ${where} and state = 'ACCEPTED'`,
  );
  return row;
}

/** Whether the ticket was given away for this match: its own QR then no longer enters it. */
export async function transferredAway(tx: Db, ticketId: string, matchId: string): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from ticket_transfers where ticket_id = ${ticketId} and setup_id = ${matchId}
      and state = 'ACCEPTED' limit 1`,
  );
  return row !== undefined;
}
