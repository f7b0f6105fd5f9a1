import type { FastifyReply, FastifyRequest } from 'fastify';
import { served } from './cached-answer.ts';
import type { Variant } from './public-reads.ts';

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a kept answer: serialized once per variant with the route's own response schema, then the same
 * bytes to every reader; `304` without a body when the browser already has them. `no-cache`: the browser
 * asks again every time (a seat map changes by the second) but may get the cheap 304.
 */
export function sendKept<T>(request: FastifyRequest, reply: FastifyReply, variant: Variant<T>) {
  let out = variant.kept.out.get(variant.key);
  if (!out) {
    const serialize = reply.getSerializationFunction('200') ?? JSON.stringify;
    out = served(serialize(variant.make() as Record<string, unknown>));
    variant.kept.out.set(variant.key, out);
  }
  reply.header('etag', out.etag).header('cache-control', 'no-cache').header('vary', 'authorization');
  if (noneMatch(request.headers['if-none-match'], out.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(out.body);
}
