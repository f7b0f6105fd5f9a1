import { sql } from 'drizzle-orm';
import pg from 'pg';

// The presale limit's race: a member's holds of one match at once. The shop counts the member's seats in
// the hold statement after locking their cart row; the control run (`gatedCart(false)`) creates the cart
// row without locking it, so nothing orders the counts and the limit can be passed.

const GATE = 7_316_048;

/**
 * The cart statement of a hold behind a gate the test opens once every hold waits at it (a shared
 * advisory lock per transaction, which the test holds exclusively first). `locked`: the cart row locked
 * as the shop does, or only created (the control run).
 */
export const gatedCart = (locked: boolean) => (userId: string) =>
  locked
    ? sql`insert into carts (user_id) select ${userId} from (select pg_advisory_xact_lock_shared(${GATE})) gate
        on conflict (user_id) do update set user_id = excluded.user_id returning id`
    : sql`insert into carts (user_id) select ${userId} from (select pg_advisory_xact_lock_shared(${GATE})) gate
        on conflict (user_id) do nothing returning id`;

/** Runs `holds` (started by `start`) behind the gate: opens it once `count` of them wait at it. */
export async function throughGate<T>(url: string, count: number, start: () => Promise<T>): Promise<T> {
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  try {
    await gate.query('select pg_advisory_lock($1)', [GATE]);
    const running = start();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await gate.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [GATE],
      );
      if (rows[0].n === count) break;
      if (Date.now() > deadline) throw new Error('the holds never all reached the gate');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await gate.query('select pg_advisory_unlock($1)', [GATE]);
    return await running;
  } finally {
    await gate.end();
  }
}
