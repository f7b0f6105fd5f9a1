/** The push cart form: the customer's contact, the link's validity, whether to e-mail it, the agreed discount. */
import { type CreatePushCartBody, PUSH_CART_DEFAULT_HOURS, PUSH_CART_MAX_HOURS } from '@hokej/contract';
import { type CouponKind, patterns } from '@hokej/contract/constants';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { parseDiscountValue } from './couponForm.ts';

const t = skAdminContent.pushCarts;

export type PushCartFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  validHours: string;
  sendEmail: boolean;
  /** The discount agreed with the customer: none, whole percent, or euros as typed. */
  discountKind: 'NONE' | CouponKind;
  discountValue: string;
};
export type PushCartFormErrors = Partial<Record<keyof PushCartFormValues, string>>;

export const emptyPushCartForm = (): PushCartFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  validHours: String(PUSH_CART_DEFAULT_HOURS),
  sendEmail: true,
  discountKind: 'NONE',
  discountValue: '',
});

/**
 * The contact is all or nothing: with any of its fields filled (or the link to be e-mailed) every field is
 * needed, as the push checkout prefills the whole contact.
 */
export function toPushCartBody(v: PushCartFormValues): {
  body?: CreatePushCartBody;
  errors: PushCartFormErrors;
} {
  const errors: PushCartFormErrors = {};
  const contact = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.replace(/\s+/g, ''),
  };
  const anyContact = Object.values(contact).some(Boolean);
  if (anyContact || v.sendEmail) {
    for (const key of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
      if (!contact[key]) errors[key] = t.required;
    }
    if (contact.email && !new RegExp(patterns.email).test(contact.email)) errors.email = t.emailInvalid;
    if (contact.phoneNumber && !new RegExp(patterns.phone).test(contact.phoneNumber)) {
      errors.phoneNumber = t.phoneInvalid;
    }
  }
  const hours = Number(v.validHours.trim());
  if (!/^\d+$/.test(v.validHours.trim()) || hours < 1 || hours > PUSH_CART_MAX_HOURS) {
    errors.validHours = t.hoursInvalid(PUSH_CART_MAX_HOURS);
  }
  const discount = v.discountKind === 'NONE' ? null : parseDiscountValue(v.discountKind, v.discountValue);
  if (discount && 'error' in discount) errors.discountValue = discount.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      ...(anyContact ? { contact } : {}),
      validHours: hours,
      ...(v.sendEmail ? { sendEmail: true } : {}),
      ...(discount && 'value' in discount && v.discountKind !== 'NONE'
        ? { discount: { kind: v.discountKind, value: discount.value } }
        : {}),
    },
  };
}
