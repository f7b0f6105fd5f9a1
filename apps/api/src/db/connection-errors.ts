/**
 * Errors that mean "the database connection is gone or not there yet" (a failover, a restart,
 * pg_terminate_backend, a network cut) rather than a fault of the request: the request may be tried
 * again in a moment, and the process must live on.
 */
// admin_shutdown, crash_shutdown, cannot_connect_now ("the database system is starting up").
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only (no code): a socket closed under a query, or a query on a
// client whose socket already failed.
const LOST_MESSAGES = ['Connection terminated', 'is not queryable'];

function isLostItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SHUTDOWN_STATES.has(code) || SOCKET_CODES.has(code)) return true;
  // SQLSTATE class 08: connection exception.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return LOST_MESSAGES.some((m) => message.includes(m));
}

/** True when `error`, or an error it wraps (Drizzle wraps the driver's as `cause`), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isLostItself(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
