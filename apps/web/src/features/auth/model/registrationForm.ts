/** The registration form's values and rules: the contract's schema, a retyped password and the terms. */
import { RegistrationBody, ResetFinishBody } from '@hokej/contract';
import { newPasswordOverrides, passwordsMatch } from '../../../shared/forms/passwordRules.ts';
import { formSchema, schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { formText } from '../../../shared/i18n/skFormText.ts';

export type RegistrationValues = RegistrationBody & { passwordRetype: string };

export const registrationSchema = formSchema(
  { ...RegistrationBody.properties, passwordRetype: ResetFinishBody.properties.newPasswordRetype },
  [...(RegistrationBody.required ?? []), 'passwordRetype'],
);

const termsAgreed = (values: RegistrationValues): Record<string, string> =>
  values.termsAgreed ? {} : { termsAgreed: formText.view.termsNotAgreed };

export const registrationOverrides = newPasswordOverrides('password');

export const registrationResolver = schemaResolver<RegistrationValues>(
  registrationSchema,
  registrationOverrides,
  [passwordsMatch('password', 'passwordRetype'), termsAgreed],
);

export const emptyRegistration: RegistrationValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  password: '',
  passwordRetype: '',
  newsletter: false,
  termsAgreed: false,
};

/** The body the API takes: everything but the retyped password. */
export function registrationBody({ passwordRetype: _retype, ...body }: RegistrationValues): RegistrationBody {
  return body;
}
