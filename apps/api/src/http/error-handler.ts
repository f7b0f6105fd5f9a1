import { type ErrorCode, errorCatalogue, validationMessage } from '@hokej/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from '../db/client.ts';
import { isConnectionLost } from '../db/connection-errors.ts';
import { replyLanguage, sayIn } from './reply-language.ts';
import { ShopError } from './shop-error.ts';
import { validationCodeFor } from './validation-codes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue code answered when this route's input fails validation. */
    validationCode?: ErrorCode;
  }
}

// PostgreSQL lock timeout, deadlock and serialization failure: busy, not broken.
const BUSY_SQLSTATES = new Set(['55P03', '40P01', '40001']);

// A lost database connection (failover, restart): the shop is briefly unavailable, not the seat busy.
const UNAVAILABLE_STATUS = 503;
const UNAVAILABLE_RETRY_AFTER_S = 2;

function send(reply: FastifyReply, code: ErrorCode, data?: Record<string, unknown>, asStatus?: number) {
  const message = sayIn(reply, code, data);
  const status = asStatus ?? errorCatalogue[code].status;
  return reply.status(status).send(data ? { status, code, message, data } : { status, code, message });
}

function validationErrors(error: FastifyError, reply: FastifyReply) {
  const language = replyLanguage(reply);
  return (error.validation ?? []).map((v) => {
    const params = v.params as { missingProperty?: string; additionalProperty?: string };
    const missing = params.missingProperty ?? params.additionalProperty;
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = missing ? (path ? `${path}.${missing}` : missing) : path;
    // The message names the field by its Slovak title when the schema gives one (e.g. "Meno").
    const schema = (
      v as { parentSchema?: { title?: string; properties?: Record<string, { title?: string }> } }
    ).parentSchema;
    const title = params.missingProperty
      ? schema?.properties?.[params.missingProperty]?.title
      : schema?.title;
    // The Slovak title names the field in Slovak, with the web's words (one table in the contract);
    // in English, and for a property that is not allowed, the field's own path does.
    const named = params.additionalProperty ? undefined : title;
    return {
      field,
      keyword: v.keyword,
      message: validationMessage(v.keyword, field, v.params, language, named),
    };
  });
}

/**
 * Fastify's `frameworkErrors` option: refusals made before routing (a URL with broken percent-encoding,
 * FST_ERR_BAD_URL; a failed async route constraint) answer in the same envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 'BAD_URL');
  request.log.error({ err: error }, 'framework error');
  return send(reply, 'INTERNAL_ERROR');
}

/** One JSON error envelope for every failure; internals go only to the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply) => {
    if (error instanceof ShopError) {
      const retryAfter = error.data?.retryAfter;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return send(reply, error.code, error.data);
    }
    const validationCode = request.routeOptions.config?.validationCode ?? 'INVALID_BOOKING_REQUEST';
    if (error.validation) {
      const code = validationCodeFor(
        validationCode,
        error.validation as Parameters<typeof validationCodeFor>[1],
      );
      return send(reply, code, { errors: validationErrors(error, reply) });
    }
    if (error.statusCode === 413) return send(reply, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 415) return send(reply, 'UNSUPPORTED_MEDIA_TYPE');
    if (error.statusCode === 400) {
      return send(reply, validationCode, {
        errors: [
          { field: '', keyword: 'json', message: validationMessage('json', '', {}, replyLanguage(reply)) },
        ],
      });
    }
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED');
    const state = sqlState(error);
    if (state && BUSY_SQLSTATES.has(state)) {
      reply.header('Retry-After', '1');
      return send(reply, 'SERVER_BUSY');
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S)).header('cache-control', 'no-store');
      // The same answer as the overload cap's (overload.ts): the web app retries it the same way.
      return send(reply, 'SERVER_BUSY', { retryAfter: UNAVAILABLE_RETRY_AFTER_S }, UNAVAILABLE_STATUS);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}
