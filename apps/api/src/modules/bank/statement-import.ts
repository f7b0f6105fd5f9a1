import type { StatementImport } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { flagForRefund, settlePaid } from '../billing/settlement.ts';
import { DEMO_CLUB_SELLER } from '../documents/demo-club.ts';
import { Camt053Error, parseCamt053, type StatementCredit } from './camt053.ts';
import { matchPayments, type OpenOrder } from './payment-matching.ts';

type Outcome = StatementImport['payments'][number];

/**
 * Imports a camt.053 statement of the club's account: each booked credit once (by its bank
 * reference), matched by variable symbol and amount against the bank-transfer orders waiting for
 * payment. Only exact matches settle an order; everything else is listed for the club, never guessed.
 */
export function createStatementImport(
  db: Db,
  ticketSecret: string,
  confirm: Parameters<typeof settlePaid>[3],
) {
  return {
    /** Imports the statement in one transaction and records it in the audit log as `actorId`'s. */
    async importStatement(xml: string, actorId: string): Promise<StatementImport> {
      let credits: StatementCredit[];
      try {
        credits = parseCamt053(xml);
      } catch (error) {
        if (error instanceof Camt053Error) fail('BANK_STATEMENT_INVALID', { reason: error.message });
        throw error;
      }
      const foreign = credits.find((c) => c.accountIban && c.accountIban !== DEMO_CLUB_SELLER.iban);
      if (foreign)
        fail('BANK_STATEMENT_INVALID', { reason: `account ${foreign.accountIban} is not the club's` });

      return db.transaction(async (tx) => {
        const fresh: StatementCredit[] = [];
        for (const credit of credits) {
          const [taken] = await queryRows<{ ref: string }>(
            tx,
            sql`insert into bank_payments (entry_reference, amount, currency, variable_symbol, booking_date, counterparty, outcome)
              values (${credit.entryReference}, ${credit.amountCents}, ${credit.currency}, ${credit.variableSymbol},
                ${credit.bookingDate}, ${credit.counterpartyName}, 'UNKNOWN')
              on conflict (entry_reference) do nothing returning entry_reference as ref`,
          );
          if (taken) fresh.push(credit);
        }
        const open = await queryRows<OpenOrder>(
          tx,
          sql`select id as "orderId", order_number::text as "variableSymbol", total_price as "amountCents",
              'EUR' as currency
            from orders where status = 'AWAITING_PAYMENT' and payment_type = 'BANK_TRANSFER' for update`,
        );
        const payments: Outcome[] = [];
        for (const match of matchPayments(fresh, open)) {
          let outcome: Outcome['outcome'] = match.kind;
          let orderId = 'order' in match ? match.order.orderId : null;
          if (match.kind === 'MATCHED' && orderId) {
            const settled = await settlePaid(tx, orderId, ticketSecret, confirm);
            if (settled !== 'PAID') outcome = 'ORDER_NOT_OPEN';
          } else if (match.kind === 'UNKNOWN' && match.reason === 'NO_OPEN_ORDER') {
            // Money for an order that no longer waits (cancelled after its deadline, or paid already):
            // the club must give it back, as with a late card payment.
            const [late] = await queryRows<{ id: string }>(
              tx,
              sql`select id from orders
                where order_number::text = ${match.credit.variableSymbol} and payment_type = 'BANK_TRANSFER'
                  and status in ('CANCELLED', 'PAID')
                for update`,
            );
            if (late) {
              await flagForRefund(tx, late.id);
              outcome = 'ORDER_NOT_OPEN';
              orderId = late.id;
            }
          }
          await queryRows(
            tx,
            sql`update bank_payments set outcome = ${outcome}, order_id = ${orderId}
              where entry_reference = ${match.credit.entryReference}`,
          );
          payments.push({
            entryReference: match.credit.entryReference,
            amount: match.credit.amountCents,
            currency: match.credit.currency,
            variableSymbol: match.credit.variableSymbol,
            counterparty: match.credit.counterpartyName,
            outcome,
            orderId,
            differenceCents: 'differenceCents' in match ? match.differenceCents : null,
          });
        }
        const outcome = { imported: fresh.length, skipped: credits.length - fresh.length, payments };
        await recordAudit(tx, {
          actorId,
          action: 'BANK_STATEMENT_IMPORT',
          entity: 'BANK_STATEMENT',
          after: { imported: outcome.imported, skipped: outcome.skipped, payments: payments.length },
        });
        return outcome;
      });
    },
  };
}

export type StatementImportService = ReturnType<typeof createStatementImport>;
