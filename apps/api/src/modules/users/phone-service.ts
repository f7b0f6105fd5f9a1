import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type MyAccount, PHONE_CODE_LENGTH, type PhoneCodeSent, patterns } from '@hokej/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../db/client.ts';
import { phoneCodes, users } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { type AttemptLimits, LIMITS } from '../auth/attempt-limits.ts';
import { sms } from '../notifications/account-emails.ts';
import { queueSms } from '../notifications/outbox.ts';
import { findUserById, toMyAccount } from './user-repository.ts';

/** A code is valid 5 minutes, a new one may be sent after a minute, and 5 wrong tries kill it. */
export const PHONE_CODE_TTL_S = 300;
export const PHONE_RESEND_AFTER_S = 60;
export const PHONE_CODE_TRIES = 5;

const phonePattern = new RegExp(patterns.phone);

/** The pending code of an account, as a check finds it after using up one of its tries. */
export type PendingCode = Pick<typeof phoneCodes.$inferSelect, 'phoneNumber' | 'codeHash'> & {
  expired: boolean;
  triesUsed: number;
};

/** How a check uses up one of the code's `tries` (a race test's control run passes another, `ServiceSeams`). */
export type UseCodeTry = (db: Db, userId: string, tries: number) => Promise<PendingCode | undefined>;

/** One conditional UPDATE: parallel checks queue on the code's row, so together they get `tries` in all. */
export const useCodeTry: UseCodeTry = async (db, userId, tries) => {
  const [pending] = await db
    .update(phoneCodes)
    .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
    .where(and(eq(phoneCodes.userId, userId), lt(phoneCodes.failedAttempts, tries)))
    .returning({
      phoneNumber: phoneCodes.phoneNumber,
      codeHash: phoneCodes.codeHash,
      expired: sql<boolean>`${phoneCodes.expiresAt} <= now()`,
      triesUsed: phoneCodes.failedAttempts,
    });
  return pending;
};
const digest = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/**
 * Phone verification by a 6-digit SMS code. `smsDelivered` false (production without an SMS provider):
 * no code is made or sent, since it would reach nobody.
 */
export function createPhoneService(
  db: Db,
  limits: AttemptLimits,
  {
    smsDelivered = true,
    useTry = useCodeTry,
  }: { smsDelivered?: boolean; useTry?: UseCodeTry | undefined } = {},
) {
  return {
    /** Sends a fresh code to the account's phone (replacing any earlier one), throttled. */
    async sendCode(userId: string, address: string): Promise<PhoneCodeSent> {
      if (!smsDelivered) fail('USER_PHONE_SMS_UNAVAILABLE');
      const user = await findUserById(db, userId);
      if (!user) fail('USER_NOT_FOUND');
      if (!user.phoneNumber) fail('USER_PHONE_MISSING');
      if (!phonePattern.test(user.phoneNumber)) fail('USER_PHONE_INVALID');
      if (user.phoneVerified) fail('USER_PHONE_ALREADY_VERIFIED');
      const [recent] = await db
        .select({
          wait: sql<number>`ceil(extract(epoch from ${phoneCodes.sentAt}
            + make_interval(secs => ${PHONE_RESEND_AFTER_S}) - now()))::int`,
        })
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, userId));
      if (recent && recent.wait > 0) fail('RATE_LIMITED', { retryAfter: recent.wait });
      await limits.consume([
        { key: `sms:account:${userId}`, limit: LIMITS.smsPerAccount },
        { key: `sms:address:${address}`, limit: LIMITS.smsPerAddress },
      ]);
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const phoneNumber = user.phoneNumber;
      await db.transaction(async (tx) => {
        const row = {
          phoneNumber,
          codeHash: digest(userId, code).toString('hex'),
          expiresAt: sql`now() + make_interval(secs => ${PHONE_CODE_TTL_S})`,
          failedAttempts: 0,
          sentAt: sql`now()`,
        };
        await tx
          .insert(phoneCodes)
          .values({ userId, ...row })
          .onConflictDoUpdate({ target: phoneCodes.userId, set: row });
        await queueSms(tx, phoneNumber, sms.phoneCode(user.language, code));
      });
      return { phoneNumber, expiresInS: PHONE_CODE_TTL_S, resendAfterS: PHONE_RESEND_AFTER_S };
    },

    /** Checks the code; the phone becomes verified unless another account verified that number first. */
    async verify(userId: string, code: string, address: string): Promise<MyAccount> {
      const checks = [
        { key: `code:account:${userId}`, limit: LIMITS.codeFailuresPerAccount },
        { key: `code:address:${address}`, limit: LIMITS.codeFailuresPerAddress },
      ];
      await limits.ensureAllowed(checks);
      // Each check uses up one of the code's tries before comparing, so parallel guesses get 5 in all.
      const pending = await useTry(db, userId, PHONE_CODE_TRIES);
      if (!pending) fail('USER_PHONE_CODE_INVALID', { attemptsLeft: 0 });
      if (pending.expired) fail('USER_PHONE_CODE_EXPIRED');
      if (!timingSafeEqual(Buffer.from(pending.codeHash, 'hex'), digest(userId, code))) {
        await limits.recordFailure(checks);
        fail('USER_PHONE_CODE_INVALID', { attemptsLeft: PHONE_CODE_TRIES - pending.triesUsed });
      }
      try {
        return await db.transaction(async (tx) => {
          const [verified] = await tx
            .update(users)
            .set({ phoneVerified: true })
            .where(and(eq(users.id, userId), eq(users.phoneNumber, pending.phoneNumber)))
            .returning();
          // The number was changed after the code was sent: the code belonged to the old one.
          if (!verified) fail('USER_PHONE_CODE_INVALID', { attemptsLeft: 0 });
          await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
          return toMyAccount(verified);
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) fail('USER_NO_UNIQUE_PHONE');
        throw error;
      }
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
