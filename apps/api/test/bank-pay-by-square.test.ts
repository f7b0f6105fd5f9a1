import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  type BankTransferRequest,
  payBySquarePng,
  payBySquareString,
  payBySquareSvg,
} from '../src/modules/bank/pay-by-square.ts';

const transfer: BankTransferRequest = {
  iban: 'SK31 1200 0000 1987 4263 7541',
  amountCents: 3_749,
  variableSymbol: '2026000042',
  // 23:30 UTC on 7 March is already 8 March in Bratislava.
  dueDate: new Date('2026-03-07T23:30:00Z'),
  note: 'Vstupenky HK Orly Zvolen – HC Košice, objednávka 2026000042',
  beneficiaryName: 'HK Orly Zvolen, s. r. o.',
};

describe('PAY by square', () => {
  it('decodes back to the IBAN, the amount in euro, the variable symbol and the due date', () => {
    const [payment] = decode(payBySquareString(transfer)).payments;
    expect(payment?.bankAccounts[0]?.iban).toBe('SK3112000000198742637541');
    expect(payment?.amount).toBe(37.49);
    expect(payment?.currencyCode).toBe('EUR');
    expect(payment?.variableSymbol).toBe('2026000042');
    expect(payment?.paymentDueDate).toBe('20260308');
    expect(payment?.paymentNote).toBe('Vstupenky HK Orly Zvolen – HC Kosice, objednavka 2026000042');
    expect(payment?.beneficiary?.name).toBe('HK Orly Zvolen, s. r. o.');
  });

  it('every cent amount survives the trip through euro decimals', () => {
    for (const amountCents of [1, 10, 99, 100, 1999, 12_345, 99_999_999]) {
      const [payment] = decode(payBySquareString({ ...transfer, amountCents })).payments;
      expect(Math.round((payment?.amount ?? 0) * 100), String(amountCents)).toBe(amountCents);
    }
  });

  it('the PNG QR code, read by a real decoder, carries the same payment', async () => {
    const png = PNG.sync.read(await payBySquarePng(transfer));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(payBySquareString(transfer));
    const [payment] = decode(code?.data ?? '').payments;
    expect(payment?.variableSymbol).toBe('2026000042');
  });

  it('the SVG QR code is an SVG', async () => {
    expect(await payBySquareSvg(transfer)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('refuses what a bank would refuse: a bad IBAN, a non-numeric symbol, zero or fractional money', () => {
    expect(() => payBySquareString({ ...transfer, iban: 'SK3112000000198742637542' })).toThrow();
    expect(() => payBySquareString({ ...transfer, variableSymbol: 'ABC' })).toThrow();
    expect(() => payBySquareString({ ...transfer, variableSymbol: '12345678901' })).toThrow();
    expect(() => payBySquareString({ ...transfer, amountCents: 0 })).toThrow();
    expect(() => payBySquareString({ ...transfer, amountCents: 12.5 })).toThrow();
  });
});
