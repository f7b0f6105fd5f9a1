import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/accounts.ts';
import { ShopError } from '../../http/shop-error.ts';

export type Purpose = typeof oneTimeTokens.$inferSelect.purpose;

/** How long a link works. */
export const LINK_TTL_S: Record<Purpose, number> = { VERIFY_EMAIL: 24 * 3600, RESET_PASSWORD: 3600 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a link token (256 random bits, only its hash is stored); earlier unused tokens of the same
 * purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issueToken(tx: Db, userId: string, purpose: Purpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  await tx.insert(oneTimeTokens).values({
    tokenHash: digest(token),
    userId,
    purpose,
    expiresAt: sql`now() + make_interval(secs => ${LINK_TTL_S[purpose]})`,
  });
  return token;
}

export type Spent = { userId: string } | { problem: 'INVALID' | 'EXPIRED' | 'USED'; userId?: string };

/**
 * Spends a token once: its user, or why not — unknown (INVALID), past its expiry (EXPIRED) or
 * already spent (USED, with the user, so a second click on a verification link can be answered kindly).
 */
export async function spendToken(tx: Db, token: string, purpose: Purpose): Promise<Spent> {
  const hash = digest(token);
  const [spent] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (spent) return spent;
  const [known] = await tx
    .select({ userId: oneTimeTokens.userId, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hash), eq(oneTimeTokens.purpose, purpose)));
  if (!known) return { problem: 'INVALID' };
  return { problem: known.usedAt ? 'USED' : 'EXPIRED', userId: known.userId };
}

/** True for the refusals of a bad link, which count towards the per-address limit. */
export const isLinkProblem = (error: unknown) =>
  error instanceof ShopError &&
  (error.code === 'USER_EMAIL_CODE_INVALID' || error.code === 'USER_EMAIL_CODE_EXPIRED');
