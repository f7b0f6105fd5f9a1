/**
 * A page that sends a visitor to create an account (the transfer's acceptance page) is where their first login
 * after the e-mail's verification leads, in whatever tab they open the verification link: kept locally for a day.
 */
import { readStored, writeStored } from '../storage/localStore.ts';

const KEY = 'signupReturn';
const KEEP_MS = 24 * 3_600_000;

type Stored = { path: string; at: number };

export function rememberSignupReturn(path: string, now = Date.now()): void {
  writeStored(KEY, { path, at: now } satisfies Stored);
}

/** The remembered page, while it is fresh; null otherwise. */
export function signupReturnPath(now = Date.now()): string | null {
  const stored = readStored<Stored>(KEY);
  return stored && now - stored.at < KEEP_MS && stored.path.startsWith('/') ? stored.path : null;
}

export function forgetSignupReturn(): void {
  writeStored(KEY, null);
}
