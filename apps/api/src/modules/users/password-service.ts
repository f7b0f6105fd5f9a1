import type { ChangePasswordBody, EmailSent, ResetFinishBody, UserAccount } from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { type AttemptLimits, type Check, LIMITS } from '../auth/attempt-limits.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { isKnownAddress, loginChecks } from '../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { SessionVersions } from '../auth/session-versions.ts';
import { emails } from '../notifications/account-emails.ts';
import { queueEmail } from '../notifications/outbox.ts';
import type { Links } from './links.ts';
import { isLinkProblem, issueToken, spendToken } from './one-time-tokens.ts';
import { findUserByEmail, findUserById } from './user-repository.ts';

/** Forgotten-password reset by e-mailed link, and the change of a known password. */
export function createPasswordService(
  db: Db,
  deps: {
    limits: AttemptLimits;
    links: Links;
    refresh: RefreshTokens;
    auth: AuthService;
    sessions: SessionVersions;
  },
) {
  const { limits, links, refresh, auth, sessions } = deps;

  /**
   * Stores a new hash (computed before the transaction) and ends every session of the user: refresh
   * tokens revoked, access tokens out of date (the new session version is returned).
   */
  async function replacePassword(tx: Db, userId: string, passwordHash: string): Promise<number> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await refresh.revokeAll(userId, tx);
    return sessions.bump(tx, userId);
  }

  return {
    /** Mails a reset link when the account exists; the answer never tells whether it does. */
    async requestReset(email: string, address: string): Promise<EmailSent> {
      await limits.consume([
        { key: `mail:account:${email.toLowerCase()}`, limit: LIMITS.mailPerAccount },
        { key: `mail:address:${address}`, limit: LIMITS.mailPerAddress },
      ]);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) return;
        const token = await issueToken(tx, user.id, 'RESET_PASSWORD');
        await queueEmail(
          tx,
          user.email,
          emails.resetPassword(user.language, user.firstName, links.resetPassword(token)),
        );
      });
      return { email };
    },

    /**
     * Sets a new password with a reset link: single use, every session ends. The link came to the
     * mailbox, so it also proves the address (an unverified account becomes verified).
     */
    async finishReset(body: ResetFinishBody, address: string): Promise<EmailSent> {
      if (body.newPassword !== body.newPasswordRetype) fail('USER_NEW_PASSWORDS_NOT_MATCH');
      const checks = [{ key: `link:address:${address}`, limit: LIMITS.linkFailuresPerAddress }];
      await limits.ensureAllowed(checks);
      const passwordHash = await hashPassword(body.newPassword);
      try {
        const done = await db.transaction(async (tx) => {
          const spent = await spendToken(tx, body.resetPasswordHash, 'RESET_PASSWORD');
          if ('problem' in spent) {
            fail(spent.problem === 'EXPIRED' ? 'USER_EMAIL_CODE_EXPIRED' : 'USER_EMAIL_CODE_INVALID');
          }
          const user = await findUserById(tx, spent.userId);
          if (!user) fail('USER_EMAIL_CODE_INVALID');
          await replacePassword(tx, user.id, passwordHash);
          await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
            .where(eq(users.id, user.id));
          await queueEmail(tx, user.email, emails.passwordChanged(user.language, user.firstName));
          return { email: user.email, userId: user.id };
        });
        sessions.forget(done.userId);
        return { email: done.email };
      } catch (error) {
        if (isLinkProblem(error)) await limits.recordFailure(checks);
        throw error;
      }
    },

    /** Changes a known password; every other session ends and this one gets a fresh token pair. */
    async changePassword(userId: string, body: ChangePasswordBody, address: string): Promise<UserAccount> {
      if (body.newPassword !== body.newPasswordRetype) fail('USER_NEW_PASSWORDS_NOT_MATCH');
      const user = await findUserById(db, userId);
      if (!user) fail('USER_NOT_FOUND');
      // A wrong old password counts as a failed sign-in of the account: no guessing from a stolen session.
      const [account] = loginChecks(user.email, address, await isKnownAddress(db, user.id, address));
      if (
        !(await limits.attempt([account as Check], () => verifyPassword(user.passwordHash, body.oldPassword)))
      ) {
        fail('USER_OLD_PASSWORDS_NOT_MATCH');
      }
      if (body.newPassword === body.oldPassword) fail('USER_PASSWORD_IDENTICAL');
      const passwordHash = await hashPassword(body.newPassword);
      const session = await db.transaction(async (tx) => {
        const sessionVersion = await replacePassword(tx, user.id, passwordHash);
        await queueEmail(tx, user.email, emails.passwordChanged(user.language, user.firstName));
        return auth.session({ ...user, sessionVersion }, undefined, tx);
      });
      sessions.forget(user.id);
      return session;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
