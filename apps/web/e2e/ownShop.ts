import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess } from '../../api/test/helpers/server-process.ts';
import type { OwnDatabaseSettings } from './ownDatabase.ts';

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** A fresh seed of a spec's own shop can take minutes on a busy 2-core machine. */
const START_TIMEOUT_MS = 280_000;

/**
 * The one way an e2e spec starts a shop of its own: the API as its own OS process (server-process.ts:
 * NODE_ENV=production runs the bundle the run's global setup built), serving the built shop on `port`
 * (a free one unless given), with e-mailed links on its own origin; resolves once /v2/health answers.
 * The run's own shop settings (E2E_PORT, a sandbox delay) stay out; `settings` add or remove (undefined).
 */
export async function startOwnShop(
  database: OwnDatabaseSettings,
  settings: Record<string, string | undefined>,
  port?: number,
) {
  const listenPort = port ?? (await freePort());
  return startServerProcess(
    {
      E2E_PORT: undefined,
      SANDBOX_NOTIFY_DELAY_MS: undefined,
      WEB_DIST: webDist,
      PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...database,
      ...settings,
    },
    listenPort,
    START_TIMEOUT_MS,
  );
}
