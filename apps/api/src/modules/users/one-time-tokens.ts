import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { ShopError } from '../../http/shop-error.ts';

export type Purpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD';

/** How long a link works. */
export const LINK_TTL_S: Record<Purpose, number> = { VERIFY_EMAIL: 24 * 3600, RESET_PASSWORD: 3600 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a link token (256 random bits, only its hash is stored); earlier unused tokens of the same
 * purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issueToken(tx: Db, userId: string, purpose: Purpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await queryRows(
    tx,
    sql`update one_time_tokens set used_at = now()
      where user_id = ${userId} and purpose = ${purpose} and used_at is null`,
  );
  await queryRows(
    tx,
    sql`insert into one_time_tokens (token_hash, user_id, purpose, expires_at)
      values (${digest(token)}, ${userId}, ${purpose}, now() + make_interval(secs => ${LINK_TTL_S[purpose]}))`,
  );
  return token;
}

export type Spent = { userId: string } | { problem: 'INVALID' | 'EXPIRED' | 'USED'; userId?: string };

/**
 * Spends a token once: its user, or why not — unknown (INVALID), past its expiry (EXPIRED) or
 * already spent (USED, with the user, so a second click on a verification link can be answered kindly).
 */
export async function spendToken(tx: Db, token: string, purpose: Purpose): Promise<Spent> {
  const [spent] = await queryRows<{ userId: string }>(
    tx,
    sql`update one_time_tokens set used_at = now()
      where token_hash = ${digest(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
      returning user_id as "userId"`,
  );
  if (spent) return spent;
  const [known] = await queryRows<{ userId: string; used: boolean }>(
    tx,
    sql`select user_id as "userId", used_at is not null as used from one_time_tokens
      where token_hash = ${digest(token)} and purpose = ${purpose}`,
  );
  if (!known) return { problem: 'INVALID' };
  return { problem: known.used ? 'USED' : 'EXPIRED', userId: known.userId };
}

/** True for the refusals of a bad link, which count towards the per-address limit. */
export const isLinkProblem = (error: unknown) =>
  error instanceof ShopError &&
  (error.code === 'USER_EMAIL_CODE_INVALID' || error.code === 'USER_EMAIL_CODE_EXPIRED');
