import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers over 1 KB (JSON, CSV) on the fly, brotli at quality 4 or gzip, whichever the
 * client prefers. The web app's files come precompressed from the build (web-app.ts), and a live-seat
 * stream is never touched: it is written on the raw socket after `reply.hijack()`, and
 * text/event-stream is outside the compressible types besides (a buffered stream would stall).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^text\/csv/u,
  });
}
