import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { OrderRow } from '../orders/order-repository.ts';

/** An order as its payment link opens it, with whether it can still be paid (shop clock). */
export type LinkedOrder = {
  orderId: string;
  orderNumber: number;
  status: OrderRow['status'];
  paymentType: OrderRow['paymentType'];
  totalPrice: number;
  expiresAt: Date | string;
  paidAt: Date | string | null;
  /** Still waiting for payment and before its deadline. */
  payable: boolean;
  linkExpiresAt: Date | string;
};

/**
 * A new payment link to an order; it lapses with the order's payment deadline. Answers its expiry.
 */
export async function insertOrderLink(tx: Db, orderId: string, secretHash: string): Promise<Date | string> {
  const [row] = await queryRows<{ expiresAt: Date | string }>(
    tx,
    sql`insert into invoice_links (order_id, secret_hash, expires_at)
      select id, ${secretHash}, expires_at from orders where id = ${orderId}
      returning expires_at as "expiresAt"`,
  );
  if (!row) throw new Error('order link insert returned nothing');
  return row.expiresAt;
}

/**
 * The order a payment link opens: the secret matches, not revoked, not expired (shop clock). With
 * `lock` the order's row is locked for the caller's transaction (one payment start at a time).
 */
export async function orderOfLink(
  db: Db,
  secretHash: string,
  lock = false,
): Promise<LinkedOrder | undefined> {
  const [row] = await queryRows<LinkedOrder>(
    db,
    sql`select o.id as "orderId", o.order_number::int as "orderNumber", o.status, o.payment_type as "paymentType",
        o.total_price as "totalPrice", o.expires_at as "expiresAt", o.paid_at as "paidAt",
        (o.status = 'AWAITING_PAYMENT' and o.expires_at > shop_now()) as payable,
        l.expires_at as "linkExpiresAt"
      from invoice_links l join orders o on o.id = l.order_id
      where l.secret_hash = ${secretHash} and l.revoked_at is null and l.expires_at > shop_now()
      ${lock ? sql`for update of o` : sql``}`,
  );
  return row;
}

/** Is the order waiting for payment before its deadline (shop clock)? Its row is locked for the caller. */
export async function isPayable(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await queryRows<{ payable: boolean }>(
    tx,
    sql`select (status = 'AWAITING_PAYMENT' and expires_at > shop_now()) as payable from orders
      where id = ${orderId} for update`,
  );
  return row?.payable === true;
}

/** Is this secret a payment link of the order (still open or not)? */
export async function isOrderLinkOfOrder(db: Db, orderId: string, secretHash: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from invoice_links where secret_hash = ${secretHash} and order_id = ${orderId}`,
  );
  return row?.ok === true;
}

/** Does this secret open a payment link of an order right now (not revoked, not expired)? */
export async function isOpenOrderLinkOfOrder(db: Db, orderId: string, secretHash: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from invoice_links where secret_hash = ${secretHash} and order_id = ${orderId}
      and revoked_at is null and expires_at > shop_now()`,
  );
  return row?.ok === true;
}

/** Whether the secret belongs to an order's payment link (open or not), so the order path answers it. */
export async function isOrderLink(db: Db, secretHash: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from invoice_links where secret_hash = ${secretHash} and order_id is not null`,
  );
  return row?.ok === true;
}

/** Revokes every open payment link of the order; answers how many. */
export async function revokeOrderLinks(tx: Db, orderId: string): Promise<number> {
  const revoked = await queryRows<{ id: string }>(
    tx,
    sql`update invoice_links set revoked_at = now()
      where order_id = ${orderId} and revoked_at is null and expires_at > shop_now() returning id`,
  );
  return revoked.length;
}

/**
 * The newest card payment of the order still waiting for the gateway's decision (the sandbox has
 * not recorded one): a second "pay" goes back to it instead of starting another payment.
 */
export async function undecidedCardPayment(tx: Db, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from payments p where p.order_id = ${orderId} and p.status = 'PENDING'
        and p.installment_id is null
        and not exists (select 1 from sandbox_payments sp where sp.payment_id = p.id)
      order by p.created_at desc limit 1`,
  );
  return row?.id;
}
