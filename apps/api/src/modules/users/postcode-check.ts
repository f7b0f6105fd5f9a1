import { type Address, type ErrorCode, isValidPostcode, POSTCODE_INVALID_MESSAGE } from '@hokej/contract';
import { fail } from '../../http/shop-error.ts';

/**
 * Refuses an invoice address whose postcode does not fit its country (a Slovak or Czech one must follow
 * the spec's zip rule) with `code` and a field error shaped like the schema validation's; `field` is the
 * postcode's dotted path in the body ("address.postcode", "invoice.address.postcode").
 */
export function checkPostcode(address: Address | undefined, field: string, code: ErrorCode): void {
  if (!address || isValidPostcode(address.country, address.postcode)) return;
  fail(code, { errors: [{ field, keyword: 'postcode', message: POSTCODE_INVALID_MESSAGE }] });
}
