import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { PendingCode, UseCodeTry } from '../../src/modules/users/phone-service.ts';
import type { Meet } from './meet.ts';

// The control run of the phone-code race (phone-verification-race.test.ts): a try is used up by reading
// the count and writing it back plus one, passed to the shop as `ServiceSeams.codeTry`, to show the race
// test can fail (guesses sent at once all count as one try, so the code outlives its 5 tries).

/**
 * Read the tries used, meet the other guesses that read them (`meet`, helpers/meet.ts), then write them
 * back plus one without a condition: guesses that met all write the same count.
 */
export const useTryReadThenWrite =
  (meet: Meet): UseCodeTry =>
  async (db, userId, tries) => {
    const [current] = await queryRows<PendingCode>(
      db,
      sql`select phone_number as "phoneNumber", code_hash as "codeHash", expires_at <= now() as expired,
        failed_attempts as "triesUsed" from phone_codes where user_id = ${userId}`,
    );
    if (!current || current.triesUsed >= tries) return undefined;
    await meet();
    const triesUsed = current.triesUsed + 1;
    await queryRows(db, sql`update phone_codes set failed_attempts = ${triesUsed} where user_id = ${userId}`);
    return { ...current, triesUsed };
  };
