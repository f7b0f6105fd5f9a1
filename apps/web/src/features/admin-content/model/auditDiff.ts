/** Before and after of an audit entry as rows a person reads: one row per field, changed ones first. */

export type DiffRow = { field: string; before: string | null; after: string | null; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: strings as they are, the rest as compact JSON; absent is null. */
export function showValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of `before` and `after` (objects) side by side; a created thing has no before, a deleted one
 * no after. Anything that is not an object is one row named "".
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    const b = before == null ? null : showValue(before);
    const a = after == null ? null : showValue(after);
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = isRecord(before) ? showValue(b[field]) : null;
    const is = isRecord(after) ? showValue(a[field]) : null;
    return { field, before: was, after: is, changed: was !== is };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
