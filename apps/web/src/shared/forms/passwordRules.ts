/** Spec section 5 for a new password: "too simple" whichever part of the rule fails; the retype must match. */
import type { FieldValues } from 'react-hook-form';
import { formText } from '../i18n/skFormText.ts';
import type { FormRule, MessageOverrides } from './schemaValidation.ts';

/** The too-simple message (the API's own wording) for the length and the pattern of a new password. */
export const newPasswordOverrides = (field: string): MessageOverrides => ({
  [field]: {
    minLength: () => formText.view.passwordTooSimple,
    pattern: () => formText.view.passwordTooSimple,
  },
});

/** A retyped password must equal the password ('Heslá sa nezhodujú'). */
export function passwordsMatch<T extends FieldValues>(password: keyof T, retype: keyof T): FormRule<T> {
  return (values) =>
    values[retype] && values[password] !== values[retype]
      ? { [retype as string]: formText.view.validation.passwordsDiffer }
      : {};
}
