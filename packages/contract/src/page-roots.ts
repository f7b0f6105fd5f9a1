/**
 * The first path segment of every page of the web app ('' is the home page). The API answers the
 * SPA's index.html only under these; any other path (`/healthz`, `/wp-login.php`, …) is a plain 404,
 * so a probe or a typo never looks like a working endpoint. The web's route test keeps this in step
 * with its routePatterns.
 */
export const PAGE_ROOTS: readonly string[] = [
  '',
  'page',
  'reset',
  'register',
  'verify',
  'payment',
  'push',
  'order',
  'checkout',
  'invoice',
  'account',
  'events',
  'my-orders',
  'my-season-tickets',
  'admin',
  'event',
  'season',
  'queue',
  'transfer',
];

/** Whether `pathname` (no query) is a page the web app's router may show. */
export function isPagePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return PAGE_ROOTS.includes(first) && !/\.[a-z0-9]+$/i.test(pathname);
}
