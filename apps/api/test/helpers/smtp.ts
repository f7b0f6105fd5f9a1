import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { changes } from './wait.ts';

/**
 * A real SMTP server on loopback for the delivery tests. `accept` takes every message; `stall`
 * reads a message but never answers it (a mail server that hangs mid-delivery); `fail` refuses
 * the next `failures` messages with a temporary error, then accepts.
 */
export async function startSmtpServer(mode: 'accept' | 'stall' | 'fail' = 'accept', failures = 1) {
  const messages: ParsedMail[] = [];
  let started = 0;
  let toFail = mode === 'fail' ? failures : 0;
  const changed = changes();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream: SMTPServerDataStream, _session, callback) {
      started += 1;
      changed.notify();
      if (mode === 'stall') {
        stream.resume(); // read everything, answer nothing
        return;
      }
      if (toFail > 0) {
        toFail -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          messages.push(mail);
          callback();
          changed.notify();
        })
        .catch(callback);
    },
  });
  // A shop process killed in the middle of a conversation (delivery.test.ts) resets its socket: that is
  // the test's point, not a fault of the stand-in. Without a listener the reset is an uncaught exception.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages whose DATA began (answered or not). */
    started: () => started,
    /** Waits until `count` messages were accepted (or `condition` holds). */
    async waitFor(condition: number | (() => boolean), timeoutMs = 10_000) {
      const done = typeof condition === 'number' ? () => messages.length >= condition : condition;
      await changed.until(done, `SMTP messages (${messages.length} so far)`, timeoutMs);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
