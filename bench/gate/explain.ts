import type pg from 'pg';
import type { GateTicket } from './fill.ts';

/** The plan nodes (scan kinds) of the check's statements for one ticket, without running the insert. */
export async function explainCheck(pool: pg.Pool, t: GateTicket, matchId: string): Promise<string[]> {
  const statements: [string, string, unknown[]][] = [
    [
      'ticket by token claims',
      `select t.id, o.status, s.setup_type, ss.sector, h.order_item_id
        from tickets t join order_items oi on oi.id = t.order_item_id join orders o on o.id = oi.order_id
        left join season_ticket_holders h on h.order_item_id = oi.id
        join setups s on s.id = oi.setup_id join setup_seats ss on ss.id = oi.setup_seat_id
        where t.id = $1 and t.serial = $2 and oi.setup_id = $3`,
      [t.id, t.serial, t.setupId],
    ],
    [
      'ticket by typed serial',
      `select t.id, o.status from tickets t join order_items oi on oi.id = t.order_item_id
        join orders o on o.id = oi.order_id where t.serial = $1`,
      [t.serial],
    ],
    [
      'overdue installment',
      `select i.id from tickets t join order_items oi on oi.id = t.order_item_id
        join installments i on i.order_id = oi.order_id
        where t.id = $1 and i.state = 'UNPAID' and i.due_at + make_interval(days => 14) < shop_now() limit 1`,
      [t.id],
    ],
    [
      'first entry (already used)',
      `select entered_at, gate from ticket_entries where ticket_id = $1 and setup_id = $2 order by id limit 1`,
      [t.id, matchId],
    ],
  ];
  const out: string[] = [];
  for (const [name, text, params] of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    const nodes = rows
      .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
      .filter((l) => /Scan|Join|Loop/.test(l))
      .map((l) => l.replace(/\s*\(cost=.*$/, ''));
    out.push(`${name}: ${nodes.join('; ')}`);
  }
  return out;
}
