import type { TicketCheck } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { verifyTicketToken } from '../documents/ticket-token.ts';

type Admitted = {
  serial: string;
  title: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  ticketType: TicketCheck['ticketType'];
  holder: string;
  checkedInAt: Date | string;
  firstScan: boolean;
};

/**
 * The gate check: the token must be signed by the shop and name a ticket of a paid order; the ticket
 * is admitted once (a conditional UPDATE, so two gates scanning one ticket at once admit it once).
 */
export function createTicketCheck(db: Db, ticketSecret: string) {
  return {
    async admit(token: string): Promise<TicketCheck> {
      const claims = verifyTicketToken(ticketSecret, token);
      if (!claims) fail('TICKET_PARAMETER_INVALID');
      const [ticket] = await queryRows<Admitted>(
        db,
        sql`with admitted as (
            update tickets set checked_in_at = now()
            where id = ${claims.ticketId} and serial = ${claims.serial} and checked_in_at is null
              and exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                where oi.id = tickets.order_item_id and o.status = 'PAID' and oi.setup_id = ${claims.setupId})
            returning id
          )
          select t.serial, s.title, s.starts_at as "startsAt", ss.sector, ss.row, ss.name,
            oi.ticket_type as "ticketType",
            concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') as holder,
            coalesce(t.checked_in_at, now()) as "checkedInAt",
            exists (select 1 from admitted) as "firstScan"
          from tickets t join order_items oi on oi.id = t.order_item_id join orders o on o.id = oi.order_id
          join setups s on s.id = oi.setup_id join setup_seats ss on ss.id = oi.setup_seat_id
          where t.id = ${claims.ticketId} and t.serial = ${claims.serial} and o.status = 'PAID'
            and oi.setup_id = ${claims.setupId}`,
      );
      if (!ticket) fail('TICKET_NOT_FOUND');
      if (!ticket.firstScan) fail('TICKET_ALREADY_USED', { checkedInAt: iso(ticket.checkedInAt) });
      return {
        serial: ticket.serial,
        title: ticket.title,
        startsAt: iso(ticket.startsAt),
        seat: { sector: ticket.sector, row: ticket.row, name: ticket.name },
        ticketType: ticket.ticketType,
        holder: ticket.holder,
        checkedInAt: iso(ticket.checkedInAt),
      };
    },
  };
}

export type TicketCheckService = ReturnType<typeof createTicketCheck>;
