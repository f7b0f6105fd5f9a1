import { IBAN_INVALID_MESSAGE } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { skAccount } from '../../../shared/i18n/skAccount.ts';
import { janaAccount } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type InvoiceValues,
  invoiceBody,
  invoiceResolver,
  invoiceValues,
  personalChanges,
  personalValues,
} from './accountForms.ts';

const jana = janaAccount();

describe('saving personal info', () => {
  it('nothing changed sends nothing, so a verified phone stays verified', () => {
    expect(personalChanges(personalValues(jana), personalValues(jana))).toBeNull();
    expect(
      personalChanges(personalValues(jana), { ...personalValues(jana), phoneNumber: ' +421901234567 ' }),
    ).toBeNull();
  });

  it('only the changed fields are sent, trimmed', () => {
    const after = { ...personalValues(jana), lastName: ' Nováková ', newsletter: true };
    expect(personalChanges(personalValues(jana), after)).toEqual({ lastName: 'Nováková', newsletter: true });
  });
});

describe('saving invoice details', () => {
  it('an account without an address starts in Slovakia as a private person', () => {
    expect(invoiceValues(jana)).toEqual({
      isCompany: false,
      address: { street: '', city: '', postcode: '', country: 'SK', companyName: '' },
      companyId: '',
      dic: '',
      icdph: '',
      iban: '',
    });
  });

  it("the account's IBAN is shown in groups of four", () => {
    expect(invoiceValues(janaAccount({ iban: 'SK6409000000005123456789' })).iban).toBe(
      'SK64 0900 0000 0051 2345 6789',
    );
  });

  it('an account with a company name or IČO starts as a company', () => {
    const company = {
      ...jana,
      companyId: '12345678',
      address: { street: 'A 1', city: 'B', postcode: '96001', country: 'SK' as const },
    };
    expect(invoiceValues(company).isCompany).toBe(true);
  });

  it('a private person clears the company fields it may have had, and keeps the IBAN, without spaces', () => {
    const values = {
      isCompany: false,
      address: {
        street: ' Hlavná 1 ',
        city: 'Zvolen',
        postcode: '960 01',
        country: 'CZ',
        companyName: 'Orly',
      },
      companyId: '12345678',
      dic: '2020123456',
      icdph: 'SK2020123456',
      iban: ' sk64 0900 0000 0051 2345 6789 ',
    };
    expect(invoiceBody(values)).toEqual({
      address: { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'CZ', companyName: '' },
      companyId: '',
      dic: '',
      icdph: '',
      iban: 'SK6409000000005123456789',
    });
    expect(invoiceBody({ ...values, iban: '  ' }).iban).toBe('');
    expect(invoiceBody({ ...values, isCompany: true })).toMatchObject({
      address: { companyName: 'Orly' },
      companyId: '12345678',
      dic: '2020123456',
      icdph: 'SK2020123456',
      iban: 'SK6409000000005123456789',
    });
  });
});

describe('the IBAN in the invoice form', () => {
  const filled = (iban: string): InvoiceValues => ({
    ...invoiceValues(jana),
    address: { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK', companyName: '' },
    iban,
  });
  const ibanError = async (iban: string) => {
    const { errors } = await invoiceResolver(filled(iban), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return (errors as { iban?: { message?: string } }).iban?.message;
  };

  it('is optional and taken in any grouping and case when its check digits are right', async () => {
    expect(await ibanError('')).toBeUndefined();
    expect(await ibanError('sk64 0900 0000 0051 2345 6789')).toBeUndefined();
    expect(await ibanError('DE89370400440532013000')).toBeUndefined();
  });

  it('a wrong shape says what an IBAN looks like; wrong check digits say so', async () => {
    expect(await ibanError('1234')).toBe(skAccount.account.ibanFormat);
    expect(await ibanError('SK64-0900')).toBe(skAccount.account.ibanFormat);
    expect(await ibanError('SK64 0900 0000 0051 2345 6798')).toBe(IBAN_INVALID_MESSAGE);
  });
});
