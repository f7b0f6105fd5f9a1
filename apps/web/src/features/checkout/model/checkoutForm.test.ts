import { type CartItem, type MyAccount, PayCartBody } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../../../shared/forms/schemaValidation.ts';
import { janaAccount } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  bankTransferAllowed,
  type CheckoutValues,
  checkoutResolver,
  checkoutValues,
  payBody,
} from './checkoutForm.ts';

const jana = janaAccount();

const firma: MyAccount = {
  ...jana,
  address: {
    street: 'Námestie SNP 1',
    city: 'Zvolen',
    postcode: '960 01',
    country: 'SK',
    companyName: 'Orly, s. r. o.',
  },
  companyId: '12345678',
  dic: '2020123456',
  icdph: 'SK2020123456',
};

const agreed = (values: CheckoutValues): CheckoutValues => ({
  ...values,
  termsAgreed: true,
  contactConsent: true,
});

async function errorsOf(values: CheckoutValues) {
  const result = await checkoutResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const flat: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const entry = value as { message?: string };
      if (typeof entry.message === 'string') flat[path] = entry.message;
      else walk(value as Record<string, unknown>, path);
    }
  };
  walk(result.errors as Record<string, unknown>, '');
  return flat;
}

describe('the checkout form is prefilled from the account', () => {
  it('takes the contact from the account and starts with the card and no consents', () => {
    const values = checkoutValues(jana);
    expect(values.contact).toEqual({
      firstName: 'Jana',
      lastName: 'Hrašková',
      email: 'jana@example.sk',
      phoneNumber: '+421901234567',
    });
    expect(values.paymentType).toBe('CARD');
    expect(values.termsAgreed).toBe(false);
    expect(values.contactConsent).toBe(false);
    expect(values.isCompany).toBe(false);
  });

  it('a company account brings its name, address and ids, with the company box ticked', () => {
    const values = checkoutValues(firma);
    expect(values.isCompany).toBe(true);
    expect(values.invoice.address.companyName).toBe('Orly, s. r. o.');
    expect(values.invoice.companyId).toBe('12345678');
    expect(values.invoice.address.city).toBe('Zvolen');
  });
});

describe('checkout validation (spec section 5)', () => {
  it('without the consents, the terms-not-agreed message and "Tento súhlas je potrebné potvrdiť." are shown', async () => {
    expect(await errorsOf(checkoutValues(jana))).toEqual({
      termsAgreed: 'Na dokončenie objednávky je potrebný súhlas s obchodnými podmienkami.',
      contactConsent: 'Tento súhlas je potrebné potvrdiť.',
    });
  });

  it('a private buyer may leave the invoice address out', async () => {
    expect(await errorsOf(agreed(checkoutValues(jana)))).toEqual({});
  });

  it('once a part of the address is filled in, the rest is required', async () => {
    const values = agreed(checkoutValues(jana));
    values.invoice.address.street = 'Hlavná 1';
    expect(await errorsOf(values)).toEqual({
      'invoice.address.city': 'Mesto je povinné.',
      'invoice.address.postcode': 'PSČ je povinné.',
    });
  });

  it('a company needs its name, IČO and address, and ids in their formats', async () => {
    const values = agreed({ ...checkoutValues(jana), isCompany: true });
    values.invoice.dic = '123';
    expect(await errorsOf(values)).toEqual({
      'invoice.address.companyName': 'Názov firmy je povinný.',
      'invoice.address.street': 'Ulica a číslo je povinná.',
      'invoice.address.city': 'Mesto je povinné.',
      'invoice.address.postcode': 'PSČ je povinné.',
      'invoice.companyId': 'IČO je povinné.',
      'invoice.dic': 'DIČ má 10 číslic.',
    });
  });

  it('a malformed contact e-mail and phone are worded per field title', async () => {
    const values = agreed(checkoutValues(jana));
    values.contact.email = 'jana@example';
    values.contact.phoneNumber = '0901 234 567';
    values.contact.firstName = '';
    expect(await errorsOf(values)).toEqual({
      'contact.email': 'E-mail má nesprávny formát.',
      'contact.phoneNumber': 'Telefónne číslo má nesprávny formát.',
      'contact.firstName': 'Meno je povinné.',
    });
  });
});

describe('the body of POST /v2/cart/pay', () => {
  it('a private buyer without an address sends no invoice', () => {
    const body = payBody(agreed(checkoutValues(jana)));
    expect(body).toEqual({
      paymentType: 'CARD',
      contact: {
        firstName: 'Jana',
        lastName: 'Hrašková',
        email: 'jana@example.sk',
        phoneNumber: '+421901234567',
      },
      termsAgreed: true,
      contactConsent: true,
    });
  });

  it('a company sends its trimmed name, address and ids (IČ DPH in capitals, empty ids left out)', () => {
    const values = agreed(checkoutValues(firma));
    values.invoice.address.companyName = '  Orly, s. r. o. ';
    values.invoice.icdph = 'sk2020123456';
    values.invoice.dic = '';
    values.paymentType = 'BANK_TRANSFER';
    expect(payBody(values)).toMatchObject({
      paymentType: 'BANK_TRANSFER',
      invoice: {
        address: {
          street: 'Námestie SNP 1',
          city: 'Zvolen',
          postcode: '960 01',
          country: 'SK',
          companyName: 'Orly, s. r. o.',
        },
        companyId: '12345678',
        icdph: 'SK2020123456',
      },
    });
    expect(payBody(values).invoice).not.toHaveProperty('dic');
  });

  it('a buyer who unticks the company box sends the address without the company', () => {
    const values = agreed({ ...checkoutValues(firma), isCompany: false });
    expect(payBody(values).invoice).toEqual({
      address: { street: 'Námestie SNP 1', city: 'Zvolen', postcode: '960 01', country: 'SK' },
    });
  });

  it('what the form sends passes the contract schema', () => {
    expect(validateAgainst(PayCartBody, payBody(agreed(checkoutValues(firma))))).toEqual({});
    expect(validateAgainst(PayCartBody, payBody(agreed(checkoutValues(jana))))).toEqual({});
  });
});

describe('when a bank transfer is offered', () => {
  const NOW = Date.UTC(2026, 10, 1, 12);
  const DAY = 86_400_000;
  const item = (startsAt: number) => ({ startsAt: new Date(startsAt).toISOString() }) as CartItem;

  it('5 days or more before every match in the cart', () => {
    expect(bankTransferAllowed([item(NOW + 5 * DAY)], NOW)).toBe(true);
    expect(bankTransferAllowed([item(NOW + 20 * DAY), item(NOW + 6 * DAY)], NOW)).toBe(true);
  });

  it('not when any match is less than 5 days away, nor for an empty cart', () => {
    expect(bankTransferAllowed([item(NOW + 5 * DAY - 1)], NOW)).toBe(false);
    expect(bankTransferAllowed([item(NOW + 20 * DAY), item(NOW + 3 * DAY)], NOW)).toBe(false);
    expect(bankTransferAllowed([], NOW)).toBe(false);
  });
});

describe('ticket contacts in the pay body', () => {
  const held = '00000000-0000-4000-8000-000000000001';
  const removed = '00000000-0000-4000-8000-000000000002';
  const mine = '00000000-0000-4000-8000-000000000003';
  const marek = { firstName: ' Marek ', lastName: 'Kováč ', phoneNumber: '+421905000111' };

  it('sends a trimmed contact for each held item somebody else uses, and none for the rest', () => {
    const values = {
      ...agreed(checkoutValues(jana)),
      holders: {
        [held]: { other: true, ...marek },
        [removed]: { other: true, ...marek },
        [mine]: { other: false, ...marek },
      },
    };
    const body = payBody(values, [held, mine]);
    expect(body.ticketContacts).toEqual([
      { itemId: held, firstName: 'Marek', lastName: 'Kováč', phoneNumber: '+421905000111' },
    ]);
    expect(validateAgainst(PayCartBody, body as unknown as Record<string, unknown>)).toEqual({});
    expect(payBody(values, [mine])).not.toHaveProperty('ticketContacts');
  });
});
