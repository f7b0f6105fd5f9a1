import { describe, expect, it } from 'vitest';
import { janaAccount } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { invoiceBody, invoiceValues, personalChanges, personalValues } from './accountForms.ts';

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
    });
  });

  it('an account with a company name or IČO starts as a company', () => {
    const company = {
      ...jana,
      companyId: '12345678',
      address: { street: 'A 1', city: 'B', postcode: '96001', country: 'SK' as const },
    };
    expect(invoiceValues(company).isCompany).toBe(true);
  });

  it('a private person clears the company fields it may have had', () => {
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
    };
    expect(invoiceBody(values)).toEqual({
      address: { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'CZ', companyName: '' },
      companyId: '',
      dic: '',
      icdph: '',
    });
    expect(invoiceBody({ ...values, isCompany: true })).toMatchObject({
      address: { companyName: 'Orly' },
      companyId: '12345678',
      dic: '2020123456',
      icdph: 'SK2020123456',
    });
  });
});
