import type {
  EmailSent,
  EmailVerified,
  RegistrationBody,
  ShopLanguage,
  VerifyEmailQuery,
} from '@hokej/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { type AttemptLimits, LIMITS } from '../auth/attempt-limits.ts';
import { hashPassword } from '../auth/passwords.ts';
import { emails } from '../notifications/account-emails.ts';
import { queueEmail } from '../notifications/outbox.ts';
import type { Links } from './links.ts';
import { isLinkProblem, issueToken, spendToken } from './one-time-tokens.ts';
import { findUserByEmail, findUserById, phoneVerifiedElsewhere } from './user-repository.ts';

/** Registration and e-mail verification. */
export function createRegistrationService(db: Db, limits: AttemptLimits, links: Links) {
  async function sendVerification(
    tx: Db,
    user: { id: string; email: string; firstName: string; language: ShopLanguage },
  ) {
    const token = await issueToken(tx, user.id, 'VERIFY_EMAIL');
    await queueEmail(
      tx,
      user.email,
      emails.verifyEmail(user.language, user.firstName, links.verifyEmail(token, user.email)),
    );
  }

  return {
    /** Creates an unverified account and mails its verification link, in one transaction. */
    async register(body: RegistrationBody, address: string, language: ShopLanguage): Promise<EmailSent> {
      if (!body.termsAgreed) fail('USER_TERMS_NOT_AGREED');
      await limits.consume([{ key: `register:address:${address}`, limit: LIMITS.registrationPerAddress }]);
      if (await findUserByEmail(db, body.email)) fail('USER_EMAIL_EXISTS');
      // A number another account has verified is refused now, not only when this account verifies it.
      if (body.phoneNumber && (await phoneVerifiedElsewhere(db, body.phoneNumber)))
        fail('USER_NO_UNIQUE_PHONE');
      const passwordHash = await hashPassword(body.password);
      try {
        await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: body.email,
              passwordHash,
              firstName: body.firstName.trim(),
              lastName: body.lastName.trim(),
              phoneNumber: body.phoneNumber,
              newsletter: body.newsletter,
              language,
            })
            .returning();
          if (!user) throw new Error('user insert returned nothing');
          await sendVerification(tx, user);
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index lets one through.
        if (sqlState(error) === UNIQUE_VIOLATION) fail('USER_EMAIL_EXISTS');
        throw error;
      }
      return { email: body.email };
    },

    /** Spends a verification link; a second click on a used link of a verified account still succeeds. */
    async verifyEmail(query: VerifyEmailQuery, address: string): Promise<EmailVerified> {
      const checks = [{ key: `link:address:${address}`, limit: LIMITS.linkFailuresPerAddress }];
      await limits.ensureAllowed(checks);
      try {
        return await db.transaction(async (tx) => {
          const spent = await spendToken(tx, query.hash, 'VERIFY_EMAIL');
          const user = spent.userId ? await findUserById(tx, spent.userId) : undefined;
          // Throwing rolls the spending back: a link shown with another address is not used up.
          if (!user || user.email.toLowerCase() !== query.email.toLowerCase())
            fail('USER_EMAIL_CODE_INVALID');
          if ('problem' in spent) {
            if (spent.problem === 'USED' && user.emailVerifiedAt)
              return { email: user.email, alreadyVerified: true };
            fail(spent.problem === 'EXPIRED' ? 'USER_EMAIL_CODE_EXPIRED' : 'USER_EMAIL_CODE_INVALID');
          }
          await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
            .where(eq(users.id, user.id));
          return { email: user.email, alreadyVerified: false };
        });
      } catch (error) {
        if (isLinkProblem(error)) await limits.recordFailure(checks);
        throw error;
      }
    },

    /** Mails a new link to an unverified account; the answer is the same for any address. */
    async resendVerification(email: string, address: string): Promise<EmailSent> {
      await limits.consume([
        { key: `mail:account:${email.toLowerCase()}`, limit: LIMITS.mailPerAccount },
        { key: `mail:address:${address}`, limit: LIMITS.mailPerAddress },
      ]);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user && !user.emailVerifiedAt) await sendVerification(tx, user);
      });
      return { email };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
