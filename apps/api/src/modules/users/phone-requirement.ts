import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { setups } from '../../db/schema/venue.ts';
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
    loading ??= db
      .select({ id: setups.id })
      .from(setups)
      .where(eq(setups.phoneRequired, true))
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
      const [user] = await db
        .select({ verified: users.phoneVerified })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.verified) fail('USER_PHONE_NOT_VERIFIED');
    },
  };
}

export type PhoneRequirement = ReturnType<typeof createPhoneRequirement>;
