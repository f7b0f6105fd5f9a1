import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { redactUrl } from './redact-url.ts';

/** A caller's request id is taken as it is when it looks like one (a proxy's, a load balancer's). */
const REQUEST_ID = /^[\w.:@-]{1,128}$/u;

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's logging settings: JSON lines (pino) with the request id under `reqId`, URLs redacted
 * wherever a request is serialized. Fastify's own two lines per request (with the full request and
 * response serialized) are off; `registerRequestLog` writes one short line instead
 * (docs/performance.md, "Request logging").
 */
export function loggingOptions(config: Config, enabled: boolean) {
  return {
    logger: enabled
      ? {
          level: config.LOG_LEVEL,
          serializers: {
            req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url) }),
          },
        }
      : false,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    requestIdHeader: false as const,
    genReqId: requestId,
  };
}

/** Returns the request id in `X-Request-Id` and logs each answered request once, at info. */
export function registerRequestLog(app: FastifyInstance, config: Config, enabled: boolean) {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so a hijacked answer (a live-seat stream) carries it too.
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  if (!enabled || !['info', 'debug', 'trace'].includes(config.LOG_LEVEL)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        // The client's address: from the proxy's X-Forwarded-For with TRUST_PROXY, else the socket's.
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
