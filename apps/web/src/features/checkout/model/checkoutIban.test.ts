import { type MyAccount, PayCartBody } from '@hokej/contract';
import { IBAN_INVALID_MESSAGE } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../../../shared/forms/schemaValidation.ts';
import { skAccount } from '../../../shared/i18n/skAccount.ts';
import { janaAccount } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { type CheckoutValues, checkoutResolver, checkoutValues, payBody } from './checkoutForm.ts';

const ADDRESS = { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK' as const };
/** Jana keeps a private invoice address and her IBAN in her account. */
const jana: MyAccount = janaAccount({
  address: { ...ADDRESS, companyName: '' },
  iban: 'SK6409000000005123456789',
});

const agreed = (values: CheckoutValues): CheckoutValues => ({
  ...values,
  termsAgreed: true,
  contactConsent: true,
});

async function ibanError(values: CheckoutValues) {
  const { errors } = await checkoutResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const invoice = (errors as { invoice?: Record<string, { message?: string }> }).invoice;
  return { iban: invoice?.iban?.message, street: invoice?.address?.message, invoice };
}

describe('the IBAN at the checkout', () => {
  it('is prefilled from the account in groups of four and sent without spaces with the invoice', () => {
    const values = agreed(checkoutValues(jana));
    expect(values.invoice.iban).toBe('SK64 0900 0000 0051 2345 6789');
    const body = payBody(values);
    expect(body.invoice).toEqual({ address: ADDRESS, iban: 'SK6409000000005123456789' });
    expect(validateAgainst(PayCartBody, body as unknown as Record<string, unknown>)).toEqual({});
  });

  it('a company sends it with its ids; an empty one is left out', () => {
    const company = agreed({
      ...checkoutValues(jana),
      isCompany: true,
      invoice: {
        ...checkoutValues(jana).invoice,
        address: { ...ADDRESS, companyName: 'Orly, s. r. o.' },
        companyId: '12345678',
        iban: 'de89 3704 0044 0532 0130 00',
      },
    });
    expect(payBody(company).invoice).toMatchObject({ companyId: '12345678', iban: 'DE89370400440532013000' });
    const without = { ...company, invoice: { ...company.invoice, iban: ' ' } };
    expect(payBody(without).invoice).not.toHaveProperty('iban');
  });

  it('an IBAN without an address asks for the address (the IBAN travels with the invoice)', async () => {
    const values = agreed(checkoutValues(janaAccount()));
    values.invoice.iban = 'SK64 0900 0000 0051 2345 6789';
    const { invoice } = await ibanError(values);
    expect(invoice).toMatchObject({ address: { street: { message: 'Ulica a číslo je povinná.' } } });
    expect(invoice).not.toHaveProperty('iban');
  });

  it('a wrong shape or wrong check digits are refused before anything is sent', async () => {
    const values = agreed(checkoutValues(jana));
    values.invoice.iban = 'SK64';
    expect((await ibanError(values)).iban).toBe(skAccount.account.ibanFormat);
    values.invoice.iban = 'SK64 0900 0000 0051 2345 6798';
    expect((await ibanError(values)).iban).toBe(IBAN_INVALID_MESSAGE);
    values.invoice.iban = 'SK64 0900 0000 0051 2345 6789';
    expect((await ibanError(values)).iban).toBeUndefined();
  });
});
