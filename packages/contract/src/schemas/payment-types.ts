import { type Static, Type } from '@sinclair/typebox';
import { RoleSchema } from './common.ts';
import { PaymentTypeSchema } from './order.ts';

/**
 * Which roles may pay by each type. An empty list leaves the type open to every signed-in buyer, so a
 * shop without settings offers all three (the order rules — 5 days for a transfer, season tickets for
 * installments — still apply on top).
 */
const RolesOfType = Type.Array(RoleSchema, { uniqueItems: true, maxItems: 4, title: 'Roly' });

export const PaymentTypeRoles = Type.Object(
  { CARD: RolesOfType, BANK_TRANSFER: RolesOfType, INSTALLMENTS: RolesOfType },
  { additionalProperties: false },
);
export type PaymentTypeRoles = Static<typeof PaymentTypeRoles>;

/**
 * The payment types the signed-in buyer's roles allow (GET /v2/payment/types), and whether the shop takes
 * cards at all (a card provider is configured): without one, links that pay by card (later installment
 * parts, re-pay) are not offered either, whatever the roles.
 */
export const AllowedPaymentTypes = Type.Object({
  allowed: Type.Array(PaymentTypeSchema),
  cardOffered: Type.Boolean({
    description: 'Obchod teraz prijíma platby kartou (je nastavená platobná brána)',
  }),
});
export type AllowedPaymentTypes = Static<typeof AllowedPaymentTypes>;
