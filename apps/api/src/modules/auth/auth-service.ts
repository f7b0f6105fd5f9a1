import type { Role, UserAccount } from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import { type AttemptLimits, LIMITS } from './attempt-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

export type UserRow = typeof users.$inferSelect;

// Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-matches');

export function createAuthService(
  db: Db,
  access: AccessTokens,
  refresh: RefreshTokens,
  limits: AttemptLimits,
) {
  async function account(user: UserRow, familyId?: string, tx: Db = db): Promise<UserAccount> {
    const roles = user.roles as Role[];
    const accessToken = await access.sign({ id: user.id, roles, name: `${user.firstName} ${user.lastName}` });
    const issued = await refresh.issue(user.id, familyId, tx);
    return {
      accessToken,
      refreshToken: issued.token,
      expRefreshToken: Math.floor(issued.expiresAt.getTime() / 1000),
      roles,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    };
  }

  return {
    /** A fresh session (token pair in a new family unless one is given) for a user already checked. */
    session: account,

    /** Logs in with e-mail and password; a wrong e-mail and a wrong password look the same. */
    async login(email: string, password: string, address: string): Promise<UserAccount> {
      const checks = [
        { key: `login:account:${email.toLowerCase()}`, limit: LIMITS.loginPerAccount },
        { key: `login:address:${address}`, limit: LIMITS.loginPerAddress },
      ];
      await limits.ensureAllowed(checks);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !ok) {
        await limits.recordFailure(checks);
        fail('USER_PASS_EMAIL_INVALID');
      }
      if (!user.emailVerifiedAt) fail('USER_EMAIL_NOT_VERIFIED', { email: user.email });
      return account(user);
    },

    /** Exchanges a refresh token for a new pair in the same family, in one transaction. */
    async refresh(refreshToken: string, address: string): Promise<UserAccount> {
      const checks = [{ key: `refresh:address:${address}`, limit: LIMITS.refreshPerAddress }];
      await limits.ensureAllowed(checks);
      // A reuse is answered with an error, but its revocation must commit: the transaction returns it.
      const outcome = await db.transaction(async (tx) => {
        const spent = await refresh.spend(refreshToken, tx);
        if (!spent || spent === 'reused') return null;
        const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
        return user ? account(user, spent.familyId, tx) : null;
      });
      if (!outcome) {
        await limits.recordFailure(checks);
        fail('USER_TOKEN_REFRESH_ERROR');
      }
      return outcome;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
