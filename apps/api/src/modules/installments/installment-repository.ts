import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { PlannedPart } from './installment-plan.ts';

export type InstallmentRow = {
  id: string;
  orderId: string;
  partNo: number;
  amount: number;
  dueAt: Date | string;
  state: 'UNPAID' | 'PAID';
  paidAt: Date | string | null;
  /** Unpaid and past its due date by more than the grace days (shop clock). */
  overdue: boolean;
  parts: number;
};

const columns = (graceDays: number) => sql`i.id, i.order_id as "orderId", i.part_no as "partNo", i.amount,
  i.due_at as "dueAt", i.state, i.paid_at as "paidAt",
  (i.state = 'UNPAID' and i.due_at + make_interval(days => ${graceDays}) < shop_now()) as overdue,
  (select count(*)::int from installments a where a.order_id = i.order_id) as parts`;

/** The last match of each season in `seasonIds`, the earliest of them (the plan must end before it). */
export async function lastMatchOf(tx: Db, seasonIds: string[]): Promise<Date> {
  const ids = sql.join(
    seasonIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [row] = await queryRows<{ last: Date | string }>(
    tx,
    sql`select min(last) as last from (
        select coalesce((select max(m.starts_at) from setups m where m.season_id = s.id), s.ends_at, s.starts_at)
          as last from setups s where s.id in (${ids})
      ) seasons`,
  );
  return new Date(row?.last ?? 0);
}

/** Inserts the plan of an order; answers its parts with their ids, part 1 first. */
export async function insertPlan(tx: Db, orderId: string, parts: PlannedPart[]) {
  const rows = [];
  for (const part of parts) {
    const [row] = await queryRows<{ id: string; partNo: number; amount: number }>(
      tx,
      sql`insert into installments (order_id, part_no, amount, due_at)
        values (${orderId}, ${part.partNo}, ${part.amount}, ${part.dueAt.toISOString()})
        returning id, part_no as "partNo", amount`,
    );
    if (!row) throw new Error('installment insert returned nothing');
    rows.push(row);
  }
  return rows;
}

/** The plans of the given orders, by order and part. */
export function plansOf(db: Db, orderIds: string[], graceDays: number): Promise<InstallmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<InstallmentRow>(
    db,
    sql`select ${columns(graceDays)} from installments i where i.order_id in (${ids})
      order by i.order_id, i.part_no`,
  );
}

/** The installment an invoice link opens: the secret matches, not revoked, not expired (shop clock). */
export async function installmentOfLink(
  db: Db,
  secretHash: string,
  graceDays: number,
  lock = false,
): Promise<(InstallmentRow & { linkExpiresAt: Date | string }) | undefined> {
  const [row] = await queryRows<InstallmentRow & { linkExpiresAt: Date | string }>(
    db,
    sql`select ${columns(graceDays)}, l.expires_at as "linkExpiresAt"
      from invoice_links l join installments i on i.id = l.installment_id
      where l.secret_hash = ${secretHash} and l.revoked_at is null and l.expires_at > shop_now()
      ${lock ? sql`for update of i` : sql``}`,
  );
  return row;
}

/**
 * A new invoice link to an installment; it lapses `graceDays` after the part's due date (at least
 * `minDays` from now, so a late reminder's link still opens). Answers its expiry.
 */
export async function insertLink(
  tx: Db,
  installmentId: string,
  secretHash: string,
  days: { graceDays: number; minDays: number },
): Promise<Date | string> {
  const [row] = await queryRows<{ expiresAt: Date | string }>(
    tx,
    sql`insert into invoice_links (installment_id, secret_hash, expires_at)
      select id, ${secretHash}, greatest(due_at + make_interval(days => ${days.graceDays}),
        shop_now() + make_interval(days => ${days.minDays}))
      from installments where id = ${installmentId}
      returning expires_at as "expiresAt"`,
  );
  if (!row) throw new Error('invoice link insert returned nothing');
  return row.expiresAt;
}

/** Marks an unpaid installment paid; answers it, or undefined when it was paid already. */
export async function markPaid(tx: Db, installmentId: string) {
  const [row] = await queryRows<{ partNo: number; amount: number; orderId: string }>(
    tx,
    sql`update installments set state = 'PAID', paid_at = now()
      where id = ${installmentId} and state = 'UNPAID'
      returning part_no as "partNo", amount, order_id as "orderId"`,
  );
  return row;
}

/** Does this invoice link's secret open an installment of the order (still open or not)? */
export async function isInvoiceLinkOfOrder(db: Db, orderId: string, secretHash: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from invoice_links l join installments i on i.id = l.installment_id
      where l.secret_hash = ${secretHash} and i.order_id = ${orderId}`,
  );
  return row?.ok === true;
}
