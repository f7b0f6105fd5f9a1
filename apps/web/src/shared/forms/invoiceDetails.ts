/**
 * The invoice details that My account keeps and the checkout sends with an order: their values prefilled from
 * the account, their schemas (from the contract) and their messages.
 */
import { Address, CompanyIds, type MyAccount } from '@hokej/contract';
import { DEFAULT_COUNTRY, formatIban, isValidIban, isValidPostcode } from '@hokej/contract/constants';
import { accountText } from '../i18n/skAccount.ts';
import { formText } from '../i18n/skFormText.ts';
import { type FormRule, formSchema, type MessageOverrides, validateAgainst } from './schemaValidation.ts';

export type InvoiceDetails = {
  address: { street: string; city: string; postcode: string; country: string; companyName: string };
  companyId: string;
  dic: string;
  icdph: string;
  /** As typed (the account's is shown in groups of four); sent without spaces in upper case. */
  iban: string;
};

/** An account with a company name or an IČO buys as a company. */
export const buysAsCompany = (account: MyAccount | undefined) =>
  Boolean(account?.address?.companyName || account?.companyId);

export const invoiceDetailsOf = (account: MyAccount | undefined): InvoiceDetails => ({
  address: {
    street: account?.address?.street ?? '',
    city: account?.address?.city ?? '',
    postcode: account?.address?.postcode ?? '',
    country: account?.address?.country ?? DEFAULT_COUNTRY,
    companyName: account?.address?.companyName ?? '',
  },
  companyId: account?.companyId ?? '',
  dic: account?.dic ?? '',
  icdph: account?.icdph ?? '',
  iban: formatIban(account?.iban ?? ''),
});

/** A company needs its name and IČO; a private person sends them empty. */
const companyAddress = {
  ...Address,
  properties: { ...Address.properties, companyName: { ...Address.properties.companyName, minLength: 1 } },
  required: [...(Address.required ?? []), 'companyName'],
};

export const privateInvoiceSchema = formSchema({ address: Address, ...CompanyIds }, ['address']);
export const companyInvoiceSchema = formSchema(
  { address: companyAddress as unknown as typeof Address, ...CompanyIds },
  ['address', 'companyId'],
);

/** The company ids' format messages; `prefix` is where the details sit in the form ("invoice."). */
export const invoiceDetailsOverrides = (prefix = ''): MessageOverrides => ({
  [`${prefix}companyId`]: { pattern: () => accountText.view.account.companyIdFormat },
  [`${prefix}dic`]: { pattern: () => accountText.view.account.dicFormat },
  [`${prefix}icdph`]: { pattern: () => accountText.view.account.icdphFormat },
  [`${prefix}iban`]: {
    pattern: () => accountText.view.account.ibanFormat,
    iban: () => formText.view.ibanInvalid,
  },
  // The server's refusal of a Slovak or Czech postcode (keyword "postcode") reads as the form's own check.
  [`${prefix}address.postcode`]: { postcode: () => formText.view.postcodeInvalid },
});

const ibanShape = formSchema({ iban: CompanyIds.iban }, []);

/**
 * The IBAN's check digits (ISO 13616 mod 97), checked once its shape is right (the schema speaks first);
 * `field` is its dotted path in the form ("iban", "invoice.iban"), `ibanOf` reads it from the values.
 */
export function ibanChecked<T>(field: string, ibanOf: (values: T) => string): FormRule<T> {
  return (values) => {
    const iban = ibanOf(values).trim();
    if (!iban || Object.keys(validateAgainst(ibanShape, { iban })).length > 0) return {};
    return isValidIban(iban) ? {} : { [field]: formText.view.ibanInvalid };
  };
}

/**
 * A Slovak or Czech postcode must follow the spec's zip rule (the contract's `isValidPostcode`, as on the
 * server); an empty one is the schema's business. `field` is its dotted path ("address.postcode").
 */
export function postcodeChecked<T>(
  field: string,
  addressOf: (values: T) => { postcode: string; country: string },
): FormRule<T> {
  return (values) => {
    const { postcode, country } = addressOf(values);
    if (!postcode.trim() || isValidPostcode(country, postcode)) return {};
    return { [field]: formText.view.postcodeInvalid };
  };
}
