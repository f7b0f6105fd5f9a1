import { type ErrorCode, errorCatalogue, validationMessage } from '@hokej/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from './shop-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue code answered when this route's input fails validation. */
    validationCode?: ErrorCode;
  }
}

// PostgreSQL lock timeout, deadlock and serialization failure: busy, not broken.
const BUSY_SQLSTATES = new Set(['55P03', '40P01', '40001']);

function send(reply: FastifyReply, code: ErrorCode, data?: Record<string, unknown>) {
  const { status, message } = errorCatalogue[code];
  return reply.status(status).send(data ? { status, code, message, data } : { status, code, message });
}

function validationErrors(error: FastifyError) {
  return (error.validation ?? []).map((v) => {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = missing ? (path ? `${path}.${missing}` : missing) : path;
    return { field, keyword: v.keyword, message: validationMessage(v.keyword, field, v.params) };
  });
}

/** One JSON error envelope for every failure; internals go only to the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request: FastifyRequest, reply) => {
    if (error instanceof ShopError) return send(reply, error.code, error.data);
    const validationCode = request.routeOptions.config?.validationCode ?? 'INVALID_BOOKING_REQUEST';
    if (error.validation) return send(reply, validationCode, { errors: validationErrors(error) });
    if (error.statusCode === 400 || error.statusCode === 415 || error.statusCode === 413) {
      return send(reply, validationCode, {
        errors: [{ field: '', keyword: 'body', message: error.message }],
      });
    }
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED');
    if (error.code && BUSY_SQLSTATES.has(error.code)) {
      reply.header('Retry-After', '1');
      return send(reply, 'SERVER_BUSY');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}
