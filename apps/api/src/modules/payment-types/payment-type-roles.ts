import { PAYMENT_TYPES, type PaymentType, type PaymentTypeRoles, type Role } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';

/** Every type's allowed roles; a type nobody restricted has an empty list (open to all). */
async function readRules(tx: Db): Promise<PaymentTypeRoles> {
  const rows = await queryRows<{ paymentType: PaymentType; role: Role }>(
    tx,
    sql`select payment_type as "paymentType", role from payment_type_roles order by payment_type, role`,
  );
  const rules: PaymentTypeRoles = { CARD: [], BANK_TRANSFER: [], INSTALLMENTS: [] };
  for (const row of rows) rules[row.paymentType].push(row.role);
  return rules;
}

const allows = (rules: PaymentTypeRoles, type: PaymentType, roles: readonly Role[]) =>
  rules[type].length === 0 || rules[type].some((role) => roles.includes(role));

/** Refuses the checkout (ORDER_PAYMENT_UNAUTHORIZED) when none of the buyer's roles may pay by `type`. */
export async function requirePaymentTypeAllowed(tx: Db, type: PaymentType, roles: readonly Role[]) {
  if (!allows(await readRules(tx), type, roles)) fail('ORDER_PAYMENT_UNAUTHORIZED', { reason: 'ROLE' });
}

/** Payment types paid through the card provider: not offered when the shop has none (production without one). */
const BY_CARD: readonly PaymentType[] = ['CARD', 'INSTALLMENTS'];

/** The club's payment-type settings (ADMIN) and what they allow a buyer. */
export function createPaymentTypeRoles(db: Db, offer: { card: boolean } = { card: true }) {
  return {
    /** Whether the shop has a card provider: the same answer for every buyer. */
    cardOffered: offer.card,
    rules: () => readRules(db),

    async allowedFor(roles: readonly Role[]): Promise<PaymentType[]> {
      const rules = await readRules(db);
      return PAYMENT_TYPES.filter(
        (type) => allows(rules, type, roles) && (offer.card || !BY_CARD.includes(type)),
      );
    },

    /** Replaces every rule at once, audited in the same transaction. */
    replace(actorId: string, next: PaymentTypeRoles): Promise<PaymentTypeRoles> {
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`lock table payment_type_roles in exclusive mode`);
        const before = await readRules(tx);
        await queryRows(tx, sql`delete from payment_type_roles`);
        for (const type of PAYMENT_TYPES) {
          for (const role of next[type]) {
            await queryRows(
              tx,
              sql`insert into payment_type_roles (payment_type, role) values (${type}, ${role})`,
            );
          }
        }
        const after = await readRules(tx);
        await recordAudit(tx, {
          actorId,
          action: 'PAYMENT_TYPES_UPDATE',
          entity: 'PAYMENT_TYPES',
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type PaymentTypeRolesService = ReturnType<typeof createPaymentTypeRoles>;
