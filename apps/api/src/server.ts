import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';

const SETUP_LOCK = 727_002;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.PG_POOL_SIZE,
    lockTimeoutMs: config.PG_LOCK_TIMEOUT_MS,
  });
  // One process at a time migrates and seeds; the others wait and then find it done.
  await database.withLock(SETUP_LOCK, async () => {
    await database.migrate();
    if (config.SEED === 'demo') await seedDemo(database.db, { size: 'full' });
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(
    [
      '',
      `  Vstupenky HK Orly Zvolen bežia na ${address}`,
      `  API dokumentácia: ${address}/v2/docs`,
      `  Databáza: ${database.kind === 'pglite' ? `vstavaná PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
      '  Demo fanúšik: fanusik@hokej.test / Fanusik123!',
      '  Demo správca: admin@hokej.test / Admin123!',
      ...(config.NODE_ENV === 'production'
        ? []
        : [`  Vývojárska schránka (e-maily a SMS): ${address}/dev/outbox`]),
      '',
    ].join('\n'),
  );
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
