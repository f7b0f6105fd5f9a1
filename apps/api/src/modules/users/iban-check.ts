import { type ErrorCode, IBAN_INVALID_MESSAGE, isValidIban, normalizeIban } from '@hokej/contract';
import { fail } from '../../http/shop-error.ts';

/**
 * The buyer's IBAN as stored: undefined stays undefined (not given), '' clears it, anything else is
 * normalized (no spaces, upper case) and must pass the mod-97 check, or `code` refuses the request
 * with a field error shaped like the schema validation's.
 */
export function checkedIban(value: string | undefined, field: string, code: ErrorCode): string | undefined {
  if (value === undefined) return undefined;
  const iban = normalizeIban(value);
  if (iban === '') return '';
  if (!isValidIban(iban)) {
    fail(code, { errors: [{ field, keyword: 'iban', message: IBAN_INVALID_MESSAGE }] });
  }
  return iban;
}
