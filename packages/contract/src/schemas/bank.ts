import { type Static, Type } from '@sinclair/typebox';
import { Cents, literalUnion, Uuid } from './common.ts';

export const BANK_OUTCOMES = [
  'MATCHED',
  'UNDERPAID',
  'OVERPAID',
  'CURRENCY_MISMATCH',
  'DUPLICATE',
  'UNKNOWN',
  'ORDER_NOT_OPEN',
] as const;

/** What importing a camt.053 statement did with each payment in it. */
export const StatementImport = Type.Object({
  imported: Type.Integer(),
  /** Entries already imported from an earlier statement. */
  skipped: Type.Integer(),
  payments: Type.Array(
    Type.Object({
      entryReference: Type.String(),
      amount: Cents,
      currency: Type.String(),
      variableSymbol: Type.Union([Type.String(), Type.Null()]),
      counterparty: Type.Union([Type.String(), Type.Null()]),
      outcome: literalUnion(BANK_OUTCOMES),
      orderId: Type.Union([Uuid, Type.Null()]),
      /** Missing (underpaid) or surplus (overpaid) amount. */
      differenceCents: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type StatementImport = Static<typeof StatementImport>;
