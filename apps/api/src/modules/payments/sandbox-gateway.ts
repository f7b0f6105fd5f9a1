import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type CardProvider,
  type Decision,
  type Notification,
  type PaymentReturn,
  type ProviderStatus,
  SIGNATURE_TOLERANCE_S,
} from './card-provider.ts';

/** The sandbox's refund idempotency key (a real gateway's `refund-{payment}-{amount}`) as a uuid. */
function refundKey(paymentId: string, amount: number): string {
  const hex = createHash('sha256').update(`refund-${paymentId}-${amount}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Is `given` (hex) the signature of `body` at `timestamp`, and that timestamp recent? */
function signedRecently(secret: string, timestamp: number, body: string, given: string, now: number) {
  if (!Number.isInteger(timestamp) || !given) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What a browser return signs: the payment and the push link's secret it goes back with. */
const returnBody = (paymentId: string, pushId: string | undefined) => `return.${paymentId}.${pushId ?? ''}`;

/** The sandbox's own side of a payment: the hosted page's decision, and what it then sends the shop. */
export interface SandboxGateway extends CardProvider {
  /** Records the fan's decision once (a second click cannot change it) and returns the final one. */
  decide(paymentId: string, decision: Decision): Promise<Decision>;
  /** A signed notification body and its signature header, as the gateway would POST them. */
  notification(paymentId: string, status: Decision, now?: number): { body: string; signature: string };
  /** The signed address the gateway sends the browser back to after the fan's decision. */
  returnUrl(paymentId: string, pushId?: string, now?: number): string;
}

/**
 * The sandbox card gateway served by the shop itself (DESIGN.md "Payment gateways"): a hosted page
 * where the fan approves, declines or abandons, its own record of that decision (the provider's
 * books, which reconciliation asks), signed server-to-server notifications and signed browser returns.
 * Never in production (config.ts refuses PAYMENT_PROVIDER=sandbox there, app.ts registers no route).
 */
export function createSandboxGateway(db: Db, secret: string): SandboxGateway {
  return {
    name: 'sandbox',

    async paymentPage(paymentId: string, pushId?: string): Promise<string> {
      const back = pushId ? `?${new URLSearchParams({ pushId })}` : '';
      return `/v2/payment/sandbox/${paymentId}${back}`;
    },

    async decide(paymentId: string, decision: Decision): Promise<Decision> {
      const [row] = await queryRows<{ decision: Decision }>(
        db,
        sql`with chosen as (
            insert into sandbox_payments (payment_id, decision) values (${paymentId}, ${decision})
            on conflict (payment_id) do nothing returning decision
          ) select decision from chosen
          union all select decision from sandbox_payments where payment_id = ${paymentId} limit 1`,
      );
      return row?.decision ?? decision;
    },

    async status(paymentId: string): Promise<ProviderStatus> {
      const [row] = await queryRows<{ decision: Decision }>(
        db,
        sql`select decision from sandbox_payments where payment_id = ${paymentId}`,
      );
      return row?.decision ?? 'PENDING';
    },

    /**
     * Pays back `amount` of an approved payment, as a gateway's refund call does: refused (false) beyond
     * what is left of it, idempotent per payment and amount (the key a real gateway is given, kept as a
     * uuid made from it), in a transaction of its own that locks the payment, so two refunds at once
     * make one. Like a real gateway's, it is not undone when the shop's own transaction fails later.
     */
    async refund(paymentId: string, amount: number): Promise<boolean> {
      const key = refundKey(paymentId, amount);
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`select id from payments where id = ${paymentId} for update`);
        const [made] = await queryRows<{ id: string }>(
          tx,
          sql`with existing as (select id from sandbox_refunds where refund_id = ${key}),
            made as (
              insert into sandbox_refunds (payment_id, refund_id, amount)
              select p.id, ${key}, ${amount} from payments p
              join sandbox_payments sp on sp.payment_id = p.id and sp.decision = 'APPROVED'
              where p.id = ${paymentId} and not exists (select 1 from existing) and ${amount} <= p.amount
                - coalesce((select sum(r.amount) from sandbox_refunds r where r.payment_id = p.id), 0)
              returning id
            )
            select id from existing union all select id from made`,
        );
        return made !== undefined;
      });
    },

    async refundable(paymentId: string): Promise<number> {
      const [row] = await queryRows<{ left: number }>(
        db,
        sql`select (p.amount - coalesce((select sum(r.amount) from sandbox_refunds r where r.payment_id = p.id), 0))::int
            as left
          from payments p join sandbox_payments sp on sp.payment_id = p.id and sp.decision = 'APPROVED'
          where p.id = ${paymentId}`,
      );
      return row?.left ?? 0;
    },

    notification(paymentId: string, status: Decision, now = Date.now()) {
      const timestamp = Math.floor(now / 1000);
      const body = JSON.stringify({ eventId: randomUUID(), paymentId, status, timestamp });
      return { body, signature: `t=${timestamp},v1=${sign(secret, timestamp, body)}` };
    },

    verify(body: string, header: string | undefined, now = Date.now()): Notification | null {
      const parts = Object.fromEntries(
        (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!signedRecently(secret, timestamp, body, parts.v1 ?? '', now)) return null;
      try {
        const parsed = JSON.parse(body) as Notification;
        const valid =
          typeof parsed.eventId === 'string' &&
          typeof parsed.paymentId === 'string' &&
          ['APPROVED', 'DECLINED', 'ABANDONED'].includes(parsed.status) &&
          parsed.timestamp === timestamp;
        return valid ? parsed : null;
      } catch {
        return null;
      }
    },

    returnUrl(paymentId: string, pushId?: string, now = Date.now()): string {
      const t = Math.floor(now / 1000);
      const sig = sign(secret, t, returnBody(paymentId, pushId));
      const query = new URLSearchParams({ paymentId, ...(pushId ? { pushId } : {}), t: String(t), sig });
      return `/v2/payment/return/sandbox?${query}`;
    },

    verifyReturn(query: Record<string, string | undefined>, now = Date.now()): PaymentReturn | null {
      const { paymentId, pushId, t, sig } = query;
      if (!paymentId) return null;
      if (!signedRecently(secret, Number(t), returnBody(paymentId, pushId), sig ?? '', now)) return null;
      return { paymentId, ...(pushId ? { pushId } : {}) };
    },
  };
}
