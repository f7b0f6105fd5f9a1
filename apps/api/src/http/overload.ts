/**
 * A cap on the requests one process works on at once (`MAX_IN_FLIGHT`). Past it a request is answered
 * `503 SERVER_BUSY` with `Retry-After` at once, before any work, instead of queuing behind the others for
 * seconds: on an on-sale day a quick "try again in a moment" beats a slow timeout, and a refused request
 * has done nothing, so the web app may safely send it again.
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sayIn } from './reply-language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests this process is working on now (counted ones only). */
    requestsInFlight: () => number;
  }
}

/** Seconds a refused client is asked to wait; the web app adds its own backoff and jitter. */
export const OVERLOAD_RETRY_AFTER_S = 2;

/**
 * Not counted: live-seat streams stay open for minutes (they have their own cap, `PUSH_MAX_STREAMS`), and
 * health checks and metrics must answer when the shop is busy, or the load balancer would take a busy
 * process for a dead one.
 */
export function isUncounted(url: string): boolean {
  return (
    url.startsWith('/v2/push/') ||
    url === '/v2/health' ||
    url.startsWith('/v2/health/') ||
    url.startsWith('/v2/health?') ||
    url === '/metrics' ||
    url.startsWith('/metrics?')
  );
}

export function limitRequestsInFlight(app: FastifyInstance, max: number) {
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (isUncounted(request.url)) return done();
    if (inFlight >= max) {
      const message = sayIn(reply, 'SERVER_BUSY');
      reply
        .code(503)
        .header('Retry-After', String(OVERLOAD_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send({ status: 503, code: 'SERVER_BUSY', message, data: { retryAfter: OVERLOAD_RETRY_AFTER_S } });
      return;
    }
    inFlight += 1;
    // 'close' comes once the answer is sent or the client has gone away, whichever is first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
