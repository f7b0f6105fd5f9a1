import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { formatDate, formatDateTime, formatEuroCents } from '../documents/document-format.ts';
import type { PaidSummary } from '../notifications/paid-email.ts';
import { matchTitle, ticketTypeLabel } from './item-names.ts';
import { type OrderItemRow, type OrderRow, orderItemsOf } from './order-repository.ts';

type PlanState = { partNo: number; amount: number; dueAt: Date | string; state: 'PAID' | 'UNPAID' };

/** What the confirmation of a paid order names: its lines and, for installments, its plan as it stands. */
export type ConfirmationFacts = { items: OrderItemRow[]; plan: PlanState[] };

/** Reads the confirmation's facts in the caller's transaction (the plan with part 1 just marked paid). */
export async function confirmationFacts(db: Db, orderId: string): Promise<ConfirmationFacts> {
  const items = await orderItemsOf(db, [orderId]);
  const plan = await queryRows<PlanState>(
    db,
    sql`select part_no as "partNo", amount, due_at as "dueAt", state from installments
      where order_id = ${orderId} order by part_no`,
  );
  return { items, plan };
}

/** A line as the e-mail lists it: what, when, where, the seat, the type and the price. */
function line(item: OrderItemRow): string {
  const when = item.seasonEndsAt
    ? `sezóna ${formatDate(new Date(item.startsAt))} – ${formatDate(new Date(item.seasonEndsAt))}`
    : formatDateTime(new Date(item.startsAt));
  return (
    `${matchTitle(item)}, ${when}, ${item.venue}: sektor ${item.sector}, rad ${item.row}, miesto ${item.name} ` +
    `(${ticketTypeLabel(item.ticketType)}), ${formatEuroCents(item.price)}`
  );
}

/** The confirmation e-mail's content for an order and its facts. */
export function paidSummary(order: OrderRow, facts: ConfirmationFacts, ordersUrl: string): PaidSummary {
  const paidParts = facts.plan.filter((part) => part.state === 'PAID');
  const next = facts.plan.find((part) => part.state === 'UNPAID');
  return {
    firstName: order.contact.firstName,
    orderNumber: order.orderNumber,
    total: order.totalPrice,
    lines: facts.items.map(line),
    kinds: {
      match: facts.items.filter((item) => item.setupType === 'EVENT').length,
      season: facts.items.filter((item) => item.setupType === 'SEASON').length,
    },
    installments:
      facts.plan.length > 0
        ? {
            paid: paidParts.length,
            parts: facts.plan.length,
            paidAmount: paidParts.reduce((sum, part) => sum + part.amount, 0),
            nextDue: next ? formatDate(new Date(next.dueAt)) : null,
          }
        : null,
    ordersUrl,
  };
}
