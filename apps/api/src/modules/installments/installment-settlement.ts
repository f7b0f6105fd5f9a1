import { INSTALLMENT_GRACE_DAYS } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type Settled, settlePaid } from '../billing/settlement.ts';
import { formatDate } from '../documents/document-format.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { installmentEmails, type PlanPart } from '../notifications/payment-emails.ts';
import { findOrder, type OrderRow } from '../orders/order-repository.ts';
import type { Links } from '../users/links.ts';
import { markPaid, plansOf } from './installment-repository.ts';
import { issueInvoiceLink } from './invoice-links.ts';

type Confirmation = Parameters<typeof settlePaid>[3];

/**
 * An approved card payment of an installment, in the caller's transaction. Part 1 settles the order
 * (seats sold, tickets, invoice, confirmation) and queues the plan e-mail with an invoice push link
 * for every later part; a later part is marked paid and acknowledged by e-mail. A part paid twice
 * (two links paid at once) flags the order for a refund instead.
 */
export async function settleInstallmentPayment(
  tx: Db,
  payment: { orderId: string; installmentId: string },
  deps: {
    ticketSecret: string;
    confirmation: Confirmation;
    links: Links;
    /** How the part is marked paid (race test's control run: without the UNPAID condition). */
    markPart?: typeof markPaid;
  },
): Promise<Settled> {
  const part = await (deps.markPart ?? markPaid)(tx, payment.installmentId);
  if (!part) {
    await queryRows(tx, sql`update orders set refund_due = true where id = ${payment.orderId}`);
    return 'REFUND_DUE';
  }
  if (part.partNo === 1) {
    const settled = await settlePaid(tx, payment.orderId, deps.ticketSecret, deps.confirmation);
    if (settled === 'PAID') await queuePlanEmail(tx, payment.orderId, deps.links);
    return settled;
  }
  const order = await findOrder(tx, payment.orderId);
  if (order) {
    const mail = installmentEmails.partPaid(
      order.language,
      order.contact.firstName,
      order.orderNumber,
      part.partNo,
      part.amount,
      deps.links.myOrders(),
    );
    await queueEmail(tx, order.contact.email, mail);
  }
  return 'PAID';
}

/** The plan e-mail: every part with its due date, an invoice push link for each unpaid one. */
async function queuePlanEmail(tx: Db, orderId: string, links: Links) {
  const order = (await findOrder(tx, orderId)) as OrderRow;
  const parts: PlanPart[] = [];
  for (const part of await plansOf(tx, [orderId], INSTALLMENT_GRACE_DAYS)) {
    const url = part.state === 'UNPAID' ? (await issueInvoiceLink(tx, links, part.id)).url : null;
    parts.push({
      partNo: part.partNo,
      amount: part.amount,
      dueDate: formatDate(new Date(part.dueAt), order.language),
      url,
    });
  }
  const mail = installmentEmails.plan(
    order.language,
    order.contact.firstName,
    order.orderNumber,
    parts,
    INSTALLMENT_GRACE_DAYS,
  );
  await queueEmail(tx, order.contact.email, mail);
}
