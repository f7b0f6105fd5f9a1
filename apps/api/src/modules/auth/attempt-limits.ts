import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

export type Limit = { max: number; windowS: number };
export type Check = { key: string; limit: Limit };
/**
 * Runs a secret check (a password) as one limited attempt: true when it passed. The real one takes the
 * attempt before checking; tests pass in another to show their race can fail (`ServiceSeams`).
 */
export type LimitedAttempt = (checks: Check[], check: () => Promise<boolean>) => Promise<boolean>;

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
  /** One attempt on the key if its window has room (a new window when the old one is over). */
  async function take({ key, limit }: Check): Promise<boolean> {
    const fresh = sql`rate_limits.window_start <= now() - make_interval(secs => ${limit.windowS})`;
    const rows = await queryRows(
      db,
      sql`insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when ${fresh} then 1 else rate_limits.hits + 1 end,
          window_start = case when ${fresh} then now() else rate_limits.window_start end
        where ${fresh} or rate_limits.hits < ${limit.max}
        returning hits`,
    );
    return rows.length > 0;
  }
  async function giveBack(checks: Check[]): Promise<void> {
    for (const { key } of checks) {
      await queryRows(db, sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
    }
  }
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

    /**
     * Takes one attempt on every key before `check` runs, each by one conditional upsert, so parallel
     * tries cannot all pass a count read before any failure was written: beyond the limit nothing is
     * checked (RATE_LIMITED). A check that passes gives its attempts back (failures are what count).
     */
    async attempt(checks: Check[], check: () => Promise<boolean>): Promise<boolean> {
      const taken: Check[] = [];
      for (const one of checks) {
        if (!(await take(one))) {
          await giveBack(taken);
          await this.ensureAllowed([one]);
          fail('RATE_LIMITED', { retryAfter: 1 });
        }
        taken.push(one);
      }
      const passed = await check().catch(async (error: unknown) => {
        await giveBack(taken);
        throw error;
      });
      if (passed) await giveBack(taken);
      return passed;
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
