import { POSTCODE_INVALID_MESSAGE } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { serverFieldMessages } from '../../../shared/forms/schemaValidation.ts';
import { janaAccount } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type CheckoutValues,
  checkoutOverrides,
  checkoutResolver,
  checkoutSchemas,
  checkoutValues,
} from './checkoutForm.ts';

const ADDRESS = { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK' as const };

const withAddress = (address: Partial<typeof ADDRESS>): CheckoutValues => {
  const values = checkoutValues(janaAccount({ address: { ...ADDRESS, companyName: '' } }));
  return {
    ...values,
    termsAgreed: true,
    contactConsent: true,
    invoice: { ...values.invoice, address: { ...values.invoice.address, ...address } },
  };
};

async function postcodeError(values: CheckoutValues) {
  const { errors } = await checkoutResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return (errors as { invoice?: { address?: { postcode?: { message?: string } } } }).invoice?.address
    ?.postcode?.message;
}

describe('the invoice postcode at the checkout', () => {
  it('a Slovak or Czech postcode off the zip rule gets the Slovak field message', async () => {
    for (const [country, postcode] of [
      ['SK', 'ABCDE'],
      ['SK', 'XYZ'],
      ['CZ', '1100'],
    ] as const) {
      expect(await postcodeError(withAddress({ country: country as 'SK', postcode })), postcode).toBe(
        POSTCODE_INVALID_MESSAGE,
      );
    }
  });

  it('postcodes by the rule, and other countries’ own shapes, pass', async () => {
    for (const [country, postcode] of [
      ['SK', '960 01'],
      ['SK', '96001'],
      ['CZ', '110 00'],
      ['AT', '1010'],
    ] as const) {
      expect(
        await postcodeError(withAddress({ country: country as 'SK', postcode })),
        postcode,
      ).toBeUndefined();
    }
  });

  it("the server's refusal (field invoice.address.postcode) reads as the same Slovak message", () => {
    const refusal = {
      status: 400,
      code: 'ORDER_INVALID_CHECKOUT_PARAMS' as const,
      message: 'Neplatné údaje objednávky.',
      data: {
        errors: [
          { field: 'invoice.address.postcode', keyword: 'postcode', message: POSTCODE_INVALID_MESSAGE },
        ],
      },
    };
    expect(serverFieldMessages(checkoutSchemas.privateInvoice, refusal, checkoutOverrides)).toEqual({
      'invoice.address.postcode': POSTCODE_INVALID_MESSAGE,
    });
  });
});
