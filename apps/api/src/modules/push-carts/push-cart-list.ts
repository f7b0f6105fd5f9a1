import type { AdminPushCart, AdminPushCartList, OrderContact, PushCartState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';

type Row = {
  id: string;
  createdAt: Date | string;
  createdBy: string | null;
  contact: OrderContact | null;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  lapsed: boolean;
  openItems: number;
  openTotal: number;
  orderId: string | null;
  orderNumber: number | null;
  orderStatus: string | null;
  orderTotal: number | null;
  orderItems: number | null;
  paidAt: Date | string | null;
};

/** The order decides once there is one; before that the link: revoked, lapsed (shop clock) or open. */
function stateOf(row: Row): PushCartState {
  if (row.orderStatus === 'PAID' || row.orderStatus === 'REFUNDED') return 'PAID';
  if (row.orderStatus === 'AWAITING_PAYMENT') return 'AWAITING_PAYMENT';
  if (row.revokedAt) return 'REVOKED';
  if (row.orderStatus === 'CANCELLED') return 'CANCELLED';
  return row.lapsed ? 'EXPIRED' : 'OPEN';
}

/** The club's push carts for the back office, newest first (the latest 200), with their order's state. */
export async function listPushCarts(db: Db): Promise<AdminPushCartList> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.created_at as "createdAt", u.email as "createdBy", c.push_contact as contact,
        c.push_expires_at as "expiresAt", c.push_revoked_at as "revokedAt",
        c.push_expires_at <= shop_now() as lapsed,
        (select count(*)::int from cart_items ci where ci.cart_id = c.id) as "openItems",
        (select coalesce(sum(ci.price), 0)::int from cart_items ci where ci.cart_id = c.id) as "openTotal",
        o.id as "orderId", o.order_number::int as "orderNumber", o.status::text as "orderStatus",
        o.total_price as "orderTotal", o.paid_at as "paidAt",
        (select count(*)::int from order_items oi where oi.order_id = o.id) as "orderItems"
      from carts c
      left join users u on u.id = c.push_created_by
      left join lateral (
        select * from orders o where o.push_cart_id = c.id order by o.created_at desc limit 1
      ) o on true
      where c.push_secret_hash is not null
      order by c.created_at desc, c.id
      limit 200`,
  );
  return {
    data: rows.map(
      (row): AdminPushCart => ({
        id: row.id,
        createdAt: iso(row.createdAt),
        createdBy: row.createdBy,
        contact: row.contact,
        expiresAt: iso(row.expiresAt),
        revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
        openItems: row.openItems,
        openTotal: row.openTotal,
        order:
          row.orderId && row.orderNumber !== null
            ? {
                id: row.orderId,
                orderNumber: row.orderNumber,
                status: row.orderStatus ?? '',
                totalPrice: row.orderTotal ?? 0,
                items: row.orderItems ?? 0,
                paidAt: row.paidAt ? iso(row.paidAt) : null,
              }
            : null,
        state: stateOf(row),
      }),
    ),
  };
}
