import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownLoginAddresses, users } from '../../db/schema.ts';
import { type Check, LIMITS } from './attempt-limits.ts';

/** How long an address stays known to an account after its last successful sign-in from there. */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * The counters a sign-in of `email` from `address` takes (docs/decisions.md, "Sign-in limits"): the
 * address's own, and the account's — shared by every address the account has not signed in from, but
 * one apart for each known address, so failures from elsewhere cannot lock the fan out at home.
 */
export function loginChecks(email: string, address: string, known: boolean): Check[] {
  const account = `login:account:${email.toLowerCase()}`;
  return [
    { key: known ? `${account}:from:${address}` : account, limit: LIMITS.loginPerAccount },
    { key: `login:address:${address}`, limit: LIMITS.loginPerAddress },
  ];
}

/** The user of `email` (if any) and whether they signed in from `address` lately, in one query. */
export async function findLoginUser(db: Db, email: string, address: string) {
  const [found] = await db
    .select({
      user: users,
      known: sql<boolean>`exists (select 1 from ${knownLoginAddresses} k where k.user_id = ${users.id}
        and k.address = ${address} and k.last_login_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return found;
}

/** Marks `address` as known to the user after a successful sign-in from it. */
export async function rememberLoginAddress(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(knownLoginAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({
      target: [knownLoginAddresses.userId, knownLoginAddresses.address],
      set: { lastLoginAt: sql`now()` },
    });
}

/** Whether the user signed in from `address` lately (a password change counts its failures like a sign-in there). */
export async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownLoginAddresses.userId })
    .from(knownLoginAddresses)
    .where(
      and(
        eq(knownLoginAddresses.userId, userId),
        eq(knownLoginAddresses.address, address),
        sql`${knownLoginAddresses.lastLoginAt} > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
      ),
    );
  return row !== undefined;
}
