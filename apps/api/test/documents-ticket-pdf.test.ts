import { describe, expect, it } from 'vitest';
import { renderTicketPdf, renderTicketsPdf, type TicketPrint } from '../src/modules/documents/ticket-pdf.ts';
import { signTicketToken, verifyTicketToken } from '../src/modules/documents/ticket-token.ts';
import { pdfPageQrCodes, pdfPageTexts } from './documents-pdf-reader.ts';

const secret = 'gate-secret-shared-by-all-processes';
const setupId = '7d2c9b1e-5a4f-4e8b-b0c3-6a9e1d2f3b44';

function ticket(serial: string, overrides: Partial<TicketPrint> = {}): TicketPrint & { ticketId: string } {
  const ticketId = crypto.randomUUID();
  return {
    ticketId,
    serial,
    token: signTicketToken(secret, { ticketId, setupId, serial }),
    setupId,
    setupType: 'EVENT',
    clubName: 'HK Orly Zvolen',
    matchTitle: 'HK Orly Zvolen – HC Košice',
    venue: 'Zimný štadión Orly, Zvolen',
    // 17:30 UTC is 18:30 in Bratislava in winter (CET).
    startsAt: new Date('2026-03-14T17:30:00Z'),
    sector: 'A12',
    row: '7',
    seat: '14',
    ticketType: 'ADULT',
    priceCents: 1250,
    holderName: 'Ľubomír Šťastný',
    language: 'sk',
    ...overrides,
  };
}

describe('ticket PDF', () => {
  it('a season ticket is a "permanentka" with the season\'s date range and its category, never "vstupenka"', async () => {
    const season = ticket('100007-1', {
      matchTitle: 'Permanentka 2026/2027',
      startsAt: new Date('2026-09-12T15:00:00Z'),
      seasonEndsAt: new Date('2027-03-06T16:00:00Z'),
      ticketTypeLabel: 'permanentka Gold',
    });
    const [text = ''] = await pdfPageTexts(await renderTicketPdf(season));
    // Headings are letter-spaced in the PDF: compared without spaces.
    const squashed = text.replace(/\s+/g, '');
    expect(squashed).toContain('PERMANENTKA');
    expect(squashed).toContain('12.09.2026–06.03.2027');
    expect(squashed).toContain('KATEGÓRIA');
    expect(squashed).toContain('Permanentkaplatínajedenvstupnakaždýdomácizápassezóny');
    expect(squashed.toLowerCase()).not.toContain('vstupenk');
  });

  it('the printed QR code decodes to a token the gate accepts for this ticket', async () => {
    const adult = ticket('2026-000123');
    const pdf = await renderTicketPdf(adult);

    const codes = await pdfPageQrCodes(pdf, 1);
    expect(codes).toEqual([adult.token]);
    expect(verifyTicketToken(secret, codes[0] as string)).toEqual({
      ticketId: adult.ticketId,
      setupId,
      serial: '2026-000123',
    });
  });

  it('a tampered copy of the printed token is refused at the gate', async () => {
    const pdf = await renderTicketPdf(ticket('2026-000123'));
    const [printed] = await pdfPageQrCodes(pdf, 1);
    const tampered = `${(printed as string).slice(0, 20)}${(printed as string)[20] === 'x' ? 'y' : 'x'}${(printed as string).slice(21)}`;
    expect(verifyTicketToken(secret, tampered)).toBeNull();
    expect(verifyTicketToken('some-other-secret-of-16+', printed as string)).toBeNull();
  });

  it('prints the match with its Slovak diacritics, the date on the Bratislava clock, seat, type, price and holder', async () => {
    const [text] = await pdfPageTexts(await renderTicketPdf(ticket('2026-000123')));
    expect(text).toContain('HK Orly Zvolen – HC Košice');
    expect(text).toContain('14.03.2026 18:30');
    expect(text).toContain('Zimný štadión Orly, Zvolen');
    expect(text).toMatch(/SEKTOR\s+A12\s+RAD\s+7\s+MIESTO\s+14/);
    expect(text).toContain('Dospelý');
    expect(text).toContain('12,50 €');
    expect(text).toContain('Ľubomír Šťastný');
    expect(text).toContain('2026-000123');
    expect(text).toContain('Podmienky vstupu');
  });

  it('every Slovak letter, small and capital, survives into the PDF text', async () => {
    // A Slovak pangram: ľ š č ť ž ý á í é ô ä ň ĺ ŕ ď ú all appear.
    const pangram = 'Kŕdeľ šťastných ďatľov učí pri ústí Váhu mĺkveho koňa obhrýzať kôru a žrať čerstvé mäso';
    const pdf = await renderTicketPdf(
      ticket('2026-000125', { matchTitle: pangram, holderName: 'ĽŠČŤŽ ÝÁÍÉÔ ÄŇĹŔĎÚ' }),
    );
    const [text] = await pdfPageTexts(pdf);
    const flat = text?.replace(/\s+/g, ' ');
    expect(flat).toContain(pangram);
    expect(flat).toContain('ĽŠČŤŽ ÝÁÍÉÔ ÄŇĹŔĎÚ');
  });

  it('a child ticket says Dieťa and prints the child rule (12 years, with an adult, special entrance)', async () => {
    const [text] = await pdfPageTexts(
      await renderTicketPdf(ticket('2026-000124', { ticketType: 'CHILD', priceCents: 600 })),
    );
    const flat = text?.replace(/\s+/g, ' ');
    expect(flat).toContain('Dieťa');
    expect(flat).toContain('6,00 €');
    expect(flat).toContain('do 12 rokov vrátane, len v sprievode dospelej osoby');
    expect(flat).toContain('osobitným vchodom');
  });

  it('an order prints one page per ticket, each with its own QR code', async () => {
    const tickets = [ticket('2026-000200'), ticket('2026-000201', { seat: '15', ticketType: 'CHILD' })];
    const pdf = await renderTicketsPdf(tickets);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('2026-000200');
    expect(texts[1]).toContain('2026-000201');
    expect(await pdfPageQrCodes(pdf, 1)).toEqual([tickets[0]?.token]);
    expect(await pdfPageQrCodes(pdf, 2)).toEqual([tickets[1]?.token]);
  });

  it('embeds the font, so readers without DejaVu show the same letters', async () => {
    const pdf = (await renderTicketPdf(ticket('2026-000126'))).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
  });
});
