import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

/** How long a process trusts its list of matches that need a verified phone. */
const REFRESH_MS = 30_000;

/**
 * Matches marked "phone required" sell only to fans with a verified phone. The few such setups are
 * remembered per process, so holds on every other match pay nothing for the rule.
 */
export function createPhoneRequirement(db: Db) {
  let known: { ids: Set<string>; at: number } | undefined;
  let loading: Promise<Set<string>> | undefined;

  async function phoneRequiredSetups(): Promise<Set<string>> {
    if (known && Date.now() - known.at < REFRESH_MS) return known.ids;
    loading ??= queryRows<{ id: string }>(db, sql`select id from setups where phone_required`)
      .then((rows) => {
        known = { ids: new Set(rows.map((r) => r.id)), at: Date.now() };
        return known.ids;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    /** Refuses with USER_PHONE_NOT_VERIFIED when `setupId` needs a verified phone the user lacks. */
    async ensure(userId: string, setupId: string): Promise<void> {
      if (!(await phoneRequiredSetups()).has(setupId)) return;
      const [user] = await queryRows<{ verified: boolean }>(
        db,
        sql`select phone_verified as verified from users where id = ${userId}`,
      );
      if (!user?.verified) fail('USER_PHONE_NOT_VERIFIED');
    },
  };
}

export type PhoneRequirement = ReturnType<typeof createPhoneRequirement>;
