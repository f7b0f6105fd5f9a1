/** Reads and writes JSON under the shop's prefix in localStorage; storage failures never break the shop. */
const PREFIX = 'hokej.';

/** The localStorage key a value is stored under (what a `storage` event from another tab names). */
export const storedKey = (key: string) => PREFIX + key;

/** Parses a value another tab wrote (a `storage` event's newValue); null when removed or unreadable. */
export function parseStored<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the shop works without persistence.
  }
}
