import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The browser-facing protections on every answer (docs/operations.md, "Security headers"). The built
 * web app has no inline script or style element, so the policy needs no 'unsafe-inline' and no nonce;
 * React's `style` props are set through the CSSOM, which style-src does not govern; nothing evaluates
 * strings as code (the forms validate with TypeBox's Value, not compiled validators), so no 'unsafe-eval'.
 */
export function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      // Bootstrap's icons are data: SVGs; QR codes and PDFs previewed in the page are data:/blob: URLs.
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * Pages that carry their CSS inline get a policy that allows inline styles, still no inline script:
 * the two the API renders itself (the sandbox gateway's payment page, the dev mailbox; both absent in
 * production) and the API documentation, whose Swagger UI injects style elements.
 */
const INLINE_STYLE_ROUTES = ['/v2/payment/sandbox/', '/dev/outbox', '/v2/docs'];

function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether an answer carries HSTS: only to a request that came by https, never on plain http (it would lock
 * a browser out). Behind a proxy the shop trusts (TRUST_PROXY), its `X-Forwarded-Proto` says how the
 * browser came (`request.protocol`); without TRUST_PROXY that header is ignored and the configured
 * `PUBLIC_URL` decides, as the shop cannot know better.
 */
export function sendsHsts(config: Pick<Config, 'TRUST_PROXY' | 'PUBLIC_URL'>) {
  const publicHttps = config.PUBLIC_URL?.startsWith('https://') === true;
  return (request: FastifyRequest) => (config.TRUST_PROXY ? request.protocol === 'https' : publicHttps);
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL?.startsWith('https://') === true;
  const hsts = sendsHsts(config);
  app.addHook('onRequest', (request, reply, done) => {
    if (hsts(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
  const { directives } = contentSecurityPolicy(https);
  const inlineStyles = serializePolicy({ ...directives, 'style-src': ["'self'", "'unsafe-inline'"] });
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (route && INLINE_STYLE_ROUTES.some((prefix) => route.startsWith(prefix))) {
      reply.header('content-security-policy', inlineStyles);
    }
    done(null, payload);
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(https),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS per request (above): helmet's is the same for every answer.
    strictTransportSecurity: false,
    // The payment provider's pages open in the same tab and come back by redirect: nothing to isolate.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}
