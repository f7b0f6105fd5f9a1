import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

export type Limit = { max: number; windowS: number };
export type Check = { key: string; limit: Limit };

/** Attempts allowed per window before a pause (OWASP: throttle per account and per address). */
export const LIMITS = {
  loginPerAccount: { max: 10, windowS: 15 * 60 },
  loginPerAddress: { max: 50, windowS: 15 * 60 },
  refreshPerAddress: { max: 30, windowS: 15 * 60 },
  // Every request counts for calls that send something or create an account.
  registrationPerAddress: { max: 10, windowS: 3600 },
  mailPerAccount: { max: 5, windowS: 3600 },
  mailPerAddress: { max: 20, windowS: 3600 },
  smsPerAccount: { max: 5, windowS: 3600 },
  smsPerAddress: { max: 20, windowS: 3600 },
  // Failures count for calls that check a secret (link hash, SMS code).
  linkFailuresPerAddress: { max: 30, windowS: 15 * 60 },
  codeFailuresPerAccount: { max: 15, windowS: 3600 },
  codeFailuresPerAddress: { max: 50, windowS: 3600 },
} satisfies Record<string, Limit>;

/**
 * Counts attempts per key in fixed windows kept in the database, so every process shares them.
 * Sign-ins and secret checks count failures only (a fan who signs in often is never slowed down);
 * calls that send an e-mail or SMS count every request (`consume`).
 */
export function createAttemptLimits(db: Db) {
  return {
    /** Refuses with RATE_LIMITED (and how long to wait) while any key is at its limit. */
    async ensureAllowed(checks: Check[]): Promise<void> {
      for (const { key, limit } of checks) {
        const [row] = await queryRows<{ hits: number; retryAfter: number }>(
          db,
          sql`select hits, ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowS}) - now()))::int
              as "retryAfter"
            from rate_limits where key = ${key} and window_start > now() - make_interval(secs => ${limit.windowS})`,
        );
        if (row && row.hits >= limit.max) fail('RATE_LIMITED', { retryAfter: Math.max(1, row.retryAfter) });
      }
    },

    /** Counts this attempt on every key, refusing with RATE_LIMITED when one is already at its limit. */
    async consume(checks: Check[]): Promise<void> {
      await this.ensureAllowed(checks);
      await this.recordFailure(checks);
    },

    /** Records one failed attempt on each key (a new window starts when the old one is over). */
    async recordFailure(checks: Check[]): Promise<void> {
      for (const { key, limit } of checks) {
        const fresh = sql`rate_limits.window_start <= now() - make_interval(secs => ${limit.windowS})`;
        await queryRows(
          db,
          sql`insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
            on conflict (key) do update set
              hits = case when ${fresh} then 1 else rate_limits.hits + 1 end,
              window_start = case when ${fresh} then now() else rate_limits.window_start end`,
        );
      }
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
