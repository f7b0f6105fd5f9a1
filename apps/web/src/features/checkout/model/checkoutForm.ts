/** The checkout form: its values, prefill from the account, schemas (from the contract) and the pay body. */
import {
  type CartItem,
  errorCatalogue,
  type MyAccount,
  OrderContact,
  PayCartBody,
  PaymentTypeSchema,
} from '@hokej/contract';
import {
  buysAsCompany,
  companyInvoiceSchema,
  type InvoiceDetails,
  invoiceDetailsOf,
  invoiceDetailsOverrides,
  privateInvoiceSchema,
} from '../../../shared/forms/invoiceDetails.ts';
import {
  type FormRule,
  formSchema,
  type MessageOverrides,
  schemaResolver,
} from '../../../shared/forms/schemaValidation.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';

/** Match tickets are paid by card or bank transfer; installments are for season tickets only. */
export type CheckoutPaymentType = 'CARD' | 'BANK_TRANSFER' | 'INSTALLMENTS';

/** Installments are offered when every held line is a season ticket (the API works out the plan). */
export const installmentsAllowed = (items: readonly CartItem[]) =>
  items.length > 0 && items.every((item) => item.setupType === 'SEASON');

export type CheckoutValues = {
  contact: { firstName: string; lastName: string; email: string; phoneNumber: string };
  isCompany: boolean;
  invoice: InvoiceDetails;
  paymentType: CheckoutPaymentType;
  termsAgreed: boolean;
  contactConsent: boolean;
};

/** The API refuses a bank transfer later than this many days before the match (checkout-service.ts). */
export const BANK_TRANSFER_MIN_DAYS = 5;

/** A bank transfer is offered only when every match in the cart is at least 5 days away (server clock). */
export function bankTransferAllowed(items: readonly CartItem[], serverNow: number): boolean {
  if (items.length === 0) return false;
  const firstMatch = Math.min(...items.map((i) => Date.parse(i.startsAt)));
  return firstMatch - serverNow >= BANK_TRANSFER_MIN_DAYS * 86_400_000;
}

export const checkoutValues = (account: MyAccount | undefined): CheckoutValues => ({
  contact: {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: account?.email ?? '',
    phoneNumber: account?.phoneNumber ?? '',
  },
  isCompany: buysAsCompany(account),
  invoice: invoiceDetailsOf(account),
  paymentType: 'CARD',
  termsAgreed: false,
  contactConsent: false,
});

/** A push cart's checkout: the contact the club prefilled, the rest empty (there is no account). */
export const pushCheckoutValues = (contact: OrderContact | null): CheckoutValues => ({
  ...checkoutValues(undefined),
  contact: {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
  },
});

/** A private buyer may leave the invoice address out; once any part is filled in, the whole is checked. */
export const hasInvoiceAddress = (values: CheckoutValues) => {
  const { street, city, postcode } = values.invoice.address;
  return [street, city, postcode].some((part) => part.trim() !== '');
};

const base = {
  contact: OrderContact,
  paymentType: PaymentTypeSchema,
  termsAgreed: PayCartBody.properties.termsAgreed,
  contactConsent: PayCartBody.properties.contactConsent,
};
const required = ['contact', 'paymentType'];

export const checkoutSchemas = {
  noInvoice: formSchema(base, required),
  privateInvoice: formSchema({ ...base, invoice: privateInvoiceSchema }, [...required, 'invoice']),
  companyInvoice: formSchema(
    {
      ...base,
      invoice: companyInvoiceSchema,
    },
    [...required, 'invoice'],
  ),
};

export const checkoutSchemaFor = (values: CheckoutValues) =>
  values.isCompany
    ? checkoutSchemas.companyInvoice
    : hasInvoiceAddress(values)
      ? checkoutSchemas.privateInvoice
      : checkoutSchemas.noInvoice;

export const checkoutOverrides: MessageOverrides = invoiceDetailsOverrides('invoice.');

/** Both consents must be given (spec section 5: the terms-not-agreed message, 'Tento súhlas je potrebné potvrdiť.'). */
const consentsGiven: FormRule<CheckoutValues> = (values) => ({
  ...(values.termsAgreed ? {} : { termsAgreed: skCheckout.checkout.termsRequired }),
  ...(values.contactConsent ? {} : { contactConsent: errorCatalogue.ORDER_CONTACT_CONSENT_MISSING.message }),
});

const resolvers = {
  noInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.noInvoice, checkoutOverrides, [consentsGiven]),
  privateInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.privateInvoice, checkoutOverrides, [
    consentsGiven,
  ]),
  companyInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.companyInvoice, checkoutOverrides, [
    consentsGiven,
  ]),
};

/** The invoice fields are checked only for a company or when the buyer filled in an address. */
export const checkoutResolver: typeof resolvers.noInvoice = (values, context, options) => {
  const resolver = values.isCompany
    ? resolvers.companyInvoice
    : hasInvoiceAddress(values)
      ? resolvers.privateInvoice
      : resolvers.noInvoice;
  return resolver(values, context, options);
};

/** The body of POST /v2/cart/pay: trimmed; no invoice for a private buyer without an address. */
export function payBody(values: CheckoutValues): PayCartBody {
  const { contact, invoice, isCompany } = values;
  const body: PayCartBody = {
    paymentType: values.paymentType,
    contact: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phoneNumber: contact.phoneNumber.trim(),
    },
    termsAgreed: values.termsAgreed,
    contactConsent: values.contactConsent,
  };
  if (!isCompany && !hasInvoiceAddress(values)) return body;
  const { street, city, postcode, country, companyName } = invoice.address;
  const address = {
    street: street.trim(),
    city: city.trim(),
    postcode: postcode.trim(),
    country: country as NonNullable<PayCartBody['invoice']>['address']['country'],
  };
  body.invoice = isCompany
    ? {
        address: { ...address, companyName: companyName.trim() },
        companyId: invoice.companyId.trim(),
        ...(invoice.dic.trim() ? { dic: invoice.dic.trim() } : {}),
        ...(invoice.icdph.trim() ? { icdph: invoice.icdph.trim().toUpperCase() } : {}),
      }
    : { address };
  return body;
}
