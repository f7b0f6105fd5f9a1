import type { BankTransfer } from '@hokej/contract';
import { payBySquareString } from '../bank/pay-by-square.ts';
import { DEMO_CLUB_SELLER } from '../documents/demo-club.ts';

/** What a fan needs to pay an order by bank transfer: the club's account, the order number as VS, the QR. */
export function bankTransferOf(orderNumber: string, amount: number, dueDate: Date): BankTransfer {
  const request = {
    iban: DEMO_CLUB_SELLER.iban,
    amountCents: amount,
    variableSymbol: orderNumber,
    dueDate,
    note: `Vstupenky, objednavka ${orderNumber}`,
    beneficiaryName: DEMO_CLUB_SELLER.companyName,
  };
  return {
    iban: request.iban,
    beneficiary: request.beneficiaryName,
    variableSymbol: orderNumber,
    amount,
    dueDate: dueDate.toISOString(),
    payBySquare: payBySquareString(request),
  };
}
