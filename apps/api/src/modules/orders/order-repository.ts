import type { OrderInvoice, OrderStatus, SetupType, ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { creditNoteNumberSql } from './document-numbers.ts';
import { compareDatedSeats } from './seat-order.ts';

export type OrderRow = {
  id: string;
  orderNumber: number;
  userId: string | null;
  status: OrderStatus;
  paymentType: 'CARD' | 'BANK_TRANSFER' | 'INSTALLMENTS';
  totalPrice: number;
  discount: number;
  couponCode: string | null;
  contact: { firstName: string; lastName: string; email: string; phoneNumber: string };
  invoice: OrderInvoice | null;
  expiresAt: Date | string;
  createdAt: Date | string;
  paidAt: Date | string | null;
  refundedAt: Date | string | null;
  creditNoteNumber: string | null;
  /** The language of the order's messages and documents (its request's Accept-Language). */
  language: ShopLanguage;
};

/**
 * A credit note of the whole order (its refund), not one of a season holder's share of a seat released
 * for one match (seat_releases), which the holder sees with the release.
 */
export const wholeOrderNote = (alias: string) =>
  sql`not exists (select 1 from seat_releases sr where sr.refund_id = ${sql.raw(alias)}.refund_id)`;

export const orderColumns = sql`o.id, o.order_number::int as "orderNumber", o.user_id as "userId", o.status,
  o.payment_type as "paymentType", o.total_price as "totalPrice", o.discount,
  (select cp.code from coupons cp where cp.id = o.coupon_id) as "couponCode", o.contact, o.invoice, o.expires_at as "expiresAt",
  o.created_at as "createdAt", o.language, o.paid_at as "paidAt", o.refunded_at as "refundedAt",
  (select ${creditNoteNumberSql('cn')} from credit_notes cn where cn.order_id = o.id and ${wholeOrderNote('cn')}
    order by cn.issued_at desc limit 1)
    as "creditNoteNumber"`;

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o where o.id = ${orderId}`,
  );
  return row;
}

export type OrderItemRow = {
  id: string;
  orderId: string;
  setupId: string;
  setupType: SetupType;
  title: string;
  opponent: string | null;
  venue: string;
  startsAt: Date | string;
  endsAt: Date | string | null;
  /** A season's last match (its start), or null for a match item. */
  seasonEndsAt: Date | string | null;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  price: number;
  plasticCard: boolean;
  ticketId: string | null;
  ticketSerial: string | null;
  ticketToken: string | null;
  holder: { firstName: string; lastName: string; phoneNumber: string } | null;
  /** A match ticket given to a friend (an accepted transfer for its match): its own QR no longer enters. */
  transferred: boolean;
};

/** The items of the given orders with their match, seat and ticket. */
export async function orderItemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<OrderItemRow>(
    db,
    sql`select oi.id, oi.order_id as "orderId", oi.setup_id as "setupId", s.setup_type::text as "setupType",
        s.title, s.opponent, a.name as venue, s.starts_at as "startsAt", s.ends_at as "endsAt",
        case when s.setup_type = 'SEASON' then coalesce((select max(m.starts_at) from setups m where m.season_id = s.id),
          s.ends_at, s.starts_at) end as "seasonEndsAt",
        ss.sector, ss.row, ss.name,
        oi.ticket_type as "ticketType", oi.price, oi.plastic_card as "plasticCard", t.id as "ticketId", t.serial as "ticketSerial",
        t.token as "ticketToken", oi.holder,
        exists (select 1 from ticket_transfers tr where tr.ticket_id = t.id and tr.setup_id = oi.setup_id
          and tr.state = 'ACCEPTED') as transferred
      from order_items oi
      join setups s on s.id = oi.setup_id
      join arenas a on a.id = s.arena_id
      join setup_seats ss on ss.id = oi.setup_seat_id
      left join tickets t on t.order_item_id = oi.id
      where oi.order_id in ${sql`(${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`}
      order by s.starts_at`,
  );
  return rows.sort(compareDatedSeats);
}
