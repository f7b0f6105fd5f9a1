import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../../api/test/helpers/databases.ts';

/** Where a shop of a spec's own keeps its data: exactly one of the two is set. */
export type OwnDatabaseSettings = { DATABASE_URL: string | undefined; DATA_DIR: string | undefined };

/**
 * A fresh database for a spec that starts a shop of its own: a throw-away PostgreSQL database beside the
 * run's when the run has one (DATABASE_URL), else an embedded one in a temporary folder. `drop` removes it.
 */
export async function ownDatabase(): Promise<{ settings: OwnDatabaseSettings; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const postgres = await createPostgresDatabase();
    return { settings: { DATABASE_URL: postgres.url, DATA_DIR: undefined }, drop: postgres.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hokej-e2e-own-'));
  return {
    settings: { DATABASE_URL: undefined, DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
