import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';
import { publishSeatChange } from '../push/seat-changes.ts';
import { type HoldStrategy, holdUntil, insertItem } from './seat-holds.ts';

// The control run of the race tests (UNSAFE_HOLDS, NODE_ENV=test only): the same cart without the
// protections the real path relies on, to show that the race tests can fail.

/** The user's cart id without locking its row: nothing serializes one buyer's requests. */
export async function cartWithoutLock(tx: Db, userId: string): Promise<string> {
  await queryRows(tx, sql`insert into carts (user_id) values (${userId}) on conflict (user_id) do nothing`);
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from carts where user_id = ${userId}`);
  if (!row) throw new Error('cart row missing');
  return row.id;
}

/** Read, decide, then write without a condition: the classic oversell the real holds prevent. */
export const holdReadThenWrite: HoldStrategy = async (tx, r) => {
  const [current] = await queryRows<{ id: number; free: boolean }>(
    tx,
    sql`select id, ${FREE_SEAT} as free from setup_seats where setup_id = ${r.setupId}
      and sector = ${r.seat.sector} and row = ${r.seat.row} and name = ${r.seat.name} and order_item_id is null`,
  );
  if (!current?.free) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [row] = await queryRows<{ id: number; expireAt: Date | string }>(
    tx,
    sql`update setup_seats set state = 'BOOKED', cart_item_id = ${r.itemId}, hold_expires_at = ${holdUntil}
      where id = ${current.id} returning id, hold_expires_at as "expireAt"`,
  );
  if (!row) return undefined;
  await insertItem(tx, r, row.id, row.expireAt);
  await publishSeatChange(tx, { setupId: r.setupId, ...r.seat, state: 'BOOKED' });
  return row;
};
