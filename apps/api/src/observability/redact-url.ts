/**
 * Secrets that travel in URLs and must never reach a log: the path segment after a push link's
 * `/push/` (cash-desk carts, invoices, their `pay/` form), a password-reset link's hash, and query
 * parameters carrying a token, signature, code or link secret.
 */
const SECRET_SEGMENT = /(\/(?:cart|invoice|checkout)\/push\/(?:pay\/)?|\/reset\/)[^/?#]+/giu;
const SECRET_PARAMS = new Set(['t', 'sig', 'token', 'code', 'hash', 'secret', 'pushid', 'session_id']);
export const MASK = '***';

/** The URL with every secret replaced by `***`; everything else as it came. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${MASK}`);
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}
