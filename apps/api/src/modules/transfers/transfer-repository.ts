import type { SetupType, ShopLanguage } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A paid ticket of the fan's order, as a transfer needs it. */
export type OwnTicket = {
  id: string;
  /** Its order item (a season ticket's seat releases hang on it). */
  itemId: string;
  serial: string;
  setupId: string;
  setupType: SetupType;
  senderEmail: string;
  senderName: string;
};

/** The fan's ticket by order and serial, of a paid order; undefined otherwise. */
export async function findOwnTicket(db: Db, userId: string, orderId: string, serial: string) {
  const [row] = await queryRows<OwnTicket>(
    db,
    sql`select t.id, oi.id as "itemId", t.serial, s.id as "setupId", s.setup_type as "setupType", u.email as "senderEmail",
        u.first_name || ' ' || u.last_name as "senderName"
      from tickets t join order_items oi on oi.id = t.order_item_id join orders o on o.id = oi.order_id
      join setups s on s.id = oi.setup_id join users u on u.id = o.user_id
      where o.id = ${orderId} and o.user_id = ${userId} and o.status = 'PAID' and t.serial = ${serial}`,
  );
  return row;
}

const ownMatches = (ticket: OwnTicket) =>
  ticket.setupType === 'EVENT' ? sql`s.id = ${ticket.setupId}` : sql`s.season_id = ${ticket.setupId}`;

/** A match of the ticket with its cut-off and whether the season seat is released for it (issue 21). */
export type TransferMatchRow = {
  id: string;
  title: string;
  startsAt: Date | string;
  cutoffAt: Date | string;
  open: boolean;
  released: boolean;
};

const matchColumns = (ticket: OwnTicket, cutoffMinutes: number) =>
  sql`s.id, s.title, s.starts_at as "startsAt", s.starts_at - make_interval(mins => ${cutoffMinutes}) as "cutoffAt",
    s.starts_at - make_interval(mins => ${cutoffMinutes}) > shop_now() as open,
    exists (select 1 from seat_releases r where r.season_item_id = ${ticket.itemId} and r.match_id = s.id
      and r.state in ('RELEASED', 'SOLD')) as released`;

/** The match a ticket may be transferred for: its own match, or a match of its season; with the cut-off met. */
export async function transferMatch(db: Db, ticket: OwnTicket, matchId: string, cutoffMinutes: number) {
  const [row] = await queryRows<TransferMatchRow>(
    db,
    sql`select ${matchColumns(ticket, cutoffMinutes)}
      from setups s where s.id = ${matchId} and s.setup_type = 'EVENT' and ${ownMatches(ticket)}`,
  );
  return row;
}

/** The ticket's matches that have not started yet, soonest first (the lending dialog's choice). */
export function comingMatches(db: Db, ticket: OwnTicket, cutoffMinutes: number) {
  return queryRows<TransferMatchRow>(
    db,
    sql`select ${matchColumns(ticket, cutoffMinutes)}
      from setups s where s.setup_type = 'EVENT' and ${ownMatches(ticket)} and s.starts_at > shop_now()
      order by s.starts_at, s.id`,
  );
}

export type LockTicket = (tx: Db, ticketId: string) => Promise<void>;

/** Locks the ticket's row: transfers, their acceptance and the gate's entry of it take turns. */
export const lockTicket: LockTicket = async (tx, ticketId) => {
  await queryRows(tx, sql`select id from tickets where id = ${ticketId} for update`);
};

export async function hasEntered(db: Db, ticketId: string, matchId: string): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ticket_entries where ticket_id = ${ticketId} and setup_id = ${matchId} limit 1`,
  );
  return row !== undefined;
}

/** How many transfers the ticket had for the match, and the sender in the last 24 hours (abuse limits). */
export async function transferCounts(db: Db, ticketId: string, matchId: string, senderId: string) {
  const [row] = await queryRows<{ perTicket: number; perDay: number; open: number }>(
    db,
    sql`select
        (select count(*)::int from ticket_transfers where ticket_id = ${ticketId} and setup_id = ${matchId}) as "perTicket",
        (select count(*)::int from ticket_transfers where ticket_id = ${ticketId} and setup_id = ${matchId}
          and state in ('PENDING', 'ACCEPTED')) as open,
        (select count(*)::int from ticket_transfers where sender_id = ${senderId}
          and created_at > shop_now() - interval '24 hours') as "perDay"`,
  );
  return row ?? { perTicket: 0, perDay: 0, open: 0 };
}

export async function insertTransfer(
  tx: Db,
  t: { ticketId: string; matchId: string; senderId: string; email: string; secretHash: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into ticket_transfers (ticket_id, setup_id, sender_id, recipient_email, secret_hash, created_at)
      values (${t.ticketId}, ${t.matchId}, ${t.senderId}, ${t.email}, ${t.secretHash}, shop_now()) returning id`,
  );
  if (!row) throw new Error('transfer not stored');
  return row.id;
}

/** A transfer with its ticket, match and seat, as the API shows it. */
export type TransferRow = {
  id: string;
  state: 'PENDING' | 'ACCEPTED' | 'CANCELLED';
  ticketId: string;
  ticketSerial: string;
  serial: string | null;
  matchId: string;
  title: string;
  venue: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  price: number;
  senderId: string;
  senderName: string;
  senderEmail: string;
  recipientEmail: string;
  recipientId: string | null;
  recipientName: string | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  open: boolean;
  /** The ticket's order's language: the transfer's e-mails speak it (decisions.md). */
  language: ShopLanguage;
  /** The recipient's account language, once accepted: their new ticket's PDF speaks it. */
  recipientLanguage: ShopLanguage | null;
};

export function transfersWhere(db: Db, where: SQL, cutoffMinutes: number): Promise<TransferRow[]> {
  return queryRows<TransferRow>(
    db,
    sql`select tr.id, tr.state, t.id as "ticketId", t.serial as "ticketSerial", tr.serial, s.id as "matchId",
        s.title, a.name as venue, s.starts_at as "startsAt", ss.sector, ss.row, ss.name,
        oi.ticket_type as "ticketType", oi.price, tr.sender_id as "senderId",
        u.first_name || ' ' || u.last_name as "senderName", u.email as "senderEmail",
        tr.recipient_email as "recipientEmail", tr.recipient_id as "recipientId",
        tr.recipient_name as "recipientName", tr.created_at as "createdAt", tr.decided_at as "decidedAt",
        s.starts_at - make_interval(mins => ${cutoffMinutes}) > shop_now() as open,
        (select o.language from orders o where o.id = oi.order_id) as language,
        (select ru.language from users ru where ru.id = tr.recipient_id) as "recipientLanguage"
      from ticket_transfers tr join tickets t on t.id = tr.ticket_id
      join order_items oi on oi.id = t.order_item_id join setup_seats ss on ss.id = oi.setup_seat_id
      join setups s on s.id = tr.setup_id join arenas a on a.id = s.arena_id
      join users u on u.id = tr.sender_id
      where ${where} order by tr.created_at desc, tr.id`,
  );
}

/**
 * Moves a PENDING transfer to ACCEPTED or CANCELLED, in one conditional statement: of an acceptance and a
 * cancellation at the same moment exactly one finds it PENDING. False when it was no longer PENDING.
 */
export type DecideTransfer = (
  tx: Db,
  id: string,
  to:
    | { state: 'ACCEPTED'; recipientId: string; recipientName: string; serial: string }
    | { state: 'CANCELLED' },
) => Promise<boolean>;

const decided = (to: Parameters<DecideTransfer>[2]) =>
  to.state === 'ACCEPTED'
    ? sql`state = 'ACCEPTED', recipient_id = ${to.recipientId}, recipient_name = ${to.recipientName},
        serial = ${to.serial}, decided_at = shop_now()`
    : sql`state = 'CANCELLED', decided_at = shop_now()`;

export const decideTransfer: DecideTransfer = async (tx, id, to) => {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update ticket_transfers set ${decided(to)} where id = ${id} and state = 'PENDING' returning id`,
  );
  return rows.length > 0;
};

/** The same change without the condition (for a race test's control run, which reads the state first). */
export async function writeDecision(tx: Db, id: string, to: Parameters<DecideTransfer>[2]): Promise<void> {
  await queryRows(tx, sql`update ticket_transfers set ${decided(to)} where id = ${id}`);
}

/** How many transfers of the ticket were accepted (numbers the next one's serial). */
export async function acceptedCount(tx: Db, ticketId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ticket_transfers where ticket_id = ${ticketId} and state = 'ACCEPTED'`,
  );
  return row?.n ?? 0;
}

export async function userName(db: Db, userId: string) {
  const [row] = await queryRows<{ name: string; email: string }>(
    db,
    sql`select first_name || ' ' || last_name as name, email from users where id = ${userId}`,
  );
  return row;
}
