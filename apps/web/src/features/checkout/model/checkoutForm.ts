/** The checkout form: its values, prefill from the account, schemas (from the contract) and the pay body. */
import {
  type CartItem,
  type MyAccount,
  OrderContact,
  PayCartBody,
  PaymentTypeSchema,
  TicketContact,
} from '@hokej/contract';
import { BANK_TRANSFER_MIN_DAYS, normalizeIban } from '@hokej/contract/constants';
import { errorCatalogue } from '@hokej/contract/errors';
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
import {
  type FormRule,
  formSchema,
  type MessageOverrides,
  schemaResolver,
  validateAgainst,
} from '../../../shared/forms/schemaValidation.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';

/** Match tickets are paid by card or bank transfer; installments are for season tickets only. */
export type CheckoutPaymentType = 'CARD' | 'BANK_TRANSFER' | 'INSTALLMENTS';

/** Installments are offered when every held line is a season ticket (the API works out the plan). */
export const installmentsAllowed = (items: readonly CartItem[]) =>
  items.length > 0 && items.every((item) => item.setupType === 'SEASON');

/** Who will use a match ticket, when not the buyer: kept 2 weeks after the match, then deleted. */
export type TicketHolderValues = { other: boolean; firstName: string; lastName: string; phoneNumber: string };

export type CheckoutValues = {
  contact: { firstName: string; lastName: string; email: string; phoneNumber: string };
  /** By cart item id; an item without an entry (or with `other` off) is the buyer's. */
  holders: Record<string, TicketHolderValues>;
  isCompany: boolean;
  invoice: InvoiceDetails;
  paymentType: CheckoutPaymentType;
  termsAgreed: boolean;
  contactConsent: boolean;
};

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
  holders: {},
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

/**
 * A private buyer may leave the invoice address out; once any part is filled in, the whole is checked. An
 * IBAN travels with the invoice, so giving one asks for the address too.
 */
export const hasInvoiceAddress = (values: CheckoutValues) => {
  const { street, city, postcode } = values.invoice.address;
  return [street, city, postcode, values.invoice.iban].some((part) => part.trim() !== '');
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
  ...(values.termsAgreed ? {} : { termsAgreed: checkoutText.view.checkout.termsRequired }),
  ...(values.contactConsent ? {} : { contactConsent: errorCatalogue.ORDER_CONTACT_CONSENT_MISSING.message }),
});

const { firstName, lastName, phoneNumber } = TicketContact.properties;
export const ticketHolderSchema = formSchema({ firstName, lastName, phoneNumber }, [
  'firstName',
  'lastName',
  'phoneNumber',
]);

/** A ticket used by somebody else needs that person's name and phone, checked like the order contact. */
const holdersComplete: FormRule<CheckoutValues> = (values) => {
  const messages: Record<string, string> = {};
  for (const [itemId, holder] of Object.entries(values.holders ?? {})) {
    if (!holder.other) continue;
    const { other: _, ...contact } = holder;
    for (const [field, message] of Object.entries(validateAgainst(ticketHolderSchema, contact))) {
      messages[`holders.${itemId}.${field}`] = message;
    }
  }
  return messages;
};

const ibanRight = ibanChecked<CheckoutValues>('invoice.iban', (values) => values.invoice.iban);
const postcodeRight = postcodeChecked<CheckoutValues>(
  'invoice.address.postcode',
  (values) => values.invoice.address,
);
const rules = [consentsGiven, holdersComplete, ibanRight, postcodeRight];
const resolvers = {
  noInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.noInvoice, checkoutOverrides, rules),
  privateInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.privateInvoice, checkoutOverrides, rules),
  companyInvoice: schemaResolver<CheckoutValues>(checkoutSchemas.companyInvoice, checkoutOverrides, rules),
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

/** The ticket contacts of the held items whose ticket somebody else will use. */
function ticketContactsOf(values: CheckoutValues, itemIds: readonly string[]): TicketContact[] {
  return itemIds.flatMap((itemId) => {
    const holder = values.holders?.[itemId];
    if (!holder?.other) return [];
    return [
      {
        itemId,
        firstName: holder.firstName.trim(),
        lastName: holder.lastName.trim(),
        phoneNumber: holder.phoneNumber.trim(),
      },
    ];
  });
}

/**
 * The body of POST /v2/cart/pay: trimmed; no invoice for a private buyer without an address; a ticket
 * contact for each of `itemIds` (the held items) that somebody else will use.
 */
export function payBody(values: CheckoutValues, itemIds: readonly string[] = []): PayCartBody {
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
  const ticketContacts = ticketContactsOf(values, itemIds);
  if (ticketContacts.length > 0) body.ticketContacts = ticketContacts;
  if (!isCompany && !hasInvoiceAddress(values)) return body;
  const { street, city, postcode, country, companyName } = invoice.address;
  const address = {
    street: street.trim(),
    city: city.trim(),
    postcode: postcode.trim(),
    country: country as NonNullable<PayCartBody['invoice']>['address']['country'],
  };
  const iban = normalizeIban(invoice.iban);
  body.invoice = isCompany
    ? {
        address: { ...address, companyName: companyName.trim() },
        companyId: invoice.companyId.trim(),
        ...(invoice.dic.trim() ? { dic: invoice.dic.trim() } : {}),
        ...(invoice.icdph.trim() ? { icdph: invoice.icdph.trim().toUpperCase() } : {}),
        ...(iban ? { iban } : {}),
      }
    : { address, ...(iban ? { iban } : {}) };
  return body;
}
