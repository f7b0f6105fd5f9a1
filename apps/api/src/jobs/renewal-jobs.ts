import type { Db } from '../db/client.ts';
import { every } from '../every.ts';
import { type RenewalRelease, renewalRound } from '../modules/renewals/renewal-deadline.ts';
import type { Links } from '../modules/users/links.ts';

/**
 * Every `intervalMs`: season renewals' lapsed orders re-offered, reminders before the deadline, and past
 * it the unrenewed seats released (renewals/renewal-deadline.ts). Safe with several processes.
 */
export function startRenewalJobs(
  db: Db,
  links: Links,
  intervalMs: number,
  log: (err: unknown) => void,
  release?: RenewalRelease,
) {
  return every(intervalMs, () => renewalRound(db, links, release), log);
}
