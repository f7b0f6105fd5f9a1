import { describe, expect, it } from 'vitest';
import { DEMO_CLUB_SELLER } from '../src/modules/documents/demo-club.ts';
import { type InvoicePrint, renderInvoicePdf } from '../src/modules/documents/invoice-pdf.ts';
import { priceInvoiceLines, vatIncluded } from '../src/modules/documents/invoice-totals.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';

const ticketLine = (unitPriceCents: number, quantity = 1) => ({
  description: 'Vstupenka',
  quantity,
  unitPriceCents,
  vatRatePercent: 23,
});

describe('invoice totals', () => {
  it('takes the VAT out of the gross price per line, rounded half away from zero', () => {
    // 12,50 € at 23 %: 1250 × 23 / 123 = 233.74 → 2,34 € VAT, 10,16 € base.
    expect(priceInvoiceLines([ticketLine(1250)]).lines[0]).toMatchObject({
      netCents: 1016,
      vatCents: 234,
      totalCents: 1250,
      unitNetCents: 1016,
    });
    // 1,23 € at 23 % is exactly 0,23 € VAT; at 0 % there is none; a discount rounds symmetrically.
    expect(vatIncluded(123, 23)).toBe(23);
    expect(vatIncluded(1235, 0)).toBe(0);
    expect(vatIncluded(-1250, 23)).toBe(-234);
    // An exact half cent (3 cents at 20 % holds 0,5 cent VAT) goes away from zero.
    expect(vatIncluded(3, 20)).toBe(1);
    expect(vatIncluded(-3, 20)).toBe(-1);
  });

  it('every column adds up and the total is what the fan paid', () => {
    const totals = priceInvoiceLines([
      ticketLine(1250, 3),
      ticketLine(600),
      { description: 'Parkovanie', quantity: 3, unitPriceCents: 333, vatRatePercent: 19 },
      { description: 'Zľava', quantity: 1, unitPriceCents: -185, vatRatePercent: 23 },
    ]);
    expect(totals.totalCents).toBe(3 * 1250 + 600 + 999 - 185);
    expect(totals.byRate.map((r) => r.vatRatePercent)).toEqual([23, 19]);
    for (const rate of totals.byRate) {
      const lines = totals.lines.filter((l) => l.vatRatePercent === rate.vatRatePercent);
      expect(rate.netCents).toBe(lines.reduce((s, l) => s + l.netCents, 0));
      expect(rate.vatCents).toBe(lines.reduce((s, l) => s + l.vatCents, 0));
      expect(rate.netCents + rate.vatCents).toBe(rate.totalCents);
    }
    expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
    // Three tickets: VAT of 37,50 € is 7,01 € (not 3 × 2,34 €), base 30,49 €.
    expect(totals.lines[0]).toMatchObject({ vatCents: 701, netCents: 3049, unitNetCents: 1016 });
  });

  it('refuses fractional money, quantities and rates', () => {
    expect(() => priceInvoiceLines([ticketLine(12.5)])).toThrow();
    expect(() => priceInvoiceLines([ticketLine(1250, 0)])).toThrow();
    expect(() => priceInvoiceLines([{ ...ticketLine(1250), vatRatePercent: 5.5 }])).toThrow();
  });
});

const invoice: InvoicePrint = {
  number: '2026000042',
  issuedAt: new Date('2026-03-01T10:00:00Z'),
  deliveredAt: new Date('2026-03-01T10:00:00Z'),
  dueAt: new Date('2026-03-08T10:00:00Z'),
  seller: DEMO_CLUB_SELLER,
  buyer: {
    companyName: 'Drevovýroba Ďurčo, s. r. o.',
    name: 'Ľubomír Šťastný',
    street: 'Hlavná 12',
    city: 'Banská Bystrica',
    postcode: '974 01',
    countryCode: 'SK',
    ico: '87654321',
    dic: '2023456789',
    icDph: 'SK2023456789',
  },
  lines: [
    { ...ticketLine(1250), description: 'Vstupenka HK Orly Zvolen – HC Košice, A12/7/14, Dospelý' },
    { ...ticketLine(600), description: 'Vstupenka HK Orly Zvolen – HC Košice, A12/7/15, Dieťa' },
  ],
  paymentType: 'BANK_TRANSFER',
  variableSymbol: '2026000042',
  language: 'sk',
};

describe('invoice PDF', () => {
  it('prints the number, both parties with their IČO / DIČ / IČ DPH, the dates and the totals', async () => {
    const [text] = await pdfPageTexts(await renderInvoicePdf(invoice));
    const flat = text?.replace(/\s+/g, ' ') ?? '';
    expect(flat).toContain('Faktúra');
    expect(flat).toContain('2026000042');
    expect(flat).toContain('DODÁVATEĽ');
    expect(flat).toContain('HK Orly Zvolen, s. r. o.');
    expect(flat).toContain('IČ DPH: SK2021234567');
    expect(flat).toContain('ODBERATEĽ');
    expect(flat).toContain('Drevovýroba Ďurčo, s. r. o.');
    expect(flat).toContain('Ľubomír Šťastný');
    expect(flat).toContain('974 01 Banská Bystrica');
    expect(flat).toContain('IČO: 87654321');
    expect(flat).toContain('DIČ: 2023456789');
    expect(flat).toContain('IČ DPH: SK2023456789');
    expect(flat).toMatch(
      /Dátum vyhotovenia 01\.03\.2026 Dátum dodania 01\.03\.2026 Dátum splatnosti 08\.03\.2026/,
    );
    expect(flat).toContain('Variabilný symbol 2026000042');
    expect(flat).toContain('Bankový prevod');
    expect(flat).toContain('SK31 1200 0000 1987 4263 7541');
    // 18,50 € at 23 %: VAT 2,34 + 1,12 = 3,46 €, base 15,04 €.
    expect(flat).toMatch(/23 % 15,04 € 3,46 € 18,50 €/);
    expect(flat).toMatch(/Spolu na úhradu 18,50 €/);
    expect(flat).not.toContain('Uhradené dňa');
  });

  it('a paid invoice says when it was paid and that nothing is due; a private buyer has no company ids', async () => {
    const [text] = await pdfPageTexts(
      await renderInvoicePdf({
        ...invoice,
        paymentType: 'CARD',
        paidAt: new Date('2026-03-01T10:05:00Z'),
        buyer: {
          name: 'Mária Kováčová',
          street: 'Nám. SNP 3',
          city: 'Zvolen',
          postcode: '960 01',
          countryCode: 'SK',
        },
      }),
    );
    const flat = text?.replace(/\s+/g, ' ') ?? '';
    expect(flat).toContain('Platobná karta');
    expect(flat).toContain('Uhradené dňa 01.03.2026');
    expect(flat).toContain('Mária Kováčová');
    expect(flat.match(/IČO:/g)).toHaveLength(1);
  });

  it('an English order’s invoice and credit note are bilingual: every Slovak word with its English under it', async () => {
    const english = { ...invoice, language: 'en' as const, paidAt: new Date('2026-03-01T10:05:00Z') };
    const [text] = await pdfPageTexts(await renderInvoicePdf(english));
    const flat = text?.replace(/\s+/g, ' ') ?? '';
    for (const both of [
      'Faktúra – daňový doklad Invoice – tax document',
      'DODÁVATEĽ SUPPLIER',
      'ODBERATEĽ CUSTOMER',
      'IČO / Company ID: 87654321',
      'Dátum vyhotovenia Date of issue 01.03.2026',
      'Spôsob úhrady Payment method Bankový prevod Bank transfer',
      'Spolu na úhradu Total to pay 18,50 €',
      'Uhradené dňa 01.03.2026. Faktúra je už uhradená, neuhrádzajte ju. Paid on 01.03.2026.',
    ])
      expect(flat).toContain(both);
    const [note] = await pdfPageTexts(
      await renderInvoicePdf({ ...english, creditNote: { correctsInvoice: '2026000041' } }),
    );
    const flatNote = note?.replace(/\s+/g, ' ') ?? '';
    expect(flatNote).toContain('Dobropis – opravný daňový doklad Credit note – corrective tax document');
    expect(flatNote).toContain('K faktúre číslo To invoice number 2026000041');
    expect(flatNote).toContain('Spolu na vrátenie Total to refund');
    // A Slovak order's stays Slovak only.
    const [slovak] = await pdfPageTexts(await renderInvoicePdf(invoice));
    expect(slovak).not.toMatch(/Invoice|Supplier|Total/i);
  });

  it('a long order continues the table on the next page', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...ticketLine(1000),
      description: `Vstupenka ${i + 1}`,
    }));
    const texts = await pdfPageTexts(await renderInvoicePdf({ ...invoice, lines }));
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join(' ')).toContain('Vstupenka 40');
    expect(texts.at(-1)?.replace(/\s+/g, ' ')).toContain('Spolu na úhradu 400,00 €');
  });
});
