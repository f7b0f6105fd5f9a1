import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';
import { compactDate } from '../documents/document-format.ts';

/** A bank transfer the fan is asked to make, as the shop knows it (money in integer cents). */
export interface BankTransferRequest {
  iban: string;
  amountCents: number;
  /** Up to 10 digits; the order's variable symbol, by which the statement import finds it. */
  variableSymbol: string;
  dueDate: Date;
  /** Shown to the payer and sent with the payment (max 140 characters). */
  note: string;
  beneficiaryName: string;
}

const VARIABLE_SYMBOL = /^\d{1,10}$/;

/**
 * The PAY by square text (Slovak Banking Association standard) that every Slovak banking app reads
 * from a QR code. Diacritics are dropped from the note and name (bysquare's default), as many banking
 * apps cannot take them; the due date is the Bratislava calendar day of `dueDate`.
 */
export function payBySquareString(request: BankTransferRequest): string {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new Error(`amount must be positive integer cents, got ${request.amountCents}`);
  }
  if (!VARIABLE_SYMBOL.test(request.variableSymbol)) throw new Error('variable symbol must be 1–10 digits');
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        // Integer cents / 100 prints as the exact two-decimal amount (e.g. 1999 → 19.99).
        amount: request.amountCents / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: request.variableSymbol,
        paymentDueDate: compactDate(request.dueDate),
        paymentNote: request.note.slice(0, 140),
        beneficiary: { name: request.beneficiaryName.slice(0, 70) },
        bankAccounts: [{ iban: request.iban.replace(/\s+/g, '').toUpperCase() }],
      },
    ],
  });
}

// Error correction M as the standard's samples use; a 4-module quiet zone for any background.
const qrOptions = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code library, loaded with the first code drawn (a process that draws none never loads it). */
const qrCodes = () => import('qrcode').then((module) => module.default);

/** The PAY by square QR code as a PNG (for e-mails and the PDF), 6 px per module. */
export function payBySquarePng(request: BankTransferRequest): Promise<Buffer> {
  const text = payBySquareString(request);
  return qrCodes().then((QRCode) => QRCode.toBuffer(text, { ...qrOptions, type: 'png', scale: 6 }));
}

/** The PAY by square QR code as SVG (for the order page; scales without blur). */
export function payBySquareSvg(request: BankTransferRequest): Promise<string> {
  const text = payBySquareString(request);
  return qrCodes().then((QRCode) => QRCode.toString(text, { ...qrOptions, type: 'svg' }));
}
