import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A recorded card payment as a provider needs it to open its page. */
export type CardPayment = {
  id: string;
  amount: number;
  orderNumber: number;
  email: string;
  /** The part of an installment plan it pays (null: the whole order). */
  partNo: number | null;
  /** The provider's own id of the payment (Stripe: the Checkout Session), once it has one. */
  ref: string | null;
};

export async function findCardPayment(tx: Db, paymentId: string): Promise<CardPayment | undefined> {
  const [payment] = await queryRows<CardPayment>(
    tx,
    sql`select p.id, p.amount, o.order_number::int as "orderNumber", o.contact->>'email' as email,
        i.part_no as "partNo", p.provider_ref as ref
      from payments p join orders o on o.id = p.order_id left join installments i on i.id = p.installment_id
      where p.id = ${paymentId}`,
  );
  return payment;
}

/** Keeps the provider's id of a payment (written once, in the transaction that opened its page). */
export async function keepProviderRef(tx: Db, paymentId: string, ref: string): Promise<void> {
  await queryRows(tx, sql`update payments set provider_ref = ${ref} where id = ${paymentId}`);
}
