import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import {
  type DecideTransfer,
  decideTransfer,
  writeDecision,
} from '../../src/modules/transfers/transfer-repository.ts';
import type { Meet } from './meet.ts';

// The control run of the transfer race test (ticket-transfer-race.test.ts), passed to the shop as
// `ServiceSeams.decideTransfer`: the transfer's state is read, then written without the condition, so an
// acceptance and a cancellation arriving together both find it PENDING and both succeed.

/** The state read; the acceptance and the cancellation that read it PENDING meet (`meet`), then both write. */
export const decideTransferReadThenWrite =
  (meet: Meet): DecideTransfer =>
  async (tx, id, to) => {
    const [row] = await queryRows<{ state: string }>(
      tx,
      sql`select state from ticket_transfers where id = ${id}`,
    );
    if (row?.state !== 'PENDING') return false;
    await meet();
    await writeDecision(tx, id, to);
    return true;
  };

/**
 * The control run of the acceptance-vs-gate race (ticket-transfer-gate-race.test.ts), passed to the shop as
 * `ServiceSeams.transferAcceptLock` and `decideTransfer`: the acceptance locks nothing, and its decision waits
 * until the test lets it go, so the test can scan the old QR in between; both then succeed.
 */
export function acceptHeldAtDecision() {
  let reached: () => void = () => {};
  let letGo: () => void = () => {};
  const atDecision = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const decide: DecideTransfer = async (tx, id, to) => {
    reached();
    await released;
    return decideTransfer(tx, id, to);
  };
  const noLock = async () => {};
  return { seams: { transferAcceptLock: noLock, decideTransfer: decide }, atDecision, letGo };
}
