import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { Decision } from './card-provider.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/**
 * The fan's press on the sandbox gateway's hosted page, played as a real provider would: the gateway
 * records the decision, notifies the shop server-to-server a moment later (`deliver`, the shop's
 * notification endpoint), and sends the browser back at once to its signed return address.
 */
export function createSandboxDecisions(deps: {
  db: Db;
  gateway: SandboxGateway;
  deliver: (body: string, signature: string) => Promise<unknown>;
  /** How long the gateway waits before it notifies the shop of a decision. */
  notifyDelayMs: number;
  log: (err: unknown) => void;
}) {
  const { db, gateway, deliver, notifyDelayMs, log } = deps;
  return {
    /** Records the decision and answers where the browser goes: the signed return. */
    async decide(paymentId: string, decision: Decision, pushId?: string): Promise<string> {
      const [payment] = await queryRows<{ id: string }>(
        db,
        sql`select id from payments where id = ${paymentId}`,
      );
      if (!payment) fail('ORDER_NOT_FOUND');
      const final = await gateway.decide(paymentId, decision);
      const notice = gateway.notification(paymentId, final);
      setTimeout(() => {
        deliver(notice.body, notice.signature).catch(log);
      }, notifyDelayMs);
      return gateway.returnUrl(paymentId, pushId);
    },
  };
}
