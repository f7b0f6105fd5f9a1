/** The forms of My account: their values, schemas (from the contract) and how values become PATCH bodies. */
import {
  AccountUpdateBody,
  ChangePasswordBody,
  FirstName,
  LastName,
  type MyAccount,
  PhoneNumber,
  VerifyPhoneBody,
} from '@hokej/contract';
import { normalizeIban } from '@hokej/contract/constants';
import {
  buysAsCompany,
  companyInvoiceSchema,
  type InvoiceDetails,
  ibanChecked,
  invoiceDetailsOf,
  invoiceDetailsOverrides,
  postcodeChecked,
  privateInvoiceSchema,
} from '../../../shared/forms/invoiceDetails.ts';
import { newPasswordOverrides, passwordsMatch } from '../../../shared/forms/passwordRules.ts';
import { formSchema, schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';

// Personal info ---------------------------------------------------------------------------------------------

export type PersonalValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  newsletter: boolean;
};

export const personalSchema = formSchema(
  {
    firstName: FirstName,
    lastName: LastName,
    phoneNumber: PhoneNumber,
    newsletter: AccountUpdateBody.properties.newsletter,
  },
  ['firstName', 'lastName', 'phoneNumber'],
);

export const personalResolver = schemaResolver<PersonalValues>(personalSchema);

export const personalValues = (account: MyAccount): PersonalValues => ({
  firstName: account.firstName,
  lastName: account.lastName,
  phoneNumber: account.phoneNumber ?? '',
  newsletter: account.newsletter,
});

/**
 * Only what the user changed goes to the API: re-sending an unchanged phone number must not cost its
 * verification. Null when nothing changed.
 */
export function personalChanges(before: PersonalValues, after: PersonalValues): AccountUpdateBody | null {
  const changes: AccountUpdateBody = {};
  if (after.firstName.trim() !== before.firstName) changes.firstName = after.firstName.trim();
  if (after.lastName.trim() !== before.lastName) changes.lastName = after.lastName.trim();
  if (after.phoneNumber.trim() !== before.phoneNumber) changes.phoneNumber = after.phoneNumber.trim();
  if (after.newsletter !== before.newsletter) changes.newsletter = after.newsletter;
  return Object.keys(changes).length > 0 ? changes : null;
}

// Invoice details -------------------------------------------------------------------------------------------

export type InvoiceValues = { isCompany: boolean } & InvoiceDetails;

export const invoiceOverrides = invoiceDetailsOverrides();

const invoiceRules = [
  ibanChecked<InvoiceValues>('iban', (values) => values.iban),
  postcodeChecked<InvoiceValues>('address.postcode', (values) => values.address),
];
const privateResolver = schemaResolver<InvoiceValues>(privateInvoiceSchema, invoiceOverrides, invoiceRules);
const companyResolver = schemaResolver<InvoiceValues>(companyInvoiceSchema, invoiceOverrides, invoiceRules);

/** The company fields are checked only for a company. */
export const invoiceResolver: typeof privateResolver = (values, context, options) =>
  (values.isCompany ? companyResolver : privateResolver)(values, context, options);

export const invoiceSchemaFor = (values: InvoiceValues) =>
  values.isCompany ? companyInvoiceSchema : privateInvoiceSchema;

export const invoiceValues = (account: MyAccount): InvoiceValues => ({
  isCompany: buysAsCompany(account),
  ...invoiceDetailsOf(account),
});

/**
 * The invoice part of PATCH /v2/user; a private person's company fields are cleared, the IBAN (anybody's)
 * goes without spaces in upper case, '' clearing it.
 */
export function invoiceBody(values: InvoiceValues): AccountUpdateBody {
  const { street, city, postcode, country, companyName } = values.address;
  const company = values.isCompany;
  return {
    address: {
      street: street.trim(),
      city: city.trim(),
      postcode: postcode.trim(),
      country: country as NonNullable<AccountUpdateBody['address']>['country'],
      companyName: company ? companyName.trim() : '',
    },
    companyId: company ? values.companyId.trim() : '',
    dic: company ? values.dic.trim() : '',
    icdph: company ? values.icdph.trim().toUpperCase() : '',
    iban: normalizeIban(values.iban),
  };
}

// Change password -------------------------------------------------------------------------------------------

export type ChangePasswordValues = ChangePasswordBody;

export const changePasswordOverrides = newPasswordOverrides('newPassword');

export const changePasswordResolver = schemaResolver<ChangePasswordValues>(
  ChangePasswordBody,
  changePasswordOverrides,
  [passwordsMatch('newPassword', 'newPasswordRetype')],
);

// Phone code ------------------------------------------------------------------------------------------------

export type PhoneCodeValues = VerifyPhoneBody;

export const phoneCodeResolver = schemaResolver<PhoneCodeValues>(VerifyPhoneBody, {
  code: { pattern: () => accountText.view.phone.codeFormat },
});
