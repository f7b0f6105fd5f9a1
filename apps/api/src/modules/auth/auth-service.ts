import type { Role, UserAccount } from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

type UserRow = typeof users.$inferSelect;

// Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-matches');

export function createAuthService(db: Db, access: AccessTokens, refresh: RefreshTokens) {
  async function account(user: UserRow, familyId?: string): Promise<UserAccount> {
    const roles = user.roles as Role[];
    const accessToken = await access.sign({ id: user.id, roles, name: `${user.firstName} ${user.lastName}` });
    const issued = await refresh.issue(user.id, familyId);
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
    /** Logs in with e-mail and password; a wrong e-mail and a wrong password look the same. */
    async login(email: string, password: string): Promise<UserAccount> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !ok) fail('USER_PASS_EMAIL_INVALID');
      if (!user.emailVerifiedAt) fail('USER_EMAIL_NOT_VERIFIED', { email: user.email });
      return account(user);
    },

    /** Exchanges a refresh token for a new pair in the same family. */
    async refresh(refreshToken: string): Promise<UserAccount> {
      const spent = await refresh.spend(refreshToken);
      if (!spent) fail('USER_TOKEN_REFRESH_ERROR');
      const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
      if (!user) fail('USER_TOKEN_REFRESH_ERROR');
      return account(user, spent.familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
