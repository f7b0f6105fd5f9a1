import type { BankTransfer } from '@hokej/contract';
import { type BankTransferRequest, payBySquarePng, payBySquareString } from '../bank/pay-by-square.ts';
import { DEMO_CLUB_SELLER } from '../documents/demo-club.ts';

/** The transfer asked for an order: the club's account, the order number as VS, the total, the deadline. */
function transferRequestOf(orderNumber: string, amount: number, dueDate: Date): BankTransferRequest {
  return {
    iban: DEMO_CLUB_SELLER.iban,
    amountCents: amount,
    variableSymbol: orderNumber,
    dueDate,
    note: `Vstupenky, objednavka ${orderNumber}`,
    beneficiaryName: DEMO_CLUB_SELLER.companyName,
  };
}

/** What a fan needs to pay an order by bank transfer: the club's account, the order number as VS, the QR. */
export function bankTransferOf(orderNumber: string, amount: number, dueDate: Date): BankTransfer {
  const request = transferRequestOf(orderNumber, amount, dueDate);
  return {
    iban: request.iban,
    beneficiary: request.beneficiaryName,
    variableSymbol: orderNumber,
    amount,
    dueDate: dueDate.toISOString(),
    payBySquare: payBySquareString(request),
  };
}

/** The same transfer's PAY by square QR code as a PNG, for the bank-transfer e-mail. */
export function bankTransferQrPng(orderNumber: string, amount: number, dueDate: Date): Promise<Buffer> {
  return payBySquarePng(transferRequestOf(orderNumber, amount, dueDate));
}
