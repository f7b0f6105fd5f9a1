import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './db/client.ts';

/** A secret shared by all processes on this database, generated once when the setting does not give it. */
export async function sharedSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await queryRows(
    db,
    sql`insert into app_secrets (name, value) values (${name}, ${randomBytes(48).toString('base64url')})
      on conflict (name) do nothing`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from app_secrets where name = ${name}`,
  );
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
