import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export type Decision = 'APPROVED' | 'DECLINED' | 'ABANDONED';
export type ProviderStatus = Decision | 'PENDING';

/** A notification as the gateway sends it: signed, timestamped, with an event id to dedupe by. */
export type Notification = { eventId: string; paymentId: string; status: Decision; timestamp: number };

/** How old a notification may be (seconds); older ones are refused as possible replays. */
export const NOTIFICATION_TOLERANCE_S = 300;

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The sandbox card gateway served by the shop itself (DESIGN.md "Payment gateways"): a hosted page
 * where the fan approves, declines or abandons, its own record of that decision (the provider's
 * books, which reconciliation asks), and signed server-to-server notifications.
 */
export function createSandboxGateway(db: Db, secret: string) {
  return {
    name: 'sandbox' as const,

    /** Records the fan's decision once (a second click cannot change it) and returns the final one. */
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

    /** What the gateway knows of a payment (reconciliation asks this when no notification came). */
    async status(paymentId: string): Promise<ProviderStatus> {
      const [row] = await queryRows<{ decision: Decision }>(
        db,
        sql`select decision from sandbox_payments where payment_id = ${paymentId}`,
      );
      return row?.decision ?? 'PENDING';
    },

    /**
     * Pays back `amount` of an approved payment (the provider's refund call; `refundId` is the
     * shop's idempotency key). Refuses (false) more than is left of the payment, as a real gateway
     * does. It writes the gateway's books in the given transaction: the sandbox lives in the shop's
     * database, so a refund the shop rolls back was never made at the gateway either.
     */
    async refund(tx: Db, paymentId: string, amount: number, refundId: string): Promise<boolean> {
      const [made] = await queryRows<{ id: string }>(
        tx,
        sql`insert into sandbox_refunds (payment_id, refund_id, amount)
          select p.id, ${refundId}, ${amount} from payments p
          join sandbox_payments sp on sp.payment_id = p.id and sp.decision = 'APPROVED'
          where p.id = ${paymentId} and ${amount} <= p.amount
            - coalesce((select sum(r.amount) from sandbox_refunds r where r.payment_id = p.id), 0)
          returning id`,
      );
      return made !== undefined;
    },

    /** A signed notification body and its signature header, as the gateway would POST them. */
    notification(paymentId: string, status: Decision, now = Date.now()) {
      const timestamp = Math.floor(now / 1000);
      const body = JSON.stringify({ eventId: randomUUID(), paymentId, status, timestamp });
      return { body, signature: `t=${timestamp},v1=${sign(secret, timestamp, body)}` };
    },

    /** The notification if its signature is right and it is recent; null otherwise. */
    verify(body: string, header: string | undefined, now = Date.now()): Notification | null {
      const parts = Object.fromEntries(
        (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) return null;
      if (Math.abs(now / 1000 - timestamp) > NOTIFICATION_TOLERANCE_S) return null;
      const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
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
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
