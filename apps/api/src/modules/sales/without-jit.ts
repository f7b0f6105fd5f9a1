import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * Runs the reads of one answer (or one batch of an export) in one transaction without PostgreSQL's JIT: these grouped statements
 * over every seat and paid line are estimated expensive enough to be compiled, and compiling them took
 * 1–2 s of the 0.3–0.7 s they run (bench/sales, docs/performance.md).
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`set local jit = off`);
    return read(tx);
  });
}
