import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';

/** Seconds a spent token still works, so that two tabs refreshing at once do not log each other out. */
export const REUSE_GRACE_S = 10;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque refresh tokens: stored hashed, single use, rotated within a family that reuse revokes. */
export function createRefreshTokens(db: Db, ttlDays: number) {
  return {
    /** Issues a token in `familyId` (a new family for a fresh login). */
    async issue(userId: string, familyId: string = randomUUID(), tx: Db = db) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await tx.insert(refreshTokens).values({ userId, familyId, tokenHash: digest(token), expiresAt });
      return { token, expiresAt };
    },

    /** Ends every session of the user (password changed or reset). */
    async revokeAll(userId: string, tx: Db = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends the session (family) the token belongs to, spent or not; an unknown token changes nothing. */
    async revokeFamilyOf(token: string, tx: Db = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            sql`${refreshTokens.familyId} = (select family_id from refresh_tokens where token_hash = ${digest(token)})`,
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /**
     * Spends a token once. Returns its user and family; `reused` when a token spent longer ago than
     * the grace period comes back — it was stolen, so its whole family is revoked; null when unknown,
     * expired or revoked. A token spent moments ago (a second tab refreshing at the same time) is
     * honoured once more within the grace period.
     */
    async spend(token: string, tx: Db = db): Promise<{ userId: string; familyId: string } | 'reused' | null> {
      const hash = digest(token);
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            sql`${refreshTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      if (spent) return spent;
      const [known] = await tx
        .select({
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          usedAt: refreshTokens.usedAt,
          revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
          inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REUSE_GRACE_S})
            and ${refreshTokens.expiresAt} > now()`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      if (!known?.usedAt || known.revoked) return null;
      if (known.inGrace) return { userId: known.userId, familyId: known.familyId };
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      return 'reused';
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
