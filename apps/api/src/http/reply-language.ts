import {
  acceptedLanguages,
  type ErrorCode,
  errorMessageIn,
  type ShopLanguage,
  shopLanguageFor,
} from '@hokej/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The fan's language as the request states it (Accept-Language by contract language.ts): what an order
 * placed or an account signed in by this request remembers for its later messages (decisions.md).
 */
export function requestLanguage(request: FastifyRequest): ShopLanguage {
  return shopLanguageFor(acceptedLanguages(request.headers['accept-language']));
}

/**
 * The language of a reply's messages, from the request's Accept-Language (contract language.ts): Slovak
 * unless the client prefers neither Slovak nor Czech. The reply says which (Content-Language) and that it
 * depends on the header (Vary), so a cache in front keeps the two apart.
 */
export function replyLanguage(reply: FastifyReply): ShopLanguage {
  const language = requestLanguage(reply.request);
  reply.header('Content-Language', language);
  const vary = reply.getHeader('vary');
  const listed = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!listed.includes('accept-language') && !listed.includes('*'))
    reply.header('Vary', typeof vary === 'string' && vary ? `${vary}, Accept-Language` : 'Accept-Language');
  return language;
}

/** The catalogue message of `code` in the reply's language, placeholders filled from `data`. */
export function sayIn(reply: FastifyReply, code: ErrorCode, data?: Record<string, unknown>): string {
  return errorMessageIn(replyLanguage(reply), code, data);
}
