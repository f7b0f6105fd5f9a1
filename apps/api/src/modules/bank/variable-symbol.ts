/**
 * Finding the variable symbol (VS) of a Slovak payment in a bank statement. Banks carry it in
 * different places; the shop looks in this order and takes the first it finds:
 *
 * 1. EndToEndId in the Slovak SEPA form `/VS1234567890/SS…/KS…`, or `VS1234567890` alone;
 * 2. the structured creditor reference (`RmtInf/Strd/CdtrRefInf/Ref`): the same forms, or 1–10 digits alone;
 * 3. the free text (`RmtInf/Ustrd`): `VS1234`, `VS 1234`, `VS:1234`, `vs.1234`, `/VS1234/`.
 *
 * A bare number in free text is never taken as a VS: it may be a phone number or a date.
 * `NOTPROVIDED` (the SEPA placeholder) carries nothing. Banks pad a VS with zeros to 10 digits, so a
 * VS is compared as a number: `normalizeVariableSymbol` drops leading zeros (all zeros is no VS).
 */
const TAGGED = /(?:^|[^A-Za-z])VS\s*[:.]?\s*(\d{1,10})(?!\d)/i;
const DIGITS_ONLY = /^\s*(\d{1,10})\s*$/;

/** The VS as a canonical string without leading zeros, or null for none. */
export function normalizeVariableSymbol(raw: string | null | undefined): string | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const trimmed = raw.replace(/^0+/, '');
  return trimmed === '' ? null : trimmed;
}

function tagged(text: string | undefined): string | null {
  const found = text ? TAGGED.exec(text) : null;
  return normalizeVariableSymbol(found?.[1]);
}

export interface PaymentReferences {
  endToEndId?: string;
  creditorReferences?: string[];
  unstructured?: string[];
}

/** The payment's VS by the rules above, or null when it has none. */
export function findVariableSymbol(refs: PaymentReferences): string | null {
  const fromEndToEnd = tagged(refs.endToEndId);
  if (fromEndToEnd) return fromEndToEnd;
  for (const ref of refs.creditorReferences ?? []) {
    const found = tagged(ref) ?? normalizeVariableSymbol(DIGITS_ONLY.exec(ref)?.[1]);
    if (found) return found;
  }
  for (const text of refs.unstructured ?? []) {
    const found = tagged(text);
    if (found) return found;
  }
  return null;
}
