import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCatalogue, isPagePath } from '@hokej/contract';
import type { FastifyInstance } from 'fastify';
import { sayIn } from './reply-language.ts';

/**
 * A browser's navigation (it accepts HTML) to an address that is no API path, asset or file.
 */
function navigatesToPage(accept: string | undefined, pathname: string): boolean {
  const notApi = !pathname.startsWith('/v2/') && !pathname.startsWith('/assets/');
  return (accept ?? '').includes('text/html') && notApi && !/\.[a-z0-9]+$/i.test(pathname);
}

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
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && reading && isPagePath(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    // A browser that navigates to an address the shop does not have gets the shop's own "page not
    // found" (with status 404); a probe or a script gets the catalogue's JSON.
    if (hasWeb && reading && navigatesToPage(request.headers.accept, pathname)) {
      return reply.status(404).header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const { status } = errorCatalogue.NOT_FOUND;
    return reply.status(status).send({ status, code: 'NOT_FOUND', message: sayIn(reply, 'NOT_FOUND') });
  });
}
