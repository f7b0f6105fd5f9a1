import { randomUUID } from 'node:crypto';
import { type BuyState, CONTACT_RETENTION_DAYS } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { shopEvents } from '../../observability/shop-events.ts';
import { giveBackCouponUses } from '../coupons/coupon-repository.ts';
import { signTicketToken } from '../documents/ticket-token.ts';
import { orderEmails } from '../notifications/order-notices.ts';
import { type AttachmentRef, queueEmail } from '../notifications/outbox.ts';
import type { Email } from '../notifications/templates.ts';
import { type ConfirmationFacts, confirmationFacts } from '../orders/order-confirmation.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { orderColumns } from '../orders/order-repository.ts';
import { compareDatedSeats } from '../orders/seat-order.ts';
import { publish } from '../push/publish.ts';
import { type IssueInvoice, issueInvoice } from './invoices.ts';
import { payOutReleasedSeats } from './released-seat-payout.ts';

/** The e-mail a paid order sends (null: none, the demo seed's), built from the order and what it holds. */
export type Confirmation = (
  order: OrderRow,
  facts: ConfirmationFacts,
) => { to: string; email: Email; attachments?: AttachmentRef[] } | null;

export type Settled = 'PAID' | 'ALREADY_PAID' | 'REFUND_DUE';

type Place = { setupId: string; sector: string; row: string; name: string };

/**
 * Steps of settling that a race test's control run replaces (ServiceSeams.paymentNotices,
 * ServiceSeams.invoiceNumbers); the shop passes none.
 */
export type SettlementSteps = {
  /** Marks the order paid; the shop's own takes only an AWAITING_PAYMENT order. */
  markPaid?: (tx: Db, orderId: string) => Promise<OrderRow | undefined>;
  /** Numbers the invoice; the shop's own takes the next number of the year's locked series. */
  numberInvoice?: IssueInvoice;
};

async function pushAll(tx: Db, places: Place[], state: BuyState) {
  for (const place of places) await publish(tx, { ...place, state });
}

/**
 * Marks an order paid, once: its seats become SOLD (pushed live), every item gets a ticket with a
 * signed token, and the confirmation is queued — all in the caller's transaction. A second call
 * changes nothing. An order that was already cancelled (its seats may be someone else's by now) is
 * not sold again: it is flagged for a refund.
 */
export async function settlePaid(
  tx: Db,
  orderId: string,
  ticketSecret: string,
  confirmation: Confirmation,
  steps: SettlementSteps = {},
): Promise<Settled> {
  const order = await (steps.markPaid ?? markAwaitingOrderPaid)(tx, orderId);
  if (!order) {
    const [current] = await queryRows<{ status: string }>(
      tx,
      sql`select status from orders where id = ${orderId} for update`,
    );
    if (current?.status === 'PAID') return 'ALREADY_PAID';
    await flagForRefund(tx, orderId);
    return 'REFUND_DUE';
  }
  // An item's own seat is SOLD; a season item's seat in each match of the season is RESERVED for
  // the holder, so no match ticket can ever be sold for it (the hold takes only ACTIVE seats).
  const taken = await queryRows<Place & { itemId: string; own: boolean; startsAt: Date | string }>(
    tx,
    sql`update setup_seats ss
      set state = case when ss.setup_id = oi.setup_id then 'SOLD' else 'RESERVED' end::buy_state,
        hold_expires_at = null, cart_item_id = null
      from order_items oi where oi.order_id = ${orderId} and ss.order_item_id = oi.id
      returning ss.setup_id as "setupId", ss.sector, ss.row, ss.name, oi.id as "itemId",
        ss.setup_id = oi.setup_id as own, (select s.starts_at from setups s where s.id = ss.setup_id) as "startsAt"`,
  );
  // Ticket numbers follow the seats (-1 the first seat of the row), whatever order the update met them in.
  const sold = taken.filter((seat) => seat.own).sort(compareDatedSeats);
  await pushAll(tx, sold, 'SOLD');
  await pushAll(
    tx,
    taken.filter((seat) => !seat.own),
    'RESERVED',
  );
  let index = 0;
  for (const seat of sold) {
    index += 1;
    const ticketId = randomUUID();
    const serial = `${order.orderNumber}-${index}`;
    const token = signTicketToken(ticketSecret, { ticketId, serial, setupId: seat.setupId });
    await queryRows(
      tx,
      sql`insert into tickets (id, order_item_id, serial, token) values (${ticketId}, ${seat.itemId}, ${serial}, ${token})`,
    );
  }
  await (steps.numberInvoice ?? issueInvoice)(tx, orderId);
  // A season holder's seat released for this match and bought here: the holder's share (issue 21).
  await payOutReleasedSeats(tx, orderId);
  const mail = confirmation(order, await confirmationFacts(tx, orderId));
  if (mail) await queueEmail(tx, mail.to, mail.email, mail.attachments);
  // Counted for /metrics as the settling work ends (a rollback after this is rare and still counted).
  shopEvents.emit('paymentSettled');
  return 'PAID';
}

/** Marks the order paid if it still waits for its money; answers it, or nothing when it no longer waits. */
async function markAwaitingOrderPaid(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await queryRows<OrderRow>(
    tx,
    sql`with paid as (
        update orders set status = 'PAID', paid_at = now()
        where id = ${orderId} and status = 'AWAITING_PAYMENT' returning *
      ) select ${orderColumns} from paid o`,
  );
  return order;
}

/**
 * Flags an order whose money came although it no longer waits for it (`refund_due`, for the club's
 * refund), in the caller's transaction. The first time a cancelled order is flagged, its payer is told
 * by e-mail that the money goes back (once, however many late payments arrive); a second payment of a
 * paid order is only flagged.
 */
export async function flagForRefund(tx: Db, orderId: string): Promise<void> {
  const [flagged] = await queryRows<OrderRow>(
    tx,
    sql`with flagged as (
        update orders set refund_due = true where id = ${orderId} and not refund_due returning *
      ) select ${orderColumns} from flagged o`,
  );
  if (flagged?.status !== 'CANCELLED') return;
  const paidBy = flagged.paymentType === 'BANK_TRANSFER' ? 'BANK_TRANSFER' : 'CARD';
  await queueEmail(
    tx,
    flagged.contact.email,
    orderEmails.lateRefund(
      { language: flagged.language, firstName: flagged.contact.firstName },
      flagged.orderNumber,
      paidBy,
    ),
  );
}

/**
 * Frees every seat the orders own (in a match, in a season and, for a season ticket, in each match of
 * the season) and pushes them ACTIVE, in the caller's transaction; answers how many were freed.
 */
export async function freeOrderSeats(tx: Db, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const freed = await queryRows<Place>(
    tx,
    sql`update setup_seats ss set state = 'ACTIVE', order_item_id = null, cart_item_id = null, hold_expires_at = null
      from order_items oi where oi.order_id in (${ids}) and ss.order_item_id = oi.id
      returning ss.setup_id as "setupId", ss.sector, ss.row, ss.name`,
  );
  await pushAll(tx, freed, 'ACTIVE');
  return freed.length;
}

/**
 * Cancels orders still waiting for payment after their deadline and frees their seats (pushed
 * ACTIVE). Safe with several processes: each order is taken by one of them.
 */
export async function cancelExpiredOrders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = await queryRows<{ id: string }>(
      tx,
      sql`update orders set status = 'CANCELLED', cancelled_at = now()
        where id in (select id from orders where status = 'AWAITING_PAYMENT' and expires_at <= shop_now()
          order by expires_at limit 100 for update skip locked)
        returning id`,
    );
    if (cancelled.length === 0) return 0;
    await freeOrderSeats(
      tx,
      cancelled.map((c) => c.id),
    );
    // An unpaid order gave nobody a discount: its coupon use goes back (decisions.md, Coupons).
    await giveBackCouponUses(
      tx,
      cancelled.map((c) => c.id),
    );
    return cancelled.length;
  });
}

/**
 * Deletes ticket contacts two weeks after their match (the health authority's retention rule);
 * returns how many were deleted.
 */
export async function forgetTicketContacts(db: Db): Promise<number> {
  const forgotten = await queryRows<{ id: string }>(
    db,
    sql`update order_items oi set holder = null from setups s
      where s.id = oi.setup_id and oi.holder is not null
        and coalesce(s.ends_at, s.starts_at) < shop_now() - make_interval(days => ${CONTACT_RETENTION_DAYS})
      returning oi.id`,
  );
  return forgotten.length;
}
