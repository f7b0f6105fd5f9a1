import type { ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { formatDate, formatDateTime, formatEuroCents } from '../documents/document-format.ts';
import { fill, messagesIn } from '../notifications/message-tables.ts';
import { orderTexts } from '../notifications/order-texts.ts';
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

/** A line as the e-mail lists it, in the order's language: what, when, where, the seat, the type and the price. */
function line(item: OrderItemRow, language: ShopLanguage): string {
  const t = messagesIn(orderTexts, language);
  const when = item.seasonEndsAt
    ? fill(t.seasonWhen, {
        from: formatDate(new Date(item.startsAt), language),
        to: formatDate(new Date(item.seasonEndsAt), language),
      })
    : formatDateTime(new Date(item.startsAt), language);
  return fill(t.line, {
    title: matchTitle(item),
    when,
    venue: item.venue,
    sector: item.sector,
    row: item.row,
    seat: item.name,
    type: ticketTypeLabel(item.ticketType, language),
    price: formatEuroCents(item.price, language),
  });
}

/** The confirmation e-mail's content for an order and its facts. */
export function paidSummary(order: OrderRow, facts: ConfirmationFacts, ordersUrl: string): PaidSummary {
  const paidParts = facts.plan.filter((part) => part.state === 'PAID');
  const next = facts.plan.find((part) => part.state === 'UNPAID');
  return {
    language: order.language,
    firstName: order.contact.firstName,
    orderNumber: order.orderNumber,
    total: order.totalPrice,
    lines: facts.items.map((item) => line(item, order.language)),
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
            nextDue: next ? formatDate(new Date(next.dueAt), order.language) : null,
          }
        : null,
    ordersUrl,
  };
}
