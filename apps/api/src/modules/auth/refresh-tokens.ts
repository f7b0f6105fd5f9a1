import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque refresh tokens: stored hashed, single use, rotated within a family that reuse revokes. */
export function createRefreshTokens(db: Db, ttlDays: number) {
  return {
    /** Issues a token in `familyId` (a new family for a fresh login). */
    async issue(userId: string, familyId: string = randomUUID()) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(refreshTokens).values({ userId, familyId, tokenHash: digest(token), expiresAt });
      return { token, expiresAt };
    },

    /**
     * Spends a token once. Returns its user and family, or null when it is unknown, expired or
     * already spent; a spent token coming back means it was stolen, so its whole family is revoked.
     */
    async spend(token: string): Promise<{ userId: string; familyId: string } | null> {
      const hash = digest(token);
      const [spent] = await db
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
      const [known] = await db
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      if (known?.usedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      }
      return null;
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
