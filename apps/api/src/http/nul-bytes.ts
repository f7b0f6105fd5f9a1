import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from './shop-error.ts';

/** Whether a string anywhere in the value holds a NUL byte (which PostgreSQL text cannot store). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/**
 * Refuses a NUL byte in the path, query or body that the route's schema let through, before its handler
 * runs (docs/decisions.md, "Hostile parameters"): as the route's own invalid input (400, its validation
 * code), never a database error. After validation, so a field whose pattern refuses it is still named.
 */
export function refuseNulBytes(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      fail(request.routeOptions.config?.validationCode ?? 'INVALID_BOOKING_REQUEST');
    }
  });
}
