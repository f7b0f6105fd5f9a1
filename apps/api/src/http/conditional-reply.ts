import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized answer and its strong ETag (a hash of the bytes, so equal answers of two processes match). */
export type Served = { body: Buffer; etag: string };

function served(json: string): Served {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** An answer kept in memory with its serialized forms, one per variant (e.g. per set of forbidden sectors). */
export type Kept<T> = { answer: T; out: Map<string, Served> };
/**
 * What a read hands the route: the kept answer (`K`, by default the answer sent), which variant this viewer
 * gets and how to make it.
 */
export type Variant<T, K = T> = { kept: Kept<K>; key: string; make: () => T };

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
export function sendKept<T, K>(request: FastifyRequest, reply: FastifyReply, variant: Variant<T, K>) {
  let out = variant.kept.out.get(variant.key);
  if (!out) {
    const serialize = reply.getSerializationFunction('200') ?? JSON.stringify;
    out = served(serialize(variant.make() as Record<string, unknown>));
    variant.kept.out.set(variant.key, out);
  }
  const vary = reply.getHeader('vary');
  reply
    .header('etag', out.etag)
    .header('cache-control', 'no-cache')
    .header('vary', typeof vary === 'string' && vary ? `authorization, ${vary}` : 'authorization');
  if (noneMatch(request.headers['if-none-match'], out.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(out.body);
}
