import { buildApp } from './app.ts';
import { loadConfig, publicUrlOf } from './config.ts';
import { openShopDatabase, SETUP_LOCK } from './db/open-shop-database.ts';
import { smsDelivered } from './modules/notifications/transports.ts';
import { seedDemo } from './seed/demo.ts';

/** SIGTERM: in-flight requests finish, jobs stop; a process still not done by then exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openShopDatabase(config);
  // One process at a time migrates and seeds; the others wait and then find it done.
  await database.withLock(SETUP_LOCK, async () => {
    await database.migrate();
    // Production never gets the demo accounts: their passwords are in the README.
    const accounts = config.NODE_ENV !== 'production';
    if (config.SEED === 'demo')
      await seedDemo(database.db, { size: 'full', accounts, publicUrl: publicUrlOf(config) });
  });
  const app = await buildApp({ config, database });
  if (!smsDelivered(config)) {
    app.log.warn(
      'SMS_URL is not set: production sends no SMS, so phones cannot be verified (send-code answers 409 USER_PHONE_SMS_UNAVAILABLE)',
    );
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(
    [
      '',
      `  Vstupenky HK Orly Zvolen bežia na ${address}`,
      `  API dokumentácia: ${address}/v2/docs`,
      `  Databáza: ${database.kind === 'pglite' ? `vstavaná PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
      ...(config.NODE_ENV === 'production'
        ? []
        : [
            '  Demo fanúšik: fanusik@hokej.test / Fanusik123!',
            '  Demo správca: admin@hokej.test / Admin123!',
            `  Vývojárska schránka (e-maily a SMS): ${address}/dev/outbox`,
          ]),
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      // Stops accepting, closes the live-seat streams, waits for in-flight requests, stops the jobs.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
