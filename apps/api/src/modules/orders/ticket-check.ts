import {
  type GateMatches,
  INSTALLMENT_GRACE_DAYS,
  type SetupType,
  type TicketCheck,
  type TicketCheckBody,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { SERIAL_PATTERN, verifyTicketToken } from '../documents/ticket-token.ts';
import { refuseOutsideEntryWindow } from './entry-window.ts';
import { findTransferredTicket, transferredAway } from './transferred-tickets.ts';

/** The ticket as the gate needs it: whose, which seat, for which match or season, still valid or not. */
type TicketRow = {
  id: string;
  itemId: string;
  serial: string;
  orderStatus: string;
  setupId: string;
  setupType: SetupType;
  setupTitle: string;
  sector: string;
  row: string;
  name: string;
  ticketType: TicketCheck['ticketType'];
  holder: string;
  holderPhotoId: string | null;
  /** A ticket a friend was given (issue 22): valid for this one match only. */
  onlyFor?: string;
};

type MatchRow = { id: string; title: string; startsAt: Date | string; seasonId: string | null };
type EntryRow = { enteredAt: Date | string; gate: string | null };

/**
 * The gate check (CASHIER, ADMIN). A ticket is let in once per match: one row in `ticket_entries`
 * per (ticket, match), inserted with ON CONFLICT DO NOTHING on that unique index, so of any number of
 * gates scanning one ticket at the same moment exactly one admits it. A season ticket enters each match
 * of its season once. Refusals, in this order: forged or altered token, unknown ticket, refunded,
 * another match, the seat released for sale for this match (a season ticket), outside the match day's
 * entry window, already used (when and at which gate).
 */
export function createTicketCheck(db: Db, ticketSecret: string) {
  /**
   * A typed serial (`100001-1`) or a QR token: a token is far longer than any serial (at least 68
   * characters, a serial at most 24) and must carry the shop's signature.
   */
  async function findTicket(code: string): Promise<TicketRow> {
    const typed = SERIAL_PATTERN.test(code);
    const claims = typed ? null : verifyTicketToken(ticketSecret, code);
    if (!typed && !claims) fail('TICKET_PARAMETER_INVALID');
    const transfer = await findTransferredTicket(db, claims ? { claims } : { serial: code });
    const where = transfer
      ? sql`t.id = ${transfer.ticketId}`
      : claims
        ? sql`t.id = ${claims.ticketId} and t.serial = ${claims.serial} and oi.setup_id = ${claims.setupId}`
        : sql`t.serial = ${code}`;
    const [ticket] = await queryRows<TicketRow>(
      db,
      sql`select t.id, oi.id as "itemId", t.serial, o.status as "orderStatus", s.id as "setupId", s.setup_type as "setupType",
          s.title as "setupTitle", ss.sector, ss.row, ss.name, oi.ticket_type as "ticketType",
          coalesce(h.first_name || ' ' || h.last_name,
            nullif(concat_ws(' ', oi.holder->>'firstName', oi.holder->>'lastName'), ''),
            concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName')) as holder,
          h.order_item_id as "holderPhotoId"
        from tickets t join order_items oi on oi.id = t.order_item_id join orders o on o.id = oi.order_id
        left join season_ticket_holders h on h.order_item_id = oi.id
        join setups s on s.id = oi.setup_id join setup_seats ss on ss.id = oi.setup_seat_id
        where ${where}`,
    );
    if (!ticket || (ticket.orderStatus !== 'PAID' && ticket.orderStatus !== 'REFUNDED'))
      fail('TICKET_NOT_FOUND');
    if (ticket.orderStatus === 'REFUNDED') fail('TICKET_REFUNDED', { serial: ticket.serial });
    // A season ticket bought on installments is refused while a part is unpaid more than
    // INSTALLMENT_GRACE_DAYS after its due date (decisions.md, Installments); paying it lifts that.
    const [overdue] = await queryRows<{ id: string }>(
      db,
      sql`select i.id from tickets t join order_items oi on oi.id = t.order_item_id
        join installments i on i.order_id = oi.order_id
        where t.id = ${ticket.id} and i.state = 'UNPAID'
          and i.due_at + make_interval(days => ${INSTALLMENT_GRACE_DAYS}) < shop_now() limit 1`,
    );
    if (overdue) fail('SEASON_TICKET_INSTALLMENT_OVERDUE', { serial: ticket.serial });
    return transfer
      ? {
          ...ticket,
          serial: transfer.serial,
          holder: transfer.holder,
          holderPhotoId: null,
          onlyFor: transfer.matchId,
        }
      : ticket;
  }

  /** The match the gate checks for; without one, the ticket's own match or its season's nearest match. */
  async function findMatch(ticket: TicketRow, matchId: string | undefined): Promise<MatchRow> {
    const columns = sql`s.id, s.title, s.starts_at as "startsAt", s.season_id as "seasonId"`;
    const [match] = matchId
      ? await queryRows<MatchRow>(
          db,
          sql`select ${columns} from setups s where s.id = ${matchId} and s.setup_type = 'EVENT'`,
        )
      : ticket.onlyFor || ticket.setupType === 'EVENT'
        ? await queryRows<MatchRow>(
            db,
            sql`select ${columns} from setups s where s.id = ${ticket.onlyFor ?? ticket.setupId}`,
          )
        : await queryRows<MatchRow>(
            db,
            sql`select ${columns} from setups s where s.season_id = ${ticket.setupId} and s.setup_type = 'EVENT'
              order by abs(extract(epoch from s.starts_at - shop_now())), s.starts_at limit 1`,
          );
    if (!match) fail('EVENT_NOT_FOUND');
    const valid = ticket.onlyFor
      ? match.id === ticket.onlyFor
      : ticket.setupType === 'EVENT'
        ? match.id === ticket.setupId
        : match.seasonId === ticket.setupId;
    if (!valid) {
      const [own] = await queryRows<{ title: string; startsAt: Date | string }>(
        db,
        sql`select title, starts_at as "startsAt" from setups where id = ${ticket.onlyFor ?? ticket.setupId}`,
      );
      fail('TICKET_WRONG_MATCH', {
        serial: ticket.serial,
        validFor: own?.title ?? ticket.setupTitle,
        ...((ticket.onlyFor || ticket.setupType === 'EVENT') && own ? { startsAt: iso(own.startsAt) } : {}),
      });
    }
    if (ticket.setupType === 'SEASON') await refuseReleasedSeat(ticket, match);
    return match;
  }

  /** A season ticket whose seat the holder released for this match (sold or still on sale) does not enter it. */
  async function refuseReleasedSeat(ticket: TicketRow, match: MatchRow) {
    const [released] = await queryRows<{ state: string }>(
      db,
      sql`select state from seat_releases where season_item_id = ${ticket.itemId} and match_id = ${match.id}
        and state in ('RELEASED', 'SOLD')`,
    );
    if (released) fail('TICKET_SEAT_RELEASED', { serial: ticket.serial, matchTitle: match.title });
  }

  return {
    /**
     * The matches a gate may check for: those that started up to 6 hours ago (latecomers still come in)
     * and every later one, soonest first, published or not (the club's staff sees them all).
     */
    async matches(): Promise<GateMatches> {
      const rows = await queryRows<{ id: string; title: string; startsAt: Date | string }>(
        db,
        sql`select id, title, starts_at as "startsAt" from setups
          where setup_type = 'EVENT' and starts_at > shop_now() - interval '6 hours'
          order by starts_at, id limit 50`,
      );
      return { data: rows.map((row) => ({ ...row, startsAt: iso(row.startsAt) })) };
    },

    async admit(body: TicketCheckBody, staffId: string): Promise<TicketCheck> {
      const ticket = await findTicket(body.code.trim());
      const match = await findMatch(ticket, body.matchId);
      await refuseOutsideEntryWindow(db, match.id, ticket.serial);
      const gate = body.gate?.trim() || null;
      const entry = await db.transaction(async (tx) => {
        // The ticket's row is locked as a transfer's acceptance locks it: a scan and an acceptance take turns.
        await queryRows(tx, sql`select id from tickets where id = ${ticket.id} for update`);
        if (!ticket.onlyFor && (await transferredAway(tx, ticket.id, match.id)))
          fail('TICKET_TRANSFERRED', { serial: ticket.serial });
        const [inserted] = await queryRows<EntryRow>(
          tx,
          sql`insert into ticket_entries (ticket_id, setup_id, gate, checked_by)
            values (${ticket.id}, ${match.id}, ${gate}, ${staffId})
            on conflict do nothing returning entered_at as "enteredAt", gate`,
        );
        if (inserted) {
          await queryRows(
            tx,
            sql`update tickets set checked_in_at = now() where id = ${ticket.id} and checked_in_at is null`,
          );
          await recordAudit(tx, {
            actorId: staffId,
            action: 'TICKET_ENTRY',
            entity: 'TICKET',
            entityId: ticket.id,
            after: { serial: ticket.serial, matchId: match.id, gate },
          });
        }
        return inserted;
      });
      if (!entry) {
        // A new statement sees the entry that won, even one committed while this insert waited for it.
        const [first] = await queryRows<EntryRow>(
          db,
          sql`select entered_at as "enteredAt", gate from ticket_entries
            where ticket_id = ${ticket.id} and setup_id = ${match.id} order by id limit 1`,
        );
        fail('TICKET_ALREADY_USED', {
          serial: ticket.serial,
          checkedInAt: first ? iso(first.enteredAt) : null,
          gate: first?.gate ?? null,
        });
      }
      return {
        serial: ticket.serial,
        matchId: match.id,
        title: match.title,
        startsAt: iso(match.startsAt),
        season: ticket.setupType === 'SEASON' ? ticket.setupTitle : null,
        seat: { sector: ticket.sector, row: ticket.row, name: ticket.name },
        ticketType: ticket.ticketType,
        holder: ticket.holder,
        holderPhotoId: ticket.holderPhotoId,
        checkedInAt: iso(entry.enteredAt),
        gate: entry.gate,
      };
    },
  };
}

export type TicketCheckService = ReturnType<typeof createTicketCheck>;
