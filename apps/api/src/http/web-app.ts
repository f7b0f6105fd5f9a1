import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCatalogue, isPagePath } from '@hokej/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Hashed assets are cached for a year, index.html never; the build's .br/.gz
 * twins (apps/web/scripts/precompress.mjs) are sent to a browser that accepts them. A page path of
 * the web router (`PAGE_ROOTS`) that is not a file gets index.html; anything else the catalogue's 404.
 */
export function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const { status, message } = errorCatalogue.NOT_FOUND;
    return reply.status(status).send({ status, code: 'NOT_FOUND', message });
  });
}
