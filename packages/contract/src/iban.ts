/**
 * The buyer's IBAN (ISO 13616): 2 letters of the country, 2 check digits, up to 30 letters or digits.
 * Typed with spaces or in lower case, kept without spaces in upper case; the check digits are verified
 * by mod 97 (server and web alike).
 */
export const IBAN_MAX_LENGTH = 34;

/** What the form accepts before normalizing: the shape with spaces anywhere after the country code. */
export const IBAN_INPUT_PATTERN = '^([A-Za-z]{2} ?[0-9]{2}[A-Za-z0-9 ]{1,45})?$';

const NORMALIZED = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;

/** Without spaces, upper case: how an IBAN is stored and compared. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** True when the normalized IBAN has the right shape and its mod-97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!NORMALIZED.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Groups of four for reading ("SK31 1200 0000 …"); the stored value stays without spaces. */
export const formatIban = (value: string) => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** The Slovak message of a wrong IBAN, on the server's field error and in the forms. */
export const IBAN_INVALID_MESSAGE =
  'IBAN nie je platný: kontrolné číslice nesedia. Skontrolujte, či ste ho opísali správne.';
