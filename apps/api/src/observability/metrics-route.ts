import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { fail } from '../http/shop-error.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text. With METRICS_TOKEN it asks for `Authorization: Bearer <token>`;
 * in production without a token it does not exist (404), elsewhere it is open.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config) {
  const token = config.METRICS_TOKEN;
  if (!token && config.NODE_ENV === 'production') return;
  app.get(
    '/metrics',
    // For the scraper, not the shop's API: outside /v2 and outside its OpenAPI document.
    { schema: { hide: true } },
    async (request, reply) => {
      if (token) {
        const header = request.headers.authorization ?? '';
        if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) fail('AUTH_REQUIRED');
      }
      reply.header('cache-control', 'no-store').type(app.metrics.contentType);
      return app.metrics.metrics();
    },
  );
}
