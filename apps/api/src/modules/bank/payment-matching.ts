import type { StatementCredit } from './camt053.ts';
import { normalizeVariableSymbol } from './variable-symbol.ts';

/** An order waiting for a bank transfer. */
export interface OpenOrder {
  orderId: string;
  variableSymbol: string;
  amountCents: number;
  currency: string;
}

/**
 * What one incoming payment means for the shop. Only `MATCHED` may settle an order; everything else
 * is listed for the club to resolve by hand (refund, ask for the rest, assign) — never guessed.
 */
export type PaymentMatch =
  | { kind: 'MATCHED'; credit: StatementCredit; order: OpenOrder }
  /** The VS is an open order's, the amount is lower: `differenceCents` is what is missing. */
  | { kind: 'UNDERPAID'; credit: StatementCredit; order: OpenOrder; differenceCents: number }
  /** The VS is an open order's, the amount is higher: `differenceCents` is the surplus. */
  | { kind: 'OVERPAID'; credit: StatementCredit; order: OpenOrder; differenceCents: number }
  /** The VS is an open order's, but the money is in another currency. */
  | { kind: 'CURRENCY_MISMATCH'; credit: StatementCredit; order: OpenOrder }
  /** A second payment for an order an earlier payment of this batch already matched. */
  | { kind: 'DUPLICATE'; credit: StatementCredit; order: OpenOrder }
  | { kind: 'UNKNOWN'; credit: StatementCredit; reason: 'NO_VARIABLE_SYMBOL' | 'NO_OPEN_ORDER' };

/** Each payment, in statement order, classified against the open orders by VS, currency and amount. */
export function matchPayments(
  credits: readonly StatementCredit[],
  openOrders: readonly OpenOrder[],
): PaymentMatch[] {
  const byVariableSymbol = new Map<string, OpenOrder>();
  for (const order of openOrders) {
    const vs = normalizeVariableSymbol(order.variableSymbol);
    if (!vs) throw new Error(`order ${order.orderId} has no valid variable symbol`);
    if (byVariableSymbol.has(vs)) throw new Error(`variable symbol ${vs} belongs to two open orders`);
    byVariableSymbol.set(vs, order);
  }
  const settled = new Set<string>();
  return credits.map((credit): PaymentMatch => {
    if (!credit.variableSymbol) return { kind: 'UNKNOWN', credit, reason: 'NO_VARIABLE_SYMBOL' };
    const order = byVariableSymbol.get(credit.variableSymbol);
    if (!order) return { kind: 'UNKNOWN', credit, reason: 'NO_OPEN_ORDER' };
    if (settled.has(order.orderId)) return { kind: 'DUPLICATE', credit, order };
    if (credit.currency !== order.currency) return { kind: 'CURRENCY_MISMATCH', credit, order };
    const difference = credit.amountCents - order.amountCents;
    if (difference < 0) return { kind: 'UNDERPAID', credit, order, differenceCents: -difference };
    if (difference > 0) return { kind: 'OVERPAID', credit, order, differenceCents: difference };
    settled.add(order.orderId);
    return { kind: 'MATCHED', credit, order };
  });
}
