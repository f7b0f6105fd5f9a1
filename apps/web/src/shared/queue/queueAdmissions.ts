/**
 * The waiting rooms' admissions this browser holds, per account and room, in localStorage: a reload,
 * a second tab or a phone that slept keep them. The API client sends the current account's as the
 * `X-Queue-Admission` header (docs/decisions.md, Virtual waiting room).
 */
import type { QUEUE_ADMISSION_HEADER, QueueAdmission } from '@hokej/contract';
import { readStored, writeStored } from '../storage/localStore.ts';

const KEY = 'queueAdmissions';
/** The contract's header name, typed against it without loading the contract into the first load. */
export const ADMISSION_HEADER: typeof QUEUE_ADMISSION_HEADER = 'x-queue-admission';
/** An expired admission still goes along this long: the server renews it while the cart is alive. */
const GRACE_MS = 30 * 60_000;
const MAX_SENT = 8;

type Stored = Record<string, { account: string; token: string; expiresAt: string }>;

const stored = (): Stored => readStored<Stored>(KEY) ?? {};

/** Keeps (or, with null, forgets) the admission of `account` to `roomId`. */
export function rememberAdmission(account: string, roomId: string, admission: QueueAdmission | null): void {
  const all = stored();
  const now = Date.now();
  for (const [id, a] of Object.entries(all)) if (Date.parse(a.expiresAt) + GRACE_MS < now) delete all[id];
  if (admission) all[roomId] = { account, ...admission };
  else delete all[roomId];
  writeStored(KEY, all);
}

/** True when `account` holds an unexpired admission to `roomId`. */
export function hasAdmission(account: string, roomId: string, now = Date.now()): boolean {
  const a = stored()[roomId];
  return a !== undefined && a.account === account && Date.parse(a.expiresAt) > now;
}

/** The header value for `account`'s admissions (empty when none). */
export function admissionHeaderFor(account: string, now = Date.now()): string {
  return Object.values(stored())
    .filter((a) => a.account === account && Date.parse(a.expiresAt) + GRACE_MS > now)
    .slice(0, MAX_SENT)
    .map((a) => a.token)
    .join(',');
}
