import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

/** The advisory lock under which one process at a time migrates (and seeds) the shop's database. */
export const SETUP_LOCK = 727_002;

/** Opens the database the settings name (PostgreSQL by DATABASE_URL, else the embedded one in DATA_DIR). */
export function openShopDatabase(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.PG_POOL_SIZE,
    lockTimeoutMs: config.PG_LOCK_TIMEOUT_MS,
    startTimeoutS: config.DB_START_TIMEOUT_S,
  });
}
