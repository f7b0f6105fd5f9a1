import type { Role, ShopLanguage, UserAccount } from '@hokej/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import { type AttemptLimits, LIMITS, type LimitedAttempt } from './attempt-limits.ts';
import { findLoginUser, loginChecks, rememberLoginAddress } from './login-limits.ts';
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
  /** How a password check is counted against the limits (tests pass a control run in). */
  attempt: LimitedAttempt = (checks, check) => limits.attempt(checks, check),
) {
  async function account(user: UserRow, familyId?: string, tx: Db = db): Promise<UserAccount> {
    const roles = user.roles as Role[];
    const name = `${user.firstName} ${user.lastName}`;
    const accessToken = await access.sign({ id: user.id, roles, name, sessionVersion: user.sessionVersion });
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
      language: user.language,
    };
  }

  return {
    /** A fresh session (token pair in a new family unless one is given) for a user already checked. */
    session: account,

    /**
     * Logs in with e-mail and password; a wrong e-mail and a wrong password look the same. Each try
     * takes its attempt before the password is checked, so parallel tries cannot outrun the limit.
     */
    async login(
      email: string,
      password: string,
      address: string,
      language: ShopLanguage,
    ): Promise<UserAccount> {
      const found = await findLoginUser(db, email, address);
      const user = found?.user;
      const passed = await attempt(loginChecks(email, address, found?.known === true), async () =>
        verifyPassword(user?.passwordHash ?? (await decoyHash), password),
      );
      if (!user || !passed) fail('USER_PASS_EMAIL_INVALID');
      if (!user.emailVerifiedAt) fail('USER_EMAIL_NOT_VERIFIED', { email: user.email });
      await rememberLoginAddress(db, user.id, address);
      // The account's e-mails follow the language the fan signs in with (decisions.md).
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, user.id), ne(users.language, language)));
      return account({ ...user, language });
    },

    /** Ends the session the refresh token belongs to (its whole family), whatever state it is in. */
    async logout(refreshToken: string): Promise<void> {
      await refresh.revokeFamilyOf(refreshToken);
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
