/** The coupon form's fields as typed, checked and turned into the API's body (money in cents, times in ISO). */
import type { CreateCouponBody } from '@hokej/contract';
import type { CouponKind } from '@hokej/contract/constants';
import { fromDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';

const t = skAdminContent.coupons.form;

export type CouponFormValues = {
  code: string;
  kind: CouponKind;
  /** Percent (whole number) or euros ("5,50"). */
  value: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  setupId: string;
};

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const WHOLE = /^\d+$/;
const EUROS = /^\d+(?:[.,]\d{1,2})?$/;

/** Euros as typed ("5", "5,5", "5.50") → cents; null when it is not such an amount. */
export function eurosToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!EUROS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A limit as typed: empty → unlimited (null), a whole number → it, anything else → undefined (invalid). */
export function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return WHOLE.test(trimmed) ? Number(trimmed) : undefined;
}

/** A discount's value as typed: whole percent 1–100, or euros → cents; the error to show otherwise. */
export function parseDiscountValue(kind: CouponKind, text: string): { value: number } | { error: string } {
  if (kind === 'PERCENT') {
    const trimmed = text.trim();
    if (!WHOLE.test(trimmed) || Number(trimmed) < 1) return { error: t.wholeNumber };
    return Number(trimmed) > 100 ? { error: t.percentTooHigh } : { value: Number(trimmed) };
  }
  const cents = eurosToCents(text);
  return cents ? { value: cents } : { error: t.amountInvalid };
}

export function toCouponBody(v: CouponFormValues): { body?: CreateCouponBody; errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const code = v.code.trim();
  if (!code) errors.code = t.required;
  const parsed = parseDiscountValue(v.kind, v.value);
  const value = 'value' in parsed ? parsed.value : null;
  if ('error' in parsed) errors.value = parsed.error;
  const validFrom = fromDateTimeInput(v.validFrom);
  if (!validFrom) errors.validFrom = t.dateInvalid;
  const validTo = fromDateTimeInput(v.validTo);
  if (!validTo) errors.validTo = t.dateInvalid;
  const usageLimit = parseLimit(v.usageLimit);
  if (usageLimit === undefined) errors.usageLimit = t.wholeNumber;
  if (Object.keys(errors).length > 0 || !value || !validFrom || !validTo || usageLimit === undefined) {
    return { errors };
  }
  const setupId = v.setupId.trim();
  return {
    errors,
    body: {
      code,
      kind: v.kind,
      value,
      validFrom,
      validTo,
      usageLimit,
      ...(setupId ? { setupId } : {}),
    },
  };
}
