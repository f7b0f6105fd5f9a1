import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './test-app.ts';
import { waitUntil } from './wait.ts';

// Gates that make a race test's holds really meet, on PostgreSQL: advisory locks the test holds
// exclusively and each hold's transaction waits for shared, opened once every hold waits there.

/**
 * A hold's cart statement behind the gate `key` (a `lockCartQuery` seam): the cart row locked as the
 * shop does, or with `locked: false` only created (a control run without the cart lock).
 */
export const gatedCart =
  (key: number, locked = true) =>
  (userId: string) =>
    locked
      ? sql`insert into carts (user_id) select ${userId} from (select pg_advisory_xact_lock_shared(${key})) gate
          on conflict (user_id) do update set user_id = excluded.user_id returning id`
      : sql`insert into carts (user_id) select ${userId} from (select pg_advisory_xact_lock_shared(${key})) gate
          on conflict (user_id) do nothing returning id`;

/** Waits until `count` transactions wait for advisory lock `key`, which `gate` holds. */
export const waitersAt = (gate: pg.Client, key: number, count: number, what: string) =>
  waitUntil(
    async () => {
      const { rows } = await gate.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [key],
      );
      return rows[0].n === count;
    },
    { what, everyMs: 5 },
  );

/**
 * A control run's second gate, inside each hold's transaction once its hold statement has read and
 * written its line: a trigger on cart_items of the test's own database waits for advisory lock `key`.
 * Once every hold waits there, all of them have read before any committed: the worst interleaving,
 * every time, however busy the machine.
 */
export async function addCartItemsBarrier(t: TestApp, key: number) {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    await client.query(`create function test_hold_barrier() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${key}); return null; end $$`);
    await client.query(`create trigger test_hold_barrier after insert on cart_items
      for each row execute function test_hold_barrier()`);
  } finally {
    await client.end();
  }
}

/**
 * Runs `count` holds (`fire`) at once through gate `keys.gate`; with `keys.barrier` (addCartItemsBarrier)
 * also through the second gate, so none commits before all have read. Answers the holds' answers.
 */
export async function holdsAtOnce<T>(
  t: TestApp,
  keys: { gate: number; barrier?: number },
  count: number,
  fire: () => Promise<T[]>,
): Promise<T[]> {
  const gate = new pg.Client({ connectionString: t.url });
  await gate.connect();
  try {
    await gate.query('select pg_advisory_lock($1)', [keys.gate]);
    if (keys.barrier) await gate.query('select pg_advisory_lock($1)', [keys.barrier]);
    const answers = fire();
    await waitersAt(gate, keys.gate, count, 'every hold at the gate');
    await gate.query('select pg_advisory_unlock($1)', [keys.gate]);
    if (keys.barrier) {
      await waitersAt(gate, keys.barrier, count, 'every hold read and written, none committed');
      await gate.query('select pg_advisory_unlock($1)', [keys.barrier]);
    }
    return await answers;
  } finally {
    await gate.end();
  }
}
