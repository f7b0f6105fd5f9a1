/**
 * The end of a test's own shop server (held-feed-server.ts, queue-order-server.ts), as src/server.ts ends:
 * it listens where the config says, and SIGTERM or SIGINT closes the app and the database and exits.
 */
import type { buildApp } from '../../src/app.ts';
import type { loadConfig } from '../../src/config.ts';
import type { openShopDatabase } from '../../src/db/open-shop-database.ts';

export async function serveUntilStopped(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Awaited<ReturnType<typeof openShopDatabase>>,
  config: ReturnType<typeof loadConfig>,
) {
  await app.listen({ port: config.PORT, host: config.HOST });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
