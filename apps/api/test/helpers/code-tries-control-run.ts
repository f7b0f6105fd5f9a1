import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { PendingCode, UseCodeTry } from '../../src/modules/users/phone-service.ts';

// The control run of the phone-code race (phone-verification-race.test.ts): a try is used up by reading
// the count and writing it back plus one, passed to the shop as `ServiceSeams.codeTry`, to show the race
// test can fail (guesses sent at once all count as one try, so the code outlives its 5 tries).

/** How long the read stays stale before the write: every guess arriving meanwhile reads the same count. */
const RACE_WINDOW_MS = 200;

/** Read the tries used, wait, then write them back plus one without a condition. */
export const useTryReadThenWrite: UseCodeTry = async (db, userId, tries) => {
  const [current] = await queryRows<PendingCode>(
    db,
    sql`select phone_number as "phoneNumber", code_hash as "codeHash", expires_at <= now() as expired,
        failed_attempts as "triesUsed" from phone_codes where user_id = ${userId}`,
  );
  if (!current || current.triesUsed >= tries) return undefined;
  await new Promise((resolve) => setTimeout(resolve, RACE_WINDOW_MS));
  const triesUsed = current.triesUsed + 1;
  await queryRows(db, sql`update phone_codes set failed_attempts = ${triesUsed} where user_id = ${userId}`);
  return { ...current, triesUsed };
};
