import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changes } from './wait.ts';

/** An SMS provider on loopback: records what it is sent, refuses the first `failures` requests. */
export async function startSmsProvider(failures = 0) {
  const received: Array<{ to: string; text: string; authorization?: string; key?: string }> = [];
  let toFail = failures;
  const changed = changes();
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (toFail > 0) {
      toFail -= 1;
      response.writeHead(503).end();
      return;
    }
    received.push({
      ...JSON.parse(body),
      authorization: request.headers.authorization,
      key: String(request.headers['idempotency-key']),
    });
    changed.notify();
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    /** Waits until an SMS to `to` has been received. */
    waitForSmsTo: (to: string, timeoutMs = 20_000) =>
      changed.until(() => received.some((m) => m.to === to), `an SMS to ${to}`, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
