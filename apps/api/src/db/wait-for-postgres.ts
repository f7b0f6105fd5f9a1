import pg from 'pg';
import { isConnectionLost } from './connection-errors.ts';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;
const CONNECT_TIMEOUT_MS = 5000;

/** The connection string without its password, for a log line. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Waits until PostgreSQL answers (it may start after the shop: a container start, a failover), trying
 * again after 0.5 s, then twice as long each time up to 5 s, for at most `timeoutS` seconds. A refusal
 * that waiting does not cure (wrong password, no such database) ends the wait at once.
 */
export async function waitForPostgres(url: string, timeoutS: number, log: (message: string) => void) {
  const deadline = Date.now() + timeoutS * 1000;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.query('select 1');
      return;
    } catch (err) {
      const message = (err as Error).message || String((err as { code?: unknown }).code ?? err);
      if (!isConnectionLost(err)) throw new Error(`PostgreSQL refused the connection: ${message}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `PostgreSQL at ${withoutPassword(url)} not reachable within DB_START_TIMEOUT_S=${timeoutS} s: ${message}`,
        );
      }
      const wait = Math.min(delay, left);
      log(`PostgreSQL not reachable yet (${message}), next try in ${wait} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      await probe.end().catch(() => {});
    }
  }
}
