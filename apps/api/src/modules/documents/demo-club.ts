import type { InvoiceParty } from './invoice-pdf.ts';

/**
 * The demo club as the seller on invoices and the payee of bank transfers. Fictional: the IČO, DIČ and
 * IČ DPH are made up, the IBAN is the standard Slovak example account of the IBAN registry.
 */
export const DEMO_CLUB_SELLER = {
  companyName: 'HK Orly Zvolen, s. r. o.',
  street: 'Štadiónová 1',
  city: 'Zvolen',
  postcode: '960 01',
  countryCode: 'SK',
  ico: '12345678',
  dic: '2021234567',
  icDph: 'SK2021234567',
  iban: 'SK3112000000198742637541',
  registration:
    'Zapísaná v Obchodnom registri Okresného súdu Banská Bystrica, oddiel: Sro, vložka č. 12345/S',
} as const satisfies InvoiceParty;
