import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../db/client.ts';
import { withoutSecrets } from '../modules/notifications/delivered-secrets.ts';
import { devMailbox, type OutgoingMessage, type Transport } from '../modules/notifications/transports.ts';

export type Transports = { EMAIL: Transport; SMS: Transport };

/** Tries per message before it is set aside as failed (about a day of backoff in all). */
export const MAX_ATTEMPTS = 10;
const BATCH = 10;

/**
 * Claims up to BATCH due messages for `leaseS` seconds. A message whose lease ran out (its worker
 * died mid-way) is due again, so it is delivered by the next worker; rows other workers are
 * claiming at the same moment are skipped.
 */
export async function claimDue(db: Db, leaseS: number): Promise<OutgoingMessage[]> {
  return queryRows<OutgoingMessage>(
    db,
    sql`update outbox o set locked_until = now() + make_interval(secs => ${leaseS}), attempts = attempts + 1
      where o.id in (
        select id from outbox
        where delivered_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at limit ${BATCH} for update skip locked)
      returning o.id, o.channel, o.recipient, o.subject, o.text_body as "textBody", o.html_body as "htmlBody",
        o.attachments`,
  );
}

/**
 * Marks the message delivered; with `blank` its body keeps no secret (reset and payment links, SMS
 * codes). The dev mailbox is where messages are read outside production, so its rows stay whole.
 */
async function markDelivered(db: Db, message: OutgoingMessage, blank: boolean) {
  const text = blank ? withoutSecrets(message.channel, message.textBody) : message.textBody;
  const html =
    blank && message.htmlBody ? withoutSecrets(message.channel, message.htmlBody) : message.htmlBody;
  await queryRows(
    db,
    sql`update outbox set delivered_at = now(), locked_until = null, last_error = null,
        text_body = ${text}, html_body = ${html}
      where id = ${message.id}`,
  );
}

/** Backs off 10 s, 20 s, 40 s … up to an hour; after MAX_ATTEMPTS the message is marked failed. */
async function markFailed(db: Db, id: string, error: unknown) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await queryRows(
    db,
    sql`update outbox set locked_until = null, last_error = ${reason},
        next_attempt_at = now() + make_interval(secs => least(3600, 10 * power(2, attempts - 1))),
        failed_at = case when attempts >= ${MAX_ATTEMPTS} then now() end
      where id = ${id}`,
  );
}

/** Delivers every due message once; returns how many were delivered. */
export async function deliverDue(
  db: Db,
  transports: Transports,
  leaseS: number,
  log: (err: unknown, message: OutgoingMessage) => void = () => {},
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claimed = await claimDue(db, leaseS);
    for (const message of claimed) {
      try {
        const transport = transports[message.channel];
        await transport(message);
        await markDelivered(db, message, transport !== devMailbox);
        delivered++;
      } catch (err) {
        log(err, message);
        await markFailed(db, message.id, err);
      }
    }
    if (claimed.length < BATCH) return delivered;
  }
}

/**
 * Runs the delivery when a message is committed (NOTIFY outbox) and every `pollMs` for retries.
 * Returns a stop function that waits for a round in progress.
 */
export async function startOutboxWorker(
  database: Database,
  transports: Transports,
  options: { pollMs: number; leaseS: number },
  log: (err: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await deliverDue(database.db, transports, options.leaseS, (err, m) =>
            log(Object.assign(new Error(`outbox ${m.channel} ${m.id}`), { cause: err })),
          );
        } catch (err) {
          log(err);
        }
      } while (again && !stopped);
      current = null;
    })();
  };
  const unlisten = await database.listen('outbox', run, run);
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await current;
  };
}
