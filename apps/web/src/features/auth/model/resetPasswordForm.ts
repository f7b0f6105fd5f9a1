/** The new-password form of /reset/{hash}: both fields required, the complexity rule, 'Heslá sa nezhodujú'. */
import { ChangePasswordBody, LinkHash } from '@hokej/contract';
import { newPasswordOverrides, passwordsMatch } from '../../../shared/forms/passwordRules.ts';
import { formSchema, schemaResolver, validateAgainst } from '../../../shared/forms/schemaValidation.ts';

export type NewPasswordValues = { newPassword: string; newPasswordRetype: string };

// The change-password schema's fields carry the titles the labels show ("Nové heslo", "Heslo znova").
export const newPasswordSchema = formSchema(
  {
    newPassword: ChangePasswordBody.properties.newPassword,
    newPasswordRetype: ChangePasswordBody.properties.newPasswordRetype,
  },
  ['newPassword', 'newPasswordRetype'],
);

export const newPasswordFormOverrides = newPasswordOverrides('newPassword');

export const newPasswordResolver = schemaResolver<NewPasswordValues>(
  newPasswordSchema,
  newPasswordFormOverrides,
  [passwordsMatch('newPassword', 'newPasswordRetype')],
);

/** Whether the link's hash can be one the shop sent; a mangled one needs no call to be refused. */
export const isWellFormedHash = (hash: string) =>
  Object.keys(validateAgainst(formSchema({ hash: LinkHash }, ['hash']), { hash })).length === 0;
