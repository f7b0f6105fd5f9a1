import { sql } from 'drizzle-orm';
import { type Db, namedRows } from '../../db/client.ts';

/**
 * How long a process trusts the session version it read for a user (docs/decisions.md, "Sessions end
 * with a password change"): an access token signed before a password change or reset still works for
 * at most this long in another process; in the process that made the change, not at all.
 */
export const SESSION_VERSION_TTL_MS = 5_000;
const CACHE_LIMIT = 50_000;

type Known = { version: Promise<number | null>; until: number };

/**
 * The users' current session versions, read once per user and `ttlMs` in each process, so a burst of
 * requests with one token pays one query, not one each.
 */
export function createSessionVersions(db: Db, ttlMs = SESSION_VERSION_TTL_MS, now = () => Date.now()) {
  const known = new Map<string, Known>();

  function current(userId: string): Promise<number | null> {
    const hit = known.get(userId);
    if (hit && hit.until > now()) return hit.version;
    if (known.size >= CACHE_LIMIT) known.delete(known.keys().next().value as string);
    const version = namedRows<{ version: number }>(
      db,
      'session-version',
      sql`select session_version as version from users where id = ${userId}`,
    ).then(
      ([row]) => row?.version ?? null,
      (error: unknown) => {
        known.delete(userId);
        throw error;
      },
    );
    known.set(userId, { version, until: now() + ttlMs });
    return version;
  }

  return {
    /** Whether a token signed with `version` still belongs to a live session of the user. */
    async isCurrent(userId: string, version: number): Promise<boolean> {
      return (await current(userId)) === version;
    },

    /** Ends every session in the caller's transaction: returns the new version to sign tokens with. */
    async bump(tx: Db, userId: string): Promise<number> {
      const [row] = await namedRows<{ version: number }>(
        tx,
        'session-version-bump',
        sql`update users set session_version = session_version + 1 where id = ${userId}
          returning session_version as version`,
      );
      return row?.version ?? 0;
    },

    /** Forgets what this process read about the user (after its bump committed). */
    forget(userId: string): void {
      known.delete(userId);
    },
  };
}

export type SessionVersions = ReturnType<typeof createSessionVersions>;
