/**
 * The invoice address's postcode (PSČ). For Slovakia and the Czech Republic it follows the spec's zip
 * rule (3 digits, an optional space, 2 digits, optionally a separator and 4 digits); other countries keep
 * only the schema's loose shape (3 to 12 letters, digits, spaces or hyphens). Checked on the server and
 * in the forms alike.
 */
import { patterns } from './limits.ts';

/** Countries whose postcode must match the spec's zip rule. */
export const STRICT_POSTCODE_COUNTRIES: readonly string[] = ['SK', 'CZ'];

const ZIP = new RegExp(patterns.zip);

/** True when `postcode` (surrounding spaces ignored) is acceptable for `country`. */
export function isValidPostcode(country: string, postcode: string): boolean {
  if (!STRICT_POSTCODE_COUNTRIES.includes(country)) return true;
  return ZIP.test(postcode.trim());
}

/** The Slovak message of a wrong Slovak or Czech postcode, on the server's field error and in the forms. */
export const POSTCODE_INVALID_MESSAGE =
  'PSČ má nesprávny tvar. Pre Slovensko a Česko zadajte 5 číslic, napr. 811 01.';
